import Foundation
import TestSupport
import Testing
import TrellisCLI

/// `trellis` run in-process: help, version, usage errors, bad input, output files.
///
/// `settingsOnly` is a script without views; `LayoutCommandTests` runs real layouts.
@Suite final class CommandTests {
    static let settingsOnly = "direction ltr\ncoordinates unflipped\nlet gap = 8\n"
    static let malformed = "view root frame 0 0 320 480\nview photo in\n"

    let trellis: InProcessTrellis

    init() throws {
        trellis = InProcessTrellis(
            directory: try scratchDirectory(["ok.layout": Self.settingsOnly, "bad.layout": Self.malformed]))
    }

    deinit { try? FileManager.default.removeItem(at: trellis.directory) }

    func run(_ arguments: String...) throws -> TrellisBinary.Run { trellis.run(arguments) }

    func exists(_ name: String) -> Bool { trellis.exists(name) }

    /// The version as git describes the package's checkout: the release number at
    /// a `0.2.0` tag, else `-dev` and the commit (`VersionTests` covers the cases).
    static func expectedVersion() throws -> String {
        let root = RepositoryFile.root
        let git = TrellisBinary(url: URL(fileURLWithPath: "/usr/bin/env"))
        let head = try git.run(["git", "rev-parse", "HEAD"], in: root)
        guard head.status == 0 else { return "0.2.0-dev (commit unknown)\n" }
        let tags = try git.run(["git", "tag", "--points-at", "HEAD"], in: root).stdout.split(separator: "\n")
        if tags.contains("0.2.0") || tags.contains("v0.2.0") { return "0.2.0\n" }
        return "0.2.0-dev (commit \(head.stdout.prefix(12)))\n"
    }

    @Test func version() throws {
        let run = try run("--version")
        #expect(run.status == 0)
        let expected = try Self.expectedVersion()
        #expect(run.stdout == expected)
    }

    @Test func help() throws {
        let run = try run("--help")
        #expect(run.status == 0)
        for form in [
            // The contract's `render FILE -o OUT.svg` is the one-file case of `render FILE...`.
            "solve FILE [--json]", "check FILE... [--json]", "test FILE... [--junit PATH]", "render FILE... -o OUT.svg",
        ] {
            #expect(run.stdout.contains(form))
        }
    }

