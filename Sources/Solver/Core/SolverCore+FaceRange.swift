/// The range of a row over the optimal face, solved on the part of the
/// tableau the question reaches.
///
/// On the optimal face every costed parametric symbol stays at zero
/// (`SolverCore+Ambiguity.swift`), so the least value of a row there is a
/// linear program over the free symbols alone: minimise the row subject to
/// the restricted rows staying non-negative. The primal simplex of
/// `Tableau.optimize()` (Badros, Borning & Stuckey 2001, §2) solves it: enter
/// the lowest-id symbol whose cost is negative (Bland's rule), leave by the
/// least ratio among the restricted rows that hold it, lowest id on ties.
///
/// Each pivot reads only the rows that hold its entering symbol, and a row
/// that no entering symbol reaches is never read; so `FaceRangeProgram`
/// takes a row from the tableau the first time a symbol it holds is about
/// to enter, and keeps its own copy from then on. Until then the row is as
/// the tableau has it — a pivot changes only the rows that hold its entering
/// symbol, and those were taken — so the program makes the same pivots, on
/// the same numbers, as the same simplex on a copy of the whole tableau
/// with the costed symbols frozen, and ends at the same value to the bit.
/// It never copies or changes the tableau: its cost is the rows it takes
/// and the pivots it makes, whatever the size of the layout.
///
/// Cells of costed (frozen) symbols and of dummies are dropped from every
/// row it takes: they stay at zero and never enter, and a cell's value after
/// a pivot depends only on the cells of its own symbol. No choice depends on
/// the order of a hashed collection: rows keep the order they were taken in,
/// and every tie goes to the lowest id, as in the tableau.
struct FaceRangeProgram {
    /// The row being minimised, over the program's parametric symbols.
    private(set) var objective: Row
    /// The rows taken from the tableau, as pivoted since, with their basic
    /// symbols (in the order taken; a pivot keeps a row's place).
    private var rows: [Row] = []
    private var basics: [Symbol] = []
    /// The tableau rows taken so far, by their basic symbol when taken.
    private var taken: Set<Int32> = []
    /// The symbol that no row limits, when the minimum is unbounded.
    private var unboundedEntering: Symbol?

    /// A program that minimises `objective`, a row over free symbols.
    init(minimizing objective: Row) {
        self.objective = objective
    }

    /// Minimises the objective over the optimal face of `core`.
    ///
    /// - Returns: The least value, or minus infinity when unbounded.
    /// - Complexity: The rows taken and the pivots made; at most
    ///   `Tableau.pivotLimit` pivots, as the full simplex.
    mutating func minimize(in core: SolverCore) -> Double {
        let limit = core.tableau.pivotLimit
        var pivots = 0
        while pivots < limit {
            guard let entering = enteringSymbol(in: core.tableau) else { break }
            take(rowsHolding: entering, from: core)
            guard let leaving = leavingPosition(for: entering, in: core.tableau) else {
                unboundedEntering = entering
                return -.infinity
            }
            pivot(entering: entering, leavingAt: leaving)
            pivots += 1
        }
        return objective.constant
    }

    /// The lowest-id symbol with a negative cost that may enter: every symbol
    /// of the objective is parametric here (a symbol that enters is
    /// substituted out), and free or the basic symbol of a row taken, which
    /// may enter unless it is a dummy.
    private func enteringSymbol(in tableau: Tableau) -> Symbol? {
        for cell in objective.cells
        where cell.coefficient < -Tolerance.epsilon && tableau.kind(of: cell.symbol) != .dummy {
            return cell.symbol
        }
        return nil
    }

    /// Takes each restricted tableau row that holds `symbol` and is not taken
    /// yet, keeping only its free cells.
    private mutating func take(rowsHolding symbol: Symbol, from core: SolverCore) {
        for id in core.tableau.rowsHolding(symbol) where core.tableau.kind(of: Symbol(id: id)).isRestricted {
            guard taken.insert(id).inserted else { continue }
            let row = core.tableau.row(of: Symbol(id: id))!
            rows.append(Row(constant: row.constant, sortedCells: core.freeCells(of: row)))
            basics.append(Symbol(id: id))
        }
    }

