import Foundation
import TestSupport
import Testing

/// `check` and `test` on directories and on standard input (`-`).
@Suite(.serialized) final class InputTests {
    let binary: TrellisBinary
    let directory: URL

    init() throws {
        binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        directory = try scratchDirectory([:])
        let layouts = directory.appendingPathComponent("layouts/nested")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("layouts/.hidden"), withIntermediateDirectories: true)
        let clean = "view root frame 0 0 10 10\nexpect root.width == 10\n"
        try Data(clean.utf8).write(to: directory.appendingPathComponent("layouts/b.layout"))
        try Data(clean.utf8).write(to: directory.appendingPathComponent("layouts/nested/a.layout"))
        try Data("view x\n".utf8).write(to: directory.appendingPathComponent("layouts/.hidden/skipped.layout"))
        try Data("not a script".utf8).write(to: directory.appendingPathComponent("layouts/notes.txt"))
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func shell(_ line: String) throws -> TrellisBinary.Run {
        try TrellisBinary(url: URL(fileURLWithPath: "/bin/bash")).run(
            ["-c", "T=\"$0\"; " + line, binary.url.path], in: directory)
    }

    /// Two scripts below the folder (hidden folders and other files skipped): each passes
    /// its one expectation and its two implicit checks.
    @Test func directoryStandsForTheScriptsBelowIt() throws {
        let check = try binary.run(["check", "layouts"], in: directory)
        #expect(check.status == 0)
        #expect(check.stdout == "checked 2 files: no conflicts or ambiguity\n")
        let test = try binary.run(["test", "layouts/"], in: directory)
        #expect(test.stdout == "6 passed, 0 failed\n")
    }

    @Test func standardInputIsNamedInLocations() throws {
        let good = try shell("printf 'view root frame 0 0 10 10\\nexpect root.width == 10\\n' | \"$T\" test -")
        #expect(good.stdout == "3 passed, 0 failed\n" && good.status == 0)
        let bad = try shell("printf 'view a\\nview b in c\\n' | \"$T\" check -")
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("<stdin>:2:11: error: unknown view 'c'"))
    }
}

/// A bad script among good ones: the good ones' results still count, and the
/// files that did not run are counted on their own line before the closing line.
@Suite struct FilesNotRunTests {
    @Test func badFileIsCountedApart() throws {
        let binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        let directory = try scratchDirectory([
            "good.layout": "view root frame 0 0 10 10\nexpect root.width == 11\n", "bad.layout": "view a in\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try binary.run(["test", "good.layout", "bad.layout"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.stdout == """
                good.layout:2: expected root.width == 11, got root.width == 10
                1 file not run (bad input)
                2 passed, 1 failed

                """)
    }
}

/// `--format github` on an Interface Builder document.
@Suite struct DocumentGitHubFormatTests {
    @Test func documentDiagnosticsBecomeWorkflowCommands() throws {
        let binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        let fixtures = RepositoryFile.url("Tests/InterfaceBuilderTests/Fixtures")
        let run = try binary.run(["check", "conflict.xib", "--format", "github"], in: fixtures)
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "::error file=conflict.xib,line=12,col=25,title=conflicting-constraints::conflicting constraints: broke 'cwg-gg-002'"
            ))
    }
}
