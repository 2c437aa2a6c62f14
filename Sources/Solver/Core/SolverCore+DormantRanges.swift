/// Ranges over the optimal face while required inequalities are dormant
/// (`SolverCore+DormantInequalities.swift`), without waking the ones the
/// range's ends do not cross.
///
/// The current point is optimal for the held constraints and satisfies
/// every dormant inequality, so the optimal face with every constraint is
/// the face of the held ones cut by the dormant ones. An end of the held
/// face's range that satisfies every dormant inequality is therefore the
/// end with them; an end that violates some is not, and waking those (in a
/// copy) and solving again moves it inwards. Each round wakes at least one,
/// so the answer is exact after at most as many rounds as there are
/// dormant inequalities; an end is checked by visiting what it moves, and
/// a range whose ends cross none makes no copy.
///
/// An end is where a `FaceRangeProgram` stopped: the values it gives the
/// tableau's parametric symbols (every other one stays at zero); an
/// unbounded end is the ray it found, along which a dormant inequality is
/// crossed when its expression moves towards its bound.
struct FaceEnd {
    /// The moves of the tableau's parametric symbols from the current point
    /// (or along the ray), by symbol.
    let moves: [(symbol: Symbol, move: Double)]
    /// Whether `moves` is a direction without end rather than a point.
    let isRay: Bool
}

extension SolverCore {
    /// The least and greatest value of the row that `makeRow` builds (nil:
    /// unbounded both ways) over all optimal solutions with every dormant
    /// inequality, waking in a copy only those that an end crosses;
    /// `variables` are those the row is over.
    func valueRangeWakingCrossedDormant(
        over variables: [Variable], _ makeRow: (SolverCore) -> Row?
    ) -> (lower: Double, upper: Double) {
        guard !dormantInequalities.isEmpty else {
            guard let row = makeRow(self) else { return (-.infinity, .infinity) }
            return valueRange(of: row)
        }
        var core = self
        while true {
            guard let row = makeRow(core) else {
                let orphaned = core.dormantInequalitiesGivingRoles(to: variables)
                let before = core.dormantInequalities.count
                if !orphaned.isEmpty { core.wakeDormantInequalities(orphaned) }
                if core.dormantInequalities.count == before { return (-.infinity, .infinity) }
                continue
            }
            let (range, ends) = core.valueRangeAndEnds(of: row)
            guard !ends.isEmpty, !core.dormantInequalities.isEmpty else { return range }
            if core.tableau.hasTouchedValues || core.definitions.hasOutdated { core.propagateValues() }
            var crossed: [ConstraintRecord] = []
            var seen = Set<ObjectIdentifier>()
            for end in ends {
                for record in core.dormantInequalities(crossedBy: end)
                where seen.insert(ObjectIdentifier(record.constraint)).inserted {
                    crossed.append(record)
                }
            }
            if crossed.isEmpty { return range }
            let before = core.dormantInequalities.count
            core.wakeDormantInequalities(crossed)
            // Only numbers beyond a `Double` refuse a wake: answer with what is held.
            if core.dormantInequalities.count == before { return range }
        }
    }

    /// A variable's value over the parametric symbols: its row, or itself
    /// when parametric (a variable that only dormant inequalities mention);
    /// nil when the solver does not know it.
    func rangeRow(of variable: Variable) -> Row? {
        switch role(of: variable) {
        case .symbol(let symbol)?:
            return tableau.row(of: symbol) ?? Row(constant: 0, sortedCells: [Cell(symbol: symbol, coefficient: 1)])
        case .defined?: return analysisRow(of: variable)
        case nil: return nil
        }
    }

    /// The dormant inequalities to wake so that `variables` have roles: a
    /// variable the held constraints forgot (its definition removed) may
    /// still be in dormant inequalities, and those that mention a variable
    /// with no role wake. None when no dormant inequality mentions a
    /// variable of `variables` with no role: such a variable stays unknown,
    /// and free, whatever wakes.
    func dormantInequalitiesGivingRoles(to variables: [Variable]) -> [ConstraintRecord] {
        let isMentioned = variables.contains {
            role(of: $0) == nil && dormantInequalities.mentions(ObjectIdentifier($0))
        }
        guard isMentioned else { return [] }
        var found: [ConstraintRecord] = []
        dormantInequalities.forEach { constraint in
            if constraint.expression.terms.contains(where: { role(of: $0.variable) == nil }) {
                found.append(records[ObjectIdentifier(constraint)]!)
            }
        }
        return found
    }

