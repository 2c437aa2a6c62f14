import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--format sarif|gitlab` and `check --junit` on the examples and on
/// Interface Builder fixtures, the output parsed: in-process, and through
/// the binary where files are named as given (SARIF URIs, JUnit suites).
@Suite(.serialized) final class CIFormatCommandTests {
    let binary: TrellisBinary
    let directory: URL
    /// The package's root (for `Examples/`).
    static let root = RepositoryFile.root
    /// The Interface Builder fixtures.
    static let fixtures = root.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures")

    init() throws {
        binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        directory = try scratchDirectory([
            // a.width is 10 (its frame); the expectation says 11.
            "failing.layout": "view a frame 0 0 10 10\nexpect a.width == 11\n",
            "bad.layout": "view a in\n",
        ])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// The results of a SARIF log's single run.
    func sarifResults(_ text: String) throws -> [[String: Any]] {
        let log = try #require(try json(text) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "trellis")
        #expect((driver["rules"] as? [Any])?.isEmpty == false)
        return try #require(runs[0]["results"] as? [[String: Any]])
    }

    func uriAndLine(_ result: [String: Any]) -> (String?, Int?) {
        let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
        return (uri, (physical?["region"] as? [String: Any])?["startLine"] as? Int)
    }

    /// ConflictRecovery breaks 'bannerWidth' (line 25); AmbiguousRow's three labels tie (lines 18–20).
    @Test func checkSarifOnScripts() throws {
        let run = try binary.run(
            [
                "check", "Examples/ConflictRecovery.layout", "Examples/AmbiguousRow.layout", "--format", "sarif",
            ], in: Self.root)
        #expect(run.status == 1)
        let results = try sarifResults(run.stdout)
        #expect(
            results.map { $0["ruleId"] as? String } == [
                "conflicting-constraints", "ambiguous-layout", "ambiguous-layout", "ambiguous-layout",
            ])
        // As in the text output: the conflict an error, the ambiguous labels warnings.
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "warning", "warning"])
        #expect(uriAndLine(results[0]) == ("Examples/ConflictRecovery.layout", 25))
        #expect(uriAndLine(results[1]) == ("Examples/AmbiguousRow.layout", 18))
    }

    @Test func checkGitlabOnDocuments() throws {
        let run = InProcessTrellis(directory: Self.fixtures).run([
            "check", "conflict.xib", "misplaced.xib", "--format", "gitlab",
        ])
        #expect(run.status == 1)
        let issues = try #require(try json(run.stdout) as? [[String: Any]])
        #expect(issues.map { $0["check_name"] as? String } == ["conflicting-constraints", "misplaced-view"])
        // The conflict is an error (major), the misplaced view a warning (minor), as in the text output.
        #expect(issues.map { $0["severity"] as? String } == ["major", "minor"])
        let location = try #require(issues[1]["location"] as? [String: Any])
        #expect(location["path"] as? String == "misplaced.xib")
        // The box's <view> element is on line 9 of the fixture.
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 9)
    }

    @Test func testFormatsReportFailedExpectations() throws {
        let sarif = try binary.run(["test", "failing.layout", "--format", "sarif"], in: directory)
        #expect(sarif.status == 1)
        let results = try sarifResults(sarif.stdout)
        #expect(results.count == 1)
        #expect(results[0]["ruleId"] as? String == "failed-expectation")
        #expect(
            (results[0]["message"] as? [String: Any])?["text"] as? String == "expected a.width == 11, got a.width == 10"
        )
        #expect(uriAndLine(results[0]) == ("failing.layout", 2))

        let gitlab = InProcessTrellis(directory: Self.fixtures).run(["test", "misplaced.xib", "--format", "gitlab"])
        #expect(gitlab.status == 1)
        let issues = try #require(try json(gitlab.stdout) as? [[String: Any]])
        #expect(issues.count == 1)
        #expect(issues[0]["check_name"] as? String == "failed-expectation")
    }

    /// Bad input: nothing on standard output in the JSON formats, no report written, exit 2.
    @Test func badInputWritesNoReport() throws {
        for format in ["sarif", "gitlab"] {
            let run = InProcessTrellis(directory: directory).run([
                "check", "failing.layout", "bad.layout", "--format", format,
            ])
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("bad.layout:1:10: error:"))
        }
        let run = InProcessTrellis(directory: directory).run(["check", "bad.layout", "--junit", "out.xml"])
        #expect(run.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.xml").path))
    }

    /// `--report-bad-input`: the JUnit report is written with the bad file as an `<error>` case at its line
    /// (`view a in` ends at column 10 of line 1, where a superview name is missing), the failing file's
    /// expectation still counted (a.width is 10, expected 11); exit status 2.
    @Test func reportBadInputWritesJUnitWithAnErrorCase() throws {
        let trellis = InProcessTrellis(directory: directory)
        let run = trellis.run([
            "test", "failing.layout", "bad.layout", "--junit", "report.xml", "--report-bad-input", "--reproducible",
        ])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("bad.layout:1:10: error:"))
        #expect(run.stdout.contains("1 file not run (bad input)"))
        let xml = try trellis.contents("report.xml")
        // failing.layout: its expectation (failed) and the implicit satisfiability and ambiguity tests (passed).
        #expect(xml.contains(#"<testsuites name="trellis" tests="4" failures="1" errors="1">"#))
        #expect(xml.contains(#"<testsuite name="bad.layout" tests="1" failures="0" errors="1">"#))
        // The class name is the file's path without its extension (in-process the path is absolute, so its
        // folders come first), so a report does not read `bad.layout` as package `bad`, class `layout`.
        #expect(xml.contains(#".bad" name="bad input" file="bad.layout" line="1">"#))
        #expect(!xml.contains(#"classname="bad.layout""#))
        #expect(xml.contains(#"<error message=""#) && xml.contains(#"type="bad-input">bad.layout:1:10: error:"#))
        #expect(try XMLDocument(xmlString: xml).rootElement()?.name == "testsuites")

        let sarif = try binary.run(
            ["check", "failing.layout", "bad.layout", "--format", "sarif", "--report-bad-input"], in: directory)
        #expect(sarif.status == 2)
        let results = try sarifResults(sarif.stdout)
        #expect(results.map { $0["ruleId"] as? String } == ["bad-input"])
        #expect(uriAndLine(results[0]) == ("bad.layout", 1))
    }

    /// `test --format compiler`: the failure line in the compiler form, column included (the `expect`
    /// line starts at column 1 of line 2).
    @Test func testCompilerFormatHasColumnAndSeverity() throws {
        let run = InProcessTrellis(directory: directory).run(["test", "failing.layout", "--format", "compiler"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("failing.layout:2:1: error: expected a.width == 11, got a.width == 10\n"))
        #expect(run.stdout.hasSuffix("2 passed, 1 failed\n"))
    }

    @Test func jsonAndAnotherFormatAreAUsageError() throws {
        let run = InProcessTrellis(directory: directory).run(["check", "failing.layout", "--json", "--format", "sarif"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("trellis: error: '--json' and '--format sarif' cannot be given together"))
    }

    /// ConflictRecovery: root, banner, banner2 pass; one conflict fails. conflict.xib: a suite per scene.
    /// (The binary, run in the root, names the files as given: `Examples/…`.)
    @Test func checkJUnitOnScriptsAndDocuments() throws {
        let scripts = try binary.run(
            [
                "check", "Examples/ConflictRecovery.layout", "Examples/AmbiguousRowFixed.layout", "--junit",
                directory.path + "/s.xml",
            ],
            in: Self.root)
        #expect(scripts.status == 1)
        let report = try JUnitTree.parse(directory.appendingPathComponent("s.xml"))
        #expect(report.suites.map(\.name) == ["Examples/ConflictRecovery.layout", "Examples/AmbiguousRowFixed.layout"])
        #expect(
            report.suites[0].cases.map(\.name) == [
                "view root", "view banner", "view banner2", "conflict: broke 'bannerWidth'",
            ])
        #expect(report.suites[0].cases.map(\.failed) == [false, false, false, true])
        #expect(report.suites[1].cases.allSatisfy { !$0.failed } && !report.suites[1].cases.isEmpty)
        #expect(report.attributes["failures"] == "1")

        let documents = try binary.run(
            ["check", "misplaced.xib", "--junit", directory.path + "/d.xml"], in: Self.fixtures)
        #expect(documents.status == 1)
        let tree = try JUnitTree.parse(directory.appendingPathComponent("d.xml"))
        #expect(tree.suites.count == 1)
        #expect(tree.suites[0].cases.map(\.failed) == [false, true])
        #expect(tree.suites[0].cases[1].failureType == "misplacement")
    }
}

/// A JUnit file read back with `XMLParser`: suites, their cases, and whether each failed.
struct JUnitTree {
    struct Case {
        var name: String
        var failed = false
        var failureType: String?
    }

    struct Suite {
        var name: String
        var cases: [Case] = []
    }

    var attributes: [String: String] = [:]
    var suites: [Suite] = []

    static func parse(_ url: URL) throws -> JUnitTree {
        let data = try Data(contentsOf: url)
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        #expect(parser.parse(), "the JUnit report is well-formed XML")
        return delegate.tree
    }

    final class Delegate: NSObject, XMLParserDelegate {
        var tree = JUnitTree()

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch element {
            case "testsuites": tree.attributes = attributes
            case "testsuite": tree.suites.append(Suite(name: attributes["name"] ?? ""))
            case "testcase": tree.suites[tree.suites.count - 1].cases.append(Case(name: attributes["name"] ?? ""))
            case "failure":
                let suite = tree.suites.count - 1
                let last = tree.suites[suite].cases.count - 1
                tree.suites[suite].cases[last].failed = true
                tree.suites[suite].cases[last].failureType = attributes["type"]
            default: break
            }
        }
    }
}
