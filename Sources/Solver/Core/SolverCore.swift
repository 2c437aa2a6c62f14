/// What the solver knows about one constraint it holds, including the
/// constant and priority it holds it with (the `Constraint` keeps the ones it
/// was created with, so that each solver changes its own), and where it
/// holds it (`placement`).
///
/// Kept to 48 bytes (there is one per constraint: 70,000 in a row of 10,000
/// views): the marker's coefficient is ±1, and the placement, a definition
/// index or one of three tags, fits 32 bits, so both are stored narrow behind
/// full-width accessors.
struct ConstraintRecord {
    let constraint: Constraint
    /// The symbol that identifies the constraint's row: its slack, its dummy or
    /// its positive error; invalid while the constraint is dormant.
    var marker: Symbol
    /// The second error of an optional constraint, or invalid.
    var other: Symbol
    /// The priority the tableau holds the constraint at.
    var priority: Priority
    /// The constant term the tableau holds the constraint with
    /// (`expression.constant` until `setConstant` changes it).
    var constant: Double
    private var storedMarkerCoefficient: Float
    /// A definition's index (0 or more), or a tag: `rowTag`, `dormantBoundTag`,
    /// `dormantSoftBoundTag`, `impliedInequalityTag`, `dormantInequalityTag`.
    private var storedPlacement: Int32
    /// When the constraint was added, for "the one declared last".
    let order: Int

    private static let rowTag: Int32 = -1
    private static let dormantBoundTag: Int32 = -2
    private static let dormantSoftBoundTag: Int32 = -3
    private static let impliedInequalityTag: Int32 = -4
    private static let dormantInequalityTag: Int32 = -5

    init(
        constraint: Constraint, marker: Symbol, other: Symbol, markerCoefficient: Double, priority: Priority,
        constant: Double, order: Int, placement: ConstraintPlacement = .row
    ) {
        precondition(markerCoefficient == 1 || markerCoefficient == -1, "a marker's coefficient is ±1")
        self.constraint = constraint
        self.marker = marker
        self.other = other
        self.priority = priority
        self.constant = constant
        self.storedMarkerCoefficient = Float(markerCoefficient)
        self.storedPlacement = Self.rowTag
        self.order = order
        self.placement = placement
    }

    /// The coefficient `marker` was given in the constraint's row (±1), used
    /// to translate a change of constant into a shift of the marker.
    var markerCoefficient: Double { Double(storedMarkerCoefficient) }

    /// Where the solver holds the constraint.
    var placement: ConstraintPlacement {
        get {
            switch storedPlacement {
            case Self.rowTag: return .row
            case Self.dormantBoundTag: return .dormantBound
            case Self.dormantSoftBoundTag: return .dormantSoftBound
            case Self.impliedInequalityTag: return .impliedInequality
            case Self.dormantInequalityTag: return .dormantInequality
            default: return .definition(storedPlacement)
            }
        }
        set {
            switch newValue {
            case .row: storedPlacement = Self.rowTag
            case .definition(let index):
                precondition(index >= 0, "a definition's index is not negative")
                storedPlacement = index
            case .dormantBound: storedPlacement = Self.dormantBoundTag
            case .dormantSoftBound: storedPlacement = Self.dormantSoftBoundTag
            case .impliedInequality: storedPlacement = Self.impliedInequalityTag
            case .dormantInequality: storedPlacement = Self.dormantInequalityTag
            }
        }
    }
}

/// Who a symbol belongs to.
///
/// A variable's symbol keeps the variable alive. A constraint's symbols do
/// not retain it — its record does, and removing the constraint clears its
/// symbols' owners — so that a solver with tens of thousands of constraints
/// is not torn down by releasing each of them two or three times more.
enum SymbolOwner {
    case none
    case variable(Variable)
    case constraint(Unmanaged<Constraint>)
    /// A marker sum (`SolverCore+MarkerSums.swift`).
    case markerSum

    static func owned(by constraint: Constraint) -> SymbolOwner { .constraint(Unmanaged.passUnretained(constraint)) }
}

/// What a variable is to the solver: a tableau symbol (an external one, basic
/// or parametric), or the variable of a definition (`DefinitionStore`).
/// A variable has at most one role; materialising a definition turns the
/// second into the first.
enum VariableRole: Equatable {
    case symbol(Symbol)
    case defined(Int32)
}

