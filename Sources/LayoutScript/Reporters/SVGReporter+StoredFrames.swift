import TrellisLayout

/// Frames recorded elsewhere — an Interface Builder document's stored frames —
/// drawn dashed beside the laid-out frames they differ from, as Interface
/// Builder shows a misplaced view's frame beside where its constraints put it.
extension SVGReporter {
    /// A stored frame in attribute space, and the item it belongs to.
    struct StoredRect {
        let name: String
        let rect: Rect
    }

    /// The stored frames that differ from the laid-out ones by more than half
    /// a point, in attribute space: placed in the item's laid-out parent, as
    /// the item's own frame is.
    ///
    /// - Parameters:
    ///   - report: The report.
    ///   - placements: `report.absolutePlacements()`.
    ///   - storedFrames: Parent-relative stored frames in the report's coordinates, by item name.
    /// - Returns: One rectangle per item whose stored frame differs, in item order.
    static func storedRects(
        of report: LayoutReport, placements: [LayoutReport.AbsolutePlacement], storedFrames: [String: Rect]
    ) -> [StoredRect] {
        guard !storedFrames.isEmpty else { return [] }
        var seen: Set<String> = []
        var rects: [StoredRect] = []
        for (item, placement) in zip(report.items, placements) {
            guard let stored = storedFrames[item.name], seen.insert(item.name).inserted else { continue }
            let frame = item.frame
            let differs = [
                stored.minX - frame.minX, stored.minY - frame.minY, stored.width - frame.width,
                stored.height - frame.height,
            ].contains { abs($0) > 0.5 }
            guard differs else { continue }
            // The parent's absolute frame is the item's absolute frame less its relative one:
            // shift by the difference (up from the bottom in unflipped coordinates).
            let dx = stored.minX - frame.minX
            let dy =
                report.coordinates == .flipped
                ? stored.minY - frame.minY : -(stored.minY - frame.minY) - (stored.height - frame.height)
            let at = placement.frame
            rects.append(
                StoredRect(
                    name: item.name,
                    rect: Rect(x: at.minX + dx, y: at.minY + dy, width: stored.width, height: stored.height)))
        }
        return rects
    }

    /// The stored frames' elements: a dashed rectangle each, named by its item.
    static func storedFrameLines(_ rects: [StoredRect], dx: Double, dy: Double) -> [String] {
        rects.map { stored in
            #"  <g class="stored-frame" data-name="\#(XMLText.escaped(stored.name))">"#
                + rect(stored.rect, dx: dx, dy: dy)
                + #" fill="none" stroke="\#(Colour.stored)" stroke-dasharray="5 2 1 2"/></g>"#
        }
    }
}
