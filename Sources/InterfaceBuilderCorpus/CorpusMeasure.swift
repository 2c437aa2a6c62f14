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
/// `check` agrees with Xcode on a document when it passes the document (no
/// conflict, ambiguous or misplaced view; see `DocumentCheckReporter.isClean`)
/// and Xcode stored no `misplaced` or `ambiguous` flag on any of its views, or
/// when it fails the document and Xcode stored such a flag.
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
    /// Documents on which Xcode stored no `misplaced` or `ambiguous` flag.
    public var unflaggedDocuments = 0
    /// Of those, how many `check` passes.
    public var unflaggedPassing = 0
    /// Documents on which Xcode stored a `misplaced` or `ambiguous` flag.
    public var flaggedDocuments = 0
    /// Of those, how many `check` fails.
    public var flaggedFailing = 0

    public init() {}

    /// The figures of one laid-out document.
    public init(scenes: [SceneLayout]) {
        documents = 1
        for scene in scenes {
            for result in scene.views where result.view.superview != nil && !StackViewSupport.isUnmodelled(result.view)
            {
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
        }
    }

    /// Whether Xcode stored a `misplaced` or `ambiguous` flag on any view of the scenes.
    public static func isFlaggedByXcode(_ scenes: [SceneLayout]) -> Bool {
        scenes.contains { scene in scene.views.contains { $0.view.documentMisplaced || $0.view.documentAmbiguous } }
    }

    /// Documents whose `check` verdict was compared with Xcode's flags.
    public var checkCompared: Int { unflaggedDocuments + flaggedDocuments }

    /// Of those, how many agree: passed and unflagged, or failed and flagged.
    public var checkAgreeing: Int { unflaggedPassing + flaggedFailing }

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
    }

    /// `views 120, within 0.5 pt 118 (98.3 %), ambiguity agrees 130/131 (99.2 %)`.
    public var summary: String {
        "views \(compared), within 0.5 pt \(matching) (\(Self.percent(matching, compared))), "
            + "ambiguity agrees \(ambiguityAgreeing)/\(ambiguityCompared) "
            + "(\(Self.percent(ambiguityAgreeing, ambiguityCompared)))"
    }

    /// `check agrees 9/10 (90.0 %): passes 7/8 unflagged, fails 2/2 flagged`.
    public var checkSummary: String {
        "check agrees \(checkAgreeing)/\(checkCompared) (\(Self.percent(checkAgreeing, checkCompared))): "
            + "passes \(unflaggedPassing)/\(unflaggedDocuments) unflagged, "
            + "fails \(flaggedFailing)/\(flaggedDocuments) flagged"
    }

    /// `98.3 %`, or `-` for no whole.
    static func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "-" }
        return ReportNumber.text((Double(part) * 1000 / Double(whole)).rounded() / 10, decimals: 1) + " %"
    }
}
