import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// Where the SVG picture puts its text: inside the canvas, labels never on
/// top of one another.
@Suite struct SVGLayoutTests {
    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    static func at(_ line: Int) -> SourceLocation { SourceLocation(file: "crowded.layout", line: line, column: 1) }

    /// Narrow ambiguous views side by side, a child sharing its parent's
    /// corner, a label wider than the whole tree, a view at negative
    /// coordinates, a stack of identical frames and long broken constraints.
    static let crowded = LayoutReport(
        file: "crowded.layout",
        coordinates: .flipped,
        items: [
            .init(name: "root", frame: rect(0, 0, 120, 40), location: at(1)),
            .init(name: "back", parent: "root", frame: rect(0, 0, 30, 20), location: at(2)),
            .init(name: "inner", parent: "back", frame: rect(0, 0, 30, 20), location: at(3)),
            .init(
                name: "first", parent: "root", frame: rect(30, 10, 12, 12), ambiguousComponents: [.width],
                location: at(4)),
            .init(
                name: "second", parent: "root", frame: rect(42, 10, 12, 12), ambiguousComponents: [.width, .x],
                location: at(5)),
            .init(
                name: "third", parent: "root", frame: rect(54, 10, 12, 12), ambiguousComponents: [.height],
                location: at(6)),
            .init(
                name: "aVeryLongNameThatIsWiderThanEveryFrameInThisReport", frame: rect(100, 30, 5, 5), location: at(7)),
            .init(name: "left", isGuide: true, frame: rect(-40, -10, 20, 60), location: at(8)),
            .init(name: "", frame: rect(10, 10, 0, 0), location: at(9)),
            .init(name: "twin", frame: rect(60, 25, 8, 8), location: at(10)),
            .init(name: "twin", frame: rect(60, 25, 8, 8), location: at(11)),
        ],
        conflicts: [
            LayoutReport.Conflict(constraints: [
                .init(name: "line 12: first.width == 1000 + second.width + third.width", location: at(12)),
                .init(name: "line 13: first.width + second.width + third.width <= root.width", location: at(13)),
            ]),
            LayoutReport.Conflict(constraints: [.init(name: "line 14: root.width == -1", location: at(14))]),
        ])

    static func inside(_ box: Rect, width: Double, height: Double) -> Bool {
        box.minX >= 0 && box.minY >= 0 && box.maxX <= width && box.maxY <= height
    }

    /// The reports checked, by a short name (so a failure names the report, not its dump).
    static let reports = [
        "crowded": crowded, "photo": ReporterSamples.photo, "appKit": ReporterSamples.appKit,
        "hostile": ReporterSamples.hostile,
    ]

    @Test(arguments: ["crowded", "photo", "appKit", "hostile"])
    func labelsDoNotOverlapAndTextStaysOnTheCanvas(name: String) throws {
        let report = try #require(Self.reports[name])
        let layout = SVGReporter.layout(of: report)
        #expect(layout.labels.count == report.items.count)
        #expect(layout.notes.count == report.conflicts.count)
        for (index, label) in layout.labels.enumerated() {
            #expect(label.box.width == Double(label.text.count) * 6)
            for other in layout.labels[(index + 1)...] {
                #expect(
                    !SVGReporter.overlaps(label.box, other.box),
                    "'\(label.text)' \(label.box) on '\(other.text)' \(other.box)")
            }
        }
        for text in layout.labels + layout.notes {
            #expect(
                Self.inside(text.box, width: layout.width, height: layout.height),
                "'\(text.text)' \(text.box) off the canvas")
        }
        for note in layout.notes {
            #expect(!layout.labels.contains { SVGReporter.overlaps($0.box, note.box) })
        }
        let svg = SVGReporter.render(report)
        let size =
            #"width="\#(ReportNumber.text(layout.width, decimals: 3))" height="\#(ReportNumber.text(layout.height, decimals: 3))""#
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" "# + size))
    }

    @Test func aLabelThatFitsStaysInsideItsFrameAndOneThatDoesNotGoesAbove() {
        let layout = SVGReporter.layout(of: Self.crowded)
        let frames = Self.crowded.absolutePlacements().map {
            Rect(
                x: $0.frame.minX + layout.dx, y: $0.frame.minY + layout.dy, width: $0.frame.width,
                height: $0.frame.height)
        }
        // root fits: 3 in from the left, 1 down from the top.
        #expect(layout.labels[0].box == Self.rect(frames[0].minX + 3, frames[0].minY + 1, 24, 12))
        // back fits too, but root's label is there: just above its frame (13 up).
        #expect(layout.labels[1].box == Self.rect(frames[1].minX, frames[1].minY - 13, 24, 12))
        // first does not fit in 12 x 12: just above its frame.
        #expect(layout.labels[3].box == Self.rect(frames[3].minX, frames[3].minY - 13, layout.labels[3].box.width, 12))
        // The widest text sets the canvas width.
        let widest = (layout.labels + layout.notes).map(\.box.maxX).max() ?? 0
        #expect(layout.width == widest + SVGReporter.margin)
    }

    @Test func theSamePictureEveryTime() {
        #expect(SVGReporter.render(Self.crowded) == SVGReporter.render(Self.crowded))
    }
}

/// A container's label goes above its frame first, so it does not sit where its first arranged view's label does.
@Suite struct ContainerLabelTests {
    @Test func containerLabelsTryAboveFirst() {
        // A 200 × 40 frame at (10, 50): inside is (10 + inset, 51); above is y = 50 - height - 1.
        let frame = Rect(x: 10, y: 50, width: 200, height: 40)
        let view = SVGReporter.labelBoxes(for: "row", in: frame)
        let stack = SVGReporter.labelBoxes(for: "row [stack →]", in: frame, outsideFirst: true)
        #expect(view[0].minY == 51)
        #expect(stack[0].maxY == 49)
        #expect(stack.count == 3 && stack[2].minY == 51)
    }
}
