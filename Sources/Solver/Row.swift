/// One linear expression of the tableau: `constant + Σ coefficient · symbol`.
///
/// A basic row reads `basic = constant + Σ …`; the objective rows read
/// `objective = constant + Σ …`. Cells are kept sorted by symbol id in two
/// parallel arrays, so rows are compact, merge in linear time and iterate in a
/// deterministic order. Coefficients that cancel to within `Tolerance.epsilon`
/// are dropped.
struct Row: Sendable, Equatable {
    var constant: Double
    private(set) var symbols: [Symbol]
    private(set) var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        self.symbols = []
        self.coefficients = []
    }

    /// A row from cells already sorted by symbol id, none of them zero.
    init(constant: Double, sortedSymbols: [Symbol], coefficients: [Double]) {
        self.constant = constant
        self.symbols = sortedSymbols
        self.coefficients = coefficients
    }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    /// Where `symbol` is, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let id = symbols[mid].id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient · symbol`, dropping the cell if it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if Tolerance.isZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !Tolerance.isZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Removes the cell of `symbol`, if any.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found {
            symbols.remove(at: index)
            coefficients.remove(at: index)
        }
    }

    /// Adds `other · factor` to this row, constant included.
    ///
    /// - Complexity: O(n + m).
    mutating func add(_ other: Row, times factor: Double) {
        var entered: [Symbol] = [], left: [Symbol] = []
        add(other, times: factor, entered: &entered, left: &left)
    }

    /// Adds `other · factor`, appending the symbols that enter this row to
    /// `entered` and those that cancel out of it to `left` (for the tableau's
    /// column index).
    ///
    /// The merge runs in place from the back (the arrays grow by the number
    /// of new symbols first), so the pivot's inner loop allocates nothing
    /// once a row has its capacity.
    ///
    /// - Complexity: O(n + m).
    mutating func add(_ other: Row, times factor: Double, entered: inout [Symbol], left: inout [Symbol]) {
        constant += other.constant * factor
        let m = other.symbols.count
        if m == 0 { return }
        let n = symbols.count
        // How many of other's symbols are new here.
        var fresh = 0
        do {
            var i = 0, j = 0
            while j < m {
                let id = other.symbols[j].id
                while i < n && symbols[i].id < id { i += 1 }
                if i == n || symbols[i].id != id { fresh += 1 }
                j += 1
            }
        }
        if fresh > 0 {
            symbols.append(contentsOf: repeatElement(Symbol.invalid, count: fresh))
            coefficients.append(contentsOf: repeatElement(0, count: fresh))
        }
        var cancelled = 0
        var i = n - 1, j = m - 1, w = n + fresh - 1
        while j >= 0 {
            if i >= 0 && symbols[i].id > other.symbols[j].id {
                symbols[w] = symbols[i]
                coefficients[w] = coefficients[i]
                i -= 1
            } else if i >= 0 && symbols[i].id == other.symbols[j].id {
                let sum = coefficients[i] + other.coefficients[j] * factor
                symbols[w] = symbols[i]
                if Tolerance.isZero(sum) {
                    coefficients[w] = 0
                    left.append(symbols[i])
                    cancelled += 1
                } else {
                    coefficients[w] = sum
                }
                i -= 1
                j -= 1
            } else {
                let value = other.coefficients[j] * factor
                symbols[w] = other.symbols[j]
                if Tolerance.isZero(value) {
                    coefficients[w] = 0
                    cancelled += 1
                } else {
                    coefficients[w] = value
                    entered.append(other.symbols[j])
                }
                j -= 1
            }
            w -= 1
        }
        if cancelled > 0 {
            var write = 0
            for read in symbols.indices where coefficients[read] != 0 {
                symbols[write] = symbols[read]
                coefficients[write] = coefficients[read]
                write += 1
            }
            symbols.removeSubrange(write...)
            coefficients.removeSubrange(write...)
        }
    }

    /// Replaces `symbol` by `row`, reporting the symbols that enter and leave
    /// (see `add(_:times:entered:left:)`).
    mutating func substitute(_ symbol: Symbol, with row: Row, entered: inout [Symbol], left: inout [Symbol]) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        add(row, times: coefficient, entered: &entered, left: &left)
    }

    /// Multiplies the whole row by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Turns `0 = row` into `symbol = …`, removing `symbol` from the row.
    ///
    /// - Precondition: `symbol` is in the row.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let factor = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        scale(by: factor)
    }

    /// Turns `lhs = row` (where `row` contains `rhs`) into `rhs = …`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` wherever it appears here.
    ///
    /// - Returns: Whether the symbol was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        guard contains(symbol) else { return false }
        var entered: [Symbol] = [], left: [Symbol] = []
        substitute(symbol, with: row, entered: &entered, left: &left)
        return true
    }

    /// The largest magnitude among the constant and the coefficients.
    var magnitude: Double {
        coefficients.reduce(abs(constant)) { max($0, abs($1)) }
    }

    /// Whether every number in the row is finite.
    var isFinite: Bool {
        constant.isFinite && coefficients.allSatisfy { $0.isFinite }
    }
}
