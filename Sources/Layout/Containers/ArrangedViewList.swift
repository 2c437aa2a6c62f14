/// A stack view's arranged views, in order, with each view's place, so that
/// finding or removing one takes constant time however long the stack.
///
/// A removal leaves a hole instead of moving every view after it down; the
/// holes go in one pass when the list is next read whole (`views`), when a
/// view is inserted before the end, or when they outnumber the views, so
/// removing every view of a stack one at a time is linear in the views
/// (`CompactingList` does the same for the engine's lists, which are found
/// by key or from their ends rather than by identity).
struct ArrangedViewList {
    private var entries: [View] = []
    /// Whether each entry is a hole; empty while there is none.
    private var isHole: [Bool] = []
    private var holeCount = 0
    /// The index in `entries` of each view listed.
    private var positions: [ObjectIdentifier: Int] = [:]

    init() {}

    /// The views, in order, holes taken out first.
    var views: [View] {
        mutating get {
            compact()
            return entries
        }
    }

    /// The number of views (holes not counted).
    var count: Int { entries.count - holeCount }

    /// Whether `view` is listed.
    func contains(_ view: View) -> Bool {
        positions[ObjectIdentifier(view)] != nil
    }

    /// Inserts a view that is not listed at `index` among the views (0...count).
    mutating func insert(_ view: View, at index: Int) {
        precondition(!contains(view), "a view is listed once")
        if index == count {
            positions[ObjectIdentifier(view)] = entries.count
            entries.append(view)
            if !isHole.isEmpty { isHole.append(false) }
            return
        }
        compact()
        entries.insert(view, at: index)
        for position in index..<entries.count { positions[ObjectIdentifier(entries[position])] = position }
    }

    /// Removes `view`; false when it is not listed.
    @discardableResult
    mutating func remove(_ view: View) -> Bool {
        guard let position = positions.removeValue(forKey: ObjectIdentifier(view)) else { return false }
        if isHole.isEmpty { isHole = Array(repeating: false, count: entries.count) }
        isHole[position] = true
        holeCount += 1
        // Holes never hold more than half the storage, so memory stays
        // within twice the views and each compaction is paid for by the
        // removals since the last one.
        if holeCount * 2 > entries.count { compact() }
        return true
    }

    /// Removes every view that `shouldRemove` picks, in one pass.
    mutating func removeAll(where shouldRemove: (View) -> Bool) {
        compact()
        guard entries.contains(where: shouldRemove) else { return }
        entries.removeAll(where: shouldRemove)
        positions = [:]
        for (position, view) in entries.enumerated() { positions[ObjectIdentifier(view)] = position }
    }

    /// Empties the list.
    mutating func removeAll() { self = ArrangedViewList() }

    /// Takes the holes out, in one pass.
    private mutating func compact() {
        guard holeCount > 0 else { return }
        var kept = 0
        for position in entries.indices where !isHole[position] {
            entries.swapAt(kept, position)
            positions[ObjectIdentifier(entries[kept])] = kept
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        isHole = []
        holeCount = 0
    }
}
