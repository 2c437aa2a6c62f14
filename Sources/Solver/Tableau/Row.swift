/// One cell of a row: a symbol and its (non-zero) coefficient.
struct Cell: Sendable, Equatable {
    var symbol: Symbol
    var coefficient: Double
}

/// One linear expression of the tableau: `constant + Σ coefficient · symbol`.
///
/// A basic row reads `basic = constant + Σ …`; the objective rows read
/// `objective = constant + Σ …`. Cells are kept sorted by symbol id in one
/// contiguous buffer (`CellStorage`), so rows are compact, merge in linear
/// time and iterate in a deterministic order. Coefficients that cancel are dropped
/// (`Tolerance.cancels(_:from:)`).
///
/// The storage is the row's cells followed by room for more (placeholder
/// cells up to its capacity), and the row keeps its own length: a merge
/// copies its result over the storage and sets the length, and a row that
/// shrinks keeps the room for the cells later pivots bring in. The storage
/// is copied before a write when another row shares it.
struct Row: Sendable, Equatable {
    var constant: Double
    /// The cells (the first `length`), then room.
    nonisolated(unsafe) private var storage: CellStorage
    private var length: Int32

    init(constant: Double = 0) {
        self.constant = constant
        self.storage = CellStorage.empty
        self.length = 0
    }

    /// A row from cells already sorted by symbol id, none of them zero.
    init(constant: Double, sortedCells: [Cell]) {
        self.init(constant: constant, capacity: sortedCells.count + Self.spareCells) { cells in
            _ = cells.initialize(fromContentsOf: sortedCells)
            return sortedCells.count
        }
    }

    /// A row whose cells `write` initialises at the start of a buffer of
    /// `capacity` uninitialised cells — sorted by symbol id, none of them
    /// zero — returning how many it wrote; the rest of the buffer is room.
    @inline(__always)
    init(constant: Double, capacity: Int, writingCells write: (UnsafeMutableBufferPointer<Cell>) -> Int) {
        self.constant = constant
        var length = 0
        self.storage = Self.storage(capacity: capacity) { cells in
            length = write(cells)
            return length
        }
        self.length = Int32(length)
    }

    /// What fills the room after the cells.
    private static let room = Cell(symbol: .invalid, coefficient: 0)

    /// The capacity of new storage for a row that outgrew `oldCapacity`
    /// cells and now needs `count`: room to spare, and at least double, so
    /// a row that grows a cell at a time (the row of a long chain, through
    /// insertions or merges) is copied a logarithmic number of times, not
    /// once per cell.
    @inline(__always)
    private static func grownCapacity(for count: Int, from oldCapacity: Int) -> Int {
        Swift.max(count + spareCells, 2 * oldCapacity)
    }

    /// New storage of `capacity` cells: the ones `write` initialises at its
    /// start (returning how many), then room. Every row's storage is made
    /// here: a new row, and one that outgrew its storage.
    @inline(__always)
    private static func storage(
        capacity: Int, writing write: (UnsafeMutableBufferPointer<Cell>) -> Int
    ) -> CellStorage {
        CellStorage.make(capacity: capacity, room: room, writing: write)
    }