    @Test(arguments: [["help", "render"], ["render", "--help"], ["render", "-h"], ["check", "x.layout", "--help"]])
    func commandHelp(arguments: [String]) throws {
        let run = trellis.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("usage: trellis \(arguments[0] == "help" ? arguments[1] : arguments[0]) "))
    }

    @Test(arguments: [
        (
            ["check", "--jsn", "ok.layout"],
            "trellis: error: unknown option '--jsn' for 'check'; did you mean '--json'?"
        ),
        (["slove", "ok.layout"], "trellis: error: unknown command 'slove'; did you mean 'solve'?"),
        ([], "trellis: error: no command given"),
        (["render", "ok.layout"], "trellis: error: 'render' needs an output file: -o OUT.svg"),
        (["solve", "ok.layout", "ok.layout"], "trellis: error: 'solve' takes one file; unexpected 'ok.layout'"),
        (["test", "ok.layout", "--junit"], "trellis: error: option '--junit' needs a value (PATH)"),
        (["check"], "trellis: error: no script file given"),
        (["help", "nope"], "trellis: error: unknown command 'nope'"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let run = trellis.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == message)
        #expect(lines.count == 2 && lines[1].hasPrefix("usage: trellis"))
    }

    @Test(arguments: [
        ["solve", "bad.layout"], ["check", "bad.layout"], ["test", "bad.layout"], ["solve", "bad.layout", "--json"],
    ])
    func malformedScript(arguments: [String]) throws {
        let run = trellis.run(arguments)
        #expect(run.status == 2)
        #expect(
            run.stderr == """
                bad.layout:2:14: error: expected a parent view name after 'in', found end of line
                    view photo in
                                 ^

                """)
    }

    @Test func malformedScriptWritesNoFile() throws {
        #expect(try run("render", "bad.layout", "-o", "out.svg").status == 2)
        #expect(!exists("out.svg"))
        #expect(try run("test", "ok.layout", "bad.layout", "--junit", "report.xml").status == 2)
        #expect(!exists("report.xml"))
        // An existing file is left as it was.
        try Data("old".utf8).write(to: trellis.directory.appendingPathComponent("old.svg"))
        #expect(try run("render", "bad.layout", "-o", "old.svg").status == 2)
        #expect(try trellis.contents("old.svg") == "old")
    }

    @Test func missingFile() throws {
        let run = try run("check", "ok.layout", "missing.layout")
        #expect(run.status == 2)
        #expect(run.stderr == "missing.layout:1:1: error: no such file\n")
        #expect(run.stdout == "checked 1 file: no conflicts or ambiguity; 1 not checked (bad input)\n")
    }

    @Test func directoryIsBadInput() throws {
        try FileManager.default.createDirectory(
            at: trellis.directory.appendingPathComponent("folder.d"), withIntermediateDirectories: true)
        let run = try run("solve", "folder.d")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "folder.d:1:1: error: is a directory holding no .layout script or Interface Builder document\n")
    }

    @Test func cleanScript() throws {
        let check = try run("check", "ok.layout", "ok.layout")
        #expect(check.status == 0)
        #expect(check.stdout == "checked 2 files: no conflicts or ambiguity\n")
        #expect(check.stderr.isEmpty)  // not a terminal: no progress line
        let test = try run("test", "ok.layout", "--junit", "report.xml")
        #expect(test.status == 0)
        // No `expect` line: the two implicit checks, satisfiable and unambiguous, still count.
        #expect(test.stdout == "2 passed, 0 failed\n")
        let report = try trellis.contents("report.xml")
        // The suite carries when it ran and how long it took (`--reproducible` leaves them out).
        #expect(report.contains(#"<testsuite name="ok.layout" tests="2" failures="0" errors="0" timestamp=""#))
        let solve = try run("solve", "ok.layout")
        #expect(solve.status == 0)
        #expect(solve.stdout.hasPrefix("ok.layout (unflipped coordinates)\n"))
    }

    @Test func json() throws {
        for command in ["solve", "check"] {
            let run = try run(command, "--json", "ok.layout")
            #expect(run.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            for key in ["views", "guides", "vars", "conflicts", "ambiguous"] { #expect(object[key] != nil) }
        }
    }

    @Test func render() throws {
        let run = try run("render", "ok.layout", "-o", "out.svg")
        #expect(run.status == 0)
        let svg = try trellis.contents("out.svg")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(try self.run("render", "ok.layout", "--output=-").stdout == svg)
        let unwritable = try self.run("render", "ok.layout", "-o", "no/such/dir/out.svg")
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("trellis: error: cannot write 'no/such/dir/out.svg'"))
    }
}

/// The built binary, end to end: what only a process shows (exit statuses,
/// files named as given relative to the working directory).
@Suite(.serialized) final class CommandBinaryTests {
    let binary: TrellisBinary
    let directory: URL

    init() throws {
        binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        directory = try scratchDirectory([
            "ok.layout": CommandTests.settingsOnly, "bad.layout": CommandTests.malformed,
        ])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: String...) throws -> TrellisBinary.Run { try binary.run(arguments, in: directory) }

    @Test func versionAndHelp() throws {
        let version = try run("--version")
        let expected = try CommandTests.expectedVersion()
        #expect(version.status == 0 && version.stdout == expected)
        let help = try run("help", "check")
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: trellis check FILE..."))
    }

    @Test func usageErrorExitsTwo() throws {
        let run = try run("check", "--jsn", "ok.layout")
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr == """
                trellis: error: unknown option '--jsn' for 'check'; did you mean '--json'?
                usage: trellis check FILE... [--json] [--junit PATH] [--format text|compiler|github|sarif|gitlab] [--report-bad-input] [--reproducible]

                """)
    }

    @Test func badInputNamesFilesAsGiven() throws {
        let malformed = try run("check", "ok.layout", "bad.layout")
        #expect(malformed.status == 2)
        #expect(malformed.stderr.hasPrefix("bad.layout:2:14: error: expected a parent view name after 'in'"))
        // A folder stands for the files below it, each named below the folder as given.
        let directory = try run("solve", ".")
        #expect(directory.status == 2)
        #expect(directory.stderr.contains("./bad.layout:2:14: error: expected a parent view name after 'in'"))
        #expect(directory.stdout.isEmpty)
    }

    @Test func renderWritesTheFile() throws {
        let run = try run("render", "ok.layout", "-o", "out.svg")
        #expect(run.status == 0)
        let svg = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(try self.run("render", "bad.layout", "-o", "bad.svg").status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("bad.svg").path))
    }
}
