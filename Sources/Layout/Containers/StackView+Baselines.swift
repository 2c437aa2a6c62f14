/// A stack view's baselines are those of one of its arranged views, as
/// UIStackView's `forFirstBaselineLayout` and `forLastBaselineLayout` say:
/// a vertical stack's first baseline is its first arranged view's and its
/// last baseline its last view's; a horizontal stack takes both from its
/// tallest view. When that view is itself a stack, its own rule applies,
/// down to a view that is not (whose baseline is its top or bottom edge
/// when it has none, `View.hasBaseline`).
///
/// Hidden arranged views take no part. Of equally tall views (within the
/// engine's tolerance) the first in arranged order is the tallest, so the
/// choice does not depend on the order the layout happened in; Apple does
/// not document the tie. A stack with no visible arranged view measures
/// its baselines as any view does.
extension StackView {
    /// The arranged view the stack takes its first or last baseline from.
    ///
    /// - Parameters:
    ///   - first: The first baseline (else the last).
    ///   - height: A view's alignment-rect height in the current layout.
    /// - Returns: The view, or nil when no arranged view is visible.
    /// - Complexity: O(*n*) in the arranged views.
    func baselineView(first: Bool, height: (View) -> Double) -> View? {
        if axis == .vertical {
            return first
                ? arrangedSubviews.first { !$0.isHidden } : arrangedSubviews.last { !$0.isHidden }
        }
        var tallest: (view: View, height: Double)?
        for view in arrangedSubviews where !view.isHidden {
            let viewHeight = height(view)
            if let known = tallest, viewHeight <= known.height + LayoutEngine.tolerance { continue }
            tallest = (view, viewHeight)
        }
        return tallest?.view
    }
}
