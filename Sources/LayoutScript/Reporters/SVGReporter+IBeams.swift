import TrellisLayout

/// Constraints as I-beams, margins, intrinsic sizes and ambiguity ghosts, as
/// Xcode's view debugger and Interface Builder's canvas draw them.
///
/// A constraint between two edges (a spacing between siblings, a pin to the
/// superview) is a blue line across the distance the layout has, with short
/// caps at both ends and its constant at the middle; a width or height is a
/// beam across the view near its far edge. A broken constraint is the same
/// beam in red and dashed, with `(broken)` after its constant. A view's
/// layout margins, when a constraint uses them, are a dotted rectangle inside
/// it; its intrinsic content size, when the layout gives it another size, is
/// a dotted teal rectangle of that size from its alignment rect's corner. An
/// ambiguous view's alignment rect at each finite end of each open number's
/// optimal range is a faint dashed red ghost.
extension SVGReporter {
    /// The length of an I-beam's end caps, in points.
    static let capLength = 6.0
    /// Range ends farther than this from the origin are not drawn (an unbounded
    /// range, or one the picture could not hold); the label says the view is ambiguous.
    static let farthestGhost = 10_000.0
    /// The most characters of a constraint's name an I-beam shows.
    static let longestShownName = 120

    /// The name an I-beam shows (`data-name` and `<title>`): the constraint's
    /// name, cut to `longestShownName` characters with "…" when longer. The
    /// constraints of an unlabelled VFL line are all named by the whole line,
    /// so a picture that repeated it in full for each would grow with the
    /// square of the line's length.
    static func shownName(_ name: String) -> String {
        guard name.utf8.count > longestShownName else { return name }
        let start = name.prefix(longestShownName - 1)
        return start.endIndex == name.endIndex ? name : start + "…"
    }

    /// A measure's candidate text boxes, best first, in attribute space:
    /// centred above a horizontal beam, then below it; right of a vertical
    /// beam's middle, then left of it.
    static func measureTextBoxes(_ measure: LayoutReport.Measure) -> [Rect] {
        let text = measureText(measure)
        let width = textWidth(text)
        let middle = (measure.start + measure.end) / 2
        if measure.axis == .horizontal {
            return [measure.cross - textHeight - 1, measure.cross + 1].map {
                Rect(x: middle - width / 2, y: $0, width: width, height: textHeight)
            }
        }
        return [measure.cross + capLength / 2 + 1, measure.cross - capLength / 2 - 1 - width].map {
            Rect(x: $0, y: middle - textHeight / 2, width: width, height: textHeight)
        }
    }

    /// What a measure's text says: its constant; for a broken constraint,
    /// `(broken; is N)` with the distance the layout has instead.
    static func measureText(_ measure: LayoutReport.Measure) -> String {
        measure.isBroken ? measure.text + " (broken; is \(n(measure.length)))" : measure.text
    }

    /// The ghost outlines of an ambiguous item (`Item.ghosts`) that the
    /// picture can hold and that differ from where it is, in attribute space.
    static func ghosts(of item: LayoutReport.Item, at placement: LayoutReport.AbsolutePlacement)
        -> [Rect]
    {
        item.ghosts.filter { ghost in
            ghost.components.allSatisfy { abs($0) <= farthestGhost }
                && !ghost.isClose(to: placement.alignmentRect, tolerance: ScriptExpectation.defaultTolerance)
        }
    }

    /// The intrinsic content size of a view whose alignment rect has another
    /// size, from its alignment rect's top-left corner (an axis with no intrinsic size
    /// takes the actual one); nil when it has none or it is met.
    static func intrinsicBox(of item: LayoutReport.Item, at placement: LayoutReport.AbsolutePlacement)
        -> Rect?
    {
        guard item.intrinsicWidth != nil || item.intrinsicHeight != nil else { return nil }
        let rect = placement.alignmentRect
        let width = item.intrinsicWidth ?? rect.width
        let height = item.intrinsicHeight ?? rect.height
        guard abs(width - rect.width) >= 0.5 || abs(height - rect.height) >= 0.5 else { return nil }
        return Rect(x: rect.minX, y: rect.minY, width: width, height: height)
    }

