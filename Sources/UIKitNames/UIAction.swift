/// What a control does when an event is sent, like `UIAction`.
public struct UIAction {
    /// The title (for menus).
    public var title: String
    /// What runs; it is given the action.
    public var handler: (UIAction) -> Void

    /// An action, like `UIAction(title:handler:)`.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}
