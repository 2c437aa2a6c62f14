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

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count > 50)
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

    /// The transitional text path: a line is read into its entry and printed in canonical form; a line that does
    /// not parse is kept with its error at its own line.
    @Test func textLinesAreReadIntoEntries() throws {
        let document = try DocumentLayout.read(try Fixture.bytes("margins.storyboard"), file: "margins.storyboard")
        let scene = try #require(document.scenes.first { !$0.roots.isEmpty })
        var writer = ScriptWriter(document: document, scene: scene)
        writer.emit("a.width  ==  10   @500")
        writer.emit("# trellis: allow ambiguous a b")
        writer.emit("")
        writer.emit("# a comment")
        writer.emit("a.width == ")
        let script = SceneScript(entries: writer.entries, file: "t.layout", origins: writer.origins)
        #expect(script.text == "a.width == 10 @500\n# trellis: allow ambiguous a b\n\n# a comment\na.width == \n")
        #expect(script.script.statements.map(\.text) == ["a.width == 10 @500"])
        #expect(script.script.allowances.map { $0.names.map(\.text) } == [["a", "b"]])
        // The fifth line has no right side.
        #expect(script.unreadable?.location.line == 5)
    }
}
