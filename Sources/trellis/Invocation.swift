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
        /// `--format github` (check, test): diagnostics as GitHub Actions workflow commands.
        var github = false
    }
}

/// A command line `trellis` cannot make sense of; printed with a usage line, exit status 2.
struct UsageError: Error, Equatable {
    /// What is wrong, e.g. `unknown option '--jsn'; did you mean '--json'?`.
    let message: String
    /// The usage line to print after it.
    let usage: String
}