/// The state behind `Solver`: the tableau and the bookkeeping around it.
///
/// A value type, so a throw-away copy (for feasibility checks, or a linear
/// program over the optimal face) costs nothing until it is changed.
struct SolverCore {
    var tableau = Tableau()
    var records = IdentityTable<ConstraintRecord>()
    /// What each variable the solver has seen is to it: one look-up tells a
    /// symbol from a definition.
    var variableRoles = IdentityTable<VariableRole>()
    /// The owner of each symbol, and the count of symbols left behind that
    /// triggers compaction (`SymbolSpace.swift`).
    var symbolSpace = SymbolSpace()
    var edits = IdentityTable<EditRecord>()
    var exercises = IdentityTable<Constraint>()
    /// Each variable's bound groups, required and optional, and the
    /// variables with dormant optional bounds (`SolverCore+Bounds.swift`,
    /// `SolverCore+SoftBounds.swift`).
    var bounds = BoundStore()
    /// The required inequalities that other constraints imply, held out of
    /// the tableau (`SolverCore+ImpliedInequalities.swift`).
    var implied = ImpliedInequalityStore()
    /// The required inequalities the current point satisfies with room, held
    /// out of the tableau (`SolverCore+DormantInequalities.swift`).
    var dormantInequalities = DormantInequalityStore()
    /// Whether a required inequality may be held dormant (off in the fresh
    /// solvers that shrink a conflict: they never reach the end of a call).
    var holdsDormantInequalities = true
    var nextOrder = 0
    /// Every definition, its value, its terms and its dependents
    /// (`DefinitionStore.swift`, `SolverCore+Definitions.swift`).
    var definitions = DefinitionStore()
    /// Whether a new definition waits for the next read for its value, and
    /// is checked for overflow against the values as of the last propagation,
    /// instead of bringing the values up to date first
    /// (`Solver.performBatchUpdates(_:)`).
    var defersValues = false
    /// Whether an addition leaves re-optimising to the end of the list it is
    /// part of (`Solver.add(_:)` with an array): each row still goes in
    /// feasible, and one optimisation at the end replaces one per row.
    var defersOptimization = false
    /// Whether the solver has seen an extreme number, so that every mutating
    /// call is guarded against overflow (`Solver+Overflow.swift`).
    var holdsExtremeNumbers = false
    /// Whether to shrink a conflict to a minimal set (off inside the shrinking itself).
    var minimizesConflicts = true
    /// How many dummy cells a new row needs for them to be gathered into a
    /// marker sum (`SolverCore+MarkerSums.swift`); lowered by tests.
    var markerSumThreshold = 24
    /// Whether a marker sum was ever made: until then no marker is read
    /// through one.
    var madeMarkerSums = false
    /// Buffers reused from one addition to the next (row expansion, the list of
    /// new variables), so adding a constraint allocates little beyond its row.
    var scratch = ExpansionScratch()
    /// Whether every mutating call checks the invariants afterwards (tests).
    var checksInvariants = false

    /// The exercise level's priority: below every valid priority, so that it
    /// picks among optimal layouts without changing what is optimal.
    static let exercisePriority = Priority(rawValue: 0)

    /// Runs a mutating call (and checks the invariants, when asked): one
    /// access to the solver's state for the whole call.
    ///
    /// The defined values are brought up to date at the next read, not after
    /// each call (every read propagates first): calls that nobody reads in
    /// between, such as building a layout, propagate once. What waits is
    /// bounded: the tableau notes a symbol's old value once, and the pending
    /// definitions are propagated here once they outnumber the definitions.
    mutating func apply<Failure: Error>(_ body: (inout SolverCore) throws(Failure) -> Void) throws(Failure) {
        try body(&self)
        if bounds.dormantOptionalVariables.count > 0 || !dormantInequalities.isEmpty { wakeDormantConstraints() }
        if definitions.hasManyOutdated { propagateValues() }
        checkInvariantsIfAsked()
    }

    /// Re-optimises if additions left that to now (`defersOptimization`).
    mutating func settleOptimization() {
        if tableau.optimizationPending { tableau.optimize() }
    }

    /// Stops the program if an invariant is broken and `checksInvariants` is set.
    ///
    /// Mutating though it changes nothing: called on a solver's state as a
    /// non-mutating method, it had every call copy the whole state to the
    /// stack before reading the flag.
    @inline(__always)
    mutating func checkInvariantsIfAsked() {
        if checksInvariants { checkInvariants() }
    }

    @inline(never)
    private func checkInvariants() {
        let violations = invariantViolations() + limitViolations()
        precondition(violations.isEmpty, "solver invariants broken:\n" + violations.joined(separator: "\n"))
    }

    // MARK: Symbols

