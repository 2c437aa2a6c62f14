/// The JUnit XML report of `trellis test --junit PATH`.
///
/// One `testsuite` per script (named by its file), one `testcase` per
/// expectation, named `line N: TEXT` with the script's dotted path as its
/// class name (`JUnitDocument.className(of:)`), and a `failure` element for
/// each failed one whose message is `expected …, got …`. The command adds
/// each suite's timestamp and time unless `--reproducible`. Every name and
/// message is escaped (`XMLText`).
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="trellis" tests="2" failures="1" errors="0">
///   <testsuite name="photo.layout" tests="2" failures="1" errors="0">
///     <testcase classname="photo" name="line 20: expect photo.width == 200" file="photo.layout" line="20"/>
///     <testcase classname="photo" name="line 21: expect photo.height == 200" file="photo.layout" line="21">
///       <failure message="expected photo.height == 200, got photo.height == 180" type="expectation">photo.layout:21: expected photo.height == 200, got photo.height == 180</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
public enum JUnitReporter {
    /// The XML document for the reports of every file run, with a final newline.
    ///
    /// - Parameters:
    ///   - reports: The reports, in the order the files were given.
    /// - Returns: The XML text.
    public static func render(_ reports: [LayoutReport]) -> String {
        JUnitDocument(suites: suites(for: reports)).rendered()
    }

    /// The suites of the reports of every file run: one per file, a case per expectation.
    ///
    /// - Parameters:
    ///   - reports: The reports, in the order the files were given.
    /// - Returns: The suites.
    public static func suites(for reports: [LayoutReport]) -> [JUnitDocument.Suite] {
        reports.map { report in
            JUnitDocument.Suite(
                name: report.file,
                cases: report.testResults.map { result in
                    JUnitDocument.Case(
                        name: result.name,
                        location: SourceLocation(file: report.file, line: result.location.line, column: 1),
                        outcome: result.passed
                            ? .passed
                            : .failed(
                                message: "expected \(result.expected), got \(result.got)", type: "expectation",
                                text: TestTextReporter.failureLine(result)))
                })
        }
    }
}
