import TrellisLayout

extension Finding {
    /// Everything `trellis check` reports for one script, in a fixed order:
    /// conflicts, ambiguous items, ambiguous vars, other diagnostics.
    ///
    /// Conflicts and ambiguity fail the run unless a `# trellis: allow`
    /// comment accepts them; other diagnostics fail it when they are errors.
    ///
    /// - Parameters:
    ///   - report: The script's report.
    /// - Returns: The findings; empty when the report is clean.
    public static func checkFindings(of report: LayoutReport) -> [Finding] {
        var findings: [Finding] = []
        for conflict in report.conflicts {
            findings.append(Finding(conflict: conflict, isAllowed: report.isAllowed(conflict)))
        }
        for item in report.items where item.isAmbiguous {
            findings.append(Finding(ambiguous: item, isAllowed: report.allowedAmbiguous.contains(item.name)))
        }
        for variable in report.variables where variable.isAmbiguous {
            findings.append(Finding(ambiguous: variable, isAllowed: report.allowedAmbiguous.contains(variable.name)))
        }
        findings += report.diagnostics.map(Finding.init(diagnostic:))
        return findings
    }

    /// A conflict: an error at the broken constraint naming the minimal set, a related place per member.
    ///
    /// - Parameters:
    ///   - conflict: The conflict.
    ///   - isAllowed: Whether a `# trellis: allow conflict` comment accepts it.
    public init(conflict: LayoutReport.Conflict, isAllowed: Bool = false) {
        let others = conflict.others.map { "'\($0.name)'" }
        let with =
            others.isEmpty
            ? "which cannot hold on its own" : "which cannot hold together with " + CheckTextReporter.list(others)
        let related = conflict.members.map { member in
            let notes = [
                member.count > 1 ? "\(member.count) of its constraints" : nil,
                member.reference == conflict.broken ? "broken" : nil,
            ].compactMap { $0 }
            return LayoutReport.Diagnostic.Note(
                "'\(member.reference.name)' declared here"
                    + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"), at: member.reference.location)
        }
        self.init(
            .conflict, Rule.conflict.severity, "conflicting constraints: broke '\(conflict.broken.name)', \(with)",
            at: conflict.broken.location, related: related, isAllowed: isAllowed)
    }

    /// An ambiguous view or guide: a warning at its declaration saying what is not determined and what would pin it.
    ///
    /// - Parameters:
    ///   - item: An ambiguous item.
    ///   - isAllowed: Whether a `# trellis: allow ambiguous` comment accepts it.
    public init(ambiguous item: LayoutReport.Item, isAllowed: Bool = false) {
        let components = item.ambiguousComponents
        let what = CheckTextReporter.list(components.map(\.phrase))
        let verb = components.count == 1 ? "is" : "are"
        let kind = item.isGuide ? "layout guide" : "view"
        var hints: [String]
        switch item.ambiguityCause {
        case .equalPriorities(let others, let total):
            let tie = AmbiguityExplanation.tiePhrase(others, total: total)
            hints = [tie + "give one of the views a different hugging or compression resistance priority"]
        case .underconstrained:
            hints = components.map(\.hint)
        case .unknown:
            hints =
                components.map(\.hint) + ["or, if constraints tie, give one of the views a different hugging priority"]
        }
        self.init(
            .ambiguity, Rule.ambiguity.severity,
            "\(kind) '\(item.name)' is ambiguous: its \(what) \(verb) not determined; " + hints.joined(separator: "; "),
            at: item.location, isAllowed: isAllowed, failsRun: !isAllowed)
    }

    /// An ambiguous var: a warning at its declaration.
    ///
    /// - Parameters:
    ///   - variable: An ambiguous var.
    ///   - isAllowed: Whether a `# trellis: allow ambiguous` comment accepts it.
    public init(ambiguous variable: LayoutReport.Variable, isAllowed: Bool = false) {
        self.init(
            .ambiguity, Rule.ambiguity.severity,
            "var '\(variable.name)' is ambiguous: its value is not determined; "
                + "add a constraint that fixes it, or give competing constraints different priorities",
            at: variable.location, isAllowed: isAllowed, failsRun: !isAllowed)
    }

    /// Any other diagnostic, with its own severity and notes.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    public init(diagnostic: LayoutReport.Diagnostic) {
        self.init(
            diagnostic.severity == .note ? .remark : .diagnostic, diagnostic.severity, diagnostic.message,
            at: diagnostic.location, related: diagnostic.notes)
    }
}