    /// `valueRange(of:)` of a row, with the end each way that is not the
    /// current point's value.
    func valueRangeAndEnds(of row: Row) -> (range: (lower: Double, upper: Double), ends: [FaceEnd]) {
        var objective = Row(constant: row.constant, sortedCells: freeCells(of: row))
        if objective.isEmpty { return ((row.constant, row.constant), []) }
        if let external = objective.cells.first(where: { tableau.kind(of: $0.symbol) == .external }) {
            // A free external symbol appears in no row: it alone moves, each way.
            let sign: Double = external.coefficient > 0 ? 1 : -1
            return (
                (-.infinity, .infinity),
                [
                    FaceEnd(moves: [(external.symbol, -sign)], isRay: true),
                    FaceEnd(moves: [(external.symbol, sign)], isRay: true),
                ]
            )
        }
        var lowest = FaceRangeProgram(minimizing: objective)
        let lower = lowest.minimize(in: self)
        objective.scale(by: -1)
        var highest = FaceRangeProgram(minimizing: objective)
        let upper = -highest.minimize(in: self)
        var ends: [FaceEnd] = []
        for program in [lowest, highest] {
            let end = program.end(in: tableau)
            if !end.moves.isEmpty { ends.append(end) }
        }
        return ((min(lower, row.constant), max(upper, row.constant)), ends)
    }

    /// The dormant inequalities that `end` violates (a point) or moves
    /// towards their bound (a ray), in the order they went dormant; values
    /// at the current point as of the last propagation.
    ///
    /// Only what the end moves is visited: the basic symbols whose rows hold
    /// a moved symbol, the definitions over those (through their
    /// dependents), and the dormant inequalities over their variables,
    /// found `searching` one side, by default the cheaper one: the dormant
    /// terms cost a look-up each, the variables reached a look-up each in the
    /// store's index (and one for each inequality found there).
    func dormantInequalities(
        crossedBy end: FaceEnd, searching side: DormantCrossingSearch? = nil
    ) -> [ConstraintRecord] {
        var reach = FaceEndReach(symbolCount: tableau.symbolIDCount, definitionCount: definitions.count)
        for (symbol, _) in end.moves {
            reach.insert(symbol: symbol.id)
            for id in tableau.rowsHolding(symbol) { reach.insert(symbol: id) }
        }
        for id in reach.symbols {
            definitions.forEachDependent(ofSymbol: id) { reach.insert(definition: $0) }
        }
        var next = 0
        while next < reach.definitions.count {
            let index = reach.definitions[next]
            next += 1
            definitions.forEachDependent(ofDefinition: index) { reach.insert(definition: $0) }
        }
        var candidates: [Constraint] = []
        let reached = reach.symbols.count + reach.definitions.count
        if (side ?? (dormantInequalities.termCount < reached ? .dormantTerms : .reachedVariables)) == .dormantTerms {
            dormantInequalities.forEach { constraint in
                if constraint.expression.terms.contains(where: { reach.holds(role(of: $0.variable)) }) {
                    candidates.append(constraint)
                }
            }
        } else {
            var seen = Set<ObjectIdentifier>()
            func collect(_ variable: Variable) {
                dormantInequalities.forEachMentioning(ObjectIdentifier(variable)) { constraint in
                    if seen.insert(ObjectIdentifier(constraint)).inserted { candidates.append(constraint) }
                }
            }
            for id in reach.symbols {
                if case .variable(let variable) = symbolSpace.owner(of: Symbol(id: id)) { collect(variable) }
            }
            for index in reach.definitions {
                if let definition = definitions[Int(index)] { collect(definition.variable) }
            }
        }
        guard !candidates.isEmpty else { return [] }
        var moves = FaceEndMoves(end: end, reach: reach)
        var crossed: [ConstraintRecord] = []
        for constraint in candidates {
            let record = records[ObjectIdentifier(constraint)]!
            var change = 0.0
            for term in constraint.expression.terms {
                change += term.coefficient * moves.move(of: term.variable, in: self)
            }
            let isLess = constraint.relation == .lessThanOrEqual
            if end.isRay {
                if isLess ? change > Tolerance.epsilon : change < -Tolerance.epsilon { crossed.append(record) }
            } else {
                let value = currentValue(of: record) + change
                let room = Tolerance.epsilon * Swift.max(1, abs(record.constant))
                if isLess ? value > room : value < -room { crossed.append(record) }
            }
        }
        return crossed.sorted { $0.order < $1.order }
    }
}

