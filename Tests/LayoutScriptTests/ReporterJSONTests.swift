import Foundation
import Testing

@testable import TrellisLayoutScript

/// The JSON output read back by an independent parser.
@Suite struct ReporterJSONTests {
    /// Parses JSON text with Foundation.
    func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func hasTheContractsShape() throws {
        let object = try parse(JSONReporter.render(ReporterSamples.photo))
        let views = try #require(object["views"] as? [String: [String: Any]])
        #expect(Set(views.keys) == ["root", "photo", "label1", "label2"])
        #expect(views["photo"]?["frame"] as? [Double] == [70, 162, 200, 200])
        #expect(views["photo"]?["alignmentRect"] as? [Double] == [80, 172, 180, 180])
        #expect(views["photo"]?["ambiguous"] as? Bool == false)
        #expect(views["label2"]?["ambiguous"] as? Bool == true)
        #expect(views["label2"]?["ambiguousAttributes"] as? [String] == ["x", "width"])
        let guides = try #require(object["guides"] as? [String: [String: Any]])
        #expect(guides["content"]?["frame"] as? [Double] == [0, 20, 320, 440])
        #expect(guides["content"]?["ambiguous"] as? Bool == false)
        let vars = try #require(object["vars"] as? [String: [String: Any]])
        #expect(vars["x"]?["value"] as? Double == 30)
        #expect(vars["y"]?["ambiguous"] as? Bool == true)
        let conflicts = try #require(object["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(conflicts[0]["constraints"] as? [String] == ["widthPin", "line 14: photo.width >= 300"])
        #expect(conflicts[0]["broken"] as? String == "line 14: photo.width >= 300")
        #expect(object["ambiguous"] as? [String] == ["label2", "y"])
    }

    @Test func hostileStringsRoundTrip() throws {
        let object = try parse(JSONReporter.render(ReporterSamples.hostile))
        #expect(object["file"] as? String == "we\"ird <&> 'file'.layout")
        let views = try #require(object["views"] as? [String: Any])
        #expect(views.keys.first == "a<b&\"c'")
        let vars = try #require(object["vars"] as? [String: Any])
        #expect(vars.keys.first == "tab\there\nnewline\u{1}")
    }

    @Test func severalFilesAreOneObject() throws {
        let object = try parse(JSONReporter.render([ReporterSamples.photo, ReporterSamples.appKit]))
        let files = try #require(object["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == ["photo.layout", "appkit.layout"])
    }

    @Test func escaping() {
        #expect(JSONValue.quoted("a\"b\\c\n\t\u{1}\u{2028}é") == #""a\"b\\c\n\t\u0001\u2028é""#)
        #expect(JSONValue.number(.nan).rendered() == "null\n")
    }
}
