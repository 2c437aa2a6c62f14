import Foundation
import TestSupport
import Testing

@testable import TrellisLayoutScript

/// The pictures of the examples: `Docs/figures/NAME.svg` is the golden of
/// `trellis render Examples/NAME.layout` (run from the package root), so a
/// change to the drawing shows up here and in the docs at once. With
/// `TRELLIS_UPDATE_GOLDENS=1` the figures are rewritten (then reviewed by
/// eye, converted to PNG, before they are committed), as
/// `Scripts/check-examples.sh --update-figures` does.
@Suite struct ExampleFigureTests {
    static let root = RepositoryFile.root

    static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path))
        return (names ?? []).filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(7)) }.sorted()
    }()

    @Test func everyExampleHasAFigure() {
        #expect(Self.examples.count >= 10)
    }

    @Test(arguments: examples)
    func figureMatches(name: String) throws {
        let source = try Data(contentsOf: Self.root.appendingPathComponent("Examples/\(name).layout"))
        let script = try ScriptParser.parse(source: Array(source), file: "Examples/\(name).layout")
        let svg = SVGReporter.render(try ScriptRunner.runForPicture(script: script))
        let figure = Self.root.appendingPathComponent("Docs/figures/\(name).svg")
        if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1" {
            try Data(svg.utf8).write(to: figure)
            return
        }
        let expected = String(decoding: try Data(contentsOf: figure), as: UTF8.self)
        #expect(expected == svg, "Docs/figures/\(name).svg differs (- figure, + actual):\n\(lineDiff(expected, svg))")
    }
}
