/// The text output of `trellis check`: compiler-style diagnostics editors and CI annotate.
///
/// For each conflict, an error at the broken constraint naming the minimal
/// set, then a note at each member's declaration:
///
/// ```
/// photo.layout:14:1: error: conflicting constraints: broke 'line 14: photo.width >= 300', which cannot hold together with 'widthPin'
/// photo.layout:9:1: note: 'widthPin' declared here
/// photo.layout:14:1: note: 'line 14: photo.width >= 300' declared here (broken)
/// ```
///
/// For each ambiguous view, guide and var, a warning at its declaration
/// saying what is not determined and what would pin it:
///
/// ```
/// photo.layout:6:1: warning: view 'label2' is ambiguous: its horizontal position (x) is not determined; add a constraint on its leading or trailing edge (or its centerX)
/// ```
///
/// Other diagnostics follow, then (from `summary(of:)`) one summary line
/// over all files checked.
public enum CheckTextReporter {
    /// The diagnostic lines for one report, in a fixed order: conflicts, ambiguous items, ambiguous vars, others.
    ///
    /// - Parameters:
    ///   - report: The report.
    /// - Returns: The lines, without newlines; empty when the report is clean.
    public static func lines(for report: LayoutReport) -> [String] {
        var lines: [String] = []
        for conflict in report.conflicts {
            let conflictLines = self.lines(for: conflict)
            lines += report.isAllowed(conflict) ? conflictLines.map(allowed) : conflictLines
        }
        for item in report.items where item.isAmbiguous {
            let line = line(for: item)
            lines.append(report.allowedAmbiguous.contains(item.name) ? allowed(line) : line)
        }
        for variable in report.variables where variable.isAmbiguous {
            let line =
                "\(variable.location): warning: var '\(variable.name)' is ambiguous: its value is not determined; "
                + "add a constraint that fixes it, or give competing constraints different priorities"
            lines.append(report.allowedAmbiguous.contains(variable.name) ? allowed(line) : line)
        }
        for diagnostic in report.diagnostics { lines += self.lines(for: diagnostic) }
        return lines
    }

    /// A diagnostic a `# trellis: allow` comment accepts: a note, marked allowed.
    static func allowed(_ line: String) -> String {
        for severity in [": error: ", ": warning: "] {
            if let range = line.firstRange(of: severity) {
                return String(line[..<range.lowerBound]) + ": note: allowed: " + String(line[range.upperBound...])
            }
        }
        return line
    }

    /// The error and notes for one conflict.
    ///
    /// - Parameters:
    ///   - conflict: The conflict.
    /// - Returns: An `error:` line at the broken constraint, then a `note:` line per member.
    public static func lines(for conflict: LayoutReport.Conflict) -> [String] {
        let others = conflict.constraints.filter { $0 != conflict.broken }.map { "'\($0.name)'" }
        let with = others.isEmpty ? "which cannot hold on its own" : "which cannot hold together with " + list(others)
        var lines = [
            "\(conflict.broken.location): error: conflicting constraints: broke '\(conflict.broken.name)', \(with)"
        ]
        for member in conflict.constraints {
            let suffix = member == conflict.broken ? " (broken)" : ""
            lines.append("\(member.location): note: '\(member.name)' declared here\(suffix)")
        }
        return lines
    }

    /// The warning for an ambiguous view or guide.
    ///
    /// - Parameters:
    ///   - item: An ambiguous item.
    /// - Returns: One `warning:` line at its declaration.
    public static func line(for item: LayoutReport.Item) -> String {
        let components = item.ambiguousComponents
        let what = list(components.map(\.phrase))
        let verb = components.count == 1 ? "is" : "are"
        let kind = item.isGuide ? "layout guide" : "view"
        var hints: [String]
        switch item.ambiguityCause {
        case .equalPriorities(let others):
            let tie = others.isEmpty ? "" : "it ties with \(list(others.map { "'\($0)'" })) at equal priority; "
            hints = [tie + "give one of the views a different hugging or compression resistance priority"]
        case .underconstrained:
            hints = components.map(\.hint)
        case .unknown:
            hints =
                components.map(\.hint) + ["or, if constraints tie, give one of the views a different hugging priority"]
        }
        return "\(item.location): warning: \(kind) '\(item.name)' is ambiguous: its \(what) \(verb) not determined; "
            + hints.joined(separator: "; ")
    }

    /// The lines of any other diagnostic: its own line, then its notes.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    /// - Returns: `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, then `note:` lines.
    public static func lines(for diagnostic: LayoutReport.Diagnostic) -> [String] {
        ["\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)"]
            + diagnostic.notes.map { "\($0.location): note: \($0.message)" }
    }

    /// The closing line over every file checked.
    ///
    /// - Parameters:
    ///   - reports: The reports of all files checked.
    ///   - badInputCount: How many more files could not be checked (bad input).
    /// - Returns: E.g. `checked 3 files: 1 conflict, 2 ambiguous` or `checked 1 file: no conflicts or ambiguity`.
    public static func summary(of reports: [LayoutReport], badInputCount: Int = 0) -> String {
        let files = reports.count == 1 ? "1 file" : "\(reports.count) files"
        let conflicts = reports.reduce(0) { total, report in total + report.conflicts.filter { !report.isAllowed($0) }.count }
        let ambiguous = reports.reduce(0) { $0 + $1.unallowedAmbiguousNames.count }
        let allowed = reports.reduce(0) { total, report in
            total + report.conflicts.filter(report.isAllowed).count + report.ambiguousNames.count
                - report.unallowedAmbiguousNames.count
        }
        let errors = reports.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count }
        var parts: [String] = []
        if conflicts > 0 { parts.append(conflicts == 1 ? "1 conflict" : "\(conflicts) conflicts") }
        if ambiguous > 0 { parts.append("\(ambiguous) ambiguous") }
        if errors > 0 { parts.append(errors == 1 ? "1 other error" : "\(errors) other errors") }
        let allowedPart = allowed == 0 ? "" : " (\(allowed) allowed)"
        let unchecked = badInputCount == 0 ? "" : "; \(badInputCount) not checked (bad input)"
        return "checked \(files): " + (parts.isEmpty ? "no conflicts or ambiguity" : parts.joined(separator: ", "))
            + allowedPart + unchecked
    }

    /// Words joined as English: `a`, `a and b`, `a, b and c`.
    ///
    /// - Parameters:
    ///   - words: The words.
    /// - Returns: The list.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }
}
