/// The infeasible rows of one dual simplex run in order of the steepest-edge
/// score, for runs with many of them: a scan of every recorded row per pivot
/// makes a run that fixes n rows O(n²) (the closing edge of a `fillEqually`
/// stack leaves a row per view below zero).
///
/// Scores are taken when a row is queued and checked when it comes out: a
/// row whose score changed since (a pivot substituted into it, which records
/// it again, so it is queued again with its new score) is queued again, and
/// one that recovered is dropped. The row that comes out with its score
/// unchanged is the one a scan would take — the greatest score, lowest id on
/// ties — since every row whose score rose since it was queued was recorded,
/// and so queued, again.
struct InfeasibleRowQueue {
    struct Entry: Comparable {
        var score: Double
        var id: Int32

        /// Greater scores first, then lower ids: the heap's least is the row
        /// to take.
        static func < (a: Entry, b: Entry) -> Bool {
            a.score > b.score || (a.score == b.score && a.id < b.id)
        }
    }

    /// Recorded rows above which a run keeps them in the heap rather than
    /// scanning them.
    static let threshold = 64

    var heap = BinaryHeap<Entry>()

    /// Empties the heap into `rows` (the tableau's record of infeasible
    /// rows), so that whoever reads the record next sees every row queued.
    mutating func drain(into rows: inout [Int32]) {
        while let entry = heap.popFirst() { rows.append(entry.id) }
    }
}
