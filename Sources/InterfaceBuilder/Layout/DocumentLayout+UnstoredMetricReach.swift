import TrellisLayout
import TrellisLayoutScript

/// How far metrics the document does not store can move a view's frame through the constraints that place it.
///
/// A label's, button's or text field's baselines follow from its font's ascender, descender and line height, which
/// the document does not store (its font's name and point size only): Trellis estimates them from the point size
/// (`TextRules`), known to about `MisplacementRules.unstoredMetricsTolerance`. A view aligned to such a baseline, or
/// placed after or centred on a view that is, moves with it: how much is the layout's own dependency on each
/// baseline, measured by laying the scene out again with that text raised by the tolerance. (A text's size needs no
/// such allowance: the stored size that stands in for it is the text's size rounded to pixels, as the laid-out
/// frames are.)
public struct UnstoredMetricReach: Sendable, Equatable {
    /// How far the unstored metrics, each within the tolerance, move the view's x, y, width and height.
    public var x = 0.0
    public var y = 0.0
    public var width = 0.0
    public var height = 0.0
    /// The views whose unstored metrics move it, in document order: `label 'Title' (x-1)`.
    public var sources: [String] = []

    /// Whether a laid-out frame differs from the stored one in each of x, y, width and height by no more than half a
    /// point (the misplacement tolerance) beyond what the unstored metrics reach.
    func explains(stored: Rect, laidOut: Rect) -> Bool {
        let reaches = [x, y, width, height]
        return !sources.isEmpty
            && zip(Self.differences(stored, laidOut), reaches).allSatisfy { abs($0) <= 0.5 + $1 + 1e-9 }
    }

    /// Each move with its component's name, as findings print them: `x 0, y 1, width 0, height 0`.
    var namedMoves: [(name: String, move: Double)] {
        [("x", x), ("y", y), ("width", width), ("height", height)]
    }

    /// `a` minus `b` in x, y, width and height, in that order.
    static func differences(_ a: Rect, _ b: Rect) -> [Double] {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
    }
}

extension DocumentLayout {
    /// The view with its text `amount` higher in its frame: its last baseline further from the bottom, its first
    /// nearer the top; nil when the view has no estimated baseline.
    static func withBaselinesRaised(_ view: DocumentView, by amount: Double) -> DocumentView? {
        guard view.unstoredMetrics != nil, view.baselineFromBottom != nil || view.firstBaselineFromTop != nil else {
            return nil
        }
        var moved = view
        moved.baselineFromBottom = view.baselineFromBottom.map { $0 + amount }
        moved.firstBaselineFromTop = view.firstBaselineFromTop.map { $0 - amount }
        return moved
    }