    /// Makes the storage this row's own before a write in place.
    @inline(__always)
    private mutating func makeStorageUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            #if DEBUG
                StorageCopies.tally?.rows += 1
            #endif
            storage = storage.copy(count: Int(length), room: Self.room)
        }
    }

    /// Calls `body` with the cells, to write them in place.
    @inline(__always)
    private mutating func withMutableCells<Result>(_ body: (UnsafeMutablePointer<Cell>) -> Result) -> Result {
        makeStorageUnique()
        return storage.withUnsafeMutablePointerToElements(body)
    }

    static func == (lhs: Row, rhs: Row) -> Bool {
        lhs.constant == rhs.constant && lhs.cells.elementsEqual(rhs.cells)
    }

    /// The cells, lowest symbol id first.
    var cells: RowCells { RowCells(storage, count: Int(length)) }

    var isEmpty: Bool { length == 0 }

    /// The row with every symbol renumbered by `newIDs` (which keeps the
    /// order of ids, so the cells stay sorted).
    func renumbered(_ newIDs: [Int32]) -> Row {
        Row(
            constant: constant,
            sortedCells: cells.map { Cell(symbol: Symbol(id: newIDs[$0.symbol.index]), coefficient: $0.coefficient) })
    }

    var count: Int { Int(length) }

    /// How many cells the row holds before its storage must grow.
    var capacity: Int { storage.cellCapacity }

    /// The symbols, lowest id first.
    var symbols: LazyMapCollection<RowCells, Symbol> { cells.lazy.map(\.symbol) }

    /// Calls `body` with each cell, lowest symbol id first, through the
    /// storage itself: no iterator holding a reference to it (the hot paths
    /// that walk a row, `Tableau.replaceRow`, retain nothing per call).
    @inline(__always)
    func forEachCell(_ body: (Cell) -> Void) {
        let n = Int(length)
        storage.withCells(count: n) { cells in
            for index in 0..<n { body(cells[index]) }
        }
    }

    /// Calls `body` with the cells in place, lowest symbol id first: what a
    /// bulk copy reads (a loop over `cells` reads each cell through the
    /// collection's checked subscript).
    @inline(__always)
    func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        try storage.withCells(count: Int(length), body)
    }

    /// The coefficients, in the order of `symbols`.
    var coefficients: LazyMapCollection<RowCells, Double> { cells.lazy.map(\.coefficient) }

    /// Where `symbol` is, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        storage.withCells(count: Int(length)) { $0.sortedPosition(of: symbol.id) { $0.symbol.id } }
    }

    /// The cell at `index`, which is below the length.
    @inline(__always)
    private func cell(at index: Int) -> Cell {
        storage.withUnsafeMutablePointerToElements { $0[index] }
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cell(at: index).coefficient : 0
    }

    /// The coefficient of `symbol`, zero when absent, looking at the first
    /// and last cells before searching the rest: where the marker of a
    /// constant change usually is (`Tableau.shiftConstants`). An edit's
    /// errors are the oldest symbols of the rows that hold them when the
    /// edits came before the constraints, as in kiwi's usage, and the newest
    /// when a drag began after the layout was built.
    @inline(__always)
    func coefficient(forOldestOrNewest symbol: Symbol) -> Double {
        let n = Int(length)
        return storage.withCells(count: n) { cells in
            guard n > 0 else { return 0 }
            let id = symbol.id
            let first = cells[0].symbol.id
            if id <= first { return id == first ? cells[0].coefficient : 0 }
            let last = cells[n - 1].symbol.id
            if id >= last { return id == last ? cells[n - 1].coefficient : 0 }
            let inner = UnsafeBufferPointer(rebasing: cells[1..<(n - 1)])
            let (index, found) = inner.sortedPosition(of: id) { $0.symbol.id }
            return found ? inner[index].coefficient : 0
        }
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Puts `cell` at `index`, moving the cells from there one place up.
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        let n = Int(length)
        if n < storage.cellCapacity {
            withMutableCells { cells in
                var position = n
                while position > index {
                    cells[position] = cells[position - 1]
                    position -= 1
                }
                cells[index] = cell
            }
        } else {
            storage = storage.withCells(count: n) { old in
                Self.storage(capacity: Self.grownCapacity(for: n + 1, from: storage.cellCapacity)) { fresh in
                    let base = fresh.baseAddress!, from = old.baseAddress!
                    if index > 0 { base.initialize(from: from, count: index) }
                    (base + index).initialize(to: cell)
                    if n > index { (base + index + 1).initialize(from: from + index, count: n - index) }
                    return n + 1
                }
            }
        }
        length += 1
    }

    /// Removes the cell at `index`, moving the cells after it one place down.
    private mutating func removeCell(at index: Int) {
        let n = Int(length)
        withMutableCells { cells in
            var position = index
            while position + 1 < n {
                cells[position] = cells[position + 1]
                position += 1
            }
        }
        length -= 1
    }

    /// Adds `coefficient · symbol`, dropping the cell if it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let old = cell(at: index).coefficient
            let sum = old + coefficient
            if Tolerance.cancels(sum, from: old) {
                removeCell(at: index)
            } else {
                withMutableCells { $0[index].coefficient = sum }
            }
        } else if !Tolerance.isNegligible(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds the cell of a symbol newer than every symbol in the row (so it
    /// goes last: no search), such as a constraint's marker.
    mutating func append(_ symbol: Symbol, _ coefficient: Double) {
        precondition(isEmpty || cell(at: count - 1).symbol.id < symbol.id, "appending a symbol out of order")
        insertCell(Cell(symbol: symbol, coefficient: coefficient), at: count)
    }

    /// Removes the cell of `symbol`, if any.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { removeCell(at: index) }
    }

    /// Adds `other · factor` to this row, constant included.
    ///
    /// - Complexity: O(n + m).
    mutating func add(_ other: Row, times factor: Double) {
        merge(other, times: factor, dropping: .invalid) { _, _ in }
    }

    /// Replaces `symbol` by `row`, reporting each symbol that enters this row
    /// (`entered` true) or cancels out of it (`entered` false), for the
    /// tableau's column index.
    @inline(__always)
    mutating func substitute(
        _ symbol: Symbol, with row: Row, changes: (_ symbol: Symbol, _ entered: Bool) -> Void
    ) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        merge(row, times: cell(at: index).coefficient, dropping: symbol, changes: changes)
    }

    /// Cells of room a new row gets beyond its own (`RowAccumulator.makeRow`).
    static let spareCells = 4

    /// Storage above this many cells is given back when a substitution
    /// leaves the row under a quarter of it: a long row whose subject moves
    /// on (each of N bounds on the variables of one long sum leaves the
    /// previous variable's row one cell) would otherwise keep its length in
    /// every row it passed through, N² cells.
    static let shrinkingCapacity = 64

    /// This row without the cell of `dropped` (if valid), plus `other · factor`,
    /// reporting the symbols that enter and cancel (see `substitute(_:with:changes:)`).
    ///
    /// One forward pass over both rows into a temporary buffer (on the stack
    /// for rows of ordinary length), copied back over the row's storage when
    /// it has room (else into new storage with room to spare): no allocation
    /// once a row has grown, and no separate passes to count the new cells or
    /// to close the gaps the cancelled ones leave. Inlined, so that `changes`
    /// costs no call.
    ///
    /// - Complexity: O(n + m).
    @inline(__always)
    private mutating func merge(
        _ other: Row, times factor: Double, dropping dropped: Symbol,
        changes: (_ symbol: Symbol, _ entered: Bool) -> Void
    ) {
        constant += other.constant * factor
        let n = Int(length), m = Int(other.length)
        if m == 0 && !dropped.isValid { return }
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: n + m) { merged in
            let count = merge(into: merged, other, times: factor, dropping: dropped, changes: changes)
            let capacity = storage.cellCapacity
            if count <= capacity && isKnownUniquelyReferenced(&storage) {
                if count > 0 {
                    storage.withUnsafeMutablePointerToElements { own in
                        own.update(from: merged.baseAddress!, count: count)
                    }
                }
            } else {
                // Outgrown (so `count` is at least 1), or shared: new storage.
                #if DEBUG
                    if count <= capacity { StorageCopies.tally?.rows += 1 }
                #endif
                let needed = count <= capacity ? capacity : Self.grownCapacity(for: count, from: capacity)
                storage = Self.storage(capacity: needed) { fresh in
                    fresh.baseAddress!.initialize(from: merged.baseAddress!, count: count)
                    return count
                }
            }
            length = Int32(count)
        }
        if _slowPath(length < storage.cellCapacity / 4 && storage.cellCapacity > Self.shrinkingCapacity) {
            giveBackStorage()
        }
    }

    /// Moves the cells to storage of twice their count (and spare cells):
    /// what a long row that a substitution left short keeps.
    @inline(never)
    private mutating func giveBackStorage() {
        let count = Int(length)
        storage = storage.withCells(count: count) { cells in
            Self.storage(capacity: 2 * count + Self.spareCells) { fresh in
                _ = fresh.initialize(fromContentsOf: cells)
                return count
            }
        }
    }

    /// Writes this row's cells without `dropped` (if valid), plus the cells of
    /// `other · factor`, sorted, into `merged` (room for both rows' cells),
    /// reporting the symbols that enter and cancel; returns how many it wrote.
    /// The constant is left to the caller.
    @inline(__always)
    private func merge(
        into merged: UnsafeMutableBufferPointer<Cell>, _ other: Row, times factor: Double, dropping dropped: Symbol,
        changes: (_ symbol: Symbol, _ entered: Bool) -> Void
    ) -> Int {
        let n = Int(length), m = Int(other.length)
        return storage.withCells(count: n) { mine in
            other.storage.withCells(count: m) { theirs in
                var i = 0, j = 0, w = 0
                while i < n && j < m {
                    let cell = mine[i], otherCell = theirs[j]
                    if cell.symbol.id < otherCell.symbol.id {
                        if cell.symbol != dropped {
                            merged.initializeElement(at: w, to: cell)
                            w += 1
                        }
                        i += 1
                    } else if cell.symbol.id > otherCell.symbol.id {
                        let value = otherCell.coefficient * factor
                        if !Tolerance.isNegligible(value) {
                            merged.initializeElement(at: w, to: Cell(symbol: otherCell.symbol, coefficient: value))
                            w += 1
                            changes(otherCell.symbol, true)
                        }
                        j += 1
                    } else if cell.symbol == dropped {
                        // The other row holds the dropped symbol too: its cell enters anew.
                        i += 1
                    } else {
                        let sum = cell.coefficient + otherCell.coefficient * factor
                        if Tolerance.cancels(sum, from: cell.coefficient) {
                            changes(cell.symbol, false)
                        } else {
                            merged.initializeElement(at: w, to: Cell(symbol: cell.symbol, coefficient: sum))
                            w += 1
                        }
                        i += 1
                        j += 1
                    }
                }
                while i < n {
                    if mine[i].symbol != dropped {
                        merged.initializeElement(at: w, to: mine[i])
                        w += 1
                    }
                    i += 1
                }
                while j < m {
                    let value = theirs[j].coefficient * factor
                    if !Tolerance.isNegligible(value) {
                        merged.initializeElement(at: w, to: Cell(symbol: theirs[j].symbol, coefficient: value))
                        w += 1
                        changes(theirs[j].symbol, true)
                    }
                    j += 1
                }
                return w
            }
        }
    }

    /// Multiplies the whole row by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        let n = Int(length)
        guard n > 0 else { return }
        withMutableCells { cells in
            for i in 0..<n { cells[i].coefficient *= factor }
        }
    }

    /// Turns `0 = row` into `symbol = …`, removing `symbol` from the row.
    ///
    /// - Precondition: `symbol` is in the row.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let factor = -1 / cell(at: index).coefficient
        constant *= factor
        let n = Int(length)
        // Removed and scaled in one pass: the cells after it move down.
        withMutableCells { cells in
            for position in 0..<index { cells[position].coefficient *= factor }
            for position in index..<n - 1 {
                cells[position] = Cell(
                    symbol: cells[position + 1].symbol, coefficient: cells[position + 1].coefficient * factor)
            }
        }
        length -= 1
    }

    /// Turns `lhs = row` (where `row` contains `rhs`) into `rhs = …`.
    ///
    /// When `lhs` is not in the row (a pivot: it is the row's basic symbol),
    /// the cell of `lhs` takes the place of that of `rhs` in one pass that
    /// also scales, so the row keeps its length and its storage; the numbers
    /// are those of inserting `lhs` at -1, then solving for `rhs`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        let (from, found) = position(of: rhs)
        precondition(found, "solving a row for a symbol it does not contain")
        let (to, present) = position(of: lhs)
        guard !present else {
            insert(lhs, -1)
            solve(for: rhs)
            return
        }
        let factor = -1 / cell(at: from).coefficient
        constant *= factor
        let n = Int(length)
        withMutableCells { cells in
            for index in 0..<n { cells[index].coefficient *= factor }
            // The cells between the two move one place towards `from`.
            var index = from
            if to <= from {
                while index > to {
                    cells[index] = cells[index - 1]
                    index -= 1
                }
            } else {
                while index < to - 1 {
                    cells[index] = cells[index + 1]
                    index += 1
                }
            }
            cells[index] = Cell(symbol: lhs, coefficient: -1 * factor)
        }
    }

    /// Replaces `symbol` by `row` wherever it appears here.
    ///
    /// - Returns: Whether the symbol was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        guard contains(symbol) else { return false }
        substitute(symbol, with: row) { _, _ in }
        return true
    }

    /// The largest magnitude among the constant and the coefficients.
    var magnitude: Double {
        cells.reduce(abs(constant)) { max($0, abs($1.coefficient)) }
    }

    /// The largest magnitude among the constant and the coefficients, or nil
    /// if any of them is not finite (`magnitude` and `isFinite` in one pass).
    var magnitudeIfFinite: Double? {
        guard constant.isFinite else { return nil }
        var largest = abs(constant)
        var finite = true
        forEachCell { cell in
            finite = finite && cell.coefficient.isFinite
            largest = Swift.max(largest, abs(cell.coefficient))
        }
        return finite ? largest : nil
    }

    /// Whether every number in the row is finite.
    var isFinite: Bool {
        constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite }
    }
}
