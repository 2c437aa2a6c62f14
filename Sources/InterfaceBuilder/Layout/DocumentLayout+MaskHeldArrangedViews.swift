import TrellisLayoutScript

extension DocumentLayout {
    /// A scene's conflicts split into those Xcode shows and those between an NSStackView's arrangement and an
    /// arranged view that keeps its autoresizing mask.
    ///
    /// Such a view is held by its mask's constraints, which are older than the stack's own
    /// (`StackViewRules.arrangedViewsKeepAutoresizingMasks`): where the two cannot hold together, the stack's
    /// arrangement is broken and Interface Builder shows no conflict. A conflict is a note when the constraint
    /// broken is the stack's arrangement and one of the others is the mask of a view that stack arranges.
    ///
    /// - Parameters:
    ///   - conflicts: The scene's conflicts, relocated onto the document.
    ///   - scene: The scene, for which views their stacks arrange by their masks.
    /// - Returns: The conflicts Xcode shows, and a note for each of the others.
    static func maskHeldArrangementConflicts(
        in conflicts: [LayoutReport.Conflict], scene: DocumentScene
    ) -> (shown: [LayoutReport.Conflict], notes: [DocumentNote]) {
        var stackOfHeldView: [String: String] = [:]
        for view in scene.allViews where view.keepsAutoresizingMaskInStack {
            if let stack = view.superview, stack.stack?.hasViewHeldByItsMask == true {
                stackOfHeldView[view.id] = stack.id
            }
        }
        guard !stackOfHeldView.isEmpty else { return (conflicts, []) }
        var shown: [LayoutReport.Conflict] = []
        var notes: [DocumentNote] = []
        for conflict in conflicts {
            let held = conflict.members.map(\.reference.name).compactMap { name -> String? in
                guard name.hasPrefix("autoresizing "), let id = name.split(separator: " ").last else { return nil }
                return stackOfHeldView[String(id)]
            }
            guard let stack = held.first(where: { conflict.broken.name == "NSStackView \($0) arrangement" }) else {
                shown.append(conflict)
                continue
            }
            let masks = conflict.members.map(\.reference.name).filter { $0.hasPrefix("autoresizing ") }
            notes.append(
                DocumentNote(
                    "an arranged view of NSStackView \(stack) keeps its autoresizing mask "
                        + "(\(masks.map { "'\($0)'" }.joined(separator: ", "))), which AppKit holds before the "
                        + "stack's arrangement: Interface Builder lays it out breaking '\(conflict.broken.name)' and "
                        + "shows no conflict", at: conflict.broken.location))
        }
        return (shown, notes)
    }
}
