/// The picture `trellis render FILE -o OUT.svg` draws.
///
/// Every view's frame is outlined and named; its alignment rect, where it
/// differs from the frame, is drawn dashed in orange (as
/// `NSViewShowAlignmentRects` does); baselines are green lines across the
/// alignment rect; layout guides are dashed in purple; ambiguous views and
/// guides are red, tinted, with what is undetermined after the name; broken
/// constraints are listed in red below the picture.
///
/// Items are placed in attribute space (`LayoutReport.absolutePlacements()`:
/// parent-relative frames made absolute, unflipped coordinates turned y-down,
/// which is SVG's direction too), parents before children so children draw
/// on top. The canvas is the union of every frame and alignment rect (that
/// is, the roots' bounds, plus anything drawn outside them) with a margin.
/// Numbers keep 3 decimals; the output has no timestamps, so the same report
/// gives the same bytes.
public enum SVGReporter {
    /// The space around the drawing, in points.
    static let margin = 20.0
    /// The height of one line of text under the drawing.
    static let lineHeight = 14.0

    /// Colours, by role.
    enum Colour {
        static let frame = "#333333"
        static let alignmentRect = "#ff9500"
        static let baseline = "#2ca02c"
        static let guide = "#9467bd"
        static let ambiguous = "#d62728"
        static let broken = "#d62728"
    }

    /// The SVG document for a report, with a final newline.
    ///
    /// - Parameters:
    ///   - report: The report.
    /// - Returns: The SVG text.
    public static func render(_ report: LayoutReport) -> String {
        let placements = report.absolutePlacements()
        let bounds =
            placements.reduce(nil as LayoutReport.Rectangle?) { bounds, placement in
                let both = placement.frame.union(placement.alignmentRect)
                return bounds.map { $0.union(both) } ?? both
            } ?? LayoutReport.Rectangle(x: 0, y: 0, width: 0, height: 0)
        let notes = report.conflicts.map(brokenText)
        let dx = margin - bounds.x
        let dy = margin - bounds.y
        let width = bounds.width + 2 * margin
        let textTop = bounds.height + 2 * margin
        let height = textTop + Double(notes.count) * lineHeight + (notes.isEmpty ? 0 : margin / 2)

        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))" viewBox="0 0 \#(n(width)) \#(n(height))" font-family="Menlo, Consolas, monospace" font-size="10">"#,
            #"  <title>\#(XMLText.escaped(report.file))</title>"#,
            ##"  <rect x="0" y="0" width="\##(n(width))" height="\##(n(height))" fill="#ffffff"/>"##,
        ]
        for (item, placement) in zip(report.items, placements) {
            lines += elements(for: item, at: placement, dx: dx, dy: dy)
        }
        for (index, note) in notes.enumerated() {
            let y = textTop + Double(index) * lineHeight
            lines.append(
                #"  <text x="\#(n(margin))" y="\#(n(y))" fill="\#(Colour.broken)">\#(XMLText.escaped(note))</text>"#)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The SVG elements of one view or guide.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - placement: Its rectangles in attribute space.
    ///   - dx: The horizontal shift from attribute space to the canvas.
    ///   - dy: The vertical shift from attribute space to the canvas.
    /// - Returns: The element lines, inside a `g` named after the item.
    private static func elements(
        for item: LayoutReport.Item, at placement: LayoutReport.AbsolutePlacement, dx: Double, dy: Double
    ) -> [String] {
        let colour = item.isAmbiguous ? Colour.ambiguous : (item.isGuide ? Colour.guide : Colour.frame)
        let kind = item.isGuide ? "guide" : "view"
        var lines = [
            #"  <g class="\#(kind)\#(item.isAmbiguous ? " ambiguous" : "")" data-name="\#(XMLText.escaped(item.name))">"#
        ]
        let fill = item.isAmbiguous ? #"fill="\#(Colour.ambiguous)" fill-opacity="0.08""# : #"fill="none""#
        let dash = item.isGuide ? #" stroke-dasharray="6 3""# : ""
        lines.append("    " + rect(placement.frame, dx: dx, dy: dy) + #" \#(fill) stroke="\#(colour)"\#(dash)/>"#)
        let alignment = placement.alignmentRect
        if item.hasDistinctAlignmentRect {
            lines.append(
                "    " + rect(alignment, dx: dx, dy: dy)
                    + #" fill="none" stroke="\#(Colour.alignmentRect)" stroke-dasharray="3 2"/>"#)
        }
        var baselines: [Double] = []
        for baseline in [item.firstBaseline, item.lastBaseline].compactMap({ $0 }) where !baselines.contains(baseline) {
            baselines.append(baseline)
        }
        for baseline in baselines {
            lines.append(
                #"    <line x1="\#(n(alignment.x + dx))" y1="\#(n(baseline + dy))" x2="\#(n(alignment.maxX + dx))" y2="\#(n(baseline + dy))" stroke="\#(Colour.baseline)"/>"#
            )
        }
        var label = item.name
        if item.isAmbiguous {
            label += " (ambiguous: \(item.ambiguousComponents.map(\.rawValue).joined(separator: ", ")))"
        }
        lines.append(
            #"    <text x="\#(n(placement.frame.x + dx + 3))" y="\#(n(placement.frame.y + dy + 11))" fill="\#(colour)">\#(XMLText.escaped(label))</text>"#
        )
        lines.append("  </g>")
        return lines
    }

    /// The start of a `rect` element, without its paint attributes or end.
    private static func rect(_ rectangle: LayoutReport.Rectangle, dx: Double, dy: Double) -> String {
        #"<rect x="\#(n(rectangle.x + dx))" y="\#(n(rectangle.y + dy))" width="\#(n(rectangle.width))" height="\#(n(rectangle.height))""#
    }

    /// The line listing a broken constraint.
    private static func brokenText(_ conflict: LayoutReport.Conflict) -> String {
        let others = conflict.constraints.filter { $0 != conflict.broken }.map { "'\($0.name)'" }
        let with = others.isEmpty ? "" : ", conflicting with " + CheckTextReporter.list(others)
        return "broken: '\(conflict.broken.name)' (\(conflict.broken.location))\(with)"
    }

    /// A coordinate with 3 decimals at most.
    private static func n(_ value: Double) -> String { ReportNumber.text(value, decimals: 3) }
}
