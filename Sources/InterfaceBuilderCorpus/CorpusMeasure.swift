import TrellisInterfaceBuilder
import TrellisLayoutScript

/// The fidelity figures of one document or of many: frames against stored frames, ambiguity against the
/// document's flags, and `check`'s verdict against Xcode's.
///
/// A view is compared when it is not a root (a root's frame is an input), the
/// document does not flag it or any ancestor misplaced or ambiguous, and its
/// frame is worked out by the model (not inside an unmodelled stack view).
/// Ambiguity agreement is counted over every non-root view the model works out.
///
/// Xcode's verdict on a document is judged from the document alone, in one of three categories: *flagged*
/// (it stored a `misplaced` or `ambiguous` flag on a view), *conflicting* (no flag, but its stored frames break
/// one of its own required constraints, `SceneLayout.storedFrameBreaks`), or *no flag* (neither). On a
/// conflicting document Xcode is not quiet, but the document alone does not say which of two things it shows:
/// a conflict, when its required constraints cannot all hold (Xcode laid the views out with one broken), or
/// misplaced views, when they can (the stored frames are then not the constraints' solution). `check` agrees
/// with Xcode on a flagged document when it fails it; on a conflicting one when it reports a conflict, or when
/// it finds that the required constraints all hold and reports misplaced a view that a broken constraint
/// relates (or a superview of one), with no ambiguous view; and on one with no flag when it passes it (no
/// conflict, ambiguous or misplaced view; see `DocumentCheckReporter.isClean`).
///
/// Two older definitions are kept beside it so the change shows: the conflict-only one
/// (`conflictOnlyCheckAgreeing`: on a conflicting document only a reported conflict agreed), and the two-category
/// one (`oldCheckAgreeing`: a conflicting document counted as unflagged, and `check` agreed on it only by passing
/// it).
public struct CorpusMeasure: Sendable, Equatable {
    /// Documents read without error.
    public var documents = 0
    /// Views compared with their stored frames.
    public var compared = 0
    /// Compared views whose solved frame is within 0.5 point of the stored one in x, y, width and height.
    public var matching = 0
    /// Views whose ambiguity was compared with the document's `ambiguous` flag.
    public var ambiguityCompared = 0
    /// Of those, how many agree.
    public var ambiguityAgreeing = 0
    /// Documents on which Xcode stored no `misplaced` or `ambiguous` flag (conflicting ones included).
    public var unflaggedDocuments = 0
    /// Of those, how many `check` passes.
    public var unflaggedPassing = 0
    /// Unflagged documents whose stored frames break one of their required constraints: conflicting in Xcode.
    public var conflictingDocuments = 0
    /// Of those, how many `check` reports a conflict on.
    public var conflictingReported = 0
    /// Of those, how many `check` passes.
    public var conflictingPassing = 0
    /// Of those, how many `check` reports no conflict and no ambiguous view on, but misplaced views among which a
    /// view that a broken constraint relates, or a superview of one: the constraints all hold, and the stored
    /// frames are misplaced.
    public var conflictingMisplacedReported = 0
    /// Documents on which Xcode stored a `misplaced` or `ambiguous` flag.
    public var flaggedDocuments = 0
    /// Of those, how many `check` fails.
    public var flaggedFailing = 0

    public init() {}

    /// The figures of one laid-out document.
    public init(scenes: [SceneLayout]) {
        documents = 1
        for scene in scenes {
            for result in scene.views
            where result.view.superview != nil && StackViewSupport.isComparable(result.view) {
                ambiguityCompared += 1
                if result.isAmbiguous == result.view.documentAmbiguous { ambiguityAgreeing += 1 }
                guard result.isCompared else { continue }
                compared += 1
                if !result.isMisplaced { matching += 1 }
            }
        }
        let passes = scenes.allSatisfy(DocumentCheckReporter.isClean)
        if Self.isFlaggedByXcode(scenes) {
            flaggedDocuments = 1
            if !passes { flaggedFailing = 1 }
        } else {
            unflaggedDocuments = 1
            if passes { unflaggedPassing = 1 }
            if Self.isConflictingInXcode(scenes) {
                conflictingDocuments = 1
                if passes { conflictingPassing = 1 }
                if scenes.contains(where: DocumentCheckReporter.reportsConflict) {
                    conflictingReported = 1
                } else if Self.reportsMisplacedBreaks(scenes) {
                    conflictingMisplacedReported = 1
                }
            }
        }
    }

    /// Whether Xcode stored a `misplaced` or `ambiguous` flag on any view of the scenes.
    public static func isFlaggedByXcode(_ scenes: [SceneLayout]) -> Bool {
        scenes.contains { scene in scene.views.contains { $0.view.documentMisplaced || $0.view.documentAmbiguous } }
    }

    /// Whether the stored frames of scenes break one of their required constraints (Xcode shows a conflict).
    public static func isConflictingInXcode(_ scenes: [SceneLayout]) -> Bool {
        scenes.contains { !$0.storedFrameBreaks.isEmpty }
    }

