import TrellisLayout

/// The picture `trellis render FILE -o OUT.svg` draws.
///
/// Every view's frame is outlined and named; its alignment rect, where it
/// differs from the frame, is drawn dashed in orange (as
/// `NSViewShowAlignmentRects` does); baselines are green lines across the
/// alignment rect; layout guides are dashed in purple; ambiguous views and
/// guides are red, tinted, with what is undetermined after the name. The
/// script's constraints are I-beams with their constants, a broken one red
/// and dashed in place, and also listed in red below the picture; margins,
/// intrinsic sizes and ambiguity ghosts are drawn too
/// (`SVGReporter+IBeams.swift`); a legend under everything names each kind of
/// mark the picture holds (`SVGReporter+Legend.swift`).
///
/// Items are placed in attribute space (`LayoutReport.absolutePlacements()`:
/// parent-relative frames made absolute, unflipped coordinates turned y-down,
/// which is SVG's direction too), parents before children so children draw
/// on top.
///
/// Text is sized by estimate, not measured: a monospace font (which the
/// document asks for) advances about 0.6 em per character, so a text of `n`
/// characters is taken to be `n × 0.6 × fontSize` wide. A view's label sits
/// inside the top-left corner of its frame when it fits there, otherwise just
/// above the frame; labels are then placed greedily in declaration order, and
/// one that would overlap a label already placed moves down a line until it
/// is clear, with a dotted leader line back to its frame's corner. Constraint
/// texts are placed the same way after the labels (centred above a
/// horizontal beam, right of a vertical one). The canvas is the union of
/// every frame, alignment rect, beam, ghost and text box with a margin,
/// widened for the broken-constraint lines and the legend below it, so every
/// text lies inside the picture. Numbers keep 3 decimals; the output has
/// no timestamps, so the same report gives the same bytes.
public enum SVGReporter {
    /// The space around the drawing, in points.
    static let margin = 20.0
    /// The height of one line of text under the drawing, and the step a
    /// colliding label moves down by.
    static let lineHeight = 14.0
    /// The font size of every text, in points.
    static let fontSize = 10.0
    /// The estimated advance of one character: about 0.6 em in a monospace font.
    static let characterWidth = 0.6 * fontSize
    /// The height of a text's box; its baseline is `textAscent` below the top.
    static let textHeight = 12.0
    /// The distance from the top of a text's box to its baseline.
    static let textAscent = 10.0
    /// How far a label inside a frame is from the frame's left and top edges
    /// (its box starts 1 point below the top edge, so the baseline is 11 below).
    static let labelInset = 3.0

    /// A text and the box it is estimated to fill, in canvas coordinates.
    struct TextBox: Equatable {
        /// The text, unescaped.
        var text: String
        /// Its estimated box; the baseline is `textAscent` below the top.
        var box: Rect
        /// Its colour.
        var colour: String
    }

    /// Where everything goes: the canvas size, the shift from attribute space
    /// to the canvas, and every text's box.
    struct Layout {
        /// The canvas width.
        var width: Double
        /// The canvas height.
        var height: Double
        /// The horizontal shift from attribute space to the canvas.
        var dx: Double
        /// The vertical shift from attribute space to the canvas.
        var dy: Double
        /// Each item's label, in the order of `report.items`.
        var labels: [TextBox]
        /// The broken-constraint lines under the drawing.
        var notes: [TextBox]
        /// Each measure's text, in the order of `report.measures`.
        var measureTexts: [TextBox] = []
        /// The kinds of mark the legend lists.
        var marks: [Mark] = []
        /// The top of the legend's first line.
        var legendTop: Double = 0
    }

    /// Colours, by role.
    enum Colour {
        static let frame = "#333333"
        static let alignmentRect = "#ff9500"
        static let baseline = "#2ca02c"
        static let guide = "#9467bd"
        static let ambiguous = "#d62728"
        static let stored = "#8c564b"
        static let broken = "#d62728"
        static let stackSpacing = "#1f77b4"
        static let constraint = "#0a6ebd"
        static let margins = "#7f7fbf"
        static let intrinsic = "#17a2b8"
    }

