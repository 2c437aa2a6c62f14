/// The root of a screen's views, like `UIWindow`: made with its frame (the
/// screen's bounds), it shows a view controller's view, pinned to its bounds
/// with the window's safe-area insets, as a device would lay it out.
open class UIWindow: View {
    public required init(_ registration: View.Registration) {
        super.init(registration)
    }

    /// The view controller whose view fills the window. Setting it loads the
    /// view, adds it as the window's subview, pins it to the window's bounds
    /// and gives it the window's `safeAreaInsets`.
    @MainActor
    public var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            storedRootViewController?.view.removeFromSuperview()
            storedRootViewController = newValue
            guard let view = newValue?.view else { return }
            addSubview(view)
            engine.pinFrame(of: view, to: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
            view.safeAreaInsets = safeAreaInsets
        }
    }
    @MainActor private var storedRootViewController: UIViewController?
}
