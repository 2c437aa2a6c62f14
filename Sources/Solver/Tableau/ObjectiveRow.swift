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
    /// The page of each block of 64 ids (ids `64 · b` to `64 · b + 63`), 0 for
    /// a block that has none: page 0 is all zero and never written, so a
    /// look-up reads a page without checking for one. Empty until the first
    /// page, and then at least as long as the highest block written.
    private var pageOfBlock: [Int32] = []
    /// The pages' coefficients, 64 a page (ids in order); page 0 first. A
    /// page holds a superset of its block's non-zero coefficients: it is
    /// given back by a walk that finds all 64 zero.
    private var pages: [Double] = []
    /// Pages not in use (zero), taken before `pages` grows.
    private var freePages: [Int32] = []

    /// A zero row.
    init() {}

    /// A copy of a sparse row.
    init(_ row: Row) {
        constant = row.constant
        for cell in row.cells { set(cell.symbol, cell.coefficient) }
    }

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
            let start = Int(page) << 6
            for offset in (count & 63)..<64 { pages[start + offset] = 0 }
        }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let block = symbol.index >> 6
        guard block < pageOfBlock.count else { return 0 }
        return pages[Int(pageOfBlock[block]) << 6 | symbol.index & 63]
    }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { coefficient(for: symbol) != 0 }

    /// Grows the block table to hold the block of `index`. New error symbols
    /// come in ascending ids, a few at a time: the table at least doubles,
    /// so it is extended a logarithmic number of times, not once per new
    /// symbol. It starts at 16 blocks (1,024 ids), and the pages with the
    /// zero page and three free ones.
    @inline(never)
    private mutating func growBlocks(toHold index: Int) {
        let count = Swift.max((index >> 6) + 1, 2 * pageOfBlock.count, 16)
        pageOfBlock.append(contentsOf: repeatElement(0, count: count - pageOfBlock.count))
        if pages.isEmpty { addPages(4) }
    }

    /// Adds `count` zero pages, free but for page 0, taken lowest first. A
    /// page at a time cost the enaml build 3 % more instructions.
    private mutating func addPages(_ count: Int) {
        let first = pages.count >> 6
        pages.append(contentsOf: repeatElement(0, count: count << 6))
        for page in stride(from: first + count - 1, through: Swift.max(first, 1), by: -1) {
            freePages.append(Int32(page))
        }
    }

    /// Gives `block` a free page (zero), adding pages (at least doubling
    /// them) when none is free.
    @inline(never)
    private mutating func allocatePage(for block: Int) -> Int {
        if freePages.isEmpty { addPages(Swift.max(4, pages.count >> 6)) }
        let page = freePages.removeLast()
        pageOfBlock[block] = page
        return Int(page)
    }

    /// Zeroes the page of `block` and gives it back.
    private mutating func releasePage(of block: Int) {
        let page = Int(pageOfBlock[block])
        for index in (page << 6)..<((page + 1) << 6) { pages[index] = 0 }
        pageOfBlock[block] = 0
        freePages.append(Int32(page))
    }

    /// The page that holds `symbol`, allocated if it has none.
    @inline(__always)
    private mutating func page(holding symbol: Symbol) -> Int {
        let block = symbol.index >> 6
        if block >= pageOfBlock.count { growBlocks(toHold: symbol.index) }
        let page = Int(pageOfBlock[block])
        return page != 0 ? page : allocatePage(for: block)
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
        let page = page(holding: symbol)
        pages[page << 6 | symbol.index & 63] = kept
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
    var pageCount: Int { Swift.max(0, (pages.count >> 6) - 1 - freePages.count) }

    /// How many coefficients the storage has room for, free pages and the
    /// zero page included (for tests).
    var storedCoefficients: Int { pages.count }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let block = symbol.index >> 6
        // A term that cancels against zero (below `Tolerance.floor`) needs no page.
        if block >= pageOfBlock.count || pageOfBlock[block] == 0, Tolerance.cancels(coefficient, from: 0) { return }
        let index = page(holding: symbol) << 6 | symbol.index & 63
        pages.withUnsafeMutableBufferPointer { Self.add(coefficient, at: index, in: $0) }
    }

    mutating func remove(_ symbol: Symbol) {
        let block = symbol.index >> 6
        guard block < pageOfBlock.count else { return }
        let page = Int(pageOfBlock[block])
        if page != 0 { pages[page << 6 | symbol.index & 63] = 0 }
    }

    /// Adds `row · factor`, constant included.
    mutating func add(_ row: Row, times factor: Double) {
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
                            let page = Int(pageOfBlock[cell.symbol.index >> 6])
                            if page == 0 { return next }
                            Self.add(cell.coefficient * factor, at: page << 6 | cell.symbol.index & 63, in: pages)
                        }
                        return cells.count
                    }
                }
                if position < cells.count { _ = allocatePage(for: cells[position].symbol.index >> 6) }
            }
        }
    }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let coefficient = self.coefficient(for: symbol)
        guard coefficient != 0 else { return }
        remove(symbol)
        add(row, times: coefficient)
    }

    /// The symbols with a non-zero coefficient, lowest id first; gives back
    /// the pages found all zero.
    ///
    /// - Complexity: O(symbols / 64 + 64 · pages).
    mutating func compactSymbols() -> [Symbol] {
        var found: [Symbol] = []
        for block in pageOfBlock.indices where pageOfBlock[block] != 0 {
            let start = Int(pageOfBlock[block]) << 6
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
            let start = Int(pageOfBlock[block]) << 6
            for offset in 0..<64 where pages[start + offset] != 0 {
                found.append(Symbol(id: Int32(block << 6 | offset)))
            }
        }
        return found
    }

    var isFinite: Bool { constant.isFinite && pages.allSatisfy(\.isFinite) }
}
