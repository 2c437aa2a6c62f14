/// One level of the objective, stored densely: a coefficient for every symbol.
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
    private(set) var values: [Double]
    /// Ids that may hold a non-zero coefficient (a superset; may repeat).
    private var touched: [Int32] = []

    /// A zero row over `symbolCount` symbols (ids 0..<symbolCount).
    init(symbolCount: Int) {
        values = [Double](repeating: 0, count: symbolCount)
    }

    /// A dense copy of a sparse row.
    init(_ row: Row, symbolCount: Int) {
        self.init(symbolCount: symbolCount)
        constant = row.constant
        for cell in row.cells { set(cell.symbol, cell.coefficient) }
    }

    /// Makes room for one more symbol.
    mutating func appendSymbol() { values.append(0) }

    /// Forgets symbols from `count` on.
    mutating func truncate(to count: Int) {
        values.removeSubrange(count...)
        touched.removeAll { Int($0) >= count }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double { values[symbol.index] }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { values[symbol.index] != 0 }

    /// Sets a coefficient, snapping values within the tolerance to zero.
    @inline(__always)
    mutating func set(_ symbol: Symbol, _ value: Double) {
        if values[symbol.index] == 0 && !Tolerance.isZero(value) { touched.append(symbol.id) }
        values[symbol.index] = Tolerance.isZero(value) ? 0 : value
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        set(symbol, values[symbol.index] + coefficient)
    }

    mutating func remove(_ symbol: Symbol) { values[symbol.index] = 0 }

    /// Adds `row · factor`, constant included.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.cells {
            set(cell.symbol, values[cell.symbol.index] + cell.coefficient * factor)
        }
    }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let coefficient = values[symbol.index]
        guard coefficient != 0 else { return }
        values[symbol.index] = 0
        add(row, times: coefficient)
    }

    /// The symbols with a non-zero coefficient, lowest id first.
    ///
    /// - Complexity: O(t log t) for t symbols ever touched; compacts the record.
    mutating func compactSymbols() -> [Symbol] {
        var ids = touched.filter { values[Int($0)] != 0 }
        ids.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(ids.count)
        for id in ids where unique.last != id { unique.append(id) }
        touched = unique
        return unique.map { Symbol(id: $0) }
    }

    /// The symbols with a non-zero coefficient, lowest id first, without compacting.
    var symbols: [Symbol] {
        var copy = self
        return copy.compactSymbols()
    }

    var isFinite: Bool { constant.isFinite && values.allSatisfy(\.isFinite) }
}
