import TrellisLayoutScript

extension Trellis {
    /// Prints what `check` or `test` found in the format asked for.
    ///
    /// `text` prints the command's own lines, `compiler` every finding as
    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, `github` the findings as
    /// workflow commands; all three then print the closing lines. `sarif` and
    /// `gitlab` print one JSON document and nothing else — and nothing at all
    /// when a file was bad input, so a CI system never reads a partial report,
    /// unless `--report-bad-input` asks for it with the bad files as errors.
    ///
    /// - Parameters:
    ///   - findings: What was found, in order (made only for the formats that print findings).
    ///   - textLines: The text output's lines, before the closing lines (made only for `text`).
    ///   - closing: The summary lines.
    ///   - options: The format asked for and `--report-bad-input`.
    ///   - badInputs: The files that could not be read or run, in order.
    func printFindings(
        _ findings: @autoclosure () -> [Finding], textLines: @autoclosure () -> [String], closing: [String],
        options: Invocation.Options, badInputs: [BadInput]
    ) {
        var reported: [Finding] {
            Finding.endingTheirStatements(options.reportBadInput ? findings() + badInputs.map(\.finding) : findings())
        }
        let complete = badInputs.isEmpty || options.reportBadInput
        switch options.format {
        case .text: console.out(Self.printable(textLines() + closing))
        case .compiler: console.out(Self.printable(findings().flatMap(\.textLines) + closing))
        case .github: console.out((GitHubReporter.lines(for: reported) + closing).joined(separator: "\n") + "\n")
        case .sarif: if complete { console.out(SARIFReporter.render(reported, version: HelpText.version)) }
        case .gitlab: if complete { console.out(GitLabReporter.render(reported)) }
        }
    }

    /// Lines of text output, each with its control characters escaped (`TerminalText`), so
    /// that a name, id or file name holding a newline, a carriage return, an ESC or a C1
    /// control cannot start a line of its own (which a CI runner could read as a command).
    static func printable(_ lines: [String]) -> String {
        lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }

    /// Writes the JUnit report when asked and gives the exit status of `check` or `test`.
    ///
    /// Bad input gives exit status 2 and no report, unless `--report-bad-input`
    /// asks for the report anyway: then each bad file is a suite of one case
    /// in error, at the place it went wrong.
    ///
    /// - Parameters:
    ///   - options: `--junit PATH`, `--report-bad-input` and the inputs.
    ///   - junit: The suites of the files that ran, made only when written.
    ///   - times: When each file's run started and how long it took: each suite's
    ///     `timestamp` and `time`, unless `--reproducible` leaves them out.
    ///   - badInputs: The files that could not be read or run, in order.
    ///   - succeeded: Whether every file that ran passed.
    /// - Returns: 2 for bad input or an unwritable report; else 0 or 1.
    func finish(
        _ options: Invocation.Options, junit: () -> [JUnitDocument.Suite], times: RunTimes, badInputs: [BadInput],
        succeeded: Bool
    ) -> ExitStatus {
        guard badInputs.isEmpty || options.reportBadInput else { return .badInput }
        let report = {
            let suites = junit() + badInputs.map(\.junitSuite)
            return JUnitDocument(suites: options.reproducible ? suites : times.stamped(suites)).rendered()
        }
        guard writeJUnit(report, to: options.junitPath, inputs: options.files), badInputs.isEmpty else {
            return .badInput
        }
        return succeeded ? .success : .failure
    }

    /// Writes a JUnit report when one was asked for.
    ///
    /// - Parameters:
    ///   - report: The report's text, made only when a path was given.
    ///   - path: `--junit PATH`, if given.
    ///   - inputs: The input paths (never overwritten).
    /// - Returns: Whether all went well (nothing asked, or written).
    func writeJUnit(_ report: () -> String, to path: String?, inputs: [String]) -> Bool {
        guard let path else { return true }
        do {
            try OutputFile.write(report(), to: path, inputs: inputs, console: console)
            return true
        } catch {
            console.err(error.message + "\n")
            return false
        }
    }

    /// Refuses a `--junit PATH` that leads to an input, before anything is read.
    ///
    /// - Parameters:
    ///   - options: The files and options.
    /// - Returns: Whether it may go on.
    func mayWriteJUnit(_ options: Invocation.Options) -> Bool {
        do {
            try OutputFile.refuseOverwriting(options.files, with: options.junitPath)
            return true
        } catch {
            console.err(error.message + "\n")
            return false
        }
    }
}
