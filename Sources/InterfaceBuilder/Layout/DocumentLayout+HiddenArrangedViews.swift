import TrellisLayoutScript

extension DocumentLayout {
    /// A scene's conflicts split into those Xcode shows and the hidden arranged views that keep their length or
    /// leave their stack.
    ///
    /// A UIStackView collapses a hidden arranged view with a required `UISV-hiding` length of 0. When the view's
    /// own required constraints hold it at another length, the two cannot hold together; the stack's constraint is
    /// the newer, so it is the one broken (`StackViewRules.constraintsAreNewest`). Interface Builder lays such a
    /// view out at its own length and shows no conflict (`StackViewRules.hiddenViewsKeepTheirLength`); UIKit logs
    /// the conflict at run time whenever the view is hidden. So on a UIKit document such a conflict is a note.
    /// An NSStackView that detaches hidden views takes them out of the view hierarchy instead
    /// (`StackViewRules.detachedViewsLeaveTheirConstraints`): no constraint of theirs meets the stack's, so on an
    /// AppKit document any conflict through a `UISV-hiding` constraint is a note, whichever member is broken.
    ///
    /// - Parameters:
    ///   - conflicts: The scene's conflicts, relocated onto the document.
    ///   - platform: The document's platform.
    /// - Returns: The conflicts Xcode shows, and a note for each of the others.
    static func hiddenLengthConflicts(
        in conflicts: [LayoutReport.Conflict], platform: InterfaceBuilderDocument.Platform
    ) -> (shown: [LayoutReport.Conflict], notes: [DocumentNote]) {
        let detaches = StackViewRules.detachedViewsLeaveTheirConstraints(on: platform)
        guard StackViewRules.hiddenViewsKeepTheirLength(on: platform) || detaches else { return (conflicts, []) }
        var shown: [LayoutReport.Conflict] = []
        var notes: [DocumentNote] = []
        for conflict in conflicts {
            if detaches, let hiding = conflict.members.map(\.reference.name).first(where: isHidingConstraint) {
                let others = conflict.members.map(\.reference.name).filter { $0 != hiding }.map { "'\($0)'" }
                notes.append(
                    DocumentNote(
                        "a hidden arranged view that its NSStackView detaches leaves the view hierarchy, so "
                            + "\(others.joined(separator: ", ")) and '\(hiding)' never hold at once: Interface Builder "
                            + "shows no conflict", at: conflict.broken.location))
                continue
            }
            guard isHidingLength(conflict.broken.name) else {
                shown.append(conflict)
                continue
            }
            let others = conflict.members.map(\.reference.name).filter { $0 != conflict.broken.name }.map { "'\($0)'" }
            notes.append(
                DocumentNote(
                    "a hidden arranged view keeps the length its own constraints give it (\(others.joined(separator: ", "))): "
                        + "Interface Builder lays it out breaking '\(conflict.broken.name)' and shows no conflict (UIKit logs "
                        + "one at run time while the view is hidden)", at: conflict.broken.location))
        }
        return (shown, notes)
    }

    /// Whether a constraint name is one of a stack view's `UISV-hiding` constraints: the length or an edge.
    static func isHidingConstraint(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 3 && parts[1] == "UISV-hiding"
    }

    /// Whether a constraint name is a stack view's `UISV-hiding` length (`STACK.UISV-hiding.VIEW`; its edge
    /// is `STACK.UISV-hiding.VIEW.EDGE`).
    static func isHidingLength(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[1] == "UISV-hiding"
    }
}
