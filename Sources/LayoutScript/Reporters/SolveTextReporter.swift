import TrellisLayout

/// The text output of `trellis solve`: every frame and value, as aligned tables.
///
/// ```
/// photo.layout (flipped coordinates)
///
/// VIEW     IN      X    Y   WIDTH  HEIGHT   NOTES
/// root     -       0    0    320     480
/// photo    root   70  162    200     200    alignment rect 80 172 180 180
/// label2   root  236?  10     76?     20    ambiguous: x, width
///
/// VAR  VALUE
/// x       30
/// ```
///
/// Numbers are rounded to 3 decimals (the tolerance expectations use). A
/// `?` after a number marks a value that is not determined (the layout is
/// ambiguous there; the number is one of the optimal values). Guides are
/// listed with the views, marked `guide`. The alignment rect is shown where
/// it differs from the frame; baselines are attribute-space y values.
/// Conflicts and other diagnostics follow the tables.
public enum SolveTextReporter {
    /// The decimals the table keeps.
    public static let decimals = 3

    /// The text for one report, ending with a newline.
    ///
    /// - Parameters:
    ///   - report: The report.
    /// - Returns: The text.
    public static func render(_ report: LayoutReport) -> String {
        var lines = ["\(report.file) (\(report.coordinates.rawValue) coordinates)"]
        if report.items.isEmpty && report.variables.isEmpty {
            lines += ["", "no views, guides or vars"]
        }
        if !report.items.isEmpty {
            lines.append("")
            lines += itemTable(report.items).lines()
        }
        if !report.variables.isEmpty {
            lines.append("")
            lines += variableTable(report.variables).lines()
        }
        if !report.conflicts.isEmpty {
            lines += ["", "CONFLICTS"]
            for conflict in report.conflicts {
                lines.append(
                    "broke '\(conflict.broken.name)' (\(conflict.broken.location)); it cannot hold together with:")
                for member in conflict.others {
                    lines.append("  \(member.name) (\(member.location))")
                }
            }
        }
        if !report.diagnostics.isEmpty {
            lines += ["", "DIAGNOSTICS"]
            for diagnostic in report.diagnostics { lines += CheckTextReporter.lines(for: diagnostic) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table of views and guides.
    private static func itemTable(_ items: [LayoutReport.Item]) -> TextTable {
        var table = TextTable([
            ("VIEW", .left), ("IN", .left), ("X ", .right), ("Y ", .right), ("WIDTH ", .right), ("HEIGHT ", .right),
            ("NOTES", .left),
        ])
        for item in items {
            let frame = item.frame.components
            let cells = AmbiguityExplanation.Component.allCases.enumerated().map { index, component in
                number(frame[index]) + (item.ambiguousComponents.contains(component) ? "?" : " ")
            }
            var notes: [String] = []
            if item.isGuide { notes.append("guide") }
            if item.hasDistinctAlignmentRect {
                notes.append("alignment rect " + ReportNumber.text(item.alignmentRect, decimals: decimals))
            }
            if let first = item.firstBaseline, let last = item.lastBaseline, first != last {
                notes.append("baselines \(number(first)) (first), \(number(last)) (last)")
            } else if let baseline = item.lastBaseline ?? item.firstBaseline {
                notes.append("baseline \(number(baseline))")
            }
            if item.isAmbiguous {
                notes.append("ambiguous: " + item.ambiguousComponents.map(\.rawValue).joined(separator: ", "))
            }
            table.rows.append([item.name, item.parent ?? "-"] + cells + [notes.joined(separator: "; ")])
        }
        return table
    }

    /// The table of vars.
    private static func variableTable(_ variables: [LayoutReport.Variable]) -> TextTable {
        var table = TextTable([("VAR", .left), ("VALUE ", .right), ("NOTES", .left)])
        for variable in variables {
            table.rows.append([
                variable.name, number(variable.value) + (variable.isAmbiguous ? "?" : " "),
                variable.isAmbiguous ? "ambiguous" : "",
            ])
        }
        return table
    }

    /// A number with the table's precision.
    private static func number(_ value: Double) -> String { ReportNumber.text(value, decimals: decimals) }
}
