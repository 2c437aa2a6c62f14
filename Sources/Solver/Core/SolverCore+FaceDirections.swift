/// The degenerate case of ambiguity, decided locally.
///
/// When every free symbol of a row is blocked at distance zero by some
/// restricted row, the row may still move: blocked directions can combine.
/// The optimal face F contains the current solution, so F lies in the cone of
/// its feasible directions D = { d : d ≥ 0 on the free restricted symbols,
/// zero on the fixed ones, B·d ≥ 0 for every restricted row whose constant is
/// zero } (rows with a positive constant do not limit directions at all).
/// A row `c + a·d` is constant on F exactly when a·d = 0 for every d in D.
/// Only the rows and symbols connected to the row's free symbols through
/// zero-constant rows matter — a direction on them alone satisfies every
/// other row — so the test is a small linear program over that component:
/// maximise and minimise a·d over D with 0 ≤ d ≤ 1. Its size follows the
/// local structure of the layout, not the size of the tableau.
///
/// Many rows of one query often share a component in which nothing can move
/// at all (D = {0}: an exactly fitting row of views, every error at zero).
/// A query over many variables keeps a `FaceMemo`: the first row of a
/// component also asks whether any direction of the component is non-zero
/// (maximise Σd), and when none is, every later row whose free symbols all
/// lie in rigid components is constant without a program of its own —
/// components are closures, so the directions of several are independent.
final class FaceMemo {
    /// Free restricted symbols of components in which every direction is zero.
    var rigid = Set<Int32>()
    /// Step limits already computed (`SolverCore.stepLimit(of:)`), by symbol:
    /// a symbol's column is walked once per query, not once per row holding it.
    var stepLimits: [Int32: Double] = [:]
}

extension SolverCore {
    /// Whether `row` changes along some direction that stays on the optimal face.
    func movesOnFace(_ row: Row, memo: FaceMemo? = nil) -> Bool {
        if let memo, row.symbols.allSatisfy({ memo.rigid.contains($0.id) || !isFree($0) }) { return false }
        // The component: free restricted symbols, and the zero-constant
        // restricted rows that hold them, closed under "shares a symbol".
        var symbolSlot: [Int32: Int32] = [:]
        var symbols: [Symbol] = []
        var rowIDs: [Int32] = []
        var seenRows = Set<Int32>()
        func include(_ symbol: Symbol) {
            guard symbolSlot[symbol.id] == nil, tableau.kind(of: symbol) != .external, isFree(symbol) else { return }
            symbolSlot[symbol.id] = Int32(symbols.count)
            symbols.append(symbol)
        }
        for symbol in row.symbols { include(symbol) }
        var next = 0
        while next < symbols.count {
            let symbol = symbols[next]
            next += 1
            for id in tableau.rowsHolding(symbol) where tableau.kind(of: Symbol(id: id)).isRestricted {
                let candidate = tableau.row(of: Symbol(id: id))!
                guard candidate.constant <= Tolerance.epsilon, seenRows.insert(id).inserted else { continue }
                rowIDs.append(id)
                for other in candidate.symbols { include(other) }
            }
        }
        // The local program, as a fresh tableau: one restricted symbol per
        // direction component, a restricted row per blocking row, and a bound
        // row u = 1 - d per component.
        var local = Tableau()
        let directions = symbols.map { _ in local.makeSymbol(.slack) }
        for id in rowIDs.sorted() {
            var blocking = Row()
            let original = tableau.row(of: Symbol(id: id))!
            for (index, symbol) in original.symbols.enumerated() {
                if let slot = symbolSlot[symbol.id] {
                    blocking.insert(directions[Int(slot)], original.coefficients[index])
                }
            }
            local.setRow(blocking, for: local.makeSymbol(.slack))
        }
        for direction in directions {
            var bound = Row(constant: 1)
            bound.insert(direction, -1)
            local.setRow(bound, for: local.makeSymbol(.slack))
        }
        if let memo {
            // Whether any direction of the component is non-zero at all.
            var program = local
            var total = Row()
            for direction in directions { total.insert(direction, -1) }
            program.setObjective([total])
            program.optimize()
            if program.objective.constant(at: 0) >= -Tolerance.epsilon {
                for symbol in symbols { memo.rigid.insert(symbol.id) }
                return false
            }
        }
        var objective = Row()
        for (index, symbol) in row.symbols.enumerated() {
            if let slot = symbolSlot[symbol.id] { objective.insert(directions[Int(slot)], row.coefficients[index]) }
        }
        for sign in [1.0, -1.0] {
            var program = local
            var scaled = objective
            scaled.scale(by: sign)
            program.setObjective([scaled])
            program.optimize()
            if program.objective.constant(at: 0) < -Tolerance.epsilon { return true }
        }
        return false
    }
}
