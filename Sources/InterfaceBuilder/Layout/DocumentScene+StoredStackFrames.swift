extension DocumentScene {
    /// The constraints a UIStackView makes for its arranged views that the scene's stored frames break.
    ///
    /// A UIStackView pins its first arranged view's leading (or top) edge and its last one's trailing (or bottom)
    /// edge to its own, whatever the distribution, and with `fill` alignment each arranged view's edges across the
    /// axis to its own (Apple's UIStackView documentation, "Stack View and Auto Layout", and
    /// `UIStackView.Alignment.fill`; UIKit names the constraints `UISV-canvas-connection`). All are required, so stored frames that break one are laid out with it broken.
    /// Only stacks whose arranged views are all shown (a hidden one keeps its own length in Interface Builder's
    /// layout, `StackViewRules.hiddenViewsKeepTheirLength`) and trusted as for `constraintsBrokenByStoredFrames`,
    /// that arrange neither by margins nor by baselines, are evaluated; NSStackViews are not (their views may
    /// clip, detach or sit in gravity areas).
    ///
    /// - Parameters:
    ///   - placement: The scene's stored placement.
    ///   - pixelScale: The pixels per point the stored frames were rounded to; nil when they were not.
    /// - Returns: One break per arranged view and edge, named `STACK.UISV-canvas-connection.VIEW.EDGE`.
    func stackCanvasConnectionsBrokenByStoredFrames(_ placement: StoredPlacement, pixelScale: Double?)
        -> [StoredFrameBreak]
    {
        var broken: [StoredFrameBreak] = []
        let tolerance = StoredPlacement.Miss(amount: 0, multiplier: 1).tolerance(pixelScale: pixelScale)
        for stack in allViews {
            guard let attributes = stack.stack, !attributes.isAppKit, !attributes.marginsRelative,
                !attributes.baselineRelative, let outer = placement.views[stack.id]?.rect,
                placement.views[stack.id]?.isTrusted == true, !stack.subviews.isEmpty,
                stack.subviews.allSatisfy({ !$0.isHidden && placement.views[$0.id]?.isTrusted == true })
            else { continue }
            let rects = stack.subviews.compactMap { placement.views[$0.id]?.rect }
            guard rects.count == stack.subviews.count, let first = rects.first, let last = rects.last else { continue }
            let horizontal = attributes.axis == .horizontal
            var edges: [(view: DocumentView, edge: String, miss: Double)] = [
                (
                    stack.subviews[0], horizontal ? "leading" : "top",
                    horizontal ? first.minX - outer.minX : first.minY - outer.minY
                ),
                (
                    stack.subviews[stack.subviews.count - 1], horizontal ? "trailing" : "bottom",
                    horizontal ? outer.maxX - last.maxX : outer.maxY - last.maxY
                ),
            ]
            if attributes.alignment == "fill" {
                for (view, rect) in zip(stack.subviews, rects) {
                    edges.append(
                        (
                            view, horizontal ? "top" : "leading",
                            horizontal ? rect.minY - outer.minY : rect.minX - outer.minX
                        ))
                    edges.append(
                        (
                            view, horizontal ? "bottom" : "trailing",
                            horizontal ? outer.maxY - rect.maxY : outer.maxX - rect.maxX
                        ))
                }
            }
            for (view, edge, miss) in edges
            where abs(miss) > tolerance + (placement.views[view.id]?.slack(edge) ?? 0) {
                broken.append(
                    StoredFrameBreak(
                        constraintID: "\(stack.id).UISV-canvas-connection.\(view.id).\(edge)", location: view.location,
                        amount: abs(miss), views: [stack.id, view.id]))
            }
        }
        return broken
    }
}
