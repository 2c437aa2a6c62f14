import TrellisLayout
import TrellisLayoutScript

/// `trellis solve DOC --json` and `check DOC --json`: `{"file": F, "scenes": [...]}`.
///
/// Each scene is `{"name", "id", "views", "guides", "vars", "conflicts", "ambiguous", "contentPriorityAmbiguous",
/// "storedFrameBreaks", "notes"}`
/// (the script JSON's keys, `vars` always empty); views are keyed by object
/// id, in document order, each with `name`, `class`, `customClass`, `frame`,
/// `alignmentRect`, `documentFrame`, `misplaced`, `documentMisplaced`,
/// `documentAmbiguous`, `ambiguous` (an ambiguous layout as Xcode reports it: a number open without bound),
/// `contentPriorityAmbiguous` (open only within bounds: equal priorities, or inequalities alone), `compared` and
/// `location`. Rectangles are
/// `[x, y, width, height]` in the document's own terms.
public enum DocumentJSONReporter {
    /// The JSON text for a document's scenes.
    ///
    /// - Parameters:
    ///   - file: The document's path.
    ///   - scenes: Its laid-out scenes.
    ///   - notes: The document-wide notes.
    /// - Returns: The JSON text, with a final newline.
    public static func render(file: String, scenes: [SceneLayout], notes: [DocumentNote] = []) -> String {
        JSONValue.object([
            ("file", .string(file)),
            ("scenes", .array(scenes.map(scene))),
            ("notes", .array(notes.map { .string($0.description) })),
        ]).rendered()
    }

    /// One scene's object.
    static func scene(_ layout: SceneLayout) -> JSONValue {
        let views: [(key: String, value: JSONValue)] = layout.views.map { result in
            let view = result.view
            return (
                view.id,
                .object([
                    ("name", .string(view.displayName)),
                    ("class", .string(view.element)),
                    ("customClass", view.customClass.map(JSONValue.string) ?? .null),
                    ("frame", rect(result.frame)),
                    ("alignmentRect", rect(result.alignmentRect)),
                    ("documentFrame", rect(view.documentFrame)),
                    ("misplaced", .bool(result.isMisplaced)),
                    ("documentMisplaced", .bool(view.documentMisplaced)),
                    ("documentAmbiguous", .bool(view.documentAmbiguous)),
                    ("ambiguous", .bool(result.isAmbiguous)),
                    ("contentPriorityAmbiguous", .bool(result.priorityAmbiguity != nil)),
                    ("compared", .bool(result.isCompared)),
                    ("location", .string("\(view.location)")),
                ])
            )
        }
        let guides: [(key: String, value: JSONValue)] = layout.report.guides.map { item in
            (
                item.name,
                .object([
                    (
                        "frame",
                        rect(
                            Rect(
                                x: item.frame.minX, y: item.frame.minY, width: item.frame.width,
                                height: item.frame.height))
                    ), ("ambiguous", .bool(item.isAmbiguous)),
                ])
            )
        }
        let conflicts: [JSONValue] = layout.report.conflicts.map { conflict in
            let members = conflict.members
            let corroborated = DocumentCheckReporter.corroboration(of: conflict, in: layout)
            return .object([
                ("constraints", .array(members.map { .string($0.reference.name) })),
                ("broken", .string(conflict.broken.name)),
                ("counts", .array(members.map { .number(Double($0.count)) })),
                ("brokenInStoredFrames", .array(corroborated.map { .string($0.constraintID) })),
                ("brokenBy", conflict.brokenBy.map { .number(Self.rounded($0)) } ?? .null),
                ("restsOnUnstoredMetrics", .bool(DocumentCheckReporter.restsOnUnstoredMetrics(conflict, in: layout))),
            ])
        }
        let ambiguous = layout.views.filter(\.isAmbiguous).map(\.view.id).sorted()
        let priorityAmbiguous = layout.views.filter { $0.priorityAmbiguity != nil }.map(\.view.id).sorted()
        return .object([
            ("name", .string(layout.scene.name)),
            ("id", .string(layout.scene.id)),
            ("views", .object(views)),
            ("guides", .object(guides)),
            ("vars", .object([])),
            ("conflicts", .array(conflicts)),
            ("ambiguous", .array(ambiguous.map(JSONValue.string))),
            ("contentPriorityAmbiguous", .array(priorityAmbiguous.map(JSONValue.string))),
            ("storedFrameBreaks", .array(layout.storedFrameBreaks.map(storedFrameBreak))),
            ("notes", .array(layout.notes.map { .string($0.description) })),
        ])
    }

    /// `{"constraint": ID, "by": POINTS, "location": "FILE:LINE:COLUMN"}`.
    static func storedFrameBreak(_ broken: StoredFrameBreak) -> JSONValue {
        .object([
            ("constraint", .string(broken.constraintID)), ("by", .number(Self.rounded(broken.amount))),
            ("location", .string("\(broken.location)")),
        ])
    }

    /// `[x, y, width, height]`.
    static func rect(_ r: Rect) -> JSONValue {
        .array([r.minX, r.minY, r.width, r.height].map { .number(Self.rounded($0)) })
    }

    /// A number to six decimals, as the report gives points.
    private static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
}
