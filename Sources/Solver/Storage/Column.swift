/// The rows that hold one symbol: one column of the tableau's index, as a set
/// of row ids (the ids of their basic symbols).
///
/// Stored as a sparse bitmap of 64-bit words keyed by `id >> 6`, in three
/// parts: the *near* words — one word inline, or, once the rows span more
/// than one word, a *window* of up to `maxWindow` consecutive words in the
/// index's shared word pool (`ColumnIndex`) — and the *far* words outside
/// them, in a sorted array of their own.
///
/// Most symbols of a large layout sit in one to three rows made at about the
/// same time, so their column is one inline word: 24 bytes, no allocation,
/// nothing to release. (There is a column for every symbol, so its size
/// counts: 120,000 of them in a row of 10,000 views. The far words are a list
/// in the index, not an array in the column, so that the columns are plain
/// data — freeing a solver does not walk them.) The rows that share a symbol
/// in a small dense tableau, or in one block of a large one, span a few
/// hundred ids: the window holds them all, so a pivot that moves hundreds of
/// cells in and out of columns flips bits in place — in the pool, through a
/// pointer, with no array of its own to check for uniqueness. Only a row far
/// from the others (a constraint across a whole layout) goes to the far
/// words. Walking a column yields ids in increasing order, so every choice
/// made while walking one breaks ties by the lowest id without sorting.
struct Column: Sendable {
    struct Word: Sendable {
        var key: Int32
        var bits: UInt64
    }

    /// The word of key `base`, while there is no window.
    var inline: UInt64 = 0
    /// The key of the inline word, or of the window's first word once there
    /// is a window; -1 until the first insertion.
    var base: Int32 = -1
    /// Where the window starts in the pool, and how many words it spans
    /// (0: no window). A window never shrinks.
    var windowStart: Int32 = 0
    var windowWidth: Int32 = 0
    /// Which of the index's far lists holds the words outside the near ones
    /// (sorted by key, none zero); -1 when there are none.
    var farList: Int32 = -1

    /// The most words a window spans (4,096 ids, 512 bytes).
    static let maxWindow = 64
    /// How many words a window spans when it opens.
    static let openingWindow = 8

    /// How many near words there are (0 before the first insertion).
    @inline(__always)
    var nearCount: Int {
        base < 0 ? 0 : (windowWidth == 0 ? 1 : Int(windowWidth))
    }

    /// Whether every near word is zero: the inline word, or the window's
    /// words in the pool `words` (what `ColumnRows.isEmpty` and
    /// `ColumnIndex.isEmpty(_:)` read besides the far words).
    @inline(__always)
    func nearWordsAreZero(in words: [UInt64]) -> Bool {
        guard windowWidth > 0 else { return inline == 0 }
        let start = Int(windowStart)
        return (start..<start + Int(windowWidth)).allSatisfy { words[$0] == 0 }
    }

    /// Where the word of `key` is in far words `far`, or where it would be inserted.
    @inline(__always)
    static func farPosition(of key: Int32, in far: [Word]) -> (index: Int, found: Bool) {
        far.sortedPosition(of: key) { $0.key }
    }

    /// Sets a bit of far words `far`.
    static func insertFar(_ key: Int32, _ bit: UInt64, into far: inout [Word]) {
        if let last = far.last, last.key < key {
            far.append(Word(key: key, bits: bit))
            return
        }
        let (index, found) = farPosition(of: key, in: far)
        if found {
            far[index].bits |= bit
        } else {
            far.insert(Word(key: key, bits: bit), at: index)
        }
    }

    /// Clears a bit of far words `far`.
    static func removeFar(_ key: Int32, _ bit: UInt64, from far: inout [Word]) {
        let (index, found) = farPosition(of: key, in: far)
        guard found else { return }
        let bits = far[index].bits & ~bit
        if bits == 0 {
            far.remove(at: index)
        } else {
            far[index].bits = bits
        }
    }
}

/// The ids of one column, in increasing order: the far words below the near
/// ones, the near ones, then the far words above.
struct ColumnRows: Sequence, Sendable {
    let column: Column
    /// The index's word pool, where the column's window is.
    let words: [UInt64]
    /// The column's far words.
    let far: [Column.Word]

    var isEmpty: Bool {
        far.isEmpty && column.nearWordsAreZero(in: words)
    }

    /// The near word at `offset` (0 ..< `column.nearCount`): the inline
    /// word, or a word of the window.
    @inline(__always)
    func nearWord(at offset: Int) -> UInt64 {
        column.windowWidth == 0 ? column.inline : words[Int(column.windowStart) + offset]
    }

    func contains(_ id: Int32) -> Bool {
        let key = id >> 6
        let bit = UInt64(1) << UInt64(id & 63)
        let offset = Int(key) - Int(column.base)
        if offset >= 0 && offset < column.nearCount { return nearWord(at: offset) & bit != 0 }
        let (index, found) = Column.farPosition(of: key, in: far)
        return found && far[index].bits & bit != 0
    }

    /// How many ids the column holds, counted a word at a time, or `limit`
    /// if that is fewer: the count stops at `limit`, so asking whether a
    /// long column is shorter than a short one reads only a word or two.
    func count(upTo limit: Int) -> Int {
        var total = 0
        for offset in 0..<column.nearCount {
            total += nearWord(at: offset).nonzeroBitCount
            if total >= limit { return limit }
        }
        for word in far {
            total += word.bits.nonzeroBitCount
            if total >= limit { return limit }
        }
        return total
    }

    /// Calls `body` with each id, in increasing order (what iterating
    /// gives), a word at a time: no iterator state between ids.
    @inline(__always)
    func forEachRow(_ body: (Int32) -> Void) {
        @inline(__always) func walk(_ word: UInt64, key: Int32) {
            var bits = word
            let origin = key << 6
            while bits != 0 {
                body(origin | Int32(bits.trailingZeroBitCount))
                bits &= bits &- 1
            }
        }
        var position = 0
        while position < far.count && far[position].key < column.base {
            walk(far[position].bits, key: far[position].key)
            position += 1
        }
        for offset in 0..<column.nearCount { walk(nearWord(at: offset), key: column.base + Int32(offset)) }
        while position < far.count {
            walk(far[position].bits, key: far[position].key)
            position += 1
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let rows: ColumnRows
        /// How many far words come before the near ones, and how many near ones there are.
        fileprivate let below: Int
        fileprivate let near: Int
        /// The next word, counting the far words below, the near words, then
        /// the far words above.
        fileprivate var index = 0
        fileprivate var bits: UInt64 = 0
        fileprivate var origin: Int32 = 0

        @inline(__always)
        mutating func next() -> Int32? {
            let column = rows.column, far = rows.far
            while bits == 0 {
                guard index < far.count + near else { return nil }
                if index < below {
                    bits = far[index].bits
                    origin = far[index].key << 6
                } else if index < below + near {
                    let offset = index - below
                    bits = rows.nearWord(at: offset)
                    origin = (column.base + Int32(offset)) << 6
                } else {
                    bits = far[index - near].bits
                    origin = far[index - near].key << 6
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
        while below < far.count && far[below].key < column.base { below += 1 }
        return Iterator(rows: self, below: below, near: column.nearCount)
    }
}
