import Testing
import TrellisCLI

/// `ArgumentParser` on its own: what command lines mean, and the usage errors, word for word.
///
/// The expected usage lines are the forms of Docs/CommandReference.md; the
/// messages are those the command printed before its options were declared
/// in one table.
@Suite struct ArgumentParserTests {
    static func options(_ files: [String], _ set: (inout Invocation.Options) -> Void = { _ in }) -> Invocation.Options {
        var options = Invocation.Options()
        options.files = files
        set(&options)
        return options
    }

    @Test(arguments: [
        (["--help"], Invocation.help),
        (["-h"], .help),
        (["help"], .help),
        (["--version"], .version),
        (["help", "render"], .commandHelp(.render)),
        (["help", "import"], .commandHelp(.importDocument)),
        (["check", "a.layout", "-h"], .commandHelp(.check)),
        (["solve", "a.layout"], .run(.solve, options(["a.layout"]))),
        (["solve", "--json", "a.layout"], .run(.solve, options(["a.layout"]) { $0.json = true })),
        // Options before, between and after the files.
        (
            ["check", "--junit", "r.xml", "a.layout", "--format=github", "b.layout"],
            .run(
                .check,
                options(["a.layout", "b.layout"]) {
                    $0.junitPath = "r.xml"; $0.format = .github
                })
        ),
        (["render", "a.layout", "--output=-"], .run(.render, options(["a.layout"]) { $0.outputPath = "-" })),
        (
            ["render", "a.storyboard", "-o", "o.svg", "--scene", "Main"],
            .run(
                .render,
                options(["a.storyboard"]) {
                    $0.outputPath = "o.svg"; $0.scene = "Main"
                })
        ),
        (["import", "a.xib"], .run(.importDocument, options(["a.xib"]))),
        // `--` ends the options; `-` is a file; `--help` after `--` is a file.
        (["check", "--", "--help", "-x"], .run(.check, options(["--help", "-x"]))),
        (["test", "-"], .run(.test, options(["-"]))),
    ])
    func meaning(arguments: [String], expected: Invocation) throws {
        #expect(try ArgumentParser.parse(arguments) == expected)
    }

    static let overall =
        "usage: trellis <solve|check|test|render|import|explain> FILE... [options]   (trellis --help for more)"
    static let check =
        "usage: trellis check FILE... [--json] [--junit PATH] [--format text|compiler|github|sarif|gitlab] [--report-bad-input] [--reproducible]"
    static let test =
        "usage: trellis test FILE... [--junit PATH] [--format text|compiler|github|sarif|gitlab] [--report-bad-input] [--reproducible]"
    static let solve = "usage: trellis solve FILE [--json]"
    static let render = "usage: trellis render FILE... -o OUT.svg [--at LINE]"
    static let importDocument = "usage: trellis import DOC [-o OUT.layout] [--scene NAME]"

    @Test(arguments: [
        ([], "no command given", overall),
        (["slove", "a"], "unknown command 'slove'; did you mean 'solve'?", overall),
        (["--hlep"], "unknown option '--hlep'; did you mean '--help'?", overall),
        (["help", "nope"], "unknown command 'nope'", overall),
        (["help", "solve", "check"], "'help' takes one command; unexpected 'check'", overall),
        (["check", "--jsn", "a"], "unknown option '--jsn' for 'check'; did you mean '--json'?", check),
        (["test", "a", "--json"], "unknown option '--json' for 'test'", test),
        (
            ["import", "a", "--sene", "x"], "unknown option '--sene' for 'import'; did you mean '--scene'?",
            importDocument
        ),
        (["check", "a", "--json", "--json"], "option '--json' is given more than once", check),
        (["render", "a", "-o", "x", "--output", "y"], "option '--output' is given more than once", render),
        (["check", "a", "--json=yes"], "option '--json' takes no value", check),
        (["test", "a", "--junit"], "option '--junit' needs a value (PATH)", test),
        (["check", "a", "--junit="], "option '--junit' needs a value (PATH)", check),
        (["check", "a", "--format"], "option '--format' needs a value (text|compiler|github|sarif|gitlab)", check),
        (["render", "a", "-o"], "option '-o' needs a value (OUT.svg)", render),
        (["import", "a", "-o"], "option '-o' needs a value (OUT.layout)", importDocument),
        (
            ["check", "a", "--format", "xml"],
            "unknown format 'xml'; expected 'text', 'compiler', 'github', 'sarif' or 'gitlab'",
            check
        ),
        (
            ["check", "a", "--json", "--format", "sarif"], "'--json' and '--format sarif' cannot be given together",
            check
        ),
        (["check"], "no script file given", check),
        (["solve", "a", "b"], "'solve' takes one file; unexpected 'b'", solve),
        (["render", "a"], "'render' needs an output file: -o OUT.svg", render),
    ])
    func usageError(arguments: [String], message: String, usage: String) {
        #expect(throws: UsageError(message: message, usage: usage)) { try ArgumentParser.parse(arguments) }
    }

    /// Each subcommand's usage line, as Docs/CommandReference.md writes it.
    @Test func usageLines() {
        #expect(Subcommand.solve.usage == Self.solve)
        #expect(Subcommand.check.usage == Self.check)
        #expect(Subcommand.test.usage == Self.test)
        #expect(Subcommand.render.usage == Self.render)
        #expect(Subcommand.importDocument.usage == Self.importDocument)
    }
}
