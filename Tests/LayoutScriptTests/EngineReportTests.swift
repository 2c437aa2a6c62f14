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
}