/// Where `dormantInequalities(crossedBy:searching:)` finds the dormant
/// inequalities over what an end moves; both give the same answer.
enum DormantCrossingSearch {
    /// Each dormant inequality's terms, looked up in what the end reaches.
    case dormantTerms
    /// Each variable the end reaches, looked up in the store's index.
    case reachedVariables
}

/// The symbols and definitions a `FaceEnd` can move, marked by id (a
/// range asks many questions of a large layout: no hashing) and listed in
/// the order found.
private struct FaceEndReach {
    private(set) var symbols: [Int32] = []
    private(set) var definitions: [Int32] = []
    private var symbolMarks: [Bool]
    private var definitionMarks: [Bool]

    init(symbolCount: Int, definitionCount: Int) {
        symbolMarks = Array(repeating: false, count: symbolCount)
        definitionMarks = Array(repeating: false, count: definitionCount)
    }

    mutating func insert(symbol id: Int32) {
        guard !symbolMarks[Int(id)] else { return }
        symbolMarks[Int(id)] = true
        symbols.append(id)
    }

    mutating func insert(definition index: Int32) {
        guard !definitionMarks[Int(index)] else { return }
        definitionMarks[Int(index)] = true
        definitions.append(index)
    }

    func holds(definition index: Int32) -> Bool { definitionMarks[Int(index)] }

    /// Whether the end can move a variable with this role.
    func holds(_ role: VariableRole?) -> Bool {
        switch role {
        case .symbol(let symbol)?: return symbolMarks[symbol.index]
        case .defined(let index)?: return definitionMarks[Int(index)]
        case nil: return false
        }
    }
}

/// How far each variable moves from the current point to a `FaceEnd` (or
/// along its ray), worked out on demand and kept.
private struct FaceEndMoves {
    private let end: FaceEnd
    private var symbolMoves: [Int32: Double] = [:]
    private var definitionMoves: [Int32: Double] = [:]
    /// What the end can move; every other definition moves by zero.
    private let reach: FaceEndReach

    init(end: FaceEnd, reach: FaceEndReach) {
        self.end = end
        self.reach = reach
        for (symbol, move) in end.moves { symbolMoves[symbol.id] = move }
    }

    mutating func move(of variable: Variable, in core: SolverCore) -> Double {
        switch core.role(of: variable) {
        case .symbol(let symbol)?: return move(of: symbol, in: core)
        case .defined(let index)?: return move(ofDefinition: index, in: core)
        case nil: return 0
        }
    }

    /// A parametric symbol's move is the end's (zero when it has none); a
    /// basic symbol's is its row's over those moves.
    private mutating func move(of symbol: Symbol, in core: SolverCore) -> Double {
        if let move = symbolMoves[symbol.id] { return move }
        var total = 0.0
        if let row = core.tableau.row(of: symbol) {
            for (moved, move) in end.moves { total += row.coefficient(for: moved) * move }
        }
        symbolMoves[symbol.id] = total
        return total
    }

    /// A definition's move, its terms' moves weighed (depth first without
    /// recursion: definitions can chain as long as the layout).
    private mutating func move(ofDefinition index: Int32, in core: SolverCore) -> Double {
        guard reach.holds(definition: index) else { return 0 }
        if let move = definitionMoves[index] { return move }
        var stack: [Int32] = [index]
        while let top = stack.last {
            if definitionMoves[top] != nil {
                stack.removeLast()
                continue
            }
            guard let definition = core.definitions[Int(top)] else {
                definitionMoves[top] = 0
                stack.removeLast()
                continue
            }
            var total = 0.0
            var waiting = false
            for position in definition.termRange {
                let term = core.definitions.term(at: position)
                switch term.reference {
                case .symbol(let id): total += term.coefficient * move(of: Symbol(id: id), in: core)
                case .definition(let dependency):
                    if !reach.holds(definition: dependency) { continue }
                    if let move = definitionMoves[dependency] {
                        total += term.coefficient * move
                    } else {
                        stack.append(dependency)
                        waiting = true
                    }
                }
            }
            guard !waiting else { continue }
            if definition.markerCoefficient != 0 {
                total += definition.markerCoefficient * move(of: definition.marker, in: core)
            }
            definitionMoves[top] = total
            stack.removeLast()
        }
        return definitionMoves[index]!
    }
}
