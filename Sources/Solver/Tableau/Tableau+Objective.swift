/// The lexicographic objective: one row per priority level.
///
/// The cost of a symbol is the vector of its coefficients in the level rows,
/// highest priority first. A cost is negative when its first non-zero entry is;
/// the optimum is reached when no enterable symbol has a negative cost, which is
/// exactly "each level minimised given every level above it" — no amount of
/// improvement at a lower level can buy any worsening at a higher one.
extension Tableau {
    /// The level of `priority`, inserting an empty level row if it is new.
    mutating func retainLevel(for priority: Float) -> Int {
        let (index, exists) = objective.position(of: priority)
        if exists {
            willChangeLevelUses(index)
            objective.setUses(objective.uses(at: index) + 1, at: index)
            return index
        }
        willRestructureObjective()
        objective.insertLevel(priority, at: index)
        return index
    }

    /// The level index of `priority`, which must be in use.
    func level(for priority: Float) -> Int { objective.level(of: priority) }

    /// Drops one use of the level of `priority`, removing the level when unused.
    mutating func releaseLevel(for priority: Float) {
        let index = level(for: priority)
        willChangeLevelUses(index)
        let uses = objective.uses(at: index) - 1
        objective.setUses(uses, at: index)
        if uses == 0 {
            willRestructureObjective()
            for symbol in objective.removeLevel(at: index) { enteringCandidates.append(symbol.id) }
        }
    }

    /// The priority of each objective level, descending.
    var levels: [Float] { objective.priorities }

    /// How many constraints use each level.
    var levelUses: [Int] { objective.uses }

    /// How many levels the objective has.
    var objectiveLevelCount: Int { objective.count }

    /// The objective row of `level`, highest priority first.
    func objectiveRow(at level: Int) -> ObjectiveRow { objective.row(at: level) }

    /// The coefficient of `symbol` in the objective row of `level`, read in
    /// place (no copy of the row).
    @inline(__always)
    func objectiveCoefficient(of symbol: Symbol, level: Int) -> Double {
        objective.coefficient(of: symbol, level: level)
    }

    /// Whether any objective level holds `symbol`.
    func objectiveHolds(_ symbol: Symbol) -> Bool { objective.holds(symbol) }

    /// Adds `coefficient · symbol` to the objective at `level`, through the
    /// symbol's row if it is basic (the objective holds only parametric symbols).
    mutating func addObjective(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        if let row = row(of: symbol) {
            willModifyObjective(level, cells: row, and: nil)
            objective.add(row, times: coefficient, level: level)
            for cell in row.symbols { enteringCandidates.append(cell.id) }
        } else {
            willModifyObjectiveCell(level, symbol)
            objective.insert(symbol, coefficient, level: level)
            enteringCandidates.append(symbol.id)
        }
    }

    /// The sign of a symbol's cost vector: -1, 0 or 1, ignoring levels below `lowestLevel`.
    ///
    /// A cost is negative at a level below `-Tolerance.epsilon`, and positive
    /// at any level above zero: a positive cost too small to count as an
    /// improvement still counts as a worsening, so no pivot buys a lower level
    /// with a higher one, however slightly. (Costs that cancel are dropped,
    /// `Tolerance.cancels(_:from:)`, so one that is left is genuine.) Reading
    /// it as zero let two pivots undo each other through the levels below,
    /// round and round.
    func costSign(of symbol: Symbol, levels levelCount: Int? = nil) -> Int {
        let levels = objective.levels(mayHolding: symbol)
        return costSign(of: symbol, at: levels.clamped(to: 0..<(levelCount ?? objective.count)))
    }

    /// The sign of a symbol's cost vector read at `levels`, highest first.
    private func costSign(of symbol: Symbol, at levels: Range<Int>) -> Int {
        for level in levels {
            let value = objective.coefficient(of: symbol, level: level)
            if value < -Tolerance.epsilon { return -1 }
            if value > 0 { return 1 }
        }
        return 0
    }

    /// Replaces the objective (on copies used for linear programs over a face).
    mutating func setObjective(_ rows: [Row]) {
        objective = ObjectiveLevels(minimizing: rows)
        objectiveIsBoundedBelow = false
        enteringCandidates = rows.flatMap { $0.symbols.map(\.id) }
    }

