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
        Finding.checkFindings(of: report).flatMap(\.textLines)
    }

    /// The error and notes for one conflict.
    ///
    /// - Parameters:
    ///   - conflict: The conflict.
    /// - Returns: An `error:` line at the broken constraint, then a `note:` line per member.
    public static func lines(for conflict: LayoutReport.Conflict) -> [String] {
        Finding(conflict: conflict).textLines
    }

    /// The warning for an ambiguous view or guide.
    ///
    /// - Parameters:
    ///   - item: An ambiguous item.
    /// - Returns: One `warning:` line at its declaration.
    public static func line(for item: LayoutReport.Item) -> String {
        Finding(ambiguous: item).textLines[0]
    }

    /// The lines of any other diagnostic: its own line, then its notes.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    /// - Returns: `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, then `note:` lines.
    public static func lines(for diagnostic: LayoutReport.Diagnostic) -> [String] {
        Finding(diagnostic: diagnostic).textLines
    }

    /// The closing line over every file checked.
    ///
    /// - Parameters:
    ///   - reports: The reports of all files checked.
    ///   - badInputCount: How many more files could not be checked (bad input).
    /// - Returns: E.g. `checked 3 files: 1 conflict, 2 ambiguous` or `checked 1 file: no conflicts or ambiguity`.
    public static func summary(of reports: [LayoutReport], badInputCount: Int = 0) -> String {
        let files = reports.count == 1 ? "1 file" : "\(reports.count) files"
        let conflicts = reports.reduce(0) { total, report in
            total + report.conflicts.filter { !report.isAllowed($0) }.count
        }
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