    /// Makes room for `count` symbols in the arrays indexed by symbol, which
    /// otherwise grow from a few elements, reallocated at each doubling.
    mutating func reserveCapacity(symbols count: Int) {
        tableau.reserveCapacity(symbols: count)
        symbolSpace.reserveCapacity(count)
        definitions.reserveCapacity(symbols: count)
        // Most symbols are a constraint's or a variable's.
        records.reserveCapacity(count)
        variableRoles.reserveCapacity(count)
    }

    mutating func makeSymbol(_ kind: SymbolKind, owner: SymbolOwner) -> Symbol {
        let symbol = tableau.makeSymbol(kind)
        symbolSpace.append(owner)
        definitions.appendSymbol()
        return symbol
    }

    func role(of variable: Variable) -> VariableRole? {
        variableRoles[ObjectIdentifier(variable)]
    }

    func symbol(of variable: Variable) -> Symbol? {
        if case .symbol(let symbol)? = role(of: variable) { return symbol }
        return nil
    }

    /// The index of the variable's definition, if it is defined.
    func definition(of variable: Variable) -> Int? {
        if case .defined(let index)? = role(of: variable) { return Int(index) }
        return nil
    }

    /// The constant the solver holds a constraint with (the one it was
    /// created with when the solver does not hold it).
    func constant(of constraint: Constraint) -> Double {
        records[ObjectIdentifier(constraint)]?.constant ?? constraint.expression.constant
    }

    func constraint(owning symbol: Symbol) -> Constraint? {
        if case .constraint(let constraint) = symbolSpace.owner(of: symbol) { return constraint.takeUnretainedValue() }
        return nil
    }

    /// Forgets symbols made after `count` (after a rollback of the tableau).
    mutating func truncateSymbols(to count: Int, newVariables: [Variable]) {
        symbolSpace.truncate(to: count)
        bounds.truncateSymbolTally(to: count)
        definitions.truncateSymbols(to: count)
        for variable in newVariables { variableRoles[ObjectIdentifier(variable)] = nil }
    }

    // MARK: Values

    /// The variable's value (defined variables read their kept value).
    mutating func value(of variable: Variable) -> Double {
        // Every read after the first of a batch finds nothing to propagate.
        if tableau.hasTouchedValues || definitions.hasOutdated { propagateValues() }
        switch role(of: variable) {
        case .symbol(let symbol)?: return tableau.value(of: symbol)
        case .defined(let index)?: return definitions.value(at: Int(index))
        case nil: return 0
        }
    }

    // MARK: Rows