    /// The SVG document for a report, with a final newline.
    ///
    /// - Parameters:
    ///   - report: The report.
    ///   - names: What to call items in the picture, by their names in the
    ///     report (an Interface Builder view by its text and id); the others
    ///     are called by their names.
    ///   - storedFrames: Frames recorded elsewhere (a document's stored
    ///     frames), parent-relative as the report's frames are, by item name:
    ///     each is drawn dashed beside the laid-out frame where they differ by
    ///     more than half a point.
    /// - Returns: The SVG text.
    public static func render(
        _ report: LayoutReport, names: [String: String] = [:], storedFrames: [String: Rect] = [:]
    ) -> String {
        let placements = report.absolutePlacements()
        let stored = storedRects(of: report, placements: placements, storedFrames: storedFrames)
        let layout = layout(of: report, placements: placements, names: names, stored: stored)
        let (width, height) = (layout.width, layout.height)

        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))" viewBox="0 0 \#(n(width)) \#(n(height))" font-family="Menlo, Consolas, monospace" font-size="\#(n(fontSize))">"#,
            #"  <title>\#(XMLText.escaped(report.file))</title>"#,
            ##"  <rect x="0" y="0" width="\##(n(width))" height="\##(n(height))" fill="#ffffff"/>"##,
        ]
        for ((item, placement), label) in zip(zip(report.items, placements), layout.labels) {
            lines += elements(for: item, at: placement, label: label, dx: layout.dx, dy: layout.dy)
        }
        lines += stackGaps(of: report, placements: placements, dx: layout.dx, dy: layout.dy)
        lines += gridLines(of: report, dx: layout.dx, dy: layout.dy)
        lines += itemOverlays(of: report, placements: placements, dx: layout.dx, dy: layout.dy)
        lines += storedFrameLines(stored, dx: layout.dx, dy: layout.dy)
        lines += beams(of: report, texts: layout.measureTexts, dx: layout.dx, dy: layout.dy)
        for note in layout.notes {
            lines.append("  " + text(note))
        }
        lines += legend(layout.marks, top: layout.legendTop)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where a report's picture puts everything.
    ///
    /// - Parameters:
    ///   - report: The report.
    ///   - placements: `report.absolutePlacements()`.
    /// - Returns: The canvas and every text's box, none of two labels
    ///   overlapping and all inside the canvas.
    static func layout(
        of report: LayoutReport, placements: [LayoutReport.AbsolutePlacement]? = nil, names: [String: String] = [:],
        stored: [StoredRect] = []
    ) -> Layout {
        let placements = placements ?? report.absolutePlacements()
        // Labels, in attribute space, placed greedily in declaration order.
        var placedLabels: [Rect] = []
        var placement = LabelPlacement(lineHeight: lineHeight)
        for (item, itemPlacement) in zip(report.items, placements) {
            placedLabels.append(
                placement.place(
                    candidates: labelBoxes(
                        for: label(of: item, names: names), in: itemPlacement.frame,
                        outsideFirst: item.stack != nil || item.gridTracks != nil),
                    step: lineHeight))
        }
        let measureBoxes = report.measures.map {
            placement.place(candidates: measureTextBoxes($0), step: lineHeight)
        }
        var drawn = zip(zip(report.items, placements), placedLabels).map { entry, box in
            let (item, placement) = entry
            var union = placement.frame.union(placement.alignmentRect).union(box)
            for ghost in ghosts(of: item, at: placement) { union = union.union(ghost) }
            if let intrinsic = intrinsicBox(of: item, at: placement) { union = union.union(intrinsic) }
            return union
        }
        drawn += stored.map(\.rect)
        for (measure, box) in zip(report.measures, measureBoxes) {
            let half = capLength / 2
            let (low, high) = (min(measure.start, measure.end), max(measure.start, measure.end))
            drawn.append(
                box.union(
                    measure.axis == .horizontal
                        ? Rect(x: low, y: measure.cross - half, width: high - low, height: 2 * half)
                        : Rect(x: measure.cross - half, y: low, width: 2 * half, height: high - low)))
        }
        let bounds =
            drawn.reduce(nil as Rect?) { bounds, rectangle in
                bounds.map { $0.union(rectangle) } ?? rectangle
            } ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let dx = margin - bounds.minX
        let dy = margin - bounds.minY
        let labels = zip(report.items, placedLabels).map { item, box in
            TextBox(
                text: label(of: item, names: names),
                box: Rect(x: box.minX + dx, y: box.minY + dy, width: box.width, height: box.height),
                colour: colour(of: item))
        }
        let textTop = bounds.height + 2 * margin
        let notes = report.conflicts.map(brokenText).enumerated().map { index, note in
            TextBox(
                text: note,
                box: Rect(
                    x: margin, y: textTop + Double(index) * lineHeight - textAscent, width: textWidth(note),
                    height: textHeight),
                colour: Colour.broken)
        }
        let measureTexts = zip(report.measures, measureBoxes).map { measure, box in
            TextBox(
                text: measureText(measure),
                box: Rect(x: box.minX + dx, y: box.minY + dy, width: box.width, height: box.height),
                colour: measure.isBroken ? Colour.broken : Colour.constraint)
        }
        let marks = marks(in: report, placements: placements, hasStoredFrames: !stored.isEmpty)
        let widest = max(notes.map(\.box.width).max() ?? 0, legendWidth(marks))
        let notesEnd = textTop + Double(notes.count) * lineHeight + (notes.isEmpty ? 0 : margin / 2)
        let legendTop = notesEnd - textAscent
        return Layout(
            width: max(bounds.width, widest) + 2 * margin,
            height: marks.isEmpty ? notesEnd : legendTop + Double(marks.count) * lineHeight + margin / 2,
            dx: dx, dy: dy, labels: labels, notes: notes, measureTexts: measureTexts, marks: marks,
            legendTop: legendTop)
    }

    /// The estimated width of a text: its characters times a monospace advance.
    static func textWidth(_ text: String) -> Double { Double(text.count) * characterWidth }

    /// Whether two rectangles share some area (touching edges do not count).
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// A label's candidate boxes, best first: inside the frame's top-left
    /// corner when it fits there; just above the frame, left-aligned with it;
    /// just below it. A container's label (`outsideFirst`: a stack or a
    /// grid) tries above and below first, since its first arranged view's
    /// label sits in that same corner and would read as the container's.
    static func labelBoxes(for label: String, in frame: Rect, outsideFirst: Bool = false) -> [Rect] {
        let width = textWidth(label)
        let above = Rect(x: frame.minX, y: frame.minY - textHeight - 1, width: width, height: textHeight)
        let below = Rect(x: frame.minX, y: frame.maxY + 1, width: width, height: textHeight)
        guard frame.width >= width + 2 * labelInset && frame.height >= textHeight + 2 else { return [above, below] }
        let inside = Rect(x: frame.minX + labelInset, y: frame.minY + 1, width: width, height: textHeight)
        return outsideFirst ? [above, below, inside] : [inside, above, below]
    }

    /// An item's label: its name (or the one `names` gives it), and for an ambiguous item what is undetermined.
    private static func label(of item: LayoutReport.Item, names: [String: String]) -> String {
        let shown = names[item.name] ?? item.name
        let name =
            item.stack.map { shown + ($0.axis == .horizontal ? " [stack →]" : " [stack ↓]") }
            ?? item.gridTracks.map { shown + " [grid \($0.rows.count)×\($0.columns.count)]" } ?? shown
        guard item.isAmbiguous else { return name }
        return name + " (ambiguous: \(item.ambiguousComponents.map(\.rawValue).joined(separator: ", ")))"
    }

    /// An item's stroke and text colour.
    private static func colour(of item: LayoutReport.Item) -> String {
        item.isAmbiguous ? Colour.ambiguous : (item.isGuide ? Colour.guide : Colour.frame)
    }

    /// A `text` element at its box's baseline.
    static func text(_ text: TextBox) -> String {
        #"<text x="\#(n(text.box.minX))" y="\#(n(text.box.minY + textAscent))" fill="\#(text.colour)">\#(XMLText.escaped(text.text))</text>"#
    }

    /// The SVG elements of one view or guide.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - placement: Its rectangles in attribute space.
    ///   - label: Its label, placed.
    ///   - dx: The horizontal shift from attribute space to the canvas.
    ///   - dy: The vertical shift from attribute space to the canvas.
    /// - Returns: The element lines, inside a `g` named after the item.
    private static func elements(
        for item: LayoutReport.Item, at placement: LayoutReport.AbsolutePlacement, label: TextBox, dx: Double,
        dy: Double
    ) -> [String] {
        let colour = colour(of: item)
        let kind = item.isGuide ? "guide" : "view"
        var lines = [
            #"  <g class="\#(kind)\#(item.isAmbiguous ? " ambiguous" : "")" data-name="\#(XMLText.escaped(item.name))">"#
        ]
        let fill = item.isAmbiguous ? #"fill="\#(Colour.ambiguous)" fill-opacity="0.08""# : #"fill="none""#
        let dash =
            item.isGuide ? #" stroke-dasharray="6 3""# : item.stack != nil ? #" stroke-dasharray="10 3 2 3""# : ""
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
                #"    <line x1="\#(n(alignment.minX + dx))" y1="\#(n(baseline + dy))" x2="\#(n(alignment.maxX + dx))" y2="\#(n(baseline + dy))" stroke="\#(Colour.baseline)"/>"#
            )
        }
        lines += leader(
            from: label.box, candidates: labelBoxes(for: label.text, in: placement.frame),
            to: (placement.frame.minX, placement.frame.minY), dx: dx, dy: dy, colour: colour)
        lines.append("    " + text(label))
        lines.append("  </g>")
        return lines
    }

    /// The start of a `rect` element, without its paint attributes or end.
    static func rect(_ rectangle: Rect, dx: Double, dy: Double) -> String {
        #"<rect x="\#(n(rectangle.minX + dx))" y="\#(n(rectangle.minY + dy))" width="\#(n(rectangle.width))" height="\#(n(rectangle.height))""#
    }

    /// The line listing a broken constraint.
    private static func brokenText(_ conflict: LayoutReport.Conflict) -> String {
        let others = conflict.others.map { "'\($0.name)'" }
        let with = others.isEmpty ? "" : ", conflicting with " + CheckTextReporter.list(others)
        return "broken: '\(conflict.broken.name)' (\(conflict.broken.location))\(with)"
    }

    /// A coordinate with 3 decimals at most.
    static func n(_ value: Double) -> String { ReportNumber.text(value, decimals: 3) }
}
