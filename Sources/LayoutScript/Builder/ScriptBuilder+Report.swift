import TrellisLayout
import TrellisSolver

/// The final `LayoutReport`: the layout as of the script's end.
extension ScriptBuilder {
    /// Frames, values, ambiguity and conflicts after the last statement
    /// (`LayoutReportAssembler`), with the expectation results, the
    /// `# trellis: allow` names and the implicit layout checks.
    ///
    /// - Returns: The report.
    func report() -> LayoutReport {
        var report = assembler.report(
            file: script.file, origin: SourceLocation(file: script.file, line: 1, column: 1))
        report.expectations = expectations
        (report.allowedAmbiguous, report.allowedConflictMembers) = allowedNames
        report.layoutChecks = layoutChecks(of: report)
        return report
    }

    /// The conflicts so far, as the report names them.
    func reportedConflicts() -> [LayoutReport.Conflict] { assembler.conflicts() }

    /// Reads the engine for the report: the items and variables in declaration order.
    private var assembler: LayoutReportAssembler {
        LayoutReportAssembler(engine: engine, items: items, variables: variables, reference: reference(to:))
    }

    /// The implicit tests `trellis test` counts for every script: its layout
    /// is satisfiable, and it is unambiguous — each unless an `expect` line
    /// says what it should be instead. A failed one is located where the
    /// problem is (the broken constraint, the first ambiguous item); a
    /// passed one at the script's first line.
    private func layoutChecks(of report: LayoutReport) -> [LayoutReport.ExpectationResult] {
        let start = SourceLocation(file: script.file, line: 1, column: 1)
        var checks: [LayoutReport.ExpectationResult] = []
        if !expectsConflicts {
            let first = report.conflicts.first { !report.isAllowed($0) }
            checks.append(
                LayoutReport.ExpectationResult(
                    location: first?.broken.location ?? start, text: LayoutReport.satisfiableCheckText,
                    passed: first == nil, expected: "a satisfiable layout",
                    got: first.map { "conflict " + $0.members.map(\.reference.name).joined(separator: ", ") }
                        ?? "satisfiable"
                ))
        }
        if !expectsAmbiguity {
            let ambiguous = report.unallowedAmbiguousNames
            let allowed = report.allowedAmbiguous
            let location =
                report.items.first(where: { $0.isAmbiguous && !allowed.contains($0.name) })?.location
                ?? report.variables.first(where: { $0.isAmbiguous && !allowed.contains($0.name) })?.location
            checks.append(
                LayoutReport.ExpectationResult(
                    location: location ?? start, text: LayoutReport.unambiguousCheckText, passed: ambiguous.isEmpty,
                    expected: "an unambiguous layout",
                    got: ambiguous.isEmpty ? "unambiguous" : "ambiguous " + ambiguous.joined(separator: ", ")))
        }
        return checks
    }
}