    /// The elements for margins, intrinsic sizes and ghosts of every item.
    static func itemOverlays(
        of report: LayoutReport, placements: [LayoutReport.AbsolutePlacement], dx: Double, dy: Double
    ) -> [String] {
        var lines: [String] = []
        for (item, placement) in zip(report.items, placements) {
            let name = XMLText.escaped(item.name)
            if let margins = item.marginRect {
                lines.append(
                    #"  <g class="margins" data-name="\#(name)">"# + rect(margins, dx: dx, dy: dy)
                        + #" fill="none" stroke="\#(Colour.margins)" stroke-dasharray="2 2"/></g>"#)
            }
            if let intrinsic = intrinsicBox(of: item, at: placement) {
                lines.append(
                    #"  <g class="intrinsic" data-name="\#(name)">"# + rect(intrinsic, dx: dx, dy: dy)
                        + #" fill="none" stroke="\#(Colour.intrinsic)" stroke-dasharray="1 2"/></g>"#)
            }
            for ghost in ghosts(of: item, at: placement) {
                lines.append(
                    #"  <g class="ghost" data-name="\#(name)">"# + rect(ghost, dx: dx, dy: dy)
                        + #" fill="none" stroke="\#(Colour.ambiguous)" stroke-opacity="0.7" stroke-dasharray="4 3"/></g>"#
                )
            }
        }
        return lines
    }

    /// Every measure as an I-beam with its text (placed by `layout(of:)`).
    static func beams(of report: LayoutReport, texts: [TextBox], dx: Double, dy: Double) -> [String] {
        var lines: [String] = []
        for (measure, label) in zip(report.measures, texts) {
            let colour = measure.isBroken ? Colour.broken : Colour.constraint
            let paint = #" stroke="\#(colour)""# + (measure.isBroken ? #" stroke-dasharray="4 2""# : "")
            let kind = measure.isBroken ? "constraint broken" : "constraint"
            let name = XMLText.escaped(shownName(measure.name))
            lines.append(#"  <g class="\#(kind)" data-kind="\#(measure.kind.rawValue)" data-name="\#(name)">"#)
            lines.append("    <title>\(name)</title>")
            let half = capLength / 2
            func line(_ a: (Double, Double), _ b: (Double, Double)) -> String {
                #"    <line x1="\#(n(a.0 + dx))" y1="\#(n(a.1 + dy))" x2="\#(n(b.0 + dx))" y2="\#(n(b.1 + dy))"\#(paint)/>"#
            }
            let (s, e, c) = (measure.start, measure.end, measure.cross)
            if measure.axis == .horizontal {
                lines.append(line((s, c), (e, c)))
                lines.append(line((s, c - half), (s, c + half)))
                lines.append(line((e, c - half), (e, c + half)))
            } else {
                lines.append(line((c, s), (c, e)))
                lines.append(line((c - half, s), (c + half, s)))
                lines.append(line((c - half, e), (c + half, e)))
            }
            let middle = (s + e) / 2
            let anchor = measure.axis == .horizontal ? (middle, c) : (c, middle)
            lines += leader(
                from: label.box, candidates: measureTextBoxes(measure), to: anchor, dx: dx, dy: dy, colour: colour)
            lines.append("    " + text(label))
            lines.append("  </g>")
        }
        return lines
    }

    /// A leader line from a text that had to move away from every one of its
    /// candidate boxes to the point it describes; nothing when it sits at one.
    ///
    /// - Parameters:
    ///   - placed: Where the text went, in canvas coordinates.
    ///   - candidates: Its candidate boxes, in attribute space.
    ///   - point: What it describes (a frame's corner, a beam's middle), in attribute space.
    static func leader(
        from placed: Rect, candidates: [Rect], to point: (Double, Double),
        dx: Double, dy: Double, colour: String
    ) -> [String] {
        let moved = candidates.allSatisfy {
            abs(placed.minY - ($0.minY + dy)) >= 0.5 || abs(placed.minX - ($0.minX + dx)) >= 0.5
        }
        guard moved else { return [] }
        // From the moved text's left end, half-way down, to the point.
        return [
            #"    <line class="leader" x1="\#(n(placed.minX - 1))" y1="\#(n(placed.minY + placed.height / 2))" x2="\#(n(point.0 + dx))" y2="\#(n(point.1 + dy))" stroke="\#(colour)" stroke-opacity="0.6" stroke-dasharray="1 1"/>"#
        ]
    }
}
