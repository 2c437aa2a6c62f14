import TrellisLayoutScript

/// The fidelity figures of one document or of many: frames against stored frames, ambiguity against the document's flags.
///
/// A view is compared when it is not a root (a root's frame is an input), the
/// document does not flag it or any ancestor misplaced or ambiguous, and its
/// frame is worked out by the model (not inside an unmodelled stack view).
/// Ambiguity agreement is counted over every non-root view the model works out.
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
    }

    /// Adds another measure's counts.
    public static func += (total: inout CorpusMeasure, other: CorpusMeasure) {
        total.documents += other.documents
        total.compared += other.compared
        total.matching += other.matching
        total.ambiguityCompared += other.ambiguityCompared
        total.ambiguityAgreeing += other.ambiguityAgreeing
    }

    /// `views 120, within 0.5 pt 118 (98.3 %), ambiguity agrees 130/131 (99.2 %)`.
    public var summary: String {
        "views \(compared), within 0.5 pt \(matching) (\(percent(matching, compared))), "
            + "ambiguity agrees \(ambiguityAgreeing)/\(ambiguityCompared) (\(percent(ambiguityAgreeing, ambiguityCompared)))"
    }

    private func percent(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "-" }
        return ReportNumber.text((Double(part) * 1000 / Double(whole)).rounded() / 10, decimals: 1) + " %"
    }
}
