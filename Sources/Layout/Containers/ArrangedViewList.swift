/// A stack view's arranged views, in order, with each view's place, so that
/// finding or removing one, or finding its neighbours, takes constant time
/// however long the stack.
///
/// A removal leaves a hole instead of moving every view after it down; the
/// holes go in one pass when the list is next read whole (`views`), when a
/// view is inserted before the end, or when they outnumber the views, so
/// removing every view of a stack one at a time is linear in the views
/// (`CompactingList` does the same for the engine's lists, which are found
/// by key or from their ends rather than by identity). While there are
/// holes, each entry is linked to the entries before and after it that are
/// not holes.
struct ArrangedViewList {
    private var entries: [View] = []
    /// Whether each entry is a hole; empty while there is none.
    private var isHole: [Bool] = []
    private var holeCount = 0
    /// The index in `entries` of each view listed.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// While there are holes: for each entry, the index of the entry before
    /// it and after it that is not a hole (−1: none; for a hole, what they
    /// were when it was made), and the first and last such entries (−1: none).
    /// Without holes, neighbours are next to each other: nothing is kept.
    private var links: Links?

    private struct Links {
        var previous: [Int]
        var next: [Int]
        var head: Int
        var tail: Int
    }

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

    /// The first view, in constant time.
    var first: View? {
        guard let links else { return entries.first }
        return links.head < 0 ? nil : entries[links.head]
    }

    /// The last view, in constant time.
    var last: View? {
        guard let links else { return entries.last }
        return links.tail < 0 ? nil : entries[links.tail]
    }

    /// Whether `view` is listed.
    func contains(_ view: View) -> Bool {
        positions[ObjectIdentifier(view)] != nil
    }

    /// A number that orders the listed views as the list does, until the
    /// next insertion before the end or compaction; nil for a view not listed.
    func orderKey(of view: View) -> Int? {
        positions[ObjectIdentifier(view)]
    }

    /// The views just before and just after a listed view, in constant time.
    func neighbours(of view: View) -> (previous: View?, next: View?) {
        guard let position = positions[ObjectIdentifier(view)] else { return (nil, nil) }
        let previous = links?.previous[position] ?? position - 1
        let next = links?.next[position] ?? (position + 1 < entries.count ? position + 1 : -1)
        return (previous < 0 ? nil : entries[previous], next < 0 ? nil : entries[next])
    }

    /// Inserts a view that is not listed at `index` among the views (0...count).
    mutating func insert(_ view: View, at index: Int) {
        precondition(!contains(view), "a view is listed once")
        if index == count {
            let position = entries.count
            positions[ObjectIdentifier(view)] = position
            entries.append(view)
            if !isHole.isEmpty { isHole.append(false) }
            if var links {
                self.links = nil
                links.previous.append(links.tail)
                links.next.append(-1)
                if links.tail >= 0 { links.next[links.tail] = position } else { links.head = position }
                links.tail = position
                self.links = links
            }
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
        var links = self.links ?? Self.adjacentLinks(count: entries.count)
        self.links = nil
        let previous = links.previous[position], next = links.next[position]
        if previous >= 0 { links.next[previous] = next } else { links.head = next }
        if next >= 0 { links.previous[next] = previous } else { links.tail = previous }
        self.links = links
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
        links = nil
    }

    /// The links of `count` entries without holes, each next to the next.
    private static func adjacentLinks(count: Int) -> Links {
        var next = Array(1..<(count + 1))
        next[count - 1] = -1
        return Links(previous: Array(-1..<(count - 1)), next: next, head: 0, tail: count - 1)
    }
}
