import Testing

@testable import TrellisLayoutScript

/// `# trellis: allow ambiguous|conflict NAME ...` comments.
@Suite struct AllowanceTests {
    static let script = """
        view root frame 0 0 100 100
        view a in root   # trellis: allow ambiguous a
        w1: root.width == 100
        w2: root.width == 120   # trellis: allow conflict w2

        """

    /// Both problems are still reported, as notes; `check` is clean and the
    /// implicit layout checks of `test` pass.
    @Test func allowedProblemsAreNotesAndClean() throws {
        let report = try runScript(Self.script)
        #expect(report.conflicts.count == 1 && report.ambiguousNames == ["a"])
        #expect(report.isClean)
        #expect(report.failedCount == 0 && report.passedCount == 2)
        let lines = CheckTextReporter.lines(for: report)
        #expect(
            lines.first
                == "t.layout:4:1: note: allowed: conflicting constraints: broke 'w2', which cannot hold together with 'root.frame.width'"
        )
        #expect(lines.last?.hasPrefix("t.layout:2:1: note: allowed: view 'a' is ambiguous") == true)
        #expect(CheckTextReporter.summary(of: [report]) == "checked 1 file: no conflicts or ambiguity (2 allowed)")
    }

    /// Without the comments the same script fails.
    @Test func withoutTheCommentsItIsNotClean() throws {
        let report = try runScript(Self.script.replacingOccurrences(of: "# trellis", with: "#"))
        #expect(!report.isClean)
        #expect(report.failedCount == 2)
    }

    @Test(arguments: [
        (
            "view r frame 0 0 1 1 # trellis: allow ambiguos r",
            "syntax: t.layout:1:39: error: expected 'ambiguous' or 'conflict' after '# trellis: allow'"
        ),
        (
            "view r frame 0 0 1 1 # trellis: permit r",
            "syntax: t.layout:1:33: error: expected 'allow ambiguous NAME ...' or 'allow conflict LABEL ...' after '# trellis:'"
        ),
        ("view r frame 0 0 1 1 # trellis: allow ambiguous q", "t.layout:1:49: error: unknown view, guide or var 'q'"),
        ("view r frame 0 0 1 1 # trellis: allow conflict nope", "t.layout:1:48: error: unknown constraint 'nope'"),
    ])
    func badDirectivesAreLocated(_ source: String, _ message: String) {
        #expect(runError(source)?.hasPrefix(message) == true, "\(runError(source) ?? "no error")")
    }
}
