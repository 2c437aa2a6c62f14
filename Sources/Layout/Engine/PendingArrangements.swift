/// The stack and grid views whose constraints wait for the engine's update
/// pass (`LayoutEngine+Arrangements.swift`), and whether the pass is running.
struct PendingArrangements {
    /// In the order marked; each once, marked `needsArrangement`.
    private var views: [any ArrangingView] = []
    /// Whether `LayoutEngine.updateConstraintsIfNeeded()` is running: a
    /// container changed by another's update waits for its next round.
    private(set) var isUpdating = false

    var isEmpty: Bool { views.isEmpty }

    /// Lists a view that was just marked.
    mutating func append(_ view: any ArrangingView) { views.append(view) }

    /// Takes the views listed so far, leaving the list empty.
    mutating func takeBatch() -> [any ArrangingView] {
        var batch: [any ArrangingView] = []
        swap(&batch, &views)
        return batch
    }

    mutating func beginUpdate() { isUpdating = true }

    mutating func endUpdate() { isUpdating = false }

    /// What is wrong, one line each: every listed view is marked and listed
    /// once; no update pass is left running.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if views.contains(where: { !$0.needsArrangement }) {
            violations.append("a container waits for the update pass unmarked")
        }
        if Set(views.map { ObjectIdentifier($0) }).count != views.count {
            violations.append("a container waits for the update pass twice")
        }
        if isUpdating { violations.append("the update pass was left running") }
        return violations
    }
}
