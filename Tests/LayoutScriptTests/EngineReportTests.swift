import Testing
import TrellisLayout
import TrellisSolver

@testable import TrellisLayoutScript

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
}
