/// The tableau's own invariants, checked by tests through
/// `SolverCore.invariantViolations()`: only the tableau's operations change
/// its rows and kinds, and only `ObjectiveLevels` changes its objective
/// (`ObjectiveLevels.invariantViolations(symbolCount:)`, included here), so only they
/// can break these.
extension Tableau {
    /// Every broken invariant of the rows, the column index and the
    /// objective, as text; empty when sound.
    ///
    /// Checks that restricted rows have non-negative constants, that dummy
    /// rows are zero combinations of dummies, that no basic symbol appears in
    /// any row or objective level (but those `mayAppear`: the solver's marker
    /// sums), that restricted rows hold no parametric external symbol, that
    /// every number is finite, and that the column index lists exactly the
    /// rows that hold each symbol.
    func invariantViolations(basicMayAppear mayAppear: (Symbol) -> Bool) -> [String] {
        var violations: [String] = []
        forEachBasicRow { basic, row in
            let index = basic.id
            let kind = kind(of: basic)
            if kind.isRestricted && row.constant < -Tolerance.epsilon {
                violations.append("restricted row \(index) has negative constant \(row.constant)")
            }
            if !row.isFinite { violations.append("row \(index) is not finite") }
            if kind == .dummy
                && (!Tolerance.isZero(row.constant) || row.symbols.contains { self.kind(of: $0) != .dummy })
            {
                violations.append("dummy row \(index) is not a zero combination of dummies")
            }
            for symbol in row.symbols {
                if isBasic(symbol) && !mayAppear(symbol) {
                    violations.append("basic symbol \(symbol.id) appears in row \(index)")
                }
                if kind.isRestricted && self.kind(of: symbol) == .external {
                    violations.append("restricted row \(index) holds parametric external \(symbol.id)")
                }
            }
        }
        // The column index lists exactly the rows that hold each symbol.
        var cellCount = 0
        forEachBasicRow { basic, row in
            for symbol in row.symbols where !rowsHolding(symbol).contains(basic.id) {
                violations.append("row \(basic.id) holds symbol \(symbol.id), whose column does not list it")
            }
            cellCount += row.count
        }
        let listed = (0..<symbolIDCount).reduce(0) { $0 + rowsHolding(Symbol(id: Int32($1))).count { _ in true } }
        if listed != cellCount { violations.append("the columns list \(listed) cells; the rows hold \(cellCount)") }
        for level in 0..<objectiveLevelCount {
            let row = objectiveRow(at: level)
            for symbol in row.symbols where isBasic(symbol) && !mayAppear(symbol) {
                violations.append("basic symbol \(symbol.id) appears in objective level \(level)")
            }
            if !row.isFinite { violations.append("objective level \(level) is not finite") }
        }
        violations += objective.invariantViolations(symbolCount: symbolIDCount)
        return violations
    }
}
