/// What a command line asks `trellis` to do, once parsed.
enum Invocation: Equatable {
    /// `trellis --help`, `trellis help`: the overview, on standard output.
    case help
    /// `trellis help COMMAND`, `trellis COMMAND --help`: one command's help.
    case commandHelp(Subcommand)
    /// `trellis --version`.
    case version
    /// A subcommand with its files and options.
    case run(Subcommand, Options)

    /// The files and options of a subcommand.
    struct Options: Equatable {
        /// The script files, in the order given.
        var files: [String] = []
        /// `--json` was given.
        var json = false
        /// `--junit PATH` (test).
        var junitPath: String?
        /// `-o OUT.svg` (render); `-` means standard output.
        var outputPath: String?
        /// `--scene NAME`: the scene of an Interface Builder document (`import`, `render`).
        var scene: String?
        /// `--format FORMAT` (check, test): how findings are printed.
        var format = OutputFormat.text
        /// `--at LINE` (render): draw the layout as of that line.
        var atLine: Int?
    }

    /// What `--format` asks for (check, test).
    enum OutputFormat: String, CaseIterable {
        /// Compiler-style lines and a summary (the default).
        case text
        /// GitHub Actions workflow commands (`::error file=…::…`), and the summary.
        case github
        /// A SARIF 2.1.0 log, alone on standard output.
        case sarif
        /// A GitLab Code Quality report, alone on standard output.
        case gitlab
    }
}

/// A command line `trellis` cannot make sense of; printed with a usage line, exit status 2.
struct UsageError: Error, Equatable {
    /// What is wrong, e.g. `unknown option '--jsn'; did you mean '--json'?`.
    let message: String
    /// The usage line to print after it.
    let usage: String
}
