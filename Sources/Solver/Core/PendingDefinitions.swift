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
    private struct Entry {
        let index: Int
        let arrival: Int
        let coefficient: Double

        /// Whether this entry comes out before `other`: the later definition,
        /// then the earlier arrival.
        @inline(__always)
        func precedes(_ other: Entry) -> Bool {
            index > other.index || (index == other.index && arrival < other.arrival)
        }
    }

    private var heap: [Entry] = []
    private var arrivals = 0

    var isEmpty: Bool { heap.isEmpty }

    mutating func add(_ index: Int, _ coefficient: Double) {
        heap.append(Entry(index: index, arrival: arrivals, coefficient: coefficient))
        arrivals += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// The latest pending definition whose summed coefficient did not cancel.
    mutating func popLatest() -> (Int, Double)? {
        while let first = popFirst() {
            var sum = first.coefficient
            while let next = heap.first, next.index == first.index {
                _ = popFirst()
                let total = sum + next.coefficient
                sum = Tolerance.cancels(total, from: sum) ? 0 : total
            }
            if heap.isEmpty { arrivals = 0 }
            if !Tolerance.isNegligible(sum) { return (first.index, sum) }
        }
        return nil
    }

    /// Removes and returns the entry that comes out first.
    private mutating func popFirst() -> Entry? {
        guard !heap.isEmpty else { return nil }
        let first = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            var child = left
            if left + 1 < heap.count && heap[left + 1].precedes(heap[left]) { child = left + 1 }
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            parent = child
        }
        return first
    }
}
