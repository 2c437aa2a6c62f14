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
    /// - Complexity: O(n + m), a merge of the two sorted rows.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        if other.symbols.isEmpty { return }
        // A short row is inserted cell by cell, in place: no new arrays.
        if other.symbols.count <= 12 {
            for i in other.symbols.indices { insert(other.symbols[i], other.coefficients[i] * factor) }
            return
        }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i].id < other.symbols[j].id) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j].id < symbols[i].id {
                let value = other.coefficients[j] * factor
                if !Tolerance.isZero(value) {
                    mergedSymbols.append(other.symbols[j])
                    mergedCoefficients.append(value)
                }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * factor
                if !Tolerance.isZero(value) {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Adds `other · factor`, appending the symbols that enter this row to
    /// `entered` and those that cancel out of it to `left` (for the tableau's
    /// column index).
    mutating func add(_ other: Row, times factor: Double, entered: inout [Symbol], left: inout [Symbol]) {
        constant += other.constant * factor
        if other.symbols.isEmpty { return }
        if other.symbols.count <= 12 {
            for i in other.symbols.indices {
                let symbol = other.symbols[i]
                let (index, found) = position(of: symbol)
                let value = other.coefficients[i] * factor
                if found {
                    let sum = coefficients[index] + value
                    if Tolerance.isZero(sum) {
                        symbols.remove(at: index)
                        coefficients.remove(at: index)
                        left.append(symbol)
                    } else {
                        coefficients[index] = sum
                    }
                } else if !Tolerance.isZero(value) {
                    symbols.insert(symbol, at: index)
                    coefficients.insert(value, at: index)
                    entered.append(symbol)
                }
            }
            return
        }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i].id < other.symbols[j].id) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j].id < symbols[i].id {
                let value = other.coefficients[j] * factor
                if !Tolerance.isZero(value) {
                    mergedSymbols.append(other.symbols[j])
                    mergedCoefficients.append(value)
                    entered.append(other.symbols[j])
                }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * factor
                if !Tolerance.isZero(value) {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                } else {
                    left.append(symbols[i])
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
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
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        add(row, times: coefficient)
        return true
    }

    /// Whether every number in the row is finite.
    var isFinite: Bool {
        constant.isFinite && coefficients.allSatisfy { $0.isFinite }
    }
}
