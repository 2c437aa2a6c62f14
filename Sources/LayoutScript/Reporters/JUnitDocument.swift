/// A JUnit XML report: suites of test cases, each passed, failed, skipped or in error.
///
/// Both `trellis test --junit` (a case per expectation) and `trellis check
/// --junit` (a case per view and per conflict) write one. The shape is the
/// one Jenkins, GitLab and GitHub test reporters read: a `testsuites` root
/// with totals, a `testsuite` per file (or per scene of a document), a
/// `testcase` with `classname`, `name`, `file` and `line`, holding a
/// `failure`, `skipped` or `error` element when it did not pass (an `error`
/// is a file that could not run: `--report-bad-input`). A case's class name
/// is its file's path as a dotted name without the extension
/// (`Layouts/sub/Login.storyboard` is `Layouts.sub.Login`), so a test
/// report groups files by folder rather than splitting `photo.layout` into
/// a package `photo` and a class `layout`. A suite's `timestamp` and `time`
/// (seconds) are written when set, and the root's `time` when every suite
/// has one; without them the same results give the same bytes. Every name
/// and message is escaped (`XMLText`).
public struct JUnitDocument: Sendable, Equatable {
    /// One test case.
    public struct Case: Sendable, Equatable {
        /// How a case ended.
        public enum Outcome: Sendable, Equatable {
            /// It held.
            case passed
            /// It did not: a one-line message, a type (`expectation`, `conflict`, …) and the full text.
            case failed(message: String, type: String, text: String)
            /// It was accepted on purpose (a `# trellis: allow` comment), with why.
            case skipped(message: String)
            /// It could not run: the file is bad input (a one-line message, a type and the full text).
            case error(message: String, type: String, text: String)
        }

        /// The case's name, unique within its suite.
        public var name: String
        /// Where it is (file and line are written).
        public var location: SourceLocation
        /// How it ended.
        public var outcome: Outcome

        /// Creates a case.
        public init(name: String, location: SourceLocation, outcome: Outcome) {
            self.name = name
            self.location = location
            self.outcome = outcome
        }
    }

    /// One suite: the cases of one file (or one scene).
    public struct Suite: Sendable, Equatable {
        /// The suite's name, also every case's class name.
        public var name: String
        /// The cases, in order.
        public var cases: [Case]
        /// When the suite started, as ISO 8601 (`2026-12-06T15:04:05`, UTC), if known.
        public var timestamp: String?
        /// How long it took, in seconds, if known.
        public var time: Double?

        /// Creates a suite.
        public init(name: String, cases: [Case], timestamp: String? = nil, time: Double? = nil) {
            self.name = name
            self.cases = cases
            self.timestamp = timestamp
            self.time = time
        }

        var failures: Int { cases.filter { if case .failed = $0.outcome { true } else { false } }.count }
        var skipped: Int { cases.filter { if case .skipped = $0.outcome { true } else { false } }.count }
        var errors: Int { cases.filter { if case .error = $0.outcome { true } else { false } }.count }
    }

    /// The suites, in order.
    public var suites: [Suite]

    /// Creates a report.
    public init(suites: [Suite]) {
        self.suites = suites
    }

    /// The XML text, with a final newline. A `skipped` count is written only where something was skipped.
    public func rendered() -> String {
        func counts(tests: Int, failures: Int, errors: Int, skipped: Int) -> String {
            #"tests="\#(tests)" failures="\#(failures)" errors="\#(errors)""#
                + (skipped > 0 ? #" skipped="\#(skipped)""# : "")
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        let skipped = suites.reduce(0) { $0 + $1.skipped }
        let times = suites.compactMap(\.time)
        let totalTime =
            !suites.isEmpty && times.count == suites.count ? #" time="\#(Self.seconds(times.reduce(0, +)))""# : ""
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="trellis" \#(counts(tests: tests, failures: failures, errors: errors, skipped: skipped))\#(totalTime)>"#,
        ]
        for suite in suites {
            let name = XMLText.escaped(suite.name)
            let timestamp = suite.timestamp.map { #" timestamp="\#(XMLText.escaped($0))""# } ?? ""
            let time = suite.time.map { #" time="\#(Self.seconds($0))""# } ?? ""
            lines.append(
                #"  <testsuite name="\#(name)" \#(counts(tests: suite.cases.count, failures: suite.failures, errors: suite.errors, skipped: suite.skipped))\#(timestamp)\#(time)>"#
            )
            for testCase in suite.cases {
                let file = XMLText.escaped(testCase.location.file)
                let className = XMLText.escaped(Self.className(of: testCase.location.file))
                let opening =
                    #"    <testcase classname="\#(className)" name="\#(XMLText.escaped(testCase.name))" file="\#(file)" line="\#(testCase.location.line)""#
                switch testCase.outcome {
                case .passed:
                    lines.append(opening + "/>")
                case .failed(let message, let type, let text):
                    lines.append(opening + ">")
                    lines.append(
                        #"      <failure message="\#(XMLText.escaped(message))" type="\#(XMLText.escaped(type))">\#(XMLText.escaped(text))</failure>"#
                    )
                    lines.append("    </testcase>")
                case .error(let message, let type, let text):
                    lines.append(opening + ">")
                    lines.append(
                        #"      <error message="\#(XMLText.escaped(message))" type="\#(XMLText.escaped(type))">\#(XMLText.escaped(text))</error>"#
                    )
                    lines.append("    </testcase>")
                case .skipped(let message):
                    lines.append(opening + ">")
                    lines.append(#"      <skipped message="\#(XMLText.escaped(message))"/>"#)
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A file's path as a JUnit class name: its folders and its name without
    /// the extension, joined by dots (`Layouts/sub/Login.storyboard` is
    /// `Layouts.sub.Login`); a dot left inside a name becomes `_`, and empty
    /// and `.` folders are dropped, so each dot separates a folder.
    ///
    /// - Parameters:
    ///   - file: The path as given (`-` reads as `<stdin>`).
    /// - Returns: The class name; the path itself when nothing of it is left.
    public static func className(of file: String) -> String {
        var parts = file.split(separator: "/").map(String.init).filter { $0 != "." }
        guard let last = parts.popLast() else { return file }
        let stem = last.lastIndex(of: ".").map { $0 == last.startIndex ? last : String(last[..<$0]) } ?? last
        let name = (parts + [stem]).map { $0.replacingDots }.joined(separator: ".")
        return name.isEmpty ? file : name
    }

    /// Seconds with three decimals (`0.012`), as JUnit's `time` attributes read.
    static func seconds(_ value: Double) -> String {
        let milliseconds = value.isFinite && value > 0 ? Int((value * 1000).rounded()) : 0
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension String {
    fileprivate var replacingDots: String {
        String(map { $0 == "." ? "_" : $0 })
    }
}
