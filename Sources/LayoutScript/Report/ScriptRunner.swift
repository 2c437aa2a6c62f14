/// Runs parsed scripts: builds the layout, solves it, evaluates the expectations.
public enum ScriptRunner {
    /// Lays a script out and reports frames, values, conflicts, ambiguity and expectation results.
    ///
    /// **Temporary.** The builder (script → `Layout` engine → `LayoutReport`)
    /// does not exist yet; its author replaces this body. Until then only
    /// scripts made of settings (`direction`, `coordinates`, `let`) run, and
    /// give an empty report; the first statement that needs a layout throws
    /// `layout is not available yet` at its location, which the command
    /// reports as bad input (exit status 2). Everything around it — parsing,
    /// reporters, the command — already works.
    ///
    /// What the builder must fill in is described on `LayoutReport` and its
    /// nested types: items and vars in declaration order with parent-relative
    /// frames, conflicts (minimal set + broken constraint, named by label or
    /// `Statement.diagnosticName`), diagnostics, and one
    /// `ExpectationResult` per `expect` line.
    ///
    /// - Parameters:
    ///   - script: The parsed script.
    /// - Returns: The report.
    /// - Throws: `ScriptError` for a script that cannot be laid out (for now:
    ///   any statement beyond the settings).
    public static func run(script: Script) throws(ScriptError) -> LayoutReport {
        var report = LayoutReport(file: script.file)
        for statement in script.statements {
            switch statement.kind {
            case .coordinates(let system):
                report.coordinates = system
            case .direction, .metric:
                break
            default:
                throw ScriptError("layout is not available yet", at: statement.location)
            }
        }
        return report
    }
}
