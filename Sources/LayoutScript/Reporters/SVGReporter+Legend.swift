/// The legend under the picture: one line for each kind of mark the picture
/// holds, with a sample of the mark and what it means.
extension SVGReporter {
    /// A kind of mark the picture may draw.
    enum Mark: CaseIterable {
        case frame, alignmentRect, baseline, guide, stackSpacing, margins, intrinsic, constraint, broken, ambiguous,
            ghost, storedFrame

        /// What the mark means, in the legend.
        var meaning: String {
            switch self {
            case .frame: return "view frame"
            case .alignmentRect: return "alignment rect"
            case .baseline: return "baseline"
            case .guide: return "layout guide"
            case .stackSpacing: return "stack spacing"
            case .margins: return "layout margins"
            case .intrinsic: return "intrinsic content size (not met)"
            case .constraint: return "constraint and its constant"
            case .broken: return "broken constraint (what it asked for)"
            case .ambiguous: return "ambiguous view"
            case .ghost: return "ambiguous view at the ends of its optimal range"
            case .storedFrame: return "frame stored in the document (misplaced view)"
            }
        }

        /// The sample, drawn in a 20 × 8 box whose top-left corner is (`x`, `y`).
        func sample(x: Double, y: Double) -> String {
            func box(_ paint: String) -> String {
                #"<rect x="\#(n(x))" y="\#(n(y))" width="20" height="8" \#(paint)/>"#
            }
            func line(_ paint: String) -> String {
                #"<line x1="\#(n(x))" y1="\#(n(y + 4))" x2="\#(n(x + 20))" y2="\#(n(y + 4))" \#(paint)/>"#
            }
            switch self {
            case .frame: return box(#"fill="none" stroke="\#(Colour.frame)""#)
            case .alignmentRect: return box(#"fill="none" stroke="\#(Colour.alignmentRect)" stroke-dasharray="3 2""#)
            case .baseline: return line(#"stroke="\#(Colour.baseline)""#)
            case .guide: return box(#"fill="none" stroke="\#(Colour.guide)" stroke-dasharray="6 3""#)
            case .stackSpacing:
                return box(#"fill="\#(Colour.stackSpacing)" fill-opacity="0.25" stroke="none""#)
            case .margins: return box(#"fill="none" stroke="\#(Colour.margins)" stroke-dasharray="2 2""#)
            case .intrinsic: return box(#"fill="none" stroke="\#(Colour.intrinsic)" stroke-dasharray="1 2""#)
            case .constraint, .broken:
                let colour = self == .broken ? Colour.broken : Colour.constraint
                let dash = self == .broken ? #" stroke-dasharray="4 2""# : ""
                return line(#"stroke="\#(colour)"\#(dash)"#)
                    + #"<line x1="\#(n(x))" y1="\#(n(y + 1))" x2="\#(n(x))" y2="\#(n(y + 7))" stroke="\#(colour)"/>"#
                    + #"<line x1="\#(n(x + 20))" y1="\#(n(y + 1))" x2="\#(n(x + 20))" y2="\#(n(y + 7))" stroke="\#(colour)"/>"#
            case .ambiguous:
                return box(#"fill="\#(Colour.ambiguous)" fill-opacity="0.08" stroke="\#(Colour.ambiguous)""#)
            case .ghost:
                return box(
                    #"fill="none" stroke="\#(Colour.ambiguous)" stroke-opacity="0.7" stroke-dasharray="4 3""#)
            case .storedFrame: return box(#"fill="none" stroke="\#(Colour.stored)" stroke-dasharray="5 2 1 2""#)
            }
        }
    }

    /// The width of a legend line before its text: the sample and a gap.
    static let legendIndent = 26.0

    /// The marks a report's picture holds, in the legend's order.
    static func marks(
        in report: LayoutReport, placements: [LayoutReport.AbsolutePlacement], hasStoredFrames: Bool = false
    ) -> [Mark] {
        let views = report.items.filter { !$0.isGuide }
        var present: Set<Mark> = []
        if !views.isEmpty { present.insert(.frame) }
        if report.items.contains(where: \.hasDistinctAlignmentRect) { present.insert(.alignmentRect) }
        if report.items.contains(where: { $0.firstBaseline != nil || $0.lastBaseline != nil }) {
            present.insert(.baseline)
        }
        if report.items.contains(where: \.isGuide) { present.insert(.guide) }
        if report.items.contains(where: { $0.stack != nil || $0.gridTracks != nil }) { present.insert(.stackSpacing) }
        if report.items.contains(where: { $0.marginRect != nil }) { present.insert(.margins) }
        if zip(report.items, placements).contains(where: { intrinsicBox(of: $0, at: $1) != nil }) {
            present.insert(.intrinsic)
        }
        if report.measures.contains(where: { !$0.isBroken }) { present.insert(.constraint) }
        if report.measures.contains(where: \.isBroken) { present.insert(.broken) }
        if report.items.contains(where: \.isAmbiguous) { present.insert(.ambiguous) }
        if zip(report.items, placements).contains(where: { !ghosts(of: $0, at: $1).isEmpty }) {
            present.insert(.ghost)
        }
        if hasStoredFrames { present.insert(.storedFrame) }
        return Mark.allCases.filter(present.contains)
    }

    /// The legend's elements, one line per mark from `top` down.
    static func legend(_ marks: [Mark], top: Double) -> [String] {
        guard !marks.isEmpty else { return [] }
        var lines = [#"  <g class="legend">"#]
        for (index, mark) in marks.enumerated() {
            let y = top + Double(index) * lineHeight
            lines.append("    " + mark.sample(x: margin, y: y + 2))
            lines.append(
                #"    <text x="\#(n(margin + legendIndent))" y="\#(n(y + textAscent))" fill="\#(Colour.frame)">\#(XMLText.escaped(mark.meaning))</text>"#
            )
        }
        lines.append("  </g>")
        return lines
    }

    /// The legend's width: its widest line.
    static func legendWidth(_ marks: [Mark]) -> Double {
        (marks.map { legendIndent + textWidth($0.meaning) }.max() ?? 0)
    }
}