    /// The results with `unstoredMetricReach` set on each view `check` would otherwise report misplaced: for every
    /// group of texts with estimated baselines alike (`alikeGroups`) in the same container (the subtree of the
    /// misplaced view's superview's superview), the scene is laid out again (unrounded) with those texts raised by
    /// the tolerance together, and each such view's move from `unrounded` (the scene's own results before rounding,
    /// with its `conflicts`) in x, y, width and height is added up. Leaving out texts further away, or beyond
    /// `MisplacementRules.unstoredMetricReachSourceLimit`, only makes the reach smaller.
    static func withUnstoredMetricReach(
        _ results: [SceneLayout.ViewResult], unrounded: [SceneLayout.ViewResult],
        conflicts baseReport: [LayoutReport.Conflict],
        scene: DocumentScene, of document: InterfaceBuilderDocument
    ) -> [SceneLayout.ViewResult] {
        let candidates = results.indices.filter { DocumentCheckReporter.isMisplacedBeyondOwnMetrics(results[$0]) }
        guard MisplacementRules.measuresUnstoredMetricReach(on: document.platform), !candidates.isEmpty else {
            return results
        }
        var containers: [String: String] = [:]
        for index in candidates {
            let view = results[index].view
            containers[view.id] = (view.superview?.superview ?? view.superview ?? view).id
        }
        let within = Set(containers.values)
        var sources: [DocumentView] = []
        var owners: [String: Set<String>] = [:]
        func collect(_ view: DocumentView, in open: Set<String>) {
            var open = open
            if within.contains(view.id) { open.insert(view.id) }
            if withBaselinesRaised(view, by: 0) != nil, !open.isEmpty,
                sources.count < MisplacementRules.unstoredMetricReachSourceLimit
            {
                sources.append(view)
                owners[view.id] = open
            }
            view.subviews.forEach { collect($0, in: open) }
        }
        scene.roots.forEach { collect($0, in: []) }
        guard !sources.isEmpty else { return results }
        let ids = Set(candidates.map { results[$0].view.id })
        func candidateResults(_ views: [SceneLayout.ViewResult]) -> [String: SceneLayout.ViewResult] {
            var found: [String: SceneLayout.ViewResult] = [:]
            for result in views where ids.contains(result.view.id) { found[result.view.id] = result }
            return found
        }
        func names(_ conflicts: [LayoutReport.Conflict]) -> [[String]] {
            conflicts.map { $0.constraints.map(\.name) + [$0.broken.name] }
        }
        let baseResults = candidateResults(unrounded)
        let baseConflicts = names(baseReport)
        var reaches: [String: UnstoredMetricReach] = [:]
        for group in alikeGroups(sources) {
            var raised = scene
            for source in group {
                guard let moved = withBaselinesRaised(source, by: MisplacementRules.unstoredMetricsTolerance) else {
                    continue
                }
                raised = raised.replacing(moved)
            }
            let layout = layOut(raised, of: document, exact: true)
            // A raise that breaks other constraints jumps to another layout: no measure of the metrics' reach.
            guard layout.failure == nil, names(layout.report.conflicts) == baseConflicts else { continue }
            for (id, result) in candidateResults(layout.views) {
                guard let was = baseResults[id], let container = containers[id],
                    result.isAmbiguous == was.isAmbiguous,
                    (result.priorityAmbiguity == nil) == (was.priorityAmbiguity == nil)
                else { continue }
                let owning = group.filter { owners[$0.id]?.contains(container) == true }
                guard !owning.isEmpty else { continue }
                let moves = UnstoredMetricReach.differences(result.frame, was.frame).map(abs)
                guard moves.contains(where: { $0 > 1e-6 }),
                    moves.allSatisfy({ $0 <= MisplacementRules.unstoredMetricReachMoveLimit })
                else { continue }
                var reach = reaches[id] ?? UnstoredMetricReach()
                reach.x += moves[0]
                reach.y += moves[1]
                reach.width += moves[2]
                reach.height += moves[3]
                reach.sources += owning.map(DocumentCheckReporter.describe)
                reaches[id] = reach
            }
        }
        var measured = results
        for index in candidates { measured[index].unstoredMetricReach = reaches[measured[index].view.id] }
        return measured
    }
}

extension DocumentLayout {
    /// The texts in groups whose estimated metrics err alike: the same element, stored height and estimated
    /// baselines (so the same font and point size, the test `DocumentCheckReporter.estimatedBaseline` uses), in
    /// document order of each group's first text. Raised together, as one source: the font's true metrics move all
    /// of them the same way, so a view aligned between two of them does not move, where raising each on its own and
    /// adding the moves would count the same error twice in opposite directions.
    static func alikeGroups(_ texts: [DocumentView]) -> [[DocumentView]] {
        var groups: [[DocumentView]] = []
        for text in texts {
            if let index = groups.firstIndex(where: { $0[0].hasEstimatedMetricsAlike(text) }) {
                groups[index].append(text)
            } else {
                groups.append([text])
            }
        }
        return groups
    }
}

extension DocumentView {
    /// Whether two texts' estimated metrics err alike: the same element, stored height and estimated baselines.
    func hasEstimatedMetricsAlike(_ other: DocumentView) -> Bool {
        element == other.element && documentFrame.height == other.documentFrame.height
            && baselineFromBottom == other.baselineFromBottom && firstBaselineFromTop == other.firstBaselineFromTop
    }
}

extension DocumentScene {
    /// The scene with the view of the same id replaced (its subviews kept as they are).
    func replacing(_ view: DocumentView) -> DocumentScene {
        func replaced(_ node: DocumentView) -> DocumentView {
            if node.id == view.id {
                var new = view
                new.subviews = node.subviews
                return new
            }
            var node = node
            node.subviews = node.subviews.map(replaced)
            return node
        }
        var scene = self
        scene.roots = roots.map(replaced)
        return scene
    }
}
