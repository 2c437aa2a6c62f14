extension View {
    /// What the engine hands a view it makes: its name, engine and place in the
    /// creation order.
    ///
    /// Only `LayoutEngine.makeView(_:in:as:)` can make one, so only the engine
    /// makes views, and every view is registered with it. A subclass that needs
    /// its own initialiser passes the registration on:
    ///
    /// ```swift
    /// final class BadgeView: View {
    ///     var count = 0
    ///     required init(_ registration: View.Registration) {
    ///         super.init(registration)
    ///         intrinsicContentSize = Size(width: 24, height: 24)
    ///     }
    /// }
    /// let badge = engine.makeView("badge", in: root, as: BadgeView.self)
    /// ```
    public struct Registration {
        /// The name diagnostics print.
        let name: String
        /// The engine that makes the view.
        unowned let engine: LayoutEngine
        /// The view's place in the engine's creation order.
        let serial: Int
    }
}
