import TrellisLayoutScript

extension DocumentLayout {
    /// A scene's conflicts split into those Xcode shows and those within the rounding of the numbers the document
    /// stores (`ConflictRules`), which Xcode does not show: one whose broken constraint the layout misses by
    /// no more than `ConflictRules.storedNumberTolerance`, or, when one of its members is a number a stored frame
    /// stands in for (a content size from a stored size, a table view cell's height), by no more than a pixel.
    ///
    /// A broken constraint that the layout ends up holding exactly (missed by 0, as when a later conflict broke
    /// another member) stays a conflict: its set cannot hold together.
    ///
    /// - Parameters:
    ///   - conflicts: The scene's conflicts, relocated onto the document.
    ///   - scene: The scene.
    ///   - script: Its script (view names).
    ///   - pixelScale: The pixels per point the stored frames are rounded to; nil when they are not (AppKit).
    /// - Returns: The conflicts Xcode shows, and a note for each of the others.
    static func nearlyHeldConflicts(
        in conflicts: [LayoutReport.Conflict], scene: DocumentScene, script: SceneScript, pixelScale: Double?
    ) -> (shown: [LayoutReport.Conflict], notes: [DocumentNote]) {
        var viewsByID: [String: DocumentView] = [:]
        for view in scene.allViews { viewsByID[view.id] = view }
        var shown: [LayoutReport.Conflict] = []
        var notes: [DocumentNote] = []
        for conflict in conflicts {
            guard let off = conflict.brokenBy, off > 0 else {
                shown.append(conflict)
                continue
            }
            let standIns = conflict.members.compactMap {
                standIn(named: $0.reference.name, views: viewsByID, script: script)
            }
            let limit =
                standIns.isEmpty || pixelScale == nil
                ? ConflictRules.storedNumberTolerance : ConflictRules.standInTolerance(pixelScale: pixelScale ?? 1)
            guard off <= limit + 1e-9 else {
                shown.append(conflict)
                continue
            }
            let others = conflict.members.map(\.reference.name).filter { $0 != conflict.broken.name }.map { "'\($0)'" }
            let why =
                standIns.isEmpty
                ? "within the rounding of the numbers the document stores (a multiplier to six digits)"
                : "within a pixel of \(standIns.joined(separator: ", ")), which the stored frames stand in for "
                    + "rounded to pixels"
            notes.append(
                DocumentNote(
                    "'\(conflict.broken.name)' cannot hold exactly with \(others.joined(separator: ", ")), but the layout "
                        + "misses it by only \(ScriptText.number(off)) points, \(why): Xcode shows no conflict",
                    at: conflict.broken.location))
        }
        return (shown, notes)
    }

    /// What a conflict member stands for when it is a number a stored frame stands in for: a view's content size
    /// from its stored size (its text in a font, an SF Symbol: `DocumentView.unstoredMetrics`), or a table view
    /// cell content view's height (the row's height less its separator); nil otherwise.
    static func standIn(named name: String, views: [String: DocumentView], script: SceneScript) -> String? {
        if let id = script.autoresizingHeights[name], let view = views[id], view.element == "tableViewCellContentView" {
            return "the height of a table view cell's content (the row's less its separator)"
        }
        let parts = name.split(separator: ".")
        guard parts.count == 3, parts[1] == "compressionResistance" || parts[1] == "hugging",
            let id = script.viewIDs[String(parts[0])], let view = views[id], let metrics = view.unstoredMetrics
        else { return nil }
        return "the \(parts[2]) size of \(view.element) \(id) (\(metrics))"
    }
}
