/// The layout pass asked for on a view, as UIKit and AppKit code asks for it.
///
/// The engine lays out the whole tree lazily, whenever a result is read; these
/// calls exist so that code written for `UIView` and `NSView` reads the same.
extension View {
    /// Lays out now if anything changed since the last pass, like `UIView.layoutIfNeeded()`:
    /// the stack and grid constraints are brought up to date, and views whose
    /// height follows their width settle (`LayoutEngine.layoutIfNeeded()`).
    public func layoutIfNeeded() {
        engine.layoutIfNeeded()
    }

    /// Marks the view for the next layout pass, like `UIView.setNeedsLayout()`:
    /// the next result read (or `layoutIfNeeded()`) runs the pass, asking again
    /// for the height of every view whose height follows its width.
    public func setNeedsLayout() {
        engine.setNeedsLayout(self)
    }

    /// Brings the constraints of stack and grid views up to date now, like
    /// `UIView.updateConstraintsIfNeeded()` (`LayoutEngine.updateConstraintsIfNeeded()`).
    public func updateConstraintsIfNeeded() {
        engine.updateConstraintsIfNeeded()
    }
}
