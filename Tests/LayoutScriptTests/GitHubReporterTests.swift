import Testing

@testable import TrellisLayoutScript

/// `--format github`: findings as GitHub Actions workflow commands.
@Suite struct GitHubReporterTests {
    static let place = SourceLocation(file: "a.layout", line: 14, column: 1)

    @Test func conflictIsAnErrorWithANoticePerMember() {
        let conflict = LayoutReport.Conflict(constraints: [
            .init(name: "w", location: SourceLocation(file: "a.layout", line: 9, column: 1)),
            .init(name: "v", location: Self.place),
        ])
        #expect(
            GitHubReporter.lines(for: [Finding(conflict: conflict)]) == [
                "::error file=a.layout,line=14,col=1::conflicting constraints: broke 'v', which cannot hold together with 'w'",
                "::notice file=a.layout,line=9,col=1::'w' declared here",
                "::notice file=a.layout,line=14,col=1::'v' declared here (broken)",
            ])
    }

    /// The text output calls ambiguity a warning; `check` fails on it, so CI sees an error.
    @Test func ambiguityThatFailsTheRunIsAnError() {
        let finding = Finding(.ambiguity, .warning, "view 'x' is ambiguous: its width", at: Self.place, failsRun: true)
        #expect(finding.textLines == ["a.layout:14:1: warning: view 'x' is ambiguous: its width"])
        #expect(
            GitHubReporter.lines(for: [finding]) == [
                "::error file=a.layout,line=14,col=1::view 'x' is ambiguous: its width"
            ])
    }

    @Test func allowedFindingIsANotice() {
        let finding = Finding(
            .ambiguity, .warning, "view 'x' is ambiguous", at: Self.place, isAllowed: true, failsRun: false)
        #expect(finding.textLines == ["a.layout:14:1: note: allowed: view 'x' is ambiguous"])
        #expect(
            GitHubReporter.lines(for: [finding]) == [
                "::notice file=a.layout,line=14,col=1::allowed: view 'x' is ambiguous"
            ])
    }

    @Test func warningThatDoesNotFailTheRunStaysAWarning() {
        let finding = Finding(.diagnostic, .warning, "alignment geometry does not round-trip", at: Self.place)
        #expect(!finding.failsRun)
        #expect(
            GitHubReporter.lines(for: [finding]) == [
                "::warning file=a.layout,line=14,col=1::alignment geometry does not round-trip"
            ])
    }

    /// Properties escape ':' and ','; the message escapes '%' and newlines.
    @Test func escapes() {
        let finding = Finding(
            .diagnostic, .error, "100% wrong\nreally", at: SourceLocation(file: "dir,x/b:c.layout", line: 2, column: 5))
        #expect(
            GitHubReporter.lines(for: [finding]) == [
                "::error file=dir%2Cx/b%3Ac.layout,line=2,col=5::100%25 wrong%0Areally"
            ])
    }

    @Test func failedExpectationIsAnError() {
        let result = LayoutReport.ExpectationResult(
            location: SourceLocation(file: "t.layout", line: 7, column: 1), text: "expect a.width == 3", passed: false,
            expected: "a.width == 3", got: "a.width == 4\nmore")
        #expect(
            GitHubReporter.lines(for: [Finding(failed: result)]) == [
                "::error file=t.layout,line=7,col=1::expected a.width == 3, got a.width == 4%0Amore"
            ])
    }

    /// The text lines `check` prints are the findings' text lines, in the same order.
    @Test func checkTextIsTheFindingsText() {
        let report = ReporterSamples.photo
        #expect(CheckTextReporter.lines(for: report) == Finding.checkFindings(of: report).flatMap(\.textLines))
    }
}
