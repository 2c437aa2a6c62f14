import TrellisLayout

extension DocumentScene {
    /// The required content-size constraints that the scene's stored frames break: a view whose content hugging
    /// (or compression resistance) is required, 1000, stored larger (or smaller) than its intrinsic content size.
    ///
    /// Auto Layout makes a view's intrinsic size two constraints at its hugging and compression resistance
    /// priorities; at 1000 they are required, and Interface Builder shows a conflict when they cannot hold. Only
    /// a size the document itself gives counts (an image's size from `<resources>`, a control's fixed size from
    /// the rules): where the stored size stands in for one (text in a font, an SF Symbol, an image without a
    /// size), it cannot be broken. Only views whose stored frame is their alignment rect and trusted as for
    /// `constraintsBrokenByStoredFrames` are evaluated, with the same tolerance as a size constraint.
    ///
    /// - Parameters:
    ///   - placement: The scene's stored placement.
    ///   - pixelScale: The pixels per point the stored frames were rounded to; nil when they were not (AppKit).
    /// - Returns: One break per view and axis, named `ID.hugging.horizontal` and the like, in document order.
    func contentSizesBrokenByStoredFrames(_ placement: StoredPlacement, pixelScale: Double?) -> [StoredFrameBreak] {
        var broken: [StoredFrameBreak] = []
        let tolerance = StoredPlacement.Miss(amount: 0, multiplier: 0).tolerance(pixelScale: pixelScale)
        for view in allViews where view.unstoredMetrics == nil && placement.views[view.id]?.isTrusted == true {
            let stored = view.documentFrame
            let axes: [(String, Double?, Double, Int, Int)] = [
                ("horizontal", view.intrinsic.width, stored.width, view.hugging.horizontal, view.resistance.horizontal),
                ("vertical", view.intrinsic.height, stored.height, view.hugging.vertical, view.resistance.vertical),
            ]
            for (axis, intrinsic, size, hugging, resistance) in axes {
                guard let intrinsic else { continue }
                if hugging >= 1000, size - intrinsic > tolerance {
                    broken.append(
                        StoredFrameBreak(
                            constraintID: "\(view.id).hugging.\(axis)", location: view.location,
                            amount: size - intrinsic, views: [view.id]))
                } else if resistance >= 1000, intrinsic - size > tolerance {
                    broken.append(
                        StoredFrameBreak(
                            constraintID: "\(view.id).compressionResistance.\(axis)", location: view.location,
                            amount: intrinsic - size, views: [view.id]))
                }
            }
        }
        return broken
    }
}