    /// Builds the row of a constraint, at `priority` and with `constant` for
    /// its expression's constant, over the current parametric symbols,
    /// creating its marker (and errors), and costing the errors in the objective.
    ///
    /// With `checksImplication`, a required inequality that the constraints
    /// held imply gets no symbols: its record is placed as implied, and
    /// `implied` names what it depends on (`SolverCore+ImpliedInequalities.swift`);
    /// one the current point satisfies with room gets none either: its record
    /// is placed as dormant, and `implied` is empty
    /// (`SolverCore+DormantInequalities.swift`).
    mutating func makeRow(
        for constraint: Constraint, priority: Priority, constant: Double, newVariables: inout [Variable],
        checksImplication: Bool = false
    ) -> (row: Row, record: ConstraintRecord, implied: [ObjectIdentifier]?) {
        var expression = constraint.expression
        expression.constant = constant
        var row = expandedRow(expression, newVariables: &newVariables)
        // A bound (one term) is its group's to hold or leave out.
        if checksImplication && priority.isRequired && constraint.relation != .equal
            && constraint.expression.terms.count > 1 && newVariables.isEmpty
        {
            let markerCoefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            if let held = impliedInequalityDependencies(of: row, markerCoefficient: markerCoefficient) {
                let record = ConstraintRecord(
                    constraint: constraint, marker: .invalid, other: .invalid, markerCoefficient: markerCoefficient,
                    priority: priority, constant: constant, order: nextOrder, placement: .impliedInequality)
                return (row, record, held)
            }
            if mayHoldDormant(constraint, row: row, constant: constant) {
                let record = ConstraintRecord(
                    constraint: constraint, marker: .invalid, other: .invalid, markerCoefficient: markerCoefficient,
                    priority: priority, constant: constant, order: nextOrder, placement: .dormantInequality)
                return (row, record, [])
            }
        }
        // A bound on a defined variable expands the definition into its row
        // (the long sum's first bound: the whole sum); with room, it waits
        // outside the tableau and outside its variable's bound groups.
        if checksImplication && priority.isRequired && constraint.relation != .equal
            && constraint.expression.terms.count == 1 && newVariables.isEmpty,
            case .defined? = scratch.lastRole, mayHoldDormant(constraint, row: row, constant: constant)
        {
            let record = ConstraintRecord(
                constraint: constraint, marker: .invalid, other: .invalid,
                markerCoefficient: constraint.relation == .lessThanOrEqual ? 1 : -1, priority: priority,
                constant: constant, order: nextOrder, placement: .dormantInequality)
            return (row, record, [])
        }
        var marker = Symbol.invalid
        var other = Symbol.invalid
        var markerCoefficient = 1.0
        let owner = SymbolOwner.owned(by: constraint)
        // The marker and errors are the newest symbols: they go last.
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: owner)
            row.append(marker, markerCoefficient)
            if !priority.isRequired {
                other = makeSymbol(.error, owner: owner)
                row.append(other, -markerCoefficient)
            }
        case .equal:
            if priority.isRequired {
                marker = makeSymbol(.dummy, owner: owner)
                row.append(marker, 1)
            } else {
                marker = makeSymbol(.error, owner: owner)
                other = makeSymbol(.error, owner: owner)
                markerCoefficient = -1
                row.append(marker, -1)
                row.append(other, 1)
            }
        }
        if !priority.isRequired {
            let level = tableau.retainLevel(for: priority.rawValue)
            if tableau.kind(of: marker) == .error { tableau.addObjective(marker, 1, level: level) }
            tableau.addObjective(other, 1, level: level)
        }
        if row.constant < 0 { row.scale(by: -1) }
        let record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            priority: priority, constant: constant, order: nextOrder)
        return (row, record, nil)
    }

    /// The symbol to solve a new row for: an external symbol if there is one
    /// — one made for this row (ids from `firstNew` on: no other row holds
    /// it, so nothing has to be substituted) when there is such a one, else
    /// the lowest id — else a slack or error of the constraint with a
    /// negative coefficient, else invalid.
    ///
    /// Inlined, and its closure sees the kinds rather than the state: called
    /// out of line from a mutating method, or capturing the state, it had
    /// the whole state copied to the stack on every addition.
    @inline(__always)
    func subject(of row: Row, record: ConstraintRecord, firstNew: Int) -> Symbol {
        let kinds = tableau.symbolKinds
        let external = row.withCells { cells -> Symbol? in
            var first: Symbol?
            for cell in cells where kinds[cell.symbol.index] == .external {
                if cell.symbol.index >= firstNew { return cell.symbol }
                if first == nil { first = cell.symbol }
            }
            return first
        }
        if let external { return external }
        if Self.canBeSubject(record.marker, of: row, kinds: kinds) { return record.marker }
        if Self.canBeSubject(record.other, of: row, kinds: kinds) { return record.other }
        return .invalid
    }

    /// A subject for a row with no external symbol and a zero constant: the
    /// slack or error in the fewest rows (lowest id on ties), or invalid.
    ///
    /// Every parametric symbol is zero, so any restricted symbol of such a row
    /// can be solved for: it becomes basic at zero, and substituting it
    /// changes no row's constant, so the tableau stays feasible with no
    /// pivot. Phase one with an artificial variable reaches the same point by
    /// pivots that can walk a whole chain of ties: the views of a stack whose
    /// heights all equal the stack's, each pinned by hugging and resistance
    /// at the same priorities, pivoted through every view for every view
    /// added, O(n²) pivots for n views.
    ///
    /// The counts stop at a limit that starts small and grows fourfold until
    /// some candidate is under it, so a candidate in every row of a long
    /// layout (the width all views of a `fillEqually` stack equal) is read
    /// only about as far as the shortest candidate's count, not to its end:
    /// read to the end, it made each addition cost time in the length of
    /// the layout.
    func degenerateSubject(of row: Row) -> Symbol {
        var limit = 16
        while true {
            var best = Symbol.invalid
            var fewest = limit
            var candidates = false
            row.forEachCell { cell in
                let kind = tableau.kind(of: cell.symbol)
                guard kind == .slack || kind == .error else { return }
                candidates = true
                let count = tableau.rowsHolding(cell.symbol).count(upTo: fewest)
                if count < fewest {
                    fewest = count
                    best = cell.symbol
                }
            }
            if best.isValid || !candidates || limit == Int.max { return best }
            limit = limit > Int.max / 4 ? Int.max : limit * 4
        }
    }

    /// Whether a constraint's slack or error can be the subject of its row:
    /// its coefficient there is negative.
    @inline(__always)
    private static func canBeSubject(_ candidate: Symbol, of row: Row, kinds: [SymbolKind]) -> Bool {
        guard candidate.isValid else { return false }
        let kind = kinds[candidate.index]
        return (kind == .slack || kind == .error) && row.coefficient(for: candidate) < 0
    }
}
