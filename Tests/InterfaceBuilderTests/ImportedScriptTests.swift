import Foundation
import TestSupport
import Testing
import TrellisLayoutScript

@testable import TrellisInterfaceBuilder

/// The importer's statements are what its text reads as: the layout runs the statements without reading the
/// text, and `trellis import` prints the same ones, so the two can never disagree.
@Suite struct ImportedScriptTests {
    /// Every fixture document.
    static let fixtures: [String] = {
        let folder = RepositoryFile.fixture("", of: "InterfaceBuilderTests")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }()

    /// The fixtures that do not read (hostile documents) are skipped below; most must read.
    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count > 50)
        let read = Self.fixtures.filter { (try? DocumentLayout.read(try Fixture.bytes($0), file: $0)) != nil }
        #expect(read.count > 50)
    }

    @Test(arguments: fixtures)
    func statementsAreWhatTheTextParsesAs(_ name: String) throws {
        guard let document = try? DocumentLayout.read(try Fixture.bytes(name), file: name) else { return }
        for scene in document.scenes where !scene.roots.isEmpty {
            for expectations in [false, true] {
                let written = ScriptWriter.write(document, scene: scene, expectations: expectations)
                let parsed = try ScriptParser.parse(source: written.text, file: written.script.file)
                #expect(parsed == written.script, "\(name) \(scene.id)")
                #expect(
                    written.origins.count == written.text.split(separator: "\n", omittingEmptySubsequences: false).count
                        - 1)
            }
        }
    }

    /// A negative number the writer writes (a document's negative constant, a frame left of its window's origin)
    /// is the statement its text reads as: `-2.5` is read as the negation of 2.5.
    @Test func negativeNumbersReadBackAsWritten() throws {
        let kind = Statement.Kind.constraint(nil, .attribute("a", .width), .equal, .written(-2.5))
        let printed = ScriptPrinter.statement(kind, file: "t.layout", line: 1)
        #expect(printed.text == "a.width == -2.5")
        let parsed = try ScriptParser.parse(source: printed.text + "\n", file: "t.layout")
        #expect(parsed.statements == [printed])
    }
}
