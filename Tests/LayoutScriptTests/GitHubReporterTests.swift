import Testing

@testable import LayoutScript

/// `--format github`: compiler-style lines as GitHub Actions workflow commands.
@Suite struct GitHubReporterTests {
    @Test(arguments: [
        ("a.layout:14:1: error: conflicting constraints: broke 'w'", "::error file=a.layout,line=14,col=1::conflicting constraints: broke 'w'"),
        ("a.layout:6:3: warning: view 'x' is ambiguous: its width", "::warning file=a.layout,line=6,col=3::view 'x' is ambiguous: its width"),
        ("a.layout:9:1: note: 'w' declared here", "::notice file=a.layout,line=9,col=1::'w' declared here"),
        // Properties escape ':' and ','; the message escapes '%'.
        ("dir,x/b:c.layout:2:5: error: 100% wrong", "::error file=dir%2Cx/b%3Ac.layout,line=2,col=5::100%25 wrong"),
    ])
    func diagnosticLines(_ line: String, _ command: String) {
        #expect(GitHubReporter.command(forDiagnostic: line) == command)
    }

    @Test func summaryLinesAreNotDiagnostics() {
        #expect(GitHubReporter.command(forDiagnostic: "checked 2 files: 1 conflict") == nil)
    }

    @Test func failedExpectationIsAnError() {
        let result = LayoutReport.ExpectationResult(
            location: SourceLocation(file: "t.layout", line: 7, column: 1), text: "expect a.width == 3", passed: false,
            expected: "a.width == 3", got: "a.width == 4\nmore")
        #expect(GitHubReporter.command(for: result) == "::error file=t.layout,line=7,col=1::expected a.width == 3, got a.width == 4%0Amore")
    }
}
