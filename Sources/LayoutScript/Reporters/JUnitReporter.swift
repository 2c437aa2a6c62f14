/// The JUnit XML report of `trellis test --junit PATH`.
///
/// One `testsuite` per script (named by its file), one `testcase` per
/// expectation, named `line N: TEXT` with the script as its class name, and
/// a `failure` element for each failed one whose message is `expected …,
/// got …`. No timestamps or durations are written, so the same results give
/// the same bytes. Every name and message is escaped (`XMLText`).
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="trellis" tests="2" failures="1" errors="0">
///   <testsuite name="photo.layout" tests="2" failures="1" errors="0">
///     <testcase classname="photo.layout" name="line 20: expect photo.width == 200" file="photo.layout" line="20"/>
///     <testcase classname="photo.layout" name="line 21: expect photo.height == 200" file="photo.layout" line="21">
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
        let tests = reports.reduce(0) { $0 + $1.testResults.count }
        let failures = reports.reduce(0) { $0 + $1.failedCount }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="trellis" tests="\#(tests)" failures="\#(failures)" errors="0">"#,
        ]
        for report in reports {
            let file = XMLText.escaped(report.file)
            lines.append(
                #"  <testsuite name="\#(file)" tests="\#(report.testResults.count)" failures="\#(report.failedCount)" errors="0">"#
            )
            for result in report.testResults {
                let opening =
                    #"    <testcase classname="\#(file)" name="\#(XMLText.escaped(result.name))" file="\#(file)" line="\#(result.location.line)""#
                if result.passed {
                    lines.append(opening + "/>")
                } else {
                    let message = XMLText.escaped("expected \(result.expected), got \(result.got)")
                    let body = XMLText.escaped(TestTextReporter.failureLine(result))
                    lines.append(opening + ">")
                    lines.append(#"      <failure message="\#(message)" type="expectation">\#(body)</failure>"#)
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
