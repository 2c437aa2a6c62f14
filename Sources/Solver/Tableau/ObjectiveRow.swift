/// One level of the objective, stored densely: a coefficient for every symbol
/// (those past the end of the storage are zero: it grows when one of them is
/// written, so making a symbol costs the levels nothing; it may also cover
/// ids no symbol has yet, at zero).
///
/// Objective rows hold the error terms of every optional constraint at their
/// level, so they are the longest rows by far; a pivot substitutes a short row
/// into them. Dense storage makes that substitution cost the length of the
/// short row, not of the objective, and a look-up one array read — which is
/// what keeps resizing one block of a large layout independent of the rest.
/// A bit per 64 symbols marks where a non-zero coefficient may be, so the
/// row can still be walked (for dumps and checks) in id order without
/// reading every coefficient.
struct ObjectiveRow: Sendable {
    var constant: Double = 0
    private(set) var values: [Double] = []
    /// Bit `i` of word `w`: the coefficients of ids `64 · (64 · w + i)` to
    /// `64 · (64 · w + i) + 63` may hold a non-zero one (a superset: set when
    /// one becomes non-zero, cleared by a walk that finds all 64 zero).
    /// Marking is one `or` with no check, and the marks grow once per 4,096
    /// symbols, so a substitution's cost stays that of its short row.
    private var occupied: [UInt64] = []

    /// A zero row.
    init() {}

    /// A dense copy of a sparse row.
    init(_ row: Row) {
        constant = row.constant
        for cell in row.cells { set(cell.symbol, cell.coefficient) }
    }

    /// Renumbers the symbols by `newIDs` (-1: dropped, which must be zero),
    /// keeping `count` of them.
    mutating func renumber(_ newIDs: [Int32], count: Int) {
        let old = values
        values = [Double](repeating: 0, count: Swift.min(count, old.count))
        occupied = [UInt64](repeating: 0, count: (values.count + 4095) >> 12)
        // Ids past the symbols (room from growth) are zero.
        for id in old.indices.prefix(newIDs.count) where old[id] != 0 { set(Symbol(id: newIDs[id]), old[id]) }
    }

    /// Forgets symbols from `count` on.
    mutating func truncate(to count: Int) {
        if count < values.count { values.removeSubrange(count...) }
    }

    /// Marks the block of `symbol` as possibly non-zero.
    @inline(__always)
    private static func mark(_ symbol: Symbol, in occupied: UnsafeMutableBufferPointer<UInt64>) {
        let block = symbol.index >> 6
        occupied[block >> 6] |= 1 << UInt64(block & 63)
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        symbol.index < values.count ? values[symbol.index] : 0
    }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { coefficient(for: symbol) != 0 }

    /// Grows the storage to hold `index`, and the marks with it. New error
    /// symbols come in ascending ids, a few at a time: the storage at least
    /// doubles, so a level is extended a logarithmic number of times, not
    /// once per new symbol. It starts at 256 ids (2 KB), which a small
    /// layout's level never outgrows: each growth zeroes and copies it.
    @inline(never)
    private mutating func grow(toHold index: Int) {
        let count = Swift.max(index + 1, 2 * values.count, 256)
        values.append(contentsOf: repeatElement(0, count: count - values.count))
        let words = (count + 4095) >> 12
        if occupied.count < words { occupied.append(contentsOf: repeatElement(0, count: words - occupied.count)) }
    }

    /// Calls `body` with the coefficients and the marks, to write them in place.
    @inline(__always)
    private mutating func withStorage<Result>(
        _ body: (UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<UInt64>) -> Result
    ) -> Result {
        values.withUnsafeMutableBufferPointer { values in
            occupied.withUnsafeMutableBufferPointer { body(values, $0) }
        }
    }

    /// Sets a coefficient as it is (a journal's restore), below
    /// `Tolerance.floor` zero.
    @inline(__always)
    mutating func set(_ symbol: Symbol, _ value: Double) {
        let kept = Tolerance.isNegligible(value) ? 0 : value
        if symbol.index >= values.count {
            if kept == 0 { return }
            grow(toHold: symbol.index)
        }
        withStorage { values, occupied in
            if kept != 0 { Self.mark(symbol, in: occupied) }
            values[symbol.index] = kept
        }
    }

    /// Adds `term` to a coefficient, zero when the sum cancels
    /// (`Tolerance.cancels(_:from:)`).
    @inline(__always)
    private mutating func add(_ symbol: Symbol, _ term: Double) {
        if symbol.index >= values.count { grow(toHold: symbol.index) }
        withStorage { Self.add(term, to: symbol, in: $0, occupied: $1) }
    }

    /// Adds `term` to the coefficient of `symbol` in `values` (which holds
    /// it), zero when the sum cancels, marking its block when the
    /// coefficient becomes non-zero.
    @inline(__always)
    private static func add(
        _ term: Double, to symbol: Symbol, in values: UnsafeMutableBufferPointer<Double>,
        occupied: UnsafeMutableBufferPointer<UInt64>
    ) {
        let old = values[symbol.index]
        let sum = old + term
        let kept = Tolerance.cancels(sum, from: old) ? 0 : sum
        if old == 0 && kept != 0 { mark(symbol, in: occupied) }
        values[symbol.index] = kept
    }

    /// How many blocks of 64 symbols are marked (for tests).
    var markedBlocks: Int { occupied.reduce(0) { $0 + $1.nonzeroBitCount } }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        add(symbol, coefficient)
    }

    mutating func remove(_ symbol: Symbol) {
        if symbol.index < values.count { values[symbol.index] = 0 }
    }

    /// Adds `row · factor`, constant included.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        // The row's last symbol has the highest id: one growth at most, then
        // the coefficients are written through one borrow of the storage.
        guard let last = row.cells.last else { return }
        if last.symbol.index >= values.count { grow(toHold: last.symbol.index) }
        withStorage { values, occupied in
            row.forEachCell { Self.add($0.coefficient * factor, to: $0.symbol, in: values, occupied: occupied) }
        }
    }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let coefficient = self.coefficient(for: symbol)
        guard coefficient != 0 else { return }
        values[symbol.index] = 0
        add(row, times: coefficient)
    }

    /// The symbols with a non-zero coefficient, lowest id first; clears the
    /// marks of blocks found all zero.
    ///
    /// - Complexity: O(symbols / 4,096 + 64 · marked blocks).
    mutating func compactSymbols() -> [Symbol] {
        var found: [Symbol] = []
        for word in occupied.indices {
            var bits = occupied[word]
            while bits != 0 {
                let block = word << 6 | bits.trailingZeroBitCount
                bits &= bits &- 1
                let start = block << 6
                var any = false
                // Blocks past the end (after a truncation) hold nothing.
                for id in start..<Swift.max(start, Swift.min(start + 64, values.count)) where values[id] != 0 {
                    found.append(Symbol(id: Int32(id)))
                    any = true
                }
                if !any { occupied[word] &= ~(1 << UInt64(block & 63)) }
            }
        }
        return found
    }

    /// The symbols with a non-zero coefficient, lowest id first, without
    /// clearing marks.
    var symbols: [Symbol] {
        var copy = self
        return copy.compactSymbols()
    }

    var isFinite: Bool { constant.isFinite && values.allSatisfy(\.isFinite) }
}
