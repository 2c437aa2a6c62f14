/// The owner of a screen's view, like `UIViewController`: its view is made
/// the first time it is asked for (`loadView()`), then `viewDidLoad()` runs,
/// where a subclass builds the screen as it would in UIKit.
@MainActor
open class UIViewController {
    private var loadedView: View?

    /// A view controller with no view yet.
    public init() {}

    /// The root view, loaded on first use (`loadViewIfNeeded()`).
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view and calls `viewDidLoad()`, once.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View() }
        viewDidLoad()
    }

    /// Makes the root view; by default a plain `View()` in `LayoutEngine.shared`.
    /// A subclass that overrides it sets `view` and does not call `super`.
    open func loadView() {
        loadedView = View()
    }

    /// Called once the view is made; build the screen here.
    open func viewDidLoad() {}
}
