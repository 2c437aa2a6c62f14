extension LayoutEngine {
    /// The engine that views made without one (`UIView()`, `UILabel()`,
    /// `UIView(frame:)`) belong to: one per process, on the main actor, as
    /// UIKit's views are. Its views form a forest, a tree per window or
    /// root view, laid out together.
    ///
    /// Views made by `makeView(_:in:as:)` belong to the engine that made them,
    /// and views of two engines never relate; code that builds a screen per
    /// test can make its own engine instead.
    @MainActor public static let shared = LayoutEngine()
}
