/// Ambiguity: whether a variable has the same value in every optimal solution.
///
/// In the optimal tableau, the cost vector of every parametric symbol is
/// lexicographically non-negative. A solution is optimal exactly when every
/// parametric symbol with a non-zero cost stays at zero (at the highest level
/// where any of them has a cost, their costs are all positive, so the level's
/// optimum forces them to zero; then the next level, and so on). The optimal
/// face is therefore the feasible region with those symbols fixed: the free
/// directions are the zero-cost parametric symbols. A basic variable whose row
/// has no free symbol is determined; otherwise a quick ratio test usually shows
/// it can move, and a small linear program over the directions that stay on
/// the face (`SolverCore+FaceDirections.swift`) settles the degenerate rest
/// exactly. Ranges are solved on the rows they reach (`SolverCore+FaceRange.swift`).
/// The internal exercise level is ignored: it chooses among optima, it does
/// not define them.
extension SolverCore {
    /// How many objective levels count for optimality (all but the exercise level).
    var userLevelCount: Int {
        tableau.levels.last == Self.exercisePriority.rawValue ? tableau.levels.count - 1 : tableau.levels.count
    }

    /// Whether a parametric symbol can move on the optimal face.
    func isFree(_ symbol: Symbol) -> Bool {
        tableau.kind(of: symbol) != .dummy && tableau.costSign(of: symbol, levels: userLevelCount) == 0
    }

    /// The row a variable's value reads from, over parametric symbols: its own
    /// row if basic, its expansion if defined; nil when it is parametric or
    /// unknown (and so free to take any value).
    func analysisRow(of variable: Variable) -> Row? {
        switch role(of: variable) {
        case .symbol(let symbol)?: return tableau.row(of: symbol)
        case .defined?: return expandedRow(of: variable)
        case nil: return nil
        }
    }

    /// Whether a variable's value differs between optimal solutions.
    func isAmbiguous(_ variable: Variable) -> Bool {
        guard let row = analysisRow(of: variable) else { return true }
        return isAmbiguous(row)
    }

    /// Whether the value of `row` differs between optimal solutions.
    ///
    /// - Complexity: O(row length × column length of its free symbols) unless
    ///   degenerate, when a linear program over the face decides.
    func isAmbiguous(_ row: Row, memo: FaceMemo? = nil) -> Bool {
        var degenerate = false
        for (position, term) in row.symbols.enumerated() where isFree(term) {
            if tableau.kind(of: term) == .external { return true }
            let limit = stepLimit(of: term, memo: memo)
            if limit > Tolerance.epsilon && !Tolerance.isZero(row.coefficients[position] * limit) { return true }
            degenerate = true
        }
        guard degenerate else { return false }
        return movesOnFace(row, memo: memo)
    }

    /// Ambiguity of many variables at once. A defined variable whose terms are
    /// all determined is determined; when some term is ambiguous, a direction
    /// on the optimal face along which it changes proves it ambiguous
    /// (`FaceWitness`), and only failing that is its expansion checked (the
    /// terms may cancel).
    func ambiguity(of variables: [Variable]) -> [Bool] {
        var definitionAmbiguity = DefinitionAmbiguity(
            definitionCount: definitions.count, queried: variables.count)
        let memo = FaceMemo()
        let witness = FaceWitness()
        // Each basic symbol's row is checked once (0 not yet, 1 determined,
        // 2 ambiguous): many definitions can name one long row (every view
        // of an `equalSpacing` stack names the first gap's edge).
        var rowAmbiguity = [UInt8](repeating: 0, count: tableau.symbolIDCount)
        // The memos are passed in, not captured: a captured variable is
        // boxed, and each access to it checked at run time.
        func ambiguous(
            _ variable: Variable, definitionAmbiguity: inout DefinitionAmbiguity, rowAmbiguity: inout [UInt8]
        ) -> Bool {
            guard let index = definition(of: variable) else {
                guard let row = analysisRow(of: variable) else { return true }
                return isAmbiguous(row, memo: memo)
            }
            var stack = [index]
            while let top = stack.last {
                if definitionAmbiguity[top] != nil {
                    stack.removeLast()
                    continue
                }
                let definition = definitions[top]!
                var ready = true
                var anyAmbiguous = false
                for term in definitions.terms(of: definition) {
                    switch term.reference {
                    case .definition(let dependency):
                        if let known = definitionAmbiguity[Int(dependency)] {
                            anyAmbiguous = anyAmbiguous || known
                        } else {
                            stack.append(Int(dependency))
                            ready = false
                        }
                    case .symbol(let id):
                        // A variable's own symbol or the definition's restricted
                        // marker: its row if basic; if parametric, a variable
                        // is free, a marker free unless it is costed.
                        if !anyAmbiguous {
                            let symbol = Symbol(id: id)
                            if let row = tableau.row(of: symbol) {
                                if rowAmbiguity[symbol.index] == 0 {
                                    rowAmbiguity[symbol.index] = isAmbiguous(row, memo: memo) ? 2 : 1
                                }
                                anyAmbiguous = rowAmbiguity[symbol.index] == 2
                            } else {
                                anyAmbiguous = tableau.kind(of: symbol) == .external || isFree(symbol)
                            }
                        }
                    }
                }
                guard ready else { continue }
                if anyAmbiguous && witness.moves(definition: Int32(top), in: self) {
                    definitionAmbiguity[top] = true
                } else if anyAmbiguous, let row = expandedRow(of: definition.variable) {
                    definitionAmbiguity[top] = isAmbiguous(row, memo: memo)
                } else {
                    definitionAmbiguity[top] = anyAmbiguous
                }
                stack.removeLast()
            }
            return definitionAmbiguity[index]!
        }
        return variables.map {
            ambiguous($0, definitionAmbiguity: &definitionAmbiguity, rowAmbiguity: &rowAmbiguity)
        }
    }

