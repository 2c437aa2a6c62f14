import TrellisInterfaceBuilder
import TrellisLayoutScript

/// The `trellis` command: parses the command line and runs a subcommand.
///
/// Thin on purpose: scripts are parsed by `ScriptParser`, laid out by a
/// `LayoutRunner`, and printed by the reporters of `LayoutScript`; this type
/// only reads files, picks reporters, writes output and decides the exit status.
public struct Trellis {
    /// Where output goes.
    let console: Console
    /// Reads and lays out scripts.
    let loader: ScriptLoader
    /// What the command leaves for the process's exit instead of freeing; nil: it frees everything.
    let exitKeeper: ExitKeeper?

    /// Creates the command; everything it makes is freed as it goes.
    ///
    /// - Parameters:
    ///   - console: Where output goes.
    ///   - runner: What lays scripts out.
    public init(console: Console = Console(), runner: @escaping LayoutRunner = ScriptRunner.run(script:)) {
        self.console = console
        self.loader = ScriptLoader(runner: runner)
        exitKeeper = nil
    }

    private init(console: Console, exitKeeper: ExitKeeper) {
        self.console = console
        self.loader = ScriptLoader(runner: { script throws(ScriptError) in
            try ScriptRunner.run(script: script, handingLayoutTo: { exitKeeper.keep($0) })
        })
        self.exitKeeper = exitKeeper
    }

    /// The command as the `trellis` executable runs it: the layouts of
    /// scripts and their reports are not freed but left for the process's
    /// exit to reclaim, which saves visiting every object of a large layout
    /// once more (`ExitKeeper`). Output and exit status are those of
    /// `init(console:runner:)`.
    ///
    /// - Precondition: The process exits once `run(_:)` returns; a caller
    ///   that runs commands in a long-lived process uses `init(console:runner:)`.
    /// - Parameters:
    ///   - console: Where output goes.
    /// - Returns: The command.
    public static func forExitingProcess(console: Console = Console()) -> Trellis {
        Trellis(console: console, exitKeeper: ExitKeeper())
    }

    /// Runs a command line.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    /// - Returns: The exit status.
    public func run(_ arguments: [String]) -> ExitStatus {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            console.err("trellis: error: \(TerminalText.escaped(error.message))\n\(error.usage)\n")
            return .badInput
        }
        switch invocation {
        case .help:
            console.out(HelpText.overview + "\n")
            return .success
        case .commandHelp(let command):
            console.out(HelpText.help(for: command) + "\n")
            return .success
        case .version:
            console.out(HelpText.version + "\n")
            return .success
        case .run(.importDocument, let options): return importDocument(options)
        case .run(.explain, let options): return explain(options)
        case .run(let command, let options): return run(command, on: options)
        }
    }

    /// Runs a command that reads folders: each directory among the files
    /// stands for the scripts and documents below it (`InputFiles`), and
    /// what it skips there is said on standard error.
    ///
    /// - Parameters:
    ///   - command: `solve`, `check`, `test` or `render`.
    ///   - options: The files as given, and the options.
    /// - Returns: The command's exit status.
    private func run(_ command: Subcommand, on options: Invocation.Options) -> ExitStatus {
        let inputs = InputFiles.expand(options.files)
        for skipped in inputs.skipped { console.err(TerminalText.escaped(skipped.note) + "\n") }
        var expanded = options
        expanded.files = inputs.paths
        switch command {
        case .solve: return solve(expanded)
        case .check: return check(expanded)
        case .test: return test(expanded)
        case .render: return render(expanded)
        case .importDocument: return importDocument(options)
        case .explain: return explain(options)
        }
    }

    /// Loads every file, showing progress, printing bad input to standard error.
    ///
    /// - Parameters:
    ///   - files: The paths, in order.
    ///   - documentsAsTests: Whether Interface Builder documents are loaded too,
    ///     each as a report of one expectation per compared view (`trellis test`).
    /// - Returns: The reports of the files that loaded and the failures of those that did not, in order, and
    ///   when each file's run started and how long it took.
    func loadAll(_ files: [String], documentsAsTests: Bool = false) -> (
        reports: [LayoutReport], badInputs: [BadInput], times: RunTimes
    ) {
        var reports: [LayoutReport] = []
        var badInputs: [BadInput] = []
        var times = RunTimes()
        for (index, file) in files.enumerated() {
            console.progress(index + 1, of: files.count, file)
            let loaded = times.measure(file) {
                documentsAsTests && DocumentLoader.isDocument(file)
                    ? DocumentLoader.load(file).map { DocumentCheckReporter.testReport(file: file, scenes: $0.scenes) }
                    : loader.load(file)
            }
            switch loaded {
            case .success(let report): reports.append(report)
            case .failure(let bad):
                console.err(bad.message + "\n")
                badInputs.append(bad)
            }
        }
        console.clearProgress()
        return (reports, badInputs, times)
    }
}
