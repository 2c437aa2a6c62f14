import Foundation
import Testing

@testable import TrellisLayoutScript

/// `--format sarif`, `--format gitlab`, `check --junit`: golden text, and the parsed structure CI systems read.
@Suite struct CIFormatTests {
    /// The photo sample's findings: a conflict, an ambiguous view and var, a warning.
    static let findings = Finding.checkFindings(of: ReporterSamples.photo)

    /// Published FNV-1a 64-bit test vectors (Fowler, Noll & Vo's reference test suite).
    @Test(arguments: [
        ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8),
    ])
    func fnv1a(_ text: String, _ hash: UInt64) {
        #expect(Fingerprint.fnv1a64(Array(text.utf8)) == hash)
    }

    @Test func fingerprintsAreStableAndTellRepeatsApart() {
        let one = Finding(
            .ambiguity, .warning, "view 'a' is ambiguous", at: SourceLocation(file: "f", line: 3, column: 1))
        var moved = one
        moved.location.line = 30
        let prints = Fingerprint.fingerprints(of: [one, moved, one])
        // A finding that only moved keeps its fingerprint; a repeat in the same file gets another.
        #expect(Fingerprint.fingerprints(of: [moved]) == Fingerprint.fingerprints(of: [one]))
        #expect(prints[0] != prints[1] && prints[1] != prints[2] && prints[0] != prints[2])
        #expect(prints.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func sarifGolden() {
        assertGolden(SARIFReporter.render(Self.findings, version: "9.9.9"), "check-photo.sarif")
    }

    @Test func sarifStructure() throws {
        let text = SARIFReporter.render(Self.findings, version: "9.9.9")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "trellis")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        // conflict, label2, y, the round-trip warning.
        #expect(results.count == 4)
        // One severity per kind in every format: a conflict is an error, ambiguity a warning.
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "warning", "warning"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let location = try #require(
            (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "photo.layout")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 14 && region["startColumn"] as? Int == 1)
        #expect((results[0]["relatedLocations"] as? [Any])?.count == 2)
    }

    @Test func sarifSuppressesWhatIsAllowed() throws {
        var report = ReporterSamples.photo
        report.allowedAmbiguous = ["label2"]
        let text = SARIFReporter.render(Finding.checkFindings(of: report), version: "1")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results[1]["level"] as? String == "note")
        #expect((results[1]["suppressions"] as? [[String: Any]])?.first?["kind"] as? String == "inSource")
        #expect(results[2]["suppressions"] == nil)
    }

    @Test(arguments: [
        ("a b/c.layout", "a%20b/c.layout"), ("/abs/<stdin>", "file:///abs/%3Cstdin%3E"), ("é.layout", "%C3%A9.layout"),
    ])
    func uris(_ path: String, _ uri: String) {
        #expect(SARIFReporter.uri(path) == uri)
    }

    @Test func gitlabGolden() {
        assertGolden(GitLabReporter.render(Self.findings), "check-photo.gitlab.json")
    }

    @Test func gitlabStructure() throws {
        let text = GitLabReporter.render(Self.findings)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(issues.count == 4)
        #expect(issues.map { $0["severity"] as? String } == ["major", "minor", "minor", "minor"])
        #expect(
            issues.map { $0["check_name"] as? String } == [
                "conflicting-constraints", "ambiguous-layout", "ambiguous-layout", "layout-diagnostic",
            ])
        for issue in issues {
            #expect(issue["description"] is String)
            #expect((issue["fingerprint"] as? String)?.count == 16)
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == "photo.layout")
            #expect((location["lines"] as? [String: Any])?["begin"] is Int)
        }
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 4)
    }

    @Test func gitlabLeavesOutNotesAndAllowed() {
        let allowed = Finding(
            .conflict, .error, "x", at: SourceLocation(file: "f", line: 1, column: 1), isAllowed: true)
        let note = Finding(.remark, .note, "not modelled", at: SourceLocation(file: "f", line: 2, column: 1))
        #expect(GitLabReporter.render([allowed, note]) == "[]\n")
    }

    @Test func checkJUnitGolden() {
        assertGolden(
            JUnitDocument(suites: [CheckJUnitReporter.suite(for: ReporterSamples.photo)]).rendered(),
            "check-photo.junit.xml")
    }

    /// A case per view, guide and var, then per conflict; failures are exactly what `check` fails on.
    @Test func checkJUnitCases() {
        var report = ReporterSamples.photo
        report.allowedAmbiguous = ["y"]
        let suite = CheckJUnitReporter.suite(for: report)
        #expect(
            suite.cases.map(\.name) == [
                "view root", "layout guide content", "view photo", "view label1", "view label2", "var x", "var y",
                "var z",
                "conflict: broke 'line 14: photo.width >= 300'",
            ])
        #expect(suite.failures == 2 && suite.skipped == 1)
        guard case .failed(_, let type, _) = suite.cases[4].outcome else {
            Issue.record("label2 should fail")
            return
        }
        #expect(type == "ambiguity")
    }
}
