/// A list of objects whose removals leave a hole instead of moving every
/// entry after it down: the holes go in one pass when the list is next read
/// whole (`elements`), or when they outnumber the entries. Removing many
/// entries one at a time, oldest first, then costs time linear in the list
/// rather than a memory move of its tail per removal.
///
/// A keyed list (the engine's views by creation serial, constraints by
/// activation order) is kept in ascending key order and finds an entry by
/// binary search on the keys, which holes keep; an unkeyed one (a view's
/// subviews, whose order the caller sets) finds it by searching from both
/// ends, past the holes at either end.
struct CompactingList<Element: AnyObject> {
    private var entries: [Element] = []
    /// Each entry's key; empty for an unkeyed list.
    private var keys: [Int] = []
    /// Whether each entry is a hole; empty while there is none.
    private var isHole: [Bool] = []
    private var holeCount = 0
    /// The live entries lie in `first..<end` (holes may lie between).
    private var first = 0
    private var end = 0

    init() {}

    /// The entries, in order, holes taken out first.
    var elements: [Element] {
        mutating get {
            compact()
            return entries
        }
    }

    /// The number of entries (holes not counted).
    var count: Int { entries.count - holeCount }

    var isEmpty: Bool { count == 0 }

    /// Empties the list.
    mutating func removeAll() { self = CompactingList() }

    /// Appends an entry with its key, which is not below the last key.
    mutating func append(_ element: Element, key: Int) {
        precondition(keys.last.map { $0 <= key } ?? true, "keys out of order")
        if entries.count == keys.count { keys.append(key) }
        appendEntry(element)
    }

    /// Appends an entry to an unkeyed list.
    mutating func append(_ element: Element) {
        precondition(keys.isEmpty, "a keyed list needs a key")
        appendEntry(element)
    }

    private mutating func appendEntry(_ element: Element) {
        entries.append(element)
        if !isHole.isEmpty { isHole.append(false) }
        end = entries.count
    }

    /// Inserts an entry at its key's place: after every entry whose key is not above it.
    mutating func insert(_ element: Element, key: Int) {
        compact()
        let index = keyPosition(after: key)
        entries.insert(element, at: index)
        keys.insert(key, at: index)
        end = entries.count
    }

    /// Inserts an entry into an unkeyed list at `index` among the live entries.
    mutating func insert(_ element: Element, at index: Int) {
        compact()
        precondition(keys.isEmpty, "insert(_:key:) keeps a keyed list in order")
        entries.insert(element, at: index)
        end = entries.count
    }

    /// Removes `element`, found by binary search on `key`; false when it is not there.
    @discardableResult
    mutating func remove(_ element: Element, key: Int) -> Bool {
        var index = keyPosition(before: key)
        while index < entries.count && keys[index] == key {
            if !hole(at: index) && entries[index] === element {
                makeHole(at: index)
                return true
            }
            index += 1
        }
        return false
    }

    /// Removes `element` from an unkeyed list, searching from both ends at
    /// once (an entry made last, or the oldest, is found at once); false when
    /// it is not there.
    @discardableResult
    mutating func remove(_ element: Element) -> Bool {
        var low = first
        var high = end - 1
        while low <= high {
            if entries[high] === element && !hole(at: high) {
                makeHole(at: high)
                return true
            }
            if entries[low] === element && !hole(at: low) {
                makeHole(at: low)
                return true
            }
            low += 1
            high -= 1
        }
        return false
    }

    /// Removes every entry that `shouldRemove` picks, in one pass.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        compact()
        guard entries.contains(where: shouldRemove) else { return }
        if keys.isEmpty {
            entries.removeAll(where: shouldRemove)
        } else {
            var keptEntries: [Element] = []
            var keptKeys: [Int] = []
            keptEntries.reserveCapacity(entries.count)
            keptKeys.reserveCapacity(entries.count)
            for (element, key) in zip(entries, keys) where !shouldRemove(element) {
                keptEntries.append(element)
                keptKeys.append(key)
            }
            entries = keptEntries
            keys = keptKeys
        }
        end = entries.count
    }

    private func hole(at index: Int) -> Bool { !isHole.isEmpty && isHole[index] }

    private mutating func makeHole(at index: Int) {
        if isHole.isEmpty { isHole = Array(repeating: false, count: entries.count) }
        isHole[index] = true
        holeCount += 1
        while first < end && isHole[first] { first += 1 }
        while end > first && isHole[end - 1] { end -= 1 }
        // Holes never hold more than half the storage, so memory stays
        // within twice the entries and each compaction is paid for by the
        // removals since the last one.
        if holeCount * 2 > entries.count { compact() }
    }

    /// Takes the holes out, in one pass.
    private mutating func compact() {
        guard holeCount > 0 else { return }
        var kept = 0
        for index in entries.indices where !isHole[index] {
            entries.swapAt(kept, index)
            if !keys.isEmpty { keys[kept] = keys[index] }
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        if !keys.isEmpty { keys.removeLast(keys.count - kept) }
        isHole = []
        holeCount = 0
        first = 0
        end = entries.count
    }

    /// The first index whose key is not below `key`.
    private func keyPosition(before key: Int) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first index whose key is above `key`.
    private func keyPosition(after key: Int) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] <= key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
