/// A tappable control with a title, like `UIButton`: its intrinsic size is
/// the normal title's, by its font's estimate (15 points, the system button's
/// title), with 6 points above and below (30 tall).
open class UIButton: View {
    /// The kind of button, like `UIButton.ButtonType`.
    public enum ButtonType: Sendable, Hashable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The states a title is set for, like `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The kind of button; `custom` unless made with `init(type:)`.
    public private(set) var buttonType = ButtonType.custom
    /// The title font; system 15 points.
    open var titleFont = UIFont.systemFont(ofSize: 15) { didSet { invalidateIntrinsicContentSize() } }
    private var titles: [UInt: String] = [:]
    private var actions: [(action: UIAction, events: UIControl.Event)] = []

    public required init(_ registration: View.Registration) {
        super.init(registration)
    }

    /// A button of a kind, like `UIButton(type:)`, in `LayoutEngine.shared`.
    @MainActor
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Sets the title for a state, like `setTitle(_:for:)`; the normal title sizes the button.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { invalidateIntrinsicContentSize() }
    }

    /// The title for a state, else the normal one.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Runs `action` when `sendActions(for:)` sends one of `events`, like `addAction(_:for:)`.
    open func addAction(_ action: UIAction, for events: UIControl.Event) {
        actions.append((action, events))
    }

    /// Runs the actions added for any of `events`, in the order added, like `sendActions(for:)`.
    open func sendActions(for events: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.handler(entry.action) }
    }

    /// The normal title's estimated width, and a line of the title font plus 12.
    open override var intrinsicContentSize: Size {
        get {
            let title = titles[State.normal.rawValue] ?? ""
            return Size(width: titleFont.width(of: title), height: titleFont.lineHeight + 12)
        }
        set { super.intrinsicContentSize = newValue }
    }
}
