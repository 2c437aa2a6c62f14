extension LayoutReport {
    /// The outcome of one `expect` line.
    ///
    /// `expected` and `got` are short texts for the line `FILE:LINE: expected
    /// EXPECTED, got GOT` that `trellis test` prints for a failure, e.g.
    /// `photo.frame == 70 162 200 200` and `photo.frame == 70 150 200 200`, or
    /// `conflict widthPin minWidth` and `no conflict`. Format numbers with
    /// `ReportNumber.text(_:)` so they read like the script.
    public struct ExpectationResult: Sendable, Equatable {
        /// Where the `expect` line starts.
        public var location: SourceLocation
        /// The line as written, whitespace collapsed (`Statement.text`).
        public var text: String
        /// Whether the layout met it.
        public var passed: Bool
        /// What was expected.
        public var expected: String
        /// What the layout gave.
        public var got: String

        /// Creates an expectation result.
        ///
        /// - Parameters:
        ///   - location: Where the line starts.
        ///   - text: The line's text.
        ///   - passed: Whether it held.
        ///   - expected: What was expected.
        ///   - got: What the layout gave.
        public init(location: SourceLocation, text: String, passed: Bool, expected: String, got: String) {
            self.location = location
            self.text = text
            self.passed = passed
            self.expected = expected
            self.got = got
        }

        /// `line N: TEXT`, the expectation's name in JUnit reports.
        public var name: String { "line \(location.line): \(text)" }
    }
}
