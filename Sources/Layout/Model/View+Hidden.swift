/// Hiding a view, like `UIView.isHidden`.
extension View {
    /// Whether the view is hidden.
    ///
    /// Outside a stack view, hiding changes no frame (as in UIKit, where a
    /// hidden view keeps its place in the layout and is only not drawn). An
    /// arranged subview of a `StackView` that is hidden collapses: its size
    /// along the stack's axis is zero and the spacing next to it goes, and it
    /// comes back when shown.
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            storedIsHidden = newValue
            (superview as? StackView)?.arrangedSubviewDidChange(self)
        }
    }
}
