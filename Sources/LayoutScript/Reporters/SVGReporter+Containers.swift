import TrellisLayout

/// What a picture draws for containers: a stack view's spacing between its
/// arranged views, and a grid view's columns and rows.
extension SVGReporter {
    /// The gaps between a stack view's adjacent visible arranged views, shaded
    /// across the stack's thickness, so its spacing shows.
    static func stackGaps(
        of report: LayoutReport, placements: [LayoutReport.AbsolutePlacement], dx: Double, dy: Double
    ) -> [String] {
        var index: [String: Int] = [:]
        for (position, item) in report.items.enumerated() { index[item.name] = position }
        var lines: [String] = []
        for (position, item) in report.items.enumerated() {
            guard let stack = item.stack else { continue }
            let frame = placements[position].frame
            let arranged = stack.arranged.compactMap { index[$0].map { placements[$0].frame } }
            for (a, b) in zip(arranged, arranged.dropFirst()) {
                let gap: Rect
                if stack.axis == .horizontal {
                    let (left, right) = a.minX <= b.minX ? (a.maxX, b.minX) : (b.maxX, a.minX)
                    guard right > left else { continue }
                    gap = Rect(x: left, y: frame.minY, width: right - left, height: frame.height)
                } else {
                    guard b.minY > a.maxY else { continue }
                    gap = Rect(x: frame.minX, y: a.maxY, width: frame.width, height: b.minY - a.maxY)
                }
                lines.append(
                    #"  <g class="spacing" data-stack="\#(XMLText.escaped(item.name))">"#
                        + rect(gap, dx: dx, dy: dy)
                        + #" fill="\#(Colour.stackSpacing)" fill-opacity="0.25" stroke="none"/></g>"#)
            }
        }
        return lines
    }

    /// Each grid view's cells: every column's and row's rectangle, dotted.
    static func gridLines(of report: LayoutReport, dx: Double, dy: Double) -> [String] {
        var lines: [String] = []
        for item in report.items {
            guard let tracks = item.gridTracks else { continue }
            for track in tracks.columns + tracks.rows {
                lines.append(
                    #"  <g class="grid-cell" data-grid="\#(XMLText.escaped(item.name))">"# + rect(track, dx: dx, dy: dy)
                        + #" fill="none" stroke="\#(Colour.stackSpacing)" stroke-opacity="0.6" stroke-dasharray="1 2"/></g>"#
                )
            }
        }
        return lines
    }
}
