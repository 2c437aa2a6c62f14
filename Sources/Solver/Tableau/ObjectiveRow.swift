/// One level of the objective: a coefficient for every symbol, stored in
/// pages of 64 ids allocated at the first non-zero coefficient of their block
/// (a block without a page is zero, so making a symbol costs the levels
/// nothing).
///
/// Objective rows hold the error terms of every optional constraint at their
/// level, so they are the longest rows by far; a pivot substitutes a short row
/// into them. Paged storage makes that substitution cost the length of the
/// short row, not of the objective, and a look-up two array reads — which is
/// what keeps resizing one block of a large layout independent of the rest —
/// while a level's memory stays bounded by the blocks it holds rather than by
/// the highest id it holds: a layout with hundreds of levels, each holding a
/// few symbols spread over the whole layout, keeps a few pages a level. The
/// pages can be walked (for dumps and checks) in id order without reading
/// every block.
struct ObjectiveRow: Sendable {
    var constant: Double = 0
    /// Where the page of each block of 64 ids (ids `64 · b` to `64 · b + 63`)
    /// starts in `pages` (64 times its number), 0 for a block that has none:
    /// page 0 is all zero and never written, so a look-up reads a page
    /// without checking for one. Empty until the first
    /// page, and then at least as long as the highest block written.
    private var pageOfBlock: [Int32] = []
    /// The pages' coefficients, 64 a page (ids in order); page 0 first. A
    /// page holds a superset of its block's non-zero coefficients: it is
    /// given back by a walk that finds all 64 zero.
    private var pages: [Double] = []
    /// Pages given back (zeroed), taken before the pages never used.
    private var freePages: [Int32] = []
    /// The pages handed out at least once, page 0 included: the rest are
    /// zero and unused.
    private var usedPages: Int32 = 0

    /// A zero row.
    init() {}

    /// Renumbers the symbols by `newIDs` (-1: dropped, which must be zero),
    /// keeping `count` of them.
    mutating func renumber(_ newIDs: [Int32], count: Int) {
        let old = self
        self = ObjectiveRow()
        constant = old.constant
        // Ids past the symbols (room from growth) are zero.
        for symbol in old.symbols where symbol.index < newIDs.count && newIDs[symbol.index] >= 0 {
            set(Symbol(id: newIDs[symbol.index]), old.coefficient(for: symbol))
        }
    }

    /// Forgets symbols from `count` on (they read as zero).
    mutating func truncate(to count: Int) {
        let blocks = (count + 63) >> 6
        guard blocks <= pageOfBlock.count else { return }
        for block in blocks..<pageOfBlock.count where pageOfBlock[block] != 0 { releasePage(of: block) }
        pageOfBlock.removeSubrange(blocks...)
        if count & 63 != 0, let page = pageOfBlock.last, page != 0 {
            let start = Int(page)
            for offset in (count & 63)..<64 { pages[start + offset] = 0 }
        }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let block = symbol.index >> 6
        guard block < pageOfBlock.count else { return 0 }
        // Unchecked: a block in the table has a page (page 0 at least).
        return pageOfBlock.withUnsafeBufferPointer { table in
            pages.withUnsafeBufferPointer { $0[Int(table[block]) | symbol.index & 63] }
        }
    }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { coefficient(for: symbol) != 0 }

    /// Grows the block table to hold the block of `index`. New error symbols
    /// come in ascending ids, a few at a time: the table at least doubles,
    /// so it is extended a logarithmic number of times, not once per new
    /// symbol. It starts at 16 blocks (1,024 ids), and the pages at four
    /// (the zero page and three never used).
    @inline(never)
    private mutating func growBlocks(toHold index: Int) {
        let count = Swift.max((index >> 6) + 1, 2 * pageOfBlock.count, 16)
        pageOfBlock.append(contentsOf: repeatElement(0, count: count - pageOfBlock.count))
        if pages.isEmpty {
            pages = [Double](repeating: 0, count: 4 << 6)
            usedPages = 1
        }
    }

    /// Gives `block` a zero page: one given back, or the first never used,
    /// doubling the pages when all are used (not a page at a time:
    /// `Docs/Performance.md`, "Paged objective levels").
    @inline(never)
    private mutating func allocatePage(for block: Int) -> Int {
        let page: Int32
        if let free = freePages.popLast() {
            page = free
        } else {
            if Int(usedPages) == pages.count >> 6 { pages.append(contentsOf: repeatElement(0, count: pages.count)) }
            page = usedPages
            usedPages += 1
        }
        pageOfBlock[block] = page << 6
        return Int(page) << 6
    }

    /// Zeroes the page of `block` and gives it back.
    private mutating func releasePage(of block: Int) {
        let start = Int(pageOfBlock[block])
        for index in start..<(start + 64) { pages[index] = 0 }
        pageOfBlock[block] = 0
        freePages.append(Int32(start >> 6))
    }

