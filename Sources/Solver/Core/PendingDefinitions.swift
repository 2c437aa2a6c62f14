/// Definitions waiting to be expanded into a row, latest first, with their
/// summed coefficients (`SolverCore.expandedRow`).
///
/// A max-heap of (definition, arrival) pairs. Expanding a definition adds
/// only earlier ones, so popping the latest first expands each once, with
/// every contribution to it summed. A long chain keeps many waiting at once —
/// a line of N views expands each view's left edge through the one before
/// it, and every width waits below — so look-ups and removals that walk the
/// list cost O(N) each and O(N²) a row; the heap costs O(log N).
///
/// The contributions to one definition are summed when it is popped, in the
/// order they arrived (arrival breaks ties in the heap), each sum that cancels
/// (`Tolerance.cancels(_:from:)`) going to zero: the same numbers as summing
/// them as they arrive.
struct PendingDefinitions {
    /// Ordered so that the least comes out first: the later definition,
    /// then the earlier arrival.
    private struct Entry: Comparable {
        let index: Int
        let arrival: Int
        let coefficient: Double

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            lhs.index > rhs.index || (lhs.index == rhs.index && lhs.arrival < rhs.arrival)
        }
    }

    private var heap = BinaryHeap<Entry>()
    private var arrivals = 0

    var isEmpty: Bool { heap.isEmpty }

    mutating func add(_ index: Int, _ coefficient: Double) {
        heap.push(Entry(index: index, arrival: arrivals, coefficient: coefficient))
        arrivals += 1
    }

    /// The latest pending definition whose summed coefficient did not cancel.
    mutating func popLatest() -> (Int, Double)? {
        while let first = heap.popFirst() {
            var sum = first.coefficient
            while let next = heap.first, next.index == first.index {
                _ = heap.popFirst()
                let total = sum + next.coefficient
                sum = Tolerance.cancels(total, from: sum) ? 0 : total
            }
            if heap.isEmpty { arrivals = 0 }
            if !Tolerance.isNegligible(sum) { return (first.index, sum) }
        }
        return nil
    }
}
