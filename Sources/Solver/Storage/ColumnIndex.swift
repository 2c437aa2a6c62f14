/// The tableau's column index: for each symbol, the rows that hold it
/// (`Column`), so that a pivot or a constant change touches only those rows.
///
/// The columns' windows live end to end in one pool of words, handed out
/// from its end: a window that widens moves to the end and its old words are
/// abandoned, and the pool is compacted when more than half of it is
/// abandoned. One pool instead of an array per window means no allocation
/// when a window opens, and an update made through `update(_:)` reaches any
/// window through a pointer, with none of the uniqueness checks an array per
/// window would cost on every bit flipped.
struct ColumnIndex: Sendable {
    /// One per symbol, id 0 (the invalid symbol) included.
    private var columns: [Column]
    private var words: [UInt64] = []
    /// How many words of the pool are handed out; the rest are zero.
    private var used = 0
    /// How many handed-out words no window uses any more.
    private var abandoned = 0
    /// The columns' far words, a list per column that has any
    /// (`Column.farList`), and the lists no column uses, to hand out again.
    private var farLists: [[Column.Word]] = []
    private var spareFarLists: [Int32] = []

    /// Free words kept ahead of every update, so that windows can open.
    private static let room = 8 * Column.maxWindow

    var count: Int { columns.count }

    init() { columns = [Column()] }

    private init(columns: [Column]) { self.columns = columns }

    /// An index with no columns, which allocates nothing: what stands in the
    /// tableau while its index is moved out.
    static var placeholder: ColumnIndex { ColumnIndex(columns: []) }

    /// The rows that hold the symbol at `index`.
    subscript(index: Int) -> ColumnRows {
        let column = columns[index]
        return ColumnRows(column: column, words: words, far: column.farList < 0 ? [] : farLists[Int(column.farList)])
    }

    /// Whether no row holds the symbol at `index`: the same answer as
    /// `self[index].isEmpty`, without making a `ColumnRows` (which holds the
    /// pool and the far list, two retains and two releases).
    func isEmpty(_ index: Int) -> Bool {
        let column = columns[index]
        if column.farList >= 0 && !farLists[Int(column.farList)].isEmpty { return false }
        return column.nearWordsAreZero(in: words)
    }

    /// How the column at `index` is stored, for tests: its window's width
    /// (0 while its near word is inline) and how many far words it has.
    func storage(of index: Int) -> (window: Int, far: Int) {
        let list = columns[index].farList
        return (Int(columns[index].windowWidth), list < 0 ? 0 : farLists[Int(list)].count)
    }