    /// Where the page that holds `symbol` starts, allocated if it has none.
    @inline(__always)
    private mutating func page(holding symbol: Symbol) -> Int {
        let block = symbol.index >> 6
        if block >= pageOfBlock.count { growBlocks(toHold: symbol.index) }
        let start = Int(pageOfBlock[block])
        return start != 0 ? start : allocatePage(for: block)
    }

    /// Sets a coefficient as it is (a journal's restore), below
    /// `Tolerance.floor` zero.
    @inline(__always)
    mutating func set(_ symbol: Symbol, _ value: Double) {
        let kept = Tolerance.isNegligible(value) ? 0 : value
        if kept == 0 {
            remove(symbol)
            return
        }
        pages[page(holding: symbol) | symbol.index & 63] = kept
    }

    /// Adds `term` to the coefficient at `index` of `pages`, zero when the sum
    /// cancels (`Tolerance.cancels(_:from:)`).
    @inline(__always)
    private static func add(_ term: Double, at index: Int, in pages: UnsafeMutableBufferPointer<Double>) {
        let old = pages[index]
        let sum = old + term
        pages[index] = Tolerance.cancels(sum, from: old) ? 0 : sum
    }

    /// How many pages hold coefficients (for tests).
    var pageCount: Int { Swift.max(0, Int(usedPages) - 1 - freePages.count) }

    /// How many coefficients the storage has room for, free pages and the
    /// zero page included (for tests).
    var storedCoefficients: Int { pages.count }

    @inline(__always)
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let block = symbol.index >> 6
        // A term that cancels against zero (below `Tolerance.floor`) needs no page.
        if block >= pageOfBlock.count || pageOfBlock[block] == 0, Tolerance.cancels(coefficient, from: 0) { return }
        let index = page(holding: symbol) | symbol.index & 63
        pages.withUnsafeMutableBufferPointer { Self.add(coefficient, at: index, in: $0) }
    }

    mutating func remove(_ symbol: Symbol) {
        let block = symbol.index >> 6
        guard block < pageOfBlock.count else { return }
        let start = Int(pageOfBlock[block])
        if start != 0 { pages[start | symbol.index & 63] = 0 }
    }

    /// Adds `row · factor`, constant included, calling `note` with the id
    /// of each symbol of `row` as it is written (in the same walk).
    @inline(__always)
    mutating func add(_ row: Row, times factor: Double, noting note: (Int) -> Void) {
        constant += row.constant * factor
        // The row's last symbol has the highest id: one growth of the block
        // table at most. The coefficients are written through one borrow of
        // the storage, left only to allocate a page.
        guard let last = row.cells.last else { return }
        if last.symbol.index >> 6 >= pageOfBlock.count { growBlocks(toHold: last.symbol.index) }
        row.withCells { cells in
            var position = 0
            while position < cells.count {
                position = pageOfBlock.withUnsafeBufferPointer { pageOfBlock in
                    pages.withUnsafeMutableBufferPointer { pages in
                        for next in position..<cells.count {
                            let cell = cells[next]
                            let start = Int(pageOfBlock[cell.symbol.index >> 6])
                            if start == 0 { return next }
                            Self.add(cell.coefficient * factor, at: start | cell.symbol.index & 63, in: pages)
                            note(cell.symbol.index)
                        }
                        return cells.count
                    }
                }
                if position < cells.count { _ = allocatePage(for: cells[position].symbol.index >> 6) }
            }
        }
    }

    /// Replaces `symbol` by `row`, calling `note` with the id of each symbol
    /// of `row` written (none when the row does not hold `symbol`); whether
    /// it held `symbol`.
    @inline(__always)
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, noting note: (Int) -> Void) -> Bool {
        let block = symbol.index >> 6
        guard block < pageOfBlock.count else { return false }
        let index = Int(pageOfBlock[block]) | symbol.index & 63
        let coefficient = pages[index]
        guard coefficient != 0 else { return false }
        pages[index] = 0
        add(row, times: coefficient, noting: note)
        return true
    }

    /// The symbols with a non-zero coefficient, lowest id first; gives back
    /// the pages found all zero.
    ///
    /// - Complexity: O(symbols / 64 + 64 · pages).
    mutating func compactSymbols() -> [Symbol] {
        var found: [Symbol] = []
        for block in pageOfBlock.indices where pageOfBlock[block] != 0 {
            let start = Int(pageOfBlock[block])
            var any = false
            for offset in 0..<64 where pages[start + offset] != 0 {
                found.append(Symbol(id: Int32(block << 6 | offset)))
                any = true
            }
            if !any { releasePage(of: block) }
        }
        return found
    }

    /// The symbols with a non-zero coefficient, lowest id first, without
    /// giving back pages.
    var symbols: [Symbol] {
        var found: [Symbol] = []
        for block in pageOfBlock.indices where pageOfBlock[block] != 0 {
            let start = Int(pageOfBlock[block])
            for offset in 0..<64 where pages[start + offset] != 0 {
                found.append(Symbol(id: Int32(block << 6 | offset)))
            }
        }
        return found
    }

    var isFinite: Bool { constant.isFinite && pages.allSatisfy(\.isFinite) }
}
