/// The rows that hold one symbol: one column of the tableau's index, as a set
/// of row ids (the ids of their basic symbols).
///
/// Stored as a sparse bitmap: 64-bit words keyed by `id >> 6`, sorted by key.
/// In a small dense tableau (a few hundred symbols, where a pivot moves
/// hundreds of cells in and out of columns) a column is a word or a few, so
/// adding or removing a row is a short search and a bit flip, with nothing to
/// shift; in a large sparse one it costs at most one word per row. Walking a
/// column yields ids in increasing order, so every choice made while walking
/// one breaks ties by the lowest id without sorting.
struct Column: Sequence, Sendable {
    fileprivate struct Word: Sendable {
        var key: Int32
        var bits: UInt64
    }

    fileprivate var words: [Word] = []

    var isEmpty: Bool { words.isEmpty }

    /// Where the word of `key` is, or where it would be inserted.
    @inline(__always)
    private func position(of key: Int32) -> (index: Int, found: Bool) {
        if words.count <= 8 {
            // A column of a small tableau: a short scan beats a search.
            for index in words.indices where words[index].key >= key {
                return (index, words[index].key == key)
            }
            return (words.count, false)
        }
        var low = 0
        var high = words.count
        while low < high {
            let mid = (low + high) >> 1
            let current = words[mid].key
            if current == key { return (mid, true) }
            if current < key { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// Adds `id` (nothing happens if it is already there).
    @inline(__always)
    mutating func insert(_ id: Int32) {
        let key = id >> 6
        let bit = UInt64(1) << UInt64(id & 63)
        if words.count > 8, words[words.count - 1].key < key {
            words.append(Word(key: key, bits: bit))
            return
        }
        let (index, found) = position(of: key)
        if found {
            words[index].bits |= bit
        } else {
            words.insert(Word(key: key, bits: bit), at: index)
        }
    }

    /// Removes `id`, if it is there.
    @inline(__always)
    mutating func remove(_ id: Int32) {
        let (index, found) = position(of: id >> 6)
        guard found else { return }
        let bits = words[index].bits & ~(UInt64(1) << UInt64(id & 63))
        if bits == 0 {
            words.remove(at: index)
        } else {
            words[index].bits = bits
        }
    }

    func contains(_ id: Int32) -> Bool {
        let (index, found) = position(of: id >> 6)
        return found && words[index].bits & (UInt64(1) << UInt64(id & 63)) != 0
    }

    /// The ids in increasing order.
    struct Iterator: IteratorProtocol {
        fileprivate let words: [Word]
        fileprivate var index = 0
        fileprivate var bits: UInt64 = 0
        fileprivate var base: Int32 = 0

        @inline(__always)
        mutating func next() -> Int32? {
            while bits == 0 {
                guard index < words.count else { return nil }
                bits = words[index].bits
                base = words[index].key << 6
                index += 1
            }
            let offset = Int32(bits.trailingZeroBitCount)
            bits &= bits &- 1
            return base | offset
        }
    }

    func makeIterator() -> Iterator { Iterator(words: words) }

    var underestimatedCount: Int { words.count }
}
