/// What a layout gives a guide, as `UILayoutGuide` and `NSLayoutGuide` report it.
extension LayoutGuide {
    /// The constraints that mention the guide on an axis, in activation order,
    /// like `UILayoutGuide.constraintsAffectingLayout(for:)`.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        engine.constraintsAffectingLayout(for: self, axis: axis)
    }
}
