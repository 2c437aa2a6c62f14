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
                "::error file=a.layout,line=14,col=1,title=conflicting-constraints::conflicting constraints: broke 'v', which cannot hold together with 'w'",
                "::notice file=a.layout,line=9,col=1,title=conflicting-constraints::'w' declared here",
                "::notice file=a.layout,line=14,col=1,title=conflicting-constraints::'v' declared here (broken)",
            ])
    }

    /// Ambiguity is a warning in every format, though `check` fails on it (Docs/Diagnostics.md, "Severities").
    @Test func ambiguityThatFailsTheRunIsAWarningAsInTheText() {
        let finding = Finding(.ambiguity, .warning, "view 'x' is ambiguous: its width", at: Self.place, failsRun: true)
        #expect(finding.textLines == ["a.layout:14:1: warning: view 'x' is ambiguous: its width"])
        #expect(
            GitHubReporter.lines(for: [finding]) == [
                "::warning file=a.layout,line=14,col=1,title=ambiguous-layout::view 'x' is ambiguous: its width"
            ])
    }

    @Test func allowedFindingIsANotice() {
        let finding = Finding(
            .ambiguity, .warning, "view 'x' is ambiguous", at: Self.place, isAllowed: true, failsRun: false)
        #expect(finding.textLines == ["a.layout:14:1: note: allowed: view 'x' is ambiguous"])
        #expect(
            GitHubReporter.lines(for: [finding]) == [
                "::notice file=a.layout,line=14,col=1,title=ambiguous-layout::allowed: view 'x' is ambiguous"
            ])
    }

    @Test func warningThatDoesNotFailTheRunStaysAWarning() {
        let finding = Finding(.diagnostic, .warning, "alignment geometry does not round-trip", at: Self.place)
        #expect(!finding.failsRun)
        #expect(
            GitHubReporter.lines(for: [finding]) == [
                "::warning file=a.layout,line=14,col=1,title=layout-diagnostic::alignment geometry does not round-trip"
            ])
    }

    /// Properties escape ':' and ','; the message escapes '%' and newlines.
    @Test func escapes() {
        let finding = Finding(
            .diagnostic, .error, "100% wrong\nreally", at: SourceLocation(file: "dir,x/b:c.layout", line: 2, column: 5))
        #expect(
            GitHubReporter.lines(for: [finding]) == [
                "::error file=dir%2Cx/b%3Ac.layout,line=2,col=5,title=layout-diagnostic::100%25 wrong%0Areally"
            ])
    }

    @Test func failedExpectationIsAnError() {
        let result = LayoutReport.ExpectationResult(
            location: SourceLocation(file: "t.layout", line: 7, column: 1), text: "expect a.width == 3", passed: false,
            expected: "a.width == 3", got: "a.width == 4\nmore")
        #expect(
            GitHubReporter.lines(for: [Finding(failed: result)]) == [
                "::error file=t.layout,line=7,col=1,title=failed-expectation::expected a.width == 3, got a.width == 4%0Amore"
            ])
    }

    /// Ten annotations per file, then one for the rest at the most serious level left out; other files go on.
    @Test func aFileGetsTenAnnotationsThenASummary() {
        // Eight warnings, then a conflict with two related notices (3 annotations:
        // 8 + 3 > 10, left out), a warning (the 9th annotation), then an error
        // and a note in b.layout (their own count).
        let warning = { (line: Int) in
            Finding(.diagnostic, .warning, "w\(line)", at: SourceLocation(file: "a.layout", line: line, column: 1))
        }
        let conflict = LayoutReport.Conflict(constraints: [
            .init(name: "p", location: SourceLocation(file: "a.layout", line: 20, column: 1)),
            .init(name: "q", location: SourceLocation(file: "a.layout", line: 21, column: 1)),
        ])
        let other = Finding(.conflict, .error, "e", at: SourceLocation(file: "b.layout", line: 3, column: 1))
        let findings = (1...8).map(warning) + [Finding(conflict: conflict), warning(30), other]
        let lines = GitHubReporter.lines(for: findings)
        #expect(lines.count == 8 + 1 + 1 + 1)
        #expect(lines[8] == "::warning file=a.layout,line=30,col=1,title=layout-diagnostic::w30")
        #expect(lines[9] == "::error file=b.layout,line=3,col=1,title=conflicting-constraints::e")
        #expect(
            lines[10]
                == "::error file=a.layout,line=1,col=1,title=trellis%3A more findings::1 more finding in this file "
                + "not shown as annotations (GitHub shows about 10 per step); the step's log lists them all")
    }

    /// The text lines `check` prints are the findings' text lines, in the same order.
    @Test func checkTextIsTheFindingsText() {
        let report = ReporterSamples.photo
        #expect(CheckTextReporter.lines(for: report) == Finding.checkFindings(of: report).flatMap(\.textLines))
    }
}
