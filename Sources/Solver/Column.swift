/// The rows that hold one symbol: one column of the tableau's index, as a set
/// of row ids (the ids of their basic symbols).
///
/// Stored as a sparse bitmap of 64-bit words keyed by `id >> 6`. The rows
/// that share a symbol are usually close in id (a small layout, or one
/// block of a large one), so eight consecutive words — 512 ids, centred on
/// the first id inserted — are kept inline, and only words outside them go to
/// a sorted spill array. (Four aligned words were too few: an enaml block
/// spans about 300 ids, and half the updates of a resize in the hundredth
/// block went to the spill array.) In a small dense tableau, where a pivot moves
/// hundreds of cells in and out of columns, adding or removing a row is then
/// a bit flip, with no array to search, check for uniqueness or shift; in a
/// large sparse one a column costs at most one spilled word per row. Walking
/// a column yields ids in increasing order, so every choice made while
/// walking one breaks ties by the lowest id without sorting.
struct Column: Sequence, Sendable {
    fileprivate struct Word: Sendable {
        var key: Int32
        var bits: UInt64
    }

    /// The key of the first inline word; -1 until the first insertion.
    fileprivate var base: Int32 = -1
    fileprivate var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// How many words are inline.
    fileprivate static let inlineWords = 8
    /// The words outside `base ..< base + inlineWords`, sorted by key, none zero.
    fileprivate var spill: [Word] = []

    var isEmpty: Bool {
        inline.0 | inline.1 | inline.2 | inline.3 | inline.4 | inline.5 | inline.6 | inline.7 == 0 && spill.isEmpty
    }

    /// The inline word `offset` (0 ..< inlineWords).
    @inline(__always)
    fileprivate func inlineWord(_ offset: Int) -> UInt64 {
        withUnsafeBytes(of: inline) { $0.load(fromByteOffset: offset &* 8, as: UInt64.self) }
    }

    /// Applies `update` to the inline word `offset` (0 ..< 4) in place (a homogeneous
    /// tuple is laid out as an array, so the word is addressed directly).
    @inline(__always)
    private mutating func updateInlineWord(_ offset: Int, _ update: (inout UInt64) -> Void) {
        withUnsafeMutablePointer(to: &inline) { tuple in
            tuple.withMemoryRebound(to: UInt64.self, capacity: Column.inlineWords) { update(&$0[offset]) }
        }
    }

    /// Where the spilled word of `key` is, or where it would be inserted.
    @inline(__always)
    private func position(of key: Int32) -> (index: Int, found: Bool) {
        spill.sortedPosition(of: key) { $0.key }
    }

    /// Adds `id` (nothing happens if it is already there).
    @inline(__always)
    mutating func insert(_ id: Int32) {
        let key = id >> 6
        let bit = UInt64(1) << UInt64(id & 63)
        if base < 0 { base = Swift.max(0, key - Int32(Column.inlineWords / 2)) }
        let offset = Int(key) - Int(base)
        if offset >= 0 && offset < Column.inlineWords {
            updateInlineWord(offset) { $0 |= bit }
            return
        }
        if let last = spill.last, last.key < key {
            spill.append(Word(key: key, bits: bit))
            return
        }
        let (index, found) = position(of: key)
        if found {
            spill[index].bits |= bit
        } else {
            spill.insert(Word(key: key, bits: bit), at: index)
        }
    }

    /// Removes `id`, if it is there.
    @inline(__always)
    mutating func remove(_ id: Int32) {
        let key = id >> 6
        let mask = ~(UInt64(1) << UInt64(id & 63))
        let offset = Int(key) - Int(base)
        if offset >= 0 && offset < Column.inlineWords {
            updateInlineWord(offset) { $0 &= mask }
            return
        }
        let (index, found) = position(of: key)
        guard found else { return }
        let bits = spill[index].bits & mask
        if bits == 0 {
            spill.remove(at: index)
        } else {
            spill[index].bits = bits
        }
    }

    func contains(_ id: Int32) -> Bool {
        let key = id >> 6
        let bit = UInt64(1) << UInt64(id & 63)
        let offset = Int(key) - Int(base)
        if base >= 0 && offset >= 0 && offset < Column.inlineWords { return inlineWord(offset) & bit != 0 }
        let (index, found) = position(of: key)
        return found && spill[index].bits & bit != 0
    }

    /// The ids in increasing order: the spilled words below the inline ones,
    /// the inline ones, then the spilled words above.
    struct Iterator: IteratorProtocol {
        fileprivate let column: Column
        /// How many spilled words come before the inline ones.
        fileprivate let below: Int
        /// The next word, counting the spilled words below, the four inline
        /// words, then the spilled words above.
        fileprivate var index = 0
        fileprivate var bits: UInt64 = 0
        fileprivate var origin: Int32 = 0

        @inline(__always)
        mutating func next() -> Int32? {
            while bits == 0 {
                let count = column.spill.count + (column.base < 0 ? 0 : Column.inlineWords)
                guard index < count else { return nil }
                if index < below {
                    bits = column.spill[index].bits
                    origin = column.spill[index].key << 6
                } else if column.base >= 0 && index < below + Column.inlineWords {
                    bits = column.inlineWord(index - below)
                    origin = (column.base + Int32(index - below)) << 6
                } else {
                    let spilled = index - (column.base < 0 ? 0 : Column.inlineWords)
                    bits = column.spill[spilled].bits
                    origin = column.spill[spilled].key << 6
                }
                index += 1
            }
            let offset = Int32(bits.trailingZeroBitCount)
            bits &= bits &- 1
            return origin | offset
        }
    }

    func makeIterator() -> Iterator {
        var below = 0
        while below < spill.count && spill[below].key < base { below += 1 }
        return Iterator(column: self, below: below)
    }
}
