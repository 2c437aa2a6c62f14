import TrellisInterfaceBuilder

/// Why `check`'s verdict on a document differs from Xcode's, by its first cause: the class a document falls in
/// when `CorpusMeasure`'s check agreement is 0 (see "Where `check` and Xcode disagree" in
/// `Docs/InterfaceBuilder.md`).
///
/// Where Xcode is quiet (no flag, no conflict) and `check` fails, the cause is the first failing finding in
/// `check`'s order: a conflict, an ambiguous view, then misplaced views. Misplaced views are told apart by the
/// views whose misplacement is their own (no misplaced ancestor): each resting on metrics the document does not
/// store (text in a font, an SF Symbol), or at least one that does not.
/// Where Xcode shows a conflict or misplaced views (the stored frames break a required constraint), `check` either
/// passes or fails on something else than a conflict or the misplaced views of a broken constraint; where Xcode
/// flagged a view,
/// the class says what the flags are on and what `check` finds there.
public enum CheckDisagreement: String, Sendable, CaseIterable {
    case quietButConflict = "no flag, check reports a conflict"
    case quietButAmbiguous = "no flag, check reports an ambiguous view"
    case quietButMisplacedUnstored = "no flag, check reports misplaced views, each resting on unstored metrics"
    case quietButMisplaced = "no flag, check reports misplaced views"
    case conflictingButPasses = "conflicting in Xcode, check passes"
    case conflictingButOther =
        "conflicting in Xcode, check fails on ambiguous views or on misplaced views no broken constraint relates"
    case flaggedMisplacedButPasses = "flagged misplaced only, check passes"
    case flaggedAmbiguousPriority = "flagged ambiguous, check passes: a flagged view is a content priority ambiguity"
    case flaggedAmbiguousDetermined = "flagged ambiguous, check passes: the flagged views are determined"

    /// The class of a document on which `check` and Xcode disagree; nil when they agree.
    public init?(scenes: [SceneLayout]) {
        let measure = CorpusMeasure(scenes: scenes)
        guard measure.checkAgreeing == 0, measure.checkCompared == 1 else { return nil }
        let views = scenes.flatMap(\.views)
        if measure.flaggedDocuments == 1 {
            let flagged = views.filter { $0.view.documentAmbiguous }
            if flagged.isEmpty {
                self = .flaggedMisplacedButPasses
            } else if flagged.contains(where: { $0.priorityAmbiguity != nil }) {
                self = .flaggedAmbiguousPriority
            } else {
                self = .flaggedAmbiguousDetermined
            }
            return
        }
        if measure.conflictingDocuments == 1 {
            self = measure.checkPassing == 1 ? .conflictingButPasses : .conflictingButOther
            return
        }
        if scenes.contains(where: DocumentCheckReporter.reportsConflict) {
            self = .quietButConflict
        } else if views.contains(where: \.isAmbiguous) {
            self = .quietButAmbiguous
        } else {
            let own = scenes.flatMap(Self.ownMisplacements)
            self =
                own.allSatisfy { $0.view.unstoredMetrics != nil || $0.unstoredMetricReach?.sources.isEmpty == false }
                ? .quietButMisplacedUnstored : .quietButMisplaced
        }
    }

    /// The views `check` reports misplaced whose superview it does not: the misplacements that are not carried
    /// from an ancestor.
    static func ownMisplacements(_ scene: SceneLayout) -> [SceneLayout.ViewResult] {
        let reported = Set(scene.views.filter(DocumentCheckReporter.isReportedMisplaced).map(\.view.id))
        return scene.views.filter { result in
            reported.contains(result.view.id) && !reported.contains(result.view.superview?.id ?? "")
        }
    }
}
