import Testing
import TrellisLayout
import TrellisSolver

@testable import TrellisLayoutScript

/// A view whose two alignment functions are not inverses: the frame keeps
/// the alignment rect's origin, the alignment rect of a frame moves 1 right.
final class DriftingView: View, @unchecked Sendable {
    override func frame(forAlignmentRect alignmentRect: Rect) -> Rect { alignmentRect }
    override func alignmentRect(forFrame frame: Rect) -> Rect {
        Rect(x: frame.minX + 1, y: frame.minY, width: frame.width, height: frame.height)
    }
}

/// A report of an engine built in Swift, and the reporters on it.
@Suite struct EngineReportTests {
    /// root pinned at {0, 0, 320, 480}; a pinned at {20, 30, 100, 40}; b 50 × 20
    /// with its top 8 below a's bottom (y = 30 + 40 + 8 = 78) and nothing on
    /// its x, so x is ambiguous; `tooWide` (a.width == 120, required) conflicts
    /// with a's frame pin and, activated last, is broken.
    static func makeEngine() -> LayoutEngine {
        let engine = LayoutEngine()
        let root = engine.makeView("root")
        engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 320, height: 480))
        let a = engine.makeView("a", in: root)
        engine.pinFrame(of: a, to: Rect(x: 20, y: 30, width: 100, height: 40))
        let b = engine.makeView("b", in: root)
        let tooWide = a.widthAnchor.constraint(equalToConstant: 120)
        tooWide.identifier = "tooWide"
        engine.activate([
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8), tooWide,
        ])
        return engine
    }

    @Test func describesTheEngine() throws {
        let engine = Self.makeEngine()
        let report = LayoutReport(engine: engine, name: "card")
        #expect(report.views.map(\.name) == ["root", "a", "b"])
        let b = try #require(report.items.first { $0.name == "b" })
        #expect(b.parent == "root")
        #expect(b.ambiguousComponents == [.x])
        #expect(b.frame.minY == 78 && b.frame.width == 50 && b.frame.height == 20)
        let a = try #require(report.items.first { $0.name == "a" })
        #expect([a.frame.minX, a.frame.minY, a.frame.width, a.frame.height] == [20, 30, 100, 40])
        #expect(report.conflicts.count == 1)
        #expect(report.conflicts.first?.broken.name == "tooWide")
        // Located where the Swift code made it: this file.
        #expect(report.conflicts.first?.broken.location.file == "EngineReportTests.swift")
        #expect(report.ambiguousNames == ["b"])
    }

    /// The picture of it names every view and the broken constraint.
    @Test func rendersAsSVG() throws {
        let svg = SVGReporter.render(LayoutReport(engine: Self.makeEngine(), name: "card"))
        let texts = SVGElements(svg).filter { $0.name == "text" }.map(\.text)
        for name in ["root", "a", "b"] { #expect(texts.contains { $0.contains(name) }, "\(name)") }
        #expect(texts.contains { $0.contains("tooWide") })
    }

    /// A custom alignment geometry that does not round-trip becomes a warning
    /// diagnostic naming the view (x 20 comes back as 21), located at the report's origin;
    /// a warning leaves the report passing.
    @Test func alignmentGeometryIssuesAreWarnings() throws {
        let engine = LayoutEngine()
        let root = engine.makeView("root")
        engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 320, height: 480))
        let art = engine.makeView("art", in: root, as: DriftingView.self)
        engine.pinFrame(of: art, to: Rect(x: 20, y: 30, width: 100, height: 40))
        let report = LayoutReport(engine: engine, name: "art")
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(diagnostic.severity == .warning)
        #expect(
            diagnostic.message.hasPrefix("art: alignmentRect(forFrame:) and frame(forAlignmentRect:) are not inverses"))
        #expect(diagnostic.location == SourceLocation(file: "art", line: 1, column: 1))
        #expect(LayoutReport(engine: Self.makeEngine()).diagnostics.isEmpty)
    }

    /// The engine path reads what the script path reads: baselines, a stack's
    /// arrangement, a grid's tracks and why an item is ambiguous.
    ///
    /// A 200 × 20 stack at the root's origin, spacing 10, holds a (40 × 20,
    /// last baseline 4 above its bottom: y = 20 − 4 = 16, the first baseline
    /// the same) and b. A grid at x 0, y 100 holds one 50 × 20 view, so
    /// column 0 is x 0, 50 wide and row 0 is y 100, 20 high. Two 100-wide
    /// views c and d, hugging 250, fill the 320-wide root side by side: 120
    /// points of slack cost the same however they share them, so c ties with d.
    @Test func carriesBaselinesStacksGridTracksAndAmbiguityCauses() throws {
        let engine = LayoutEngine()
        let root = engine.makeView("root")
        engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 320, height: 480))
        let stack = engine.makeView("s", in: root, as: StackView.self)
        stack.spacing = 10
        engine.pinFrame(of: stack, to: Rect(x: 0, y: 0, width: 200, height: 20))
        let a = engine.makeView("a", in: root)
        a.intrinsicContentSize = Size(width: 40, height: 20)
        a.baselineOffsetFromBottom = 4
        let b = engine.makeView("b", in: root)
        b.intrinsicContentSize = Size(width: 60, height: 20)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        let grid = engine.makeView("g", in: root, as: GridView.self)
        engine.activate([
            grid.leftAnchor.constraint(equalTo: root.leftAnchor),
            grid.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        let cell = engine.makeView("cell", in: root)
        cell.intrinsicContentSize = Size(width: 50, height: 20)
        try grid.place(cell, row: 0, column: 0)
        let c = engine.makeView("c", in: root)
        c.intrinsicContentSize = Size(width: 100, height: 20)
        let d = engine.makeView("d", in: root)
        d.intrinsicContentSize = Size(width: 100, height: 20)
        engine.activate([
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            d.leadingAnchor.constraint(equalTo: c.trailingAnchor),
            d.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            c.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            d.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
        ])
        let report = LayoutReport(engine: engine, name: "all")
        func item(_ name: String) throws -> LayoutReport.Item { try #require(report.items.first { $0.name == name }) }
        let reportedA = try item("a")
        #expect(reportedA.lastBaseline == 16 && reportedA.firstBaseline == 16)
        #expect(try item("b").lastBaseline == nil)
        #expect(try item("s").stack == LayoutReport.Item.StackArrangement(axis: .horizontal, arranged: ["a", "b"]))
        let tracks = try item("g").gridTracks
        #expect(tracks?.columns.map { [$0.minX, $0.width] } == [[0, 50]])
        #expect(tracks?.rows.map { [$0.minY, $0.height] } == [[100, 20]])
        #expect(try item("c").ambiguityCause == .equalPriorities(with: ["d"], total: 1))
        #expect(report.ambiguousNames == ["c", "d"])
    }
}
