import Testing

@testable import TrellisLayoutScript

/// The JUnit document's class names, times and timestamps.
@Suite struct JUnitDocumentTests {
    /// A file's path as a dotted class name without its extension; dots inside names become `_`.
    @Test(arguments: [
        ("photo.layout", "photo"),
        ("Layouts/sub/Login.storyboard", "Layouts.sub.Login"),
        ("./scripts.d/b.layout", "scripts_d.b"),
        ("/tmp/x/View.xib", "tmp.x.View"),
        ("Makefile", "Makefile"),
        (".hidden", "_hidden"),
        ("<stdin>", "<stdin>"),
    ])
    func classNameIsTheDottedPathWithoutTheExtension(file: String, expected: String) {
        #expect(JUnitDocument.className(of: file) == expected)
    }

    /// Seconds to the millisecond: 0.0125 s is 12.5 ms, rounded half away from zero to 13 ms.
    @Test(arguments: [(0.0, "0.000"), (0.0125, "0.013"), (1.5, "1.500"), (62.0004, "62.000"), (-1.0, "0.000")])
    func secondsHaveThreeDecimals(value: Double, expected: String) {
        #expect(JUnitDocument.seconds(value) == expected)
    }

    /// A suite's timestamp and time are written when set; the root's time only when every suite has one.
    @Test func timesAreWrittenWhenKnown() {
        let place = SourceLocation(file: "a.layout", line: 1, column: 1)
        let timed = JUnitDocument.Suite(
            name: "a.layout", cases: [.init(name: "c", location: place, outcome: .passed)],
            timestamp: "2026-12-06T15:04:05", time: 0.25)
        let untimed = JUnitDocument.Suite(name: "b.layout", cases: [])
        let both = JUnitDocument(suites: [timed, timed]).rendered()
        // 0.25 + 0.25 = 0.5 s at the root.
        #expect(both.contains(#"<testsuites name="trellis" tests="2" failures="0" errors="0" time="0.500">"#))
        #expect(
            both.contains(
                #"<testsuite name="a.layout" tests="1" failures="0" errors="0" timestamp="2026-12-06T15:04:05" time="0.250">"#
            ))
        #expect(both.contains(#"<testcase classname="a" name="c" file="a.layout" line="1"/>"#))
        let mixed = JUnitDocument(suites: [timed, untimed]).rendered()
        #expect(mixed.contains(#"<testsuites name="trellis" tests="1" failures="0" errors="0">"#))
        #expect(mixed.contains(#"<testsuite name="b.layout" tests="0" failures="0" errors="0">"#))
    }
}
