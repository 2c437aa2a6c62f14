/// The text output of `trellis test`: one line per failed expectation, then the totals.
///
/// ```
/// photo.layout:21: expected photo.frame == 70 162 200 200, got photo.frame == 70 150 200 200
/// 11 passed, 1 failed
/// ```
public enum TestTextReporter {
    /// The failure lines of one report, in source order.
    ///
    /// - Parameters:
    ///   - report: The report.
    /// - Returns: `FILE:LINE: expected EXPECTED, got GOT` for each failed expectation.
    public static func failureLines(for report: LayoutReport) -> [String] {
        report.testResults.filter { !$0.passed }.map(failureLine)
    }

    /// The line for one failed expectation.
    ///
    /// - Parameters:
    ///   - result: The expectation's result.
    /// - Returns: `FILE:LINE: expected EXPECTED, got GOT`.
    public static func failureLine(_ result: LayoutReport.ExpectationResult) -> String {
        "\(result.location.file):\(result.location.line): expected \(result.expected), got \(result.got)"
    }

    /// The closing line, counting expectations over every file.
    ///
    /// - Parameters:
    ///   - reports: The reports of all files run.
    /// - Returns: `N passed, N failed`.
    public static func summary(of reports: [LayoutReport]) -> String {
        let passed = reports.reduce(0) { $0 + $1.passedCount }
        let failed = reports.reduce(0) { $0 + $1.failedCount }
        return "\(passed) passed, \(failed) failed"
    }
}
