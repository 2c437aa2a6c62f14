import TrellisLayoutScript

extension Trellis {
    /// Prints what `check` or `test` found in the format asked for.
    ///
    /// `text` prints the compiler-style lines, `github` the findings as
    /// workflow commands; both then print the closing lines. `sarif` and
    /// `gitlab` print one JSON document and nothing else — and nothing at all
    /// when a file was bad input, so a CI system never reads a partial report.
    ///
    /// - Parameters:
    ///   - findings: What was found, in order.
    ///   - textLines: The text output's lines, before the closing lines.
    ///   - closing: The summary lines.
    ///   - format: The format asked for.
    ///   - hadBadInput: Whether any file could not be read.
    func printFindings(
        _ findings: [Finding], textLines: [String], closing: [String], format: Invocation.OutputFormat,
        hadBadInput: Bool
    ) {
        switch format {
        case .text: console.out((textLines + closing).joined(separator: "\n") + "\n")
        case .github: console.out((GitHubReporter.lines(for: findings) + closing).joined(separator: "\n") + "\n")
        case .sarif: if !hadBadInput { console.out(SARIFReporter.render(findings, version: HelpText.version)) }
        case .gitlab: if !hadBadInput { console.out(GitLabReporter.render(findings)) }
        }
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
