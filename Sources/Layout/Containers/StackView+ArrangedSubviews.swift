/// Making a stack view from its arranged views, like `UIStackView(arrangedSubviews:)`.
extension StackView {
    /// Makes a stack view that arranges `views`, in order, in the engine of
    /// the views; each becomes a subview of the stack (moving from where it
    /// was, as in UIKit). The stack is a root until it is added to a view
    /// (`addSubview(_:)`, `addArrangedSubview(_:)`), and is named `stackViewN`,
    /// N its place in the engine's creation order.
    ///
    /// ```swift
    /// let buttons = StackView(arrangedSubviews: [cancel, save])
    /// buttons.spacing = 8
    /// card.addSubview(buttons)
    /// ```
    ///
    /// - Parameter views: At least one view (the engine is theirs), all of one engine.
    /// - Complexity: Linear in the views.
    public convenience init(arrangedSubviews views: [View]) {
        guard let first = views.first else {
            preconditionFailure(
                "StackView(arrangedSubviews:) takes its engine from the views; with none, "
                    + "use engine.makeView(_:in:as: StackView.self)")
        }
        let engine = first.engine
        let registration = engine.makeRegistration("stackView\(engine.nextSerial)")
        self.init(registration)
        engine.register(self)
        for view in views { addArrangedSubview(view) }
    }
}
