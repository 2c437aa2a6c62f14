import TrellisLayout

/// The `--json` output of `trellis solve` and `trellis check`.
///
/// The shape is the one the command's contract fixes:
///
/// ```json
/// {
///   "views":  { "photo": { "frame": [70, 162, 200, 200], "alignmentRect": [70, 162, 180, 180], "ambiguous": false } },
///   "guides": { "content": { "frame": [0, 0, 320, 504], "ambiguous": false } },
///   "vars":   { "x": { "value": 30, "ambiguous": false } },
///   "conflicts": [ { "constraints": ["widthPin", "line 14: photo.width >= 300"], "broken": "line 14: photo.width >= 300" } ],
///   "ambiguous": ["label2"]
/// }
/// ```
///
/// with these additions: `file` and `coordinates` at the top; per view
/// `parent`, `ambiguousAttributes` (`x`, `y`, `width`, `height`),
/// `firstBaseline`/`lastBaseline` when it has baselines and `location`; per
/// guide `parent`, `alignmentRect`, `ambiguousAttributes`, `location`; per var
/// `location`; per conflict `locations` (`FILE:LINE:COLUMN` of each member),
/// `counts` (how many constraints of the set each member names: the
/// constraints of one visual-format line share one name, listed once) and
/// `brokenLocation`; and `diagnostics`. Views, guides and vars appear in
/// declaration order; `ambiguous` is sorted.
public enum JSONReporter {
    /// The JSON document for one report, with a final newline.
    ///
    /// - Parameters:
    ///   - report: The report.
    /// - Returns: The JSON text.
    public static func render(_ report: LayoutReport) -> String {
        document(for: report).rendered()
    }

    /// The JSON document for several reports: `{"files": [REPORT, ...]}`, each as `render(_:)` writes it.
    ///
    /// `trellis check` with more than one file prints this, so that its
    /// output stays one JSON object; each element carries its `file`.
    ///
    /// - Parameters:
    ///   - reports: The reports, in the order the files were given.
    /// - Returns: The JSON text.
    public static func render(_ reports: [LayoutReport]) -> String {
        JSONValue.object([("files", .array(reports.map(document(for:))))]).rendered()
    }

    /// The JSON value for one report.
    ///
    /// - Parameters:
    ///   - report: The report.
    /// - Returns: The document.
    public static func document(for report: LayoutReport) -> JSONValue {
        .object([
            ("views", .object(report.views.map { ($0.name, view($0)) })),
            ("guides", .object(report.guides.map { ($0.name, guide($0)) })),
            ("vars", .object(report.variables.map { ($0.name, variable($0)) })),
            ("conflicts", .array(report.conflicts.map(conflict))),
            ("ambiguous", .array(report.ambiguousNames.map(JSONValue.string))),
            ("file", .string(report.file)),
            ("coordinates", .string(report.coordinates.rawValue)),
            ("diagnostics", .array(report.diagnostics.map(diagnostic))),
        ])
    }

    /// A view's entry.
    private static func view(_ item: LayoutReport.Item) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("frame", rectangle(item.frame)),
            ("alignmentRect", rectangle(item.alignmentRect)),
            ("ambiguous", .bool(item.isAmbiguous)),
            ("ambiguousAttributes", .array(item.ambiguousComponents.map { .string($0.rawValue) })),
            ("parent", item.parent.map(JSONValue.string) ?? .null),
        ]
        if let first = item.firstBaseline { members.append(("firstBaseline", .number(first))) }
        if let last = item.lastBaseline { members.append(("lastBaseline", .number(last))) }
        members.append(("location", .string(item.location.description)))
        return .object(members)
    }

    /// A guide's entry.
    private static func guide(_ item: LayoutReport.Item) -> JSONValue {
        .object([
            ("frame", rectangle(item.frame)),
            ("ambiguous", .bool(item.isAmbiguous)),
            ("alignmentRect", rectangle(item.alignmentRect)),
            ("ambiguousAttributes", .array(item.ambiguousComponents.map { .string($0.rawValue) })),
            ("parent", item.parent.map(JSONValue.string) ?? .null),
            ("location", .string(item.location.description)),
        ])
    }

    /// A var's entry.
    private static func variable(_ variable: LayoutReport.Variable) -> JSONValue {
        .object([
            ("value", .number(variable.value)),
            ("ambiguous", .bool(variable.isAmbiguous)),
            ("location", .string(variable.location.description)),
        ])
    }

    /// A conflict's entry.
    private static func conflict(_ conflict: LayoutReport.Conflict) -> JSONValue {
        let members = conflict.members
        return .object([
            ("constraints", .array(members.map { .string($0.reference.name) })),
            ("broken", .string(conflict.broken.name)),
            ("locations", .array(members.map { .string($0.reference.location.description) })),
            ("counts", .array(members.map { .number(Double($0.count)) })),
            ("brokenLocation", .string(conflict.broken.location.description)),
        ])
    }

    /// A diagnostic's entry.
    private static func diagnostic(_ diagnostic: LayoutReport.Diagnostic) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("location", .string(diagnostic.location.description)),
            ("message", .string(diagnostic.message)),
            (
                "notes",
                .array(
                    diagnostic.notes.map {
                        .object([("location", .string($0.location.description)), ("message", .string($0.message))])
                    })
            ),
        ])
    }

    /// `[x, y, width, height]`.
    private static func rectangle(_ rectangle: Rect) -> JSONValue {
        .array(rectangle.components.map(JSONValue.number))
    }
}
