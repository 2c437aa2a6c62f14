/// One level of the objective, stored densely: a coefficient for every symbol
/// (those past the end of the storage are zero: it grows when one of them is
/// written, so making a symbol costs the levels nothing).
///
/// Objective rows hold the error terms of every optional constraint at their
/// level, so they are the longest rows by far; a pivot substitutes a short row
/// into them. Dense storage makes that substitution cost the length of the
/// short row, not of the objective, and a look-up one array read — which is
/// what keeps resizing one block of a large layout independent of the rest.
/// The symbols with a non-zero coefficient are tracked as they appear, so the
/// row can still be walked (for dumps and checks) in id order.
struct ObjectiveRow: Sendable {
    var constant: Double = 0
    private(set) var values: [Double] = []
    /// Ids that may hold a non-zero coefficient (a superset; may repeat).
    /// Compacted to the ids that do once it reaches `touchedLimit` (four
    /// times what the last compaction kept, at least 256; checked after each
    /// solver call), so that it does not grow for as long as the solver runs:
    /// every pivot that brings a symbol into the objective appends one, and
    /// before it was bounded an edit variable added, moved and removed
    /// 100,000 times on a row of 200 views took the process to 280 MB
    /// resident (40 MB after).
    private var touched: [Int32] = []
    private var touchedLimit = 256

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
        var renumbered = [Double](repeating: 0, count: Swift.min(count, values.count))
        for id in values.indices where values[id] != 0 { renumbered[Int(newIDs[id])] = values[id] }
        values = renumbered
        touched = touched.compactMap { newIDs[Int($0)] >= 0 ? newIDs[Int($0)] : nil }
    }

    /// Forgets symbols from `count` on.
    mutating func truncate(to count: Int) {
        if count < values.count { values.removeSubrange(count...) }
        touched.removeAll { Int($0) >= count }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        symbol.index < values.count ? values[symbol.index] : 0
    }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { coefficient(for: symbol) != 0 }

    /// Grows the storage to hold `index` (the array's capacity grows at least
    /// twofold, so writes at ascending ids reallocate it a logarithmic number
    /// of times).
    @inline(never)
    private mutating func grow(toHold index: Int) {
        values.append(contentsOf: repeatElement(0, count: index + 1 - values.count))
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
        if values[symbol.index] == 0 && kept != 0 { touched.append(symbol.id) }
        values[symbol.index] = kept
    }

    /// Adds `term` to a coefficient, zero when the sum cancels
    /// (`Tolerance.cancels(_:from:)`).
    @inline(__always)
    private mutating func add(_ symbol: Symbol, _ term: Double) {
        if symbol.index >= values.count { grow(toHold: symbol.index) }
        values.withUnsafeMutableBufferPointer { Self.add(term, to: symbol, in: $0, touched: &touched) }
    }

    /// Adds `term` to the coefficient of `symbol` in `values` (which holds
    /// it), zero when the sum cancels, listing the symbol in `touched` when
    /// its coefficient becomes non-zero.
    @inline(__always)
    private static func add(
        _ term: Double, to symbol: Symbol, in values: UnsafeMutableBufferPointer<Double>, touched: inout [Int32]
    ) {
        let old = values[symbol.index]
        let sum = old + term
        let kept = Tolerance.cancels(sum, from: old) ? 0 : sum
        if old == 0 && kept != 0 { touched.append(symbol.id) }
        values[symbol.index] = kept
    }

    /// Compacts the list of ids once it is long (`Tableau.trimObjectiveLists`,
    /// after each solver call: a check in `set` itself cost enaml's
    /// pivoting 1 % more instructions).
    @inline(__always)
    mutating func compactIfLong() {
        if touched.count >= touchedLimit { compactTouched() }
    }

    /// How many ids `touched` holds (for tests).
    var touchedCount: Int { touched.count }

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
        values.withUnsafeMutableBufferPointer { values in
            row.forEachCell { Self.add($0.coefficient * factor, to: $0.symbol, in: values, touched: &touched) }
        }
    }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let coefficient = self.coefficient(for: symbol)
        guard coefficient != 0 else { return }
        values[symbol.index] = 0
        add(row, times: coefficient)
    }

    /// The symbols with a non-zero coefficient, lowest id first.
    ///
    /// - Complexity: O(t log t) for the t ids listed; compacts the list.
    mutating func compactSymbols() -> [Symbol] {
        compactTouched()
        touched.sort()
        return touched.map { Symbol(id: $0) }
    }

    /// Keeps in `touched` only the ids with a non-zero coefficient, once
    /// each, and lets it grow to four times that (at least 256) before the
    /// next compaction. Repeats are found with a bit per symbol, or, when the list
    /// is short beside the symbols, by sorting it: O(1) or O(log t) per id
    /// appended, amortised.
    @inline(never)
    private mutating func compactTouched() {
        if touched.count < values.count / 64 {
            var ids = touched.filter { values[Int($0)] != 0 }
            ids.sort()
            touched.removeAll(keepingCapacity: true)
            for id in ids where touched.last != id { touched.append(id) }
        } else {
            var seen = [UInt64](repeating: 0, count: (values.count + 63) / 64)
            var kept = 0
            for position in touched.indices {
                let id = Int(touched[position])
                let bit: UInt64 = 1 << UInt64(id & 63)
                guard values[id] != 0, seen[id >> 6] & bit == 0 else { continue }
                seen[id >> 6] |= bit
                touched[kept] = touched[position]
                kept += 1
            }
            touched.removeSubrange(kept...)
        }
        touchedLimit = Swift.max(256, 4 * touched.count)
    }

    /// The symbols with a non-zero coefficient, lowest id first, without compacting.
    var symbols: [Symbol] {
        var copy = self
        return copy.compactSymbols()
    }

    var isFinite: Bool { constant.isFinite && values.allSatisfy(\.isFinite) }
}