    /// `stepLimit(of:)`, kept in `memo` when there is one.
    func stepLimit(of symbol: Symbol, memo: FaceMemo?) -> Double {
        guard let memo else { return stepLimit(of: symbol) }
        if let known = memo.stepLimits[symbol.id] { return known }
        let limit = stepLimit(of: symbol)
        memo.stepLimits[symbol.id] = limit
        return limit
    }

    /// How far a parametric symbol can grow before a restricted row that holds
    /// it with a negative coefficient reaches zero (infinite when none does).
    func stepLimit(of symbol: Symbol) -> Double {
        var limit = Double.infinity
        for id in tableau.rowsHolding(symbol) where tableau.kind(of: Symbol(id: id)).isRestricted {
            let row = tableau.row(of: Symbol(id: id))!
            let coefficient = row.coefficient(for: symbol)
            if coefficient < 0 { limit = min(limit, max(row.constant, 0) / -coefficient) }
        }
        return limit
    }

    /// The least and greatest value a variable takes over all optimal solutions
    /// (infinite when unbounded; see `SolverCore+FaceRange.swift`).
    func valueRange(of variable: Variable) -> (lower: Double, upper: Double) {
        guard let row = analysisRow(of: variable) else { return (-.infinity, .infinity) }
        return valueRange(of: row)
    }

    /// The least and greatest value a variable takes over all optimal solutions
    /// with every dormant bound and inequality (`Solver.valueRange(of:)`): those
    /// an end of the range crosses wake in a copy, and the state keeps them
    /// dormant.
    func valueRangeWithEveryConstraint(of variable: Variable) -> (lower: Double, upper: Double) {
        withEveryBoundCuttingFace { core in
            core.valueRangeWakingCrossedDormant(over: [variable]) { $0.rangeRow(of: variable) }
        }
    }

    // MARK: Exercising ambiguity

    /// Moves an ambiguous variable to another optimal value: the far end of its
    /// range, or 100 past its value when the range is unbounded that way.
    ///
    /// The range is `Solver.valueRange(of:)`'s (`valueRangeWithEveryConstraint`):
    /// the state keeps its dormant bounds and inequalities, and the exercise,
    /// once added, wakes what its move leaves without room.
    ///
    /// - Returns: Whether the variable moved (false when it is determined).
    mutating func exerciseAmbiguity(of variable: Variable) -> Bool {
        let current = value(of: variable)
        let range = valueRangeWithEveryConstraint(of: variable)
        guard range.upper - range.lower > Tolerance.epsilon else { return false }
        let target: Double
        if range.upper - current >= current - range.lower {
            target = range.upper.isFinite ? range.upper : current + 100
        } else {
            target = range.lower.isFinite ? range.lower : current - 100
        }
        let key = ObjectIdentifier(variable)
        if let existing = exercises[key] {
            try? setConstant(-target, for: existing)
        } else {
            let constraint = Constraint(Expression(variable) - target, .equal, priority: Self.exercisePriority)
            guard (try? add(constraint, priority: Self.exercisePriority, constant: -target)) != nil else {
                return false
            }
            exercises[key] = constraint
        }
        return true
    }

    /// Removes every exercise, back to the solver's own choice among optima.
    mutating func removeExercises() {
        for constraint in exercises.values.sorted(by: {
            records[ObjectIdentifier($0)]!.order < records[ObjectIdentifier($1)]!.order
        }) {
            try? remove(constraint)
        }
        exercises = IdentityTable()
    }
}

/// What `ambiguity(of:)` has found of each definition so far: an array over
/// every definition for a query of many variables (one read a look-up), a
/// dictionary for a query of a few, so that asking view by view does not
/// cost the whole layout each time.
private struct DefinitionAmbiguity {
    private var dense: [Bool?] = []
    private var sparse: [Int: Bool] = [:]
    private let isDense: Bool

    init(definitionCount: Int, queried: Int) {
        isDense = definitionCount <= 16 * queried
        if isDense { dense = Array(repeating: nil, count: definitionCount) }
    }

    subscript(index: Int) -> Bool? {
        get { isDense ? dense[index] : sparse[index] }
        set {
            if isDense { dense[index] = newValue } else { sparse[index] = newValue }
        }
    }
}