    /// Where the row that limits `entering` first is: the least ratio of
    /// constant to minus coefficient among the restricted rows with a
    /// negative coefficient, lowest basic id on ties; nil when none limits it.
    private func leavingPosition(for entering: Symbol, in tableau: Tableau) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for position in rows.indices where tableau.kind(of: basics[position]).isRestricted {
            let coefficient = rows[position].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = max(rows[position].constant, 0) / -coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { basics[position] < basics[$0] } == true) {
                bestRatio = ratio
                best = position
            }
        }
        return best
    }

    /// Where `minimize(in:)` stopped, in the tableau's terms: the value of
    /// each of the tableau's parametric symbols that the program made basic
    /// (every other one stays at zero), or, when the minimum is unbounded,
    /// how fast each moves as the unlimited symbol grows.
    func end(in tableau: Tableau) -> FaceEnd {
        var moves: [(symbol: Symbol, move: Double)] = []
        if let entering = unboundedEntering, tableau.row(of: entering) == nil { moves.append((entering, 1)) }
        for position in rows.indices where tableau.row(of: basics[position]) == nil {
            let move = unboundedEntering.map { rows[position].coefficient(for: $0) } ?? rows[position].constant
            if move != 0 { moves.append((basics[position], move)) }
        }
        return FaceEnd(moves: moves, isRay: unboundedEntering != nil)
    }

    /// Makes `entering` basic in the row at `position`, whose basic symbol leaves.
    private mutating func pivot(entering: Symbol, leavingAt position: Int) {
        var row = rows[position]
        row.solve(for: entering, replacing: basics[position])
        for other in rows.indices where other != position {
            rows[other].substitute(entering, with: row)
        }
        objective.substitute(entering, with: row)
        rows[position] = row
        basics[position] = entering
    }
}

extension SolverCore {
    /// The least and greatest value of `row` over all optimal solutions:
    /// a `FaceRangeProgram` each way.
    ///
    /// - Complexity: The rows the two programs reach and their pivots; a row
    ///   with no free symbol costs one pass over it.
    func valueRange(of row: Row) -> (lower: Double, upper: Double) {
        var objective = Row(constant: row.constant, sortedCells: freeCells(of: row))
        if objective.isEmpty { return (row.constant, row.constant) }
        if objective.symbols.contains(where: { tableau.kind(of: $0) == .external }) {
            return (-.infinity, .infinity)
        }
        var lowest = FaceRangeProgram(minimizing: objective)
        let lower = lowest.minimize(in: self)
        objective.scale(by: -1)
        var highest = FaceRangeProgram(minimizing: objective)
        let upper = -highest.minimize(in: self)
        return (min(lower, row.constant), max(upper, row.constant))
    }

    /// The cells of `row` whose symbols are free (`isFree(_:)`), in order.
    ///
    /// - Complexity: O(row length × objective levels).
    func freeCells(of row: Row) -> [Cell] {
        let levels = userLevelCount
        var cells: [Cell] = []
        cells.reserveCapacity(row.count)
        for cell in row.cells
        where tableau.kind(of: cell.symbol) != .dummy && tableau.costSign(of: cell.symbol, levels: levels) == 0 {
            cells.append(cell)
        }
        return cells
    }

    /// The least and greatest value of an expression over all optimal
    /// solutions; infinite both ways when it holds a variable the solver has
    /// not seen.
    func valueRange(of expression: Expression) -> (lower: Double, upper: Double) {
        guard let row = analysisRow(of: expression) else { return (-.infinity, .infinity) }
        return valueRange(of: row)
    }

    /// An expression over the parametric symbols; nil when it holds a
    /// variable the solver has not seen.
    func analysisRow(of expression: Expression) -> Row? {
        let unseen = Self.mergingRepeatedVariables(expression.terms).contains { term in
            !Tolerance.isNegligible(term.coefficient) && role(of: term.variable) == nil
        }
        if unseen { return nil }
        var copy = self
        var newVariables: [Variable] = []
        return copy.expandedRow(expression, newVariables: &newVariables)
    }
}