    /// An enterable symbol whose cost is lexicographically negative, looking
    /// only at the symbols whose cost changed (`enteringCandidates`); the
    /// candidates that are not negative are dropped.
    ///
    /// - Parameter steepest: Whether to take the steepest cost — negative at
    ///   the highest level, the most negative there, lowest id on ties —
    ///   rather than the lowest id (Bland's rule).
    mutating func nextEnteringSymbol(steepest: Bool = false) -> Symbol {
        guard !enteringCandidates.isEmpty else { return .invalid }
        // Compacted in place (the negative ones move to the front) while the
        // chosen one is tracked: no sort. A symbol may be listed more than
        // once; repeats are dropped when the list grows long.
        var kept = 0
        var chosen = Int32.max
        var chosenLevel = Int.max, chosenCost = 0.0
        for position in enteringCandidates.indices {
            let id = enteringCandidates[position]
            let symbol = Symbol(id: id)
            guard !isBasic(symbol) && canEnter(symbol), let (level, cost) = objective.negativeCost(of: symbol) else {
                continue
            }
            enteringCandidates[kept] = id
            kept += 1
            let better =
                steepest
                ? level < chosenLevel
                    || (level == chosenLevel && (cost < chosenCost || (cost == chosenCost && id < chosen)))
                : id < chosen
            if better {
                chosen = id
                chosenLevel = level
                chosenCost = cost
            }
        }
        enteringCandidates.truncate(to: kept)
        if kept > 64 {
            enteringCandidates.sort()
            var unique = 0
            for position in enteringCandidates.indices
            where unique == 0 || enteringCandidates[unique - 1] != enteringCandidates[position] {
                enteringCandidates[unique] = enteringCandidates[position]
                unique += 1
            }
            enteringCandidates.truncate(to: unique)
        }
        return chosen == .max ? .invalid : Symbol(id: chosen)
    }

    /// A slack or error of `row` (a new row, `0 = row`, with no subject) that
    /// the row can be solved for without making any cost negative, or invalid.
    ///
    /// Solving `0 = c + a·y + Σ aᵢ·zᵢ` for `y` and substituting it gives each
    /// `zᵢ` the cost `cost(zᵢ) − cost(y)·aᵢ/a`; when none of those vectors is
    /// negative the objective is still optimal, whatever the row's constant
    /// makes of `y` and of the rows that hold it, and the dual simplex can
    /// restore feasibility from there. Among the first `limit` candidates in
    /// id order, the first that keeps every cost non-negative.
    ///
    /// - Complexity: O(`limit` · length of `row` · levels).
    func subjectKeepingOptimality(of row: Row, limit: Int = 8) -> Symbol {
        row.withCells { cells in
            var tried = 0
            for candidate in cells where tried < limit {
                let kind = self.kind(of: candidate.symbol)
                guard kind == .slack || kind == .error, canEnter(candidate.symbol) else { continue }
                tried += 1
                if keepsCostsNonNegative(solvingFor: candidate, in: cells) { return candidate.symbol }
            }
            return .invalid
        }
    }

    /// Whether every enterable symbol of `cells` keeps a cost vector that is
    /// not negative once the row is solved for `subject` and substituted.
    private func keepsCostsNonNegative(solvingFor subject: Cell, in cells: UnsafeBufferPointer<Cell>) -> Bool {
        // The subject costs nothing at any level: no other cost changes.
        if !objective.holds(subject.symbol) { return true }
        for cell in cells where cell.symbol != subject.symbol && canEnter(cell.symbol) {
            let factor = -cell.coefficient / subject.coefficient
            for level in 0..<objective.count {
                let cost =
                    objective.coefficient(of: cell.symbol, level: level)
                    + objective.coefficient(of: subject.symbol, level: level) * factor
                if cost < -Tolerance.epsilon { return false }
                if cost > Tolerance.epsilon { break }
            }
        }
        return true
    }

    /// The lowest-id enterable symbol whose cost is lexicographically negative,
    /// by a full scan (the reference `nextEnteringSymbol` is checked against):
    /// every symbol, every level, trusting no span.
    func enteringSymbol() -> Symbol {
        for index in 1..<symbolIDCount {
            let symbol = Symbol(id: Int32(index))
            if !isBasic(symbol) && canEnter(symbol) && costSign(of: symbol, at: 0..<objective.count) < 0 {
                return symbol
            }
        }
        return .invalid
    }

    /// The dual simplex's entering symbol for a row with a negative constant:
    /// among enterable symbols with a positive coefficient, the least ratio of
    /// cost vector to coefficient, compared lexicographically; lowest id on ties.
    func dualEnteringSymbol(for row: Row) -> Symbol {
        var best = Symbol.invalid
        var bestCoefficient = 0.0
        row.forEachCell { cell in
            let symbol = cell.symbol, coefficient = cell.coefficient
            guard coefficient > 0, canEnter(symbol) else { return }
            if !best.isValid || ratiosAreLess(symbol, coefficient, than: best, bestCoefficient) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        return best
    }

    /// Whether the cost vector of `a` over `aCoefficient` is lexicographically
    /// less than that of `b` over `bCoefficient` (the ratios are computed
    /// level by level, without building the vectors).
    private func ratiosAreLess(_ a: Symbol, _ aCoefficient: Double, than b: Symbol, _ bCoefficient: Double) -> Bool {
        for level in 0..<objective.count {
            let difference =
                objective.coefficient(of: a, level: level) / aCoefficient
                - objective.coefficient(of: b, level: level) / bCoefficient
            if difference < -Tolerance.epsilon { return true }
            if difference > Tolerance.epsilon { return false }
        }
        return false
    }
}