    /// Whether `check` reports no ambiguous view in scenes and, in a scene whose stored frames break a required
    /// constraint, reports misplaced a view that constraint relates or a superview of one.
    public static func reportsMisplacedBreaks(_ scenes: [SceneLayout]) -> Bool {
        guard !scenes.contains(where: { $0.views.contains(where: \.isAmbiguous) }) else { return false }
        return scenes.contains { scene in
            let misplaced = Set(scene.views.filter(DocumentCheckReporter.isReportedMisplaced).map(\.view.id))
            guard !misplaced.isEmpty else { return false }
            var superviewOf: [String: String] = [:]
            for result in scene.views { superviewOf[result.view.id] = result.view.superview?.id }
            return scene.storedFrameBreaks.contains { broken in
                broken.views.contains { id in
                    var current: String? = id
                    while let view = current {
                        if misplaced.contains(view) { return true }
                        current = superviewOf[view]
                    }
                    return false
                }
            }
        }
    }

    /// Documents whose `check` verdict was compared with Xcode's.
    public var checkCompared: Int { unflaggedDocuments + flaggedDocuments }

    /// Documents with no flag and no conflict in Xcode.
    public var quietDocuments: Int { unflaggedDocuments - conflictingDocuments }

    /// Of those, how many `check` passes.
    public var quietPassing: Int { unflaggedPassing - conflictingPassing }

    /// Of the documents compared, how many agree: passed with no flag; a conflict reported, or misplaced views
    /// where the constraints all hold, where the stored frames break a required constraint; or failed and flagged.
    public var checkAgreeing: Int { quietPassing + conflictingReported + conflictingMisplacedReported + flaggedFailing }

    /// How many agree under the conflict-only definition: as `checkAgreeing`, but on a conflicting document only a
    /// reported conflict agrees.
    public var conflictOnlyCheckAgreeing: Int { quietPassing + conflictingReported + flaggedFailing }

    /// How many agree under the older definition: passed and unflagged (conflicting or not), or failed and flagged.
    public var oldCheckAgreeing: Int { unflaggedPassing + flaggedFailing }

    /// Documents `check` passes, flagged or not.
    public var checkPassing: Int { unflaggedPassing + flaggedDocuments - flaggedFailing }

    /// Adds another measure's counts.
    public static func += (total: inout CorpusMeasure, other: CorpusMeasure) {
        total.documents += other.documents
        total.compared += other.compared
        total.matching += other.matching
        total.ambiguityCompared += other.ambiguityCompared
        total.ambiguityAgreeing += other.ambiguityAgreeing
        total.unflaggedDocuments += other.unflaggedDocuments
        total.unflaggedPassing += other.unflaggedPassing
        total.flaggedDocuments += other.flaggedDocuments
        total.flaggedFailing += other.flaggedFailing
        total.conflictingDocuments += other.conflictingDocuments
        total.conflictingReported += other.conflictingReported
        total.conflictingPassing += other.conflictingPassing
        total.conflictingMisplacedReported += other.conflictingMisplacedReported
    }

    /// `views 120, within 0.5 pt 118 (98.3 %), ambiguity agrees 130/131 (99.2 %)`.
    public var summary: String {
        "views \(compared), within 0.5 pt \(matching) (\(Self.percent(matching, compared))), "
            + "ambiguity agrees \(ambiguityAgreeing)/\(ambiguityCompared) "
            + "(\(Self.percent(ambiguityAgreeing, ambiguityCompared)))"
    }

    /// `check agrees 9/10 (90 %): passes 5/6 with no flag, reports a conflict on 1/2 and misplaced views on 1/2
    /// conflicting in Xcode, fails 2/2 flagged; conflict-only definition 8/10 (80 %); older definition 7/10 (70 %)`.
    public var checkSummary: String {
        "check agrees \(checkAgreeing)/\(checkCompared) (\(Self.percent(checkAgreeing, checkCompared))): "
            + "passes \(quietPassing)/\(quietDocuments) with no flag, "
            + "reports a conflict on \(conflictingReported)/\(conflictingDocuments) and misplaced views on "
            + "\(conflictingMisplacedReported)/\(conflictingDocuments) conflicting in Xcode, "
            + "fails \(flaggedFailing)/\(flaggedDocuments) flagged; "
            + "conflict-only definition \(conflictOnlyCheckAgreeing)/\(checkCompared) "
            + "(\(Self.percent(conflictOnlyCheckAgreeing, checkCompared))); "
            + "older definition \(oldCheckAgreeing)/\(checkCompared) (\(Self.percent(oldCheckAgreeing, checkCompared)))"
    }

    /// What Xcode says of one document: `flagged`, `conflicting` or `no flag`.
    public var xcodeCategory: String {
        flaggedDocuments > 0 ? "flagged" : conflictingDocuments > 0 ? "conflicting" : "no flag"
    }

    /// `98.3 %`, or `-` for no whole.
    static func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "-" }
        return ReportNumber.text((Double(part) * 1000 / Double(whole)).rounded() / 10, decimals: 1) + " %"
    }
}
