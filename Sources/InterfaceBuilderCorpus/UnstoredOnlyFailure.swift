import TrellisInterfaceBuilder

/// A document `check` fails only on misplaced views that rest on metrics the document does not store: no conflict,
/// no ambiguous view, and each view whose misplacement is its own (`CheckDisagreement.ownMisplacements`) has its
/// size resting on such metrics or is moved by an estimated baseline (`UnstoredMetricReach`). It measures what a
/// policy that did not fail such views would pass, by Xcode's verdict (`Docs/InterfaceBuilder.md`, "Text and
/// baselines of the twelfth round").
public struct UnstoredOnlyFailure: Sendable, Equatable {
    /// The views whose misplacement is their own.
    public var views: Int
    /// The largest difference between a stored and a laid-out frame of those views, in x, y, width or height.
    public var largestDifference: Double

    /// The failure of a document `check` fails; nil when it passes or fails on anything else.
    public init?(scenes: [SceneLayout]) {
        guard !scenes.allSatisfy(DocumentCheckReporter.isClean),
            !scenes.contains(where: { $0.failure != nil || DocumentCheckReporter.reportsConflict($0) }),
            !scenes.contains(where: { $0.views.contains(where: \.isAmbiguous) })
        else { return nil }
        let own = scenes.flatMap(CheckDisagreement.ownMisplacements)
        guard !own.isEmpty,
            own.allSatisfy({ $0.view.unstoredMetrics != nil || $0.unstoredMetricReach?.sources.isEmpty == false })
        else { return nil }
        views = own.count
        largestDifference =
            own.map { result in
                let (stored, laid) = (result.view.documentFrame, result.frame)
                return [
                    stored.minX - laid.minX, stored.minY - laid.minY, stored.width - laid.width,
                    stored.height - laid.height,
                ].map(abs).max() ?? 0
            }.max() ?? 0
    }
}