    /// Where the columns are stored, for the test that checks that a pivot
    /// moves the index out and back rather than copying it.
    var columnsAddress: UnsafeRawPointer? {
        columns.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    mutating func reserveCapacity(_ count: Int) {
        columns.reserveCapacity(count)
    }

    /// A column for a new symbol.
    mutating func appendSymbol() {
        columns.append(Column())
    }

    /// Forgets the columns from `count` on.
    mutating func truncate(to count: Int) {
        guard count < columns.count else { return }
        for index in count..<columns.count { clear(index) }
        columns.removeSubrange(count...)
    }

    /// Empties the column at `index`.
    mutating func clear(_ index: Int) {
        abandoned += Int(columns[index].windowWidth)
        let list = columns[index].farList
        if list >= 0 {
            farLists[Int(list)].removeAll(keepingCapacity: true)
            spareFarLists.append(list)
        }
        columns[index] = Column()
    }

    /// Runs `body` with an updater that edits the columns in place. The
    /// index's arrays are moved out meanwhile (no copy), so `body` may
    /// change the rest of the tableau but must not read this index.
    mutating func update<Result>(_ body: (inout Updater) -> Result) -> Result {
        makeRoom()
        var columns: [Column] = []
        var words: [UInt64] = []
        var farLists = FarLists()
        swap(&columns, &self.columns)
        swap(&words, &self.words)
        swap(&farLists.lists, &self.farLists)
        swap(&farLists.spare, &self.spareFarLists)
        defer {
            swap(&columns, &self.columns)
            swap(&words, &self.words)
            swap(&farLists.lists, &self.farLists)
            swap(&farLists.spare, &self.spareFarLists)
        }
        let (result, used, abandoned) = columns.withUnsafeMutableBufferPointer { columns in
            words.withUnsafeMutableBufferPointer { words in
                // Neither is empty: there is a column for id 0, and `makeRoom` left room.
                var updater = Updater(
                    columns: columns.baseAddress!, words: words.baseAddress!, wordCount: words.count, used: self.used)
                swap(&updater.farLists, &farLists)
                defer { swap(&updater.farLists, &farLists) }
                let result = body(&updater)
                return (result, updater.used, updater.abandoned)
            }
        }
        self.used = used
        self.abandoned += abandoned
        return result
    }

    /// Compacts the pool when more than half of it is abandoned, and keeps
    /// `room` free words at its end.
    private mutating func makeRoom() {
        if abandoned > Self.room && 2 * abandoned > used {
            var compacted: [UInt64] = []
            compacted.reserveCapacity(used - abandoned + Self.room)
            for index in columns.indices where columns[index].windowWidth > 0 {
                let start = Int(columns[index].windowStart)
                let width = Int(columns[index].windowWidth)
                columns[index].windowStart = Int32(compacted.count)
                compacted.append(contentsOf: words[start..<start + width])
            }
            used = compacted.count
            abandoned = 0
            words = compacted
        }
        if words.count - used < Self.room {
            let extra = Swift.max(Self.room, words.count)
            precondition(words.count + extra < Int(Int32.max), "column index too large")
            words.append(contentsOf: repeatElement(0, count: extra))
        }
    }

    /// The far lists, moved into an `Updater` while it works.
    fileprivate struct FarLists {
        var lists: [[Column.Word]] = []
        var spare: [Int32] = []

        /// Sets a bit of the column's far words, giving it a list if it has none.
        mutating func insert(_ key: Int32, _ bit: UInt64, into column: UnsafeMutablePointer<Column>) {
            if column.pointee.farList < 0 {
                if let list = spare.popLast() {
                    column.pointee.farList = list
                } else {
                    precondition(lists.count < Int(Int32.max), "column index too large")
                    column.pointee.farList = Int32(lists.count)
                    lists.append([])
                }
            }
            Column.insertFar(key, bit, into: &lists[Int(column.pointee.farList)])
        }

        /// Clears a bit of the column's far words, returning its list once empty.
        mutating func remove(_ key: Int32, _ bit: UInt64, from column: UnsafeMutablePointer<Column>) {
            let list = column.pointee.farList
            guard list >= 0 else { return }
            Column.removeFar(key, bit, from: &lists[Int(list)])
            releaseIfEmpty(column)
        }

        /// Hands the column's far list back once it holds no word.
        mutating func releaseIfEmpty(_ column: UnsafeMutablePointer<Column>) {
            let list = column.pointee.farList
            guard list >= 0, lists[Int(list)].isEmpty else { return }
            spare.append(list)
            column.pointee.farList = -1
        }
    }

    /// Edits columns in place, through pointers into the index's arrays.
    struct Updater {
        fileprivate let columns: UnsafeMutablePointer<Column>
        fileprivate let words: UnsafeMutablePointer<UInt64>
        fileprivate let wordCount: Int
        fileprivate var used: Int
        fileprivate var abandoned = 0
        fileprivate var farLists = FarLists()

        fileprivate init(
            columns: UnsafeMutablePointer<Column>, words: UnsafeMutablePointer<UInt64>, wordCount: Int, used: Int
        ) {
            self.columns = columns
            self.words = words
            self.wordCount = wordCount
            self.used = used
        }

        /// Adds row `id` to the column at `index` (nothing happens if it is there).
        @inline(__always)
        mutating func insert(_ id: Int32, into index: Int) {
            let column = columns + index
            let key = id >> 6
            let bit = UInt64(1) << UInt64(id & 63)
            if column.pointee.base < 0 { column.pointee.base = key }
            if updateNearWord(of: column, key, { $0 |= bit }) { return }
            if let word = widen(column, toInclude: key) {
                word.pointee |= bit
            } else {
                farLists.insert(key, bit, into: column)
            }
        }

        /// Calls `body` with each row of the column at `index`, lowest id
        /// first, then empties the column: what a substitution walks, with no
        /// copy of the ids. `body` may change other columns, not this one.
        mutating func forEachRow(emptying index: Int, _ body: (inout Updater, Int32) -> Void) {
            let column = columns[index]
            let far = column.farList < 0 ? [] : farLists.lists[Int(column.farList)]
            var position = 0
            var offset = 0
            let nearCount = column.nearCount
            while true {
                // The next word, in key order: far words below the near ones,
                // the near ones, far words above.
                let key: Int32
                var bits: UInt64
                if position < far.count && (far[position].key < column.base || offset == nearCount) {
                    key = far[position].key
                    bits = far[position].bits
                    position += 1
                } else if offset < nearCount {
                    key = column.base + Int32(offset)
                    bits = column.windowWidth == 0 ? column.inline : words[Int(column.windowStart) + offset]
                    offset += 1
                } else {
                    break
                }
                let origin = key << 6
                while bits != 0 {
                    body(&self, origin | Int32(bits.trailingZeroBitCount))
                    bits &= bits &- 1
                }
            }
            abandoned += Int(column.windowWidth)
            if column.farList >= 0 {
                farLists.lists[Int(column.farList)].removeAll(keepingCapacity: true)
                farLists.spare.append(column.farList)
            }
            columns[index] = Column()
        }

        /// Removes row `id` from the column at `index`, if it is there.
        @inline(__always)
        mutating func remove(_ id: Int32, from index: Int) {
            let column = columns + index
            let key = id >> 6
            let bit = UInt64(1) << UInt64(id & 63)
            if updateNearWord(of: column, key, { $0 &= ~bit }) { return }
            farLists.remove(key, bit, from: column)
        }

        /// Applies `update` to the near word of `key` — in the window, or the
        /// inline word — if the column has one; false if `key` is not near.
        @inline(__always)
        private func updateNearWord(
            of column: UnsafeMutablePointer<Column>, _ key: Int32, _ update: (inout UInt64) -> Void
        ) -> Bool {
            let offset = Int(key) - Int(column.pointee.base)
            let width = column.pointee.windowWidth
            if width != 0 {
                guard UInt(bitPattern: offset) < UInt(width) else { return false }
                update(&words[Int(column.pointee.windowStart) + offset])
                return true
            }
            guard offset == 0 else { return false }
            update(&column.pointee.inline)
            return true
        }

        /// Moves the column's near words to a new window at the pool's end
        /// that spans `key` (opening `Column.openingWindow` words wide, at
        /// least doubling when it widens, so a column spreading over a few
        /// hundred ids moves once or twice), taking in the far words that
        /// fall inside; returns the word of `key`. Nil, with nothing changed,
        /// if the window would span more than `Column.maxWindow` words or the
        /// pool has no room left (then `key` goes far; `ColumnIndex` makes
        /// room before the next update).
        private mutating func widen(
            _ column: UnsafeMutablePointer<Column>, toInclude key: Int32
        ) -> UnsafeMutablePointer<UInt64>? {
            let nearCount = column.pointee.nearCount
            let nearLow = Int(column.pointee.base), nearHigh = nearLow + nearCount - 1
            let needLow = Swift.min(nearLow, Int(key)), needHigh = Swift.max(nearHigh, Int(key))
            guard needHigh - needLow < Column.maxWindow else { return nil }
            let width = Swift.min(
                Column.maxWindow, Swift.max(needHigh - needLow + 1, 2 * nearCount, Column.openingWindow))
            guard used + width <= wordCount else { return nil }
            // Room beyond what is needed goes on the side that grew (both
            // sides when the window opens), never below key 0.
            let spare = width - (needHigh - needLow + 1)
            let opening = column.pointee.windowWidth == 0
            let low = Swift.max(0, Int(key) < nearLow || opening ? needLow - (opening ? spare / 2 : spare) : needLow)
            let start = words + used
            if opening {
                start[nearLow - low] = column.pointee.inline
                column.pointee.inline = 0
            } else {
                let old = words + Int(column.pointee.windowStart)
                (start + (nearLow - low)).update(from: old, count: nearCount)
                abandoned += nearCount
            }
            // Far words that fall inside join the window (they went far when
            // the pool had no room).
            if column.pointee.farList >= 0 {
                farLists.lists[Int(column.pointee.farList)].removeAll { word in
                    let offset = Int(word.key) - low
                    guard offset >= 0 && offset < width else { return false }
                    start[offset] |= word.bits
                    return true
                }
                farLists.releaseIfEmpty(column)
            }
            column.pointee.base = Int32(low)
            column.pointee.windowStart = Int32(used)
            column.pointee.windowWidth = Int32(width)
            used += width
            return start + (Int(key) - low)
        }
    }
}
