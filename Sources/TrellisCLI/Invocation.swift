/// What a command line asks `trellis` to do, once parsed.
package enum Invocation: Equatable, Sendable {
    /// `trellis --help`, `trellis help`: the overview, on standard output.
    case help
    /// `trellis help COMMAND`, `trellis COMMAND --help`: one command's help.
    case commandHelp(Subcommand)
    /// `trellis --version`.
    case version
    /// A subcommand with its files and options.
    case run(Subcommand, Options)

    /// The files and options of a subcommand.
    package struct Options: Equatable, Sendable {
        /// The script files, in the order given.
        package var files: [String] = []
        /// `--json` was given.
        package var json = false
        /// `--junit PATH` (test).
        package var junitPath: String?
        /// `-o OUT.svg` (render); `-` means standard output.
        package var outputPath: String?
        /// `--scene NAME`: the scene of an Interface Builder document (`import`, `render`).
        package var scene: String?
        /// `--format FORMAT` (check, test): how findings are printed.
        package var format = OutputFormat.text
        /// `--at LINE` (render): draw the layout as of that line.
        package var atLine: Int?
        /// `--report-bad-input` (check, test): write the reports even when a file is bad input.
        package var reportBadInput = false
        /// `--reproducible` (check, test): leave times and timestamps out of the JUnit report.
        package var reproducible = false

        /// No files, no options.
        package init() {}
    }

    /// What `--format` asks for (check, test).
    package enum OutputFormat: String, CaseIterable, Sendable {
        /// The command's own lines and a summary (the default): compiler-style
        /// for `check`, the contract's `FILE:LINE: expected …` for `test`.
        case text
        /// Every finding as `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, then the summary.
        case compiler
        /// GitHub Actions workflow commands (`::error file=…::…`), and the summary.
        case github
        /// A SARIF 2.1.0 log, alone on standard output.
        case sarif
        /// A GitLab Code Quality report, alone on standard output.
        case gitlab
    }
}

/// A command line `trellis` cannot make sense of; printed with a usage line, exit status 2.
package struct UsageError: Error, Equatable {
    /// What is wrong, e.g. `unknown option '--jsn'; did you mean '--json'?`.
    package let message: String
    /// The usage line to print after it.
    package let usage: String

    /// Creates the error.
    package init(message: String, usage: String) {
        self.message = message
        self.usage = usage
    }
}
