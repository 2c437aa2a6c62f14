/// Definitions: required constraints that introduce a new variable, kept out
/// of the tableau and resolved lazily.
///
/// Layouts are full of them — `b.left == a.right + 8` is usually the first
/// constraint that mentions `b.left` — and they chain: in a row of N views each
/// position is the previous position plus a width. A fully substituted tableau
/// makes every position's row carry every earlier width's error terms, so a
/// chain fills in quadratically (kiwi's tableau does). Here the constraint
/// `v = Σ aᵢuᵢ + c` is kept as a definition of the fresh variable `v` (with the
/// constraint's marker), exactly the row Cassowary would make basic for `v`,
/// its subject, but not substituted: `v` gets no row, its value is computed
/// from its terms when read, and only a constraint that goes into the
/// tableau and mentions `v` expands it — once, in reverse order of
/// definition, so that chains cancel before they are walked (`a.bottom >=
/// b.bottom + 8` inside one cell never walks the cells above). The expansion
/// carries the marker, so the tableau still knows which rows depend on the
/// definition: changing its constant shifts exactly those rows, and removing
/// it first turns `v` into an ordinary basic variable ("materialises" it).
///
/// An equality's marker is a dummy `d`, zero for good, kept beside the terms.
/// An inequality's is its slack `s` (`a·v + rest + c >= 0` defines
/// `v = (s − rest − c)/a`): restricted, nonbasic at zero and in no row when the
/// definition is made, it is an ordinary tableau symbol from then on — a
/// row that expands `v` brings it in, and it may enter and become basic — so
/// it is one of the definition's terms, read like any other, and the tableau
/// reports its value changes (`Tableau.watchValue(of:)`).
struct Definition {
    enum Reference: Equatable {
        case symbol(Int32)
        case definition(Int32)
    }

    /// One term of a definition: what its variable is, resolved — a tableau
    /// symbol (an external one, owned by the variable, or the definition's own
    /// restricted marker) or an earlier definition (kept in step when a
    /// definition is materialised) — and its coefficient.
    struct Term {
        var reference: Reference
        let coefficient: Double
    }

    /// Not retained: the constraint holds it (the solver never changes a
    /// constraint's terms), and the constraint's record holds the constraint.
    /// A large layout's variables are not in the cache when their definitions
    /// are made; a retain would be the first touch of each.
    let unretainedVariable: Unmanaged<Variable>
    /// Not retained: the constraint's record holds it.
    let constraint: Unmanaged<Constraint>
    /// The constraint's marker: its dummy, or its slack.
    var marker: Symbol
    /// Where the terms are in the store's terms (`DefinitionStore.term(at:)`):
    /// `variable = Σ terms + constant + markerCoefficient · marker`.
    var termStart: Int32
    let termCount: Int32
    var constant: Double
    /// The dummy marker's coefficient; zero for a restricted marker, which is
    /// one of the terms.
    let markerCoefficient: Double
    /// The defined variable's coefficient in the constraint's expression.
    let pivot: Double

    var termRange: Range<Int> { Int(termStart)..<Int(termStart + termCount) }

    /// The defined variable.
    var variable: Variable { unretainedVariable.takeUnretainedValue() }
}

extension SolverCore {
    /// The merged terms of a required constraint, and the position among them
    /// of the fresh variable it can define; nil when the constraint must go
    /// into the tableau. (A position, not the variable: the variables are
    /// only compared and looked up by address, never touched.) Inlined into
    /// its mutating caller, which otherwise copies the whole state for it.
    @inline(__always)
    func definitionCandidate(for constraint: Constraint) -> (defined: Int, terms: [Term])? {
        let merged = Self.mergingRepeatedVariables(constraint.expression.terms)
        let defined = merged.indices.first { position in
            !Tolerance.isNegligible(merged[position].coefficient) && role(of: merged[position].variable) == nil
        }
        return defined.map { ($0, merged) }
    }

    /// The terms with each variable once (coefficients of repeats summed, in
    /// the order of first appearance). Most expressions repeat no variable:
    /// they are returned as they are, with no allocation; short ones are
    /// checked pairwise, long ones through a dictionary.
    static func mergingRepeatedVariables(_ terms: [Term]) -> [Term] {
        if terms.count <= 16 {
            var repeats = false
            for i in terms.indices where !repeats {
                for j in terms.indices where j > i && terms[j].variable === terms[i].variable {
                    repeats = true
                    break
                }
            }
            if !repeats { return terms }
        }
        var merged: [Term] = []
        var positions: [ObjectIdentifier: Int] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let position = positions[key] {
                let sum = merged[position].coefficient + term.coefficient
                merged[position].coefficient = Tolerance.cancels(sum, from: merged[position].coefficient) ? 0 : sum
            } else {
                positions[key] = merged.count
                merged.append(term)
            }
        }
        return merged
    }

    /// The value the variable of `terms[defined]` would take if the equality
    /// `Σ terms + constant == 0` defined it, from the current values (a variable
    /// the solver has not seen counts as zero). Inside a batch
    /// (`performBatchUpdates`) the values are as of the batch's last
    /// propagation, as `addDefinition` reads them; outside, current.
    mutating func prospectiveValue(defining defined: Int, terms: [Term], constant: Double) -> Double {
        if !defersValues { propagateValues() }
        let pivot = terms[defined].coefficient
        var value = -constant / pivot
        for position in terms.indices where position != defined {
            let term = terms[position]
            switch role(of: term.variable) {
            case .defined(let index)?: value -= term.coefficient / pivot * definitions.value(at: Int(index))
            case .symbol(let symbol)?: value -= term.coefficient / pivot * tableau.value(of: symbol)
            case nil: break
            }
        }
        return value
    }

    /// Records `constraint` as the definition of the variable of `terms[defined]`.
    ///
    /// The constraint `Σ terms + c + g·m + h·o (relation) 0` with its marker
    /// `m` and, optional, its second error `o`, as `makeRow` writes it (`g`
    /// is the record's marker coefficient, `h = −g` for an optional
    /// inequality's error, `+1` for an optional equality's second error),
    /// defines `v = −(rest + c + g·m + h·o)/a` for the term `a·v`. An
    /// optional constraint's errors are costed at its level, parametric at
    /// zero: optimal as they stand.
    mutating func addDefinition(
        _ constraint: Constraint, defining defined: Int, terms: [Term], priority: Priority, constant: Double
    ) {
        let pivot = terms[defined].coefficient
        let owner = SymbolOwner.owned(by: constraint)
        // The marker and the second error, with their coefficients in the
        // constraint's row, as `makeRow` gives them.
        let marker: Symbol
        var other = Symbol.invalid
        var markerCoefficient = 1.0, otherCoefficient = 0.0
        switch (constraint.relation, priority.isRequired) {
        case (.equal, true):
            marker = makeSymbol(.dummy, owner: owner)
        case (.equal, false):
            marker = makeSymbol(.error, owner: owner)
            other = makeSymbol(.error, owner: owner)
            markerCoefficient = -1
            otherCoefficient = 1
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: owner)
            if !priority.isRequired {
                other = makeSymbol(.error, owner: owner)
                otherCoefficient = -markerCoefficient
            }
        }
        if !priority.isRequired {
            let level = tableau.retainLevel(for: priority.rawValue)
            if tableau.kind(of: marker) == .error { tableau.addObjective(marker, 1, level: level) }
            tableau.addObjective(other, 1, level: level)
        }
        let index = Int32(definitions.count)
        let termStart = definitions.nextTermStart
        precondition(termStart + terms.count < Int(Int32.max), "too many definitions")
        for position in terms.indices where position != defined && !Tolerance.isNegligible(terms[position].coefficient)
        {
            let term = terms[position]
            let reference: Definition.Reference
            switch role(of: term.variable) {
            case .defined(let dependency)?: reference = .definition(dependency)
            case .symbol(let symbol)?: reference = .symbol(symbol.id)
            case nil:
                // A variable first seen here becomes a tableau variable at
                // once, so that definitions only ever refer to earlier ones
                // (no cycles).
                reference = .symbol(makeVariableSymbol(term.variable).id)
            }
            definitions.appendTerm(Definition.Term(reference: reference, coefficient: -term.coefficient / pivot))
        }
        let isDummy = tableau.kind(of: marker) == .dummy
        if !isDummy {
            tableau.watchValue(of: marker)
            definitions.appendTerm(
                Definition.Term(reference: .symbol(marker.id), coefficient: -markerCoefficient / pivot))
            if other.isValid {
                tableau.watchValue(of: other)
                definitions.appendTerm(
                    Definition.Term(reference: .symbol(other.id), coefficient: -otherCoefficient / pivot))
            }
        }
        if !defersValues { propagateValues() }
        let definition = Definition(
            unretainedVariable: .passUnretained(terms[defined].variable), constraint: .passUnretained(constraint),
            marker: marker, termStart: Int32(termStart), termCount: Int32(definitions.nextTermStart - termStart),
            constant: -constant / pivot, markerCoefficient: isDummy ? -markerCoefficient / pivot : 0, pivot: pivot)
        // Deferred, the value is computed at the next propagation. Computed
        // by the store: `computedValue(of:)`, a method of the whole state,
        // had the state copied to the stack from here, once a definition.
        let value = defersValues ? nil : definitions.computedValue(of: definition, tableau: tableau)
        definitions.append(definition, value: value)
        variableRoles[ObjectIdentifier(terms[defined].variable)] = .defined(index)
        records[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            priority: priority, constant: constant, order: nextOrder, placement: .definition(index))
        nextOrder += 1
        // The new errors cost more than nothing: the optimisation only takes
        // them off the list of entering candidates.
        if !priority.isRequired && !defersOptimization { tableau.optimize() }
    }

    /// An external symbol for a variable that has none, or whose definition is
    /// being materialised (the symbol replaces the definition as its role).
    private mutating func makeVariableSymbol(_ variable: Variable) -> Symbol {
        let symbol = makeSymbol(.external, owner: .variable(variable))
        variableRoles[ObjectIdentifier(variable)] = .symbol(symbol)
        return symbol
    }

    /// The variable a definition's term stands for; nil for its marker.
    func variable(of reference: Definition.Reference) -> Variable? {
        switch reference {
        case .symbol(let id):
            guard case .variable(let variable) = symbolSpace.owner(of: Symbol(id: id)) else { return nil }
            return variable
        case .definition(let index):
            return definitions[Int(index)]!.variable
        }
    }

    /// Turns a definition into an ordinary basic row of its variable, so the
    /// constraint can be removed like any other.
    mutating func materializeDefinition(_ index: Int) {
        let definition = definitions[index]!
        // The variable's expansion is the definition's: its terms, its
        // constant and its marker.
        var newVariables: [Variable] = []
        let row = expandedRow(Expression(definition.variable), newVariables: &newVariables)
        let symbol = replaceDefinitionBySymbol(index)
        tableau.setRow(row, for: symbol)
    }

    /// Gives a defined variable a tableau symbol in place of its definition,
    /// which those that referred to it now refer to, and places the
    /// definition's constraint as a row; the caller gives the symbol or the
    /// constraint's marker the row that holds the definition.
    mutating func replaceDefinitionBySymbol(_ index: Int) -> Symbol {
        let definition = definitions.take(index)
        // The variable's role changes from the definition to the new symbol,
        // which those that referred to the definition now refer to.
        let symbol = makeVariableSymbol(definition.variable)
        // The tableau notes the new symbol's value before its row as 0, not
        // the definition's: a move to 0 would look like none.
        if !dormantInequalities.isEmpty { dormantInequalities.noteMoved(ObjectIdentifier(definition.variable)) }
        definitions.replace(definition: index, bySymbol: symbol.id)
        records[ObjectIdentifier(definition.constraint.takeUnretainedValue())]?.placement = .row
        definitions.compactAfterRemoval()
        return symbol
    }

    /// Whether nothing else in the solver refers to a definition: no live
    /// definition builds on it and no tableau row or objective level holds
    /// its marker, which is parametric. Removing such a constraint changes no other value, so it is
    /// simply dropped — the last of a chain of nested views comes out in O(1)
    /// instead of having its whole chain expanded into a row.
    mutating func isUnreferenced(definition index: Int, record: ConstraintRecord) -> Bool {
        // Parametric and in no row; an error's only cost is then its own, and
        // a dummy or a slack has none.
        func isHeldElsewhere(_ symbol: Symbol) -> Bool {
            tableau.isBasic(symbol) || !tableau.rowsHolding(symbol).isEmpty
                || (tableau.kind(of: symbol) != .error && tableau.objectiveHolds(symbol))
        }
        if isHeldElsewhere(record.marker) || (record.other.isValid && isHeldElsewhere(record.other)) {
            return false
        }
        return !definitions.hasLiveDependents(ofDefinition: index)
    }

    /// Forgets an unreferenced definition (`isUnreferenced(definition:record:)`):
    /// its variable is unknown to the solver again, as a variable no
    /// constraint mentions. Its record is the caller's to drop.
    mutating func dropDefinition(_ index: Int, record: ConstraintRecord) {
        let definition = definitions.take(index)
        variableRoles[ObjectIdentifier(definition.variable)] = nil
        // Unknown, it reads 0: a move no propagation sees.
        if !dormantInequalities.isEmpty { dormantInequalities.noteMoved(ObjectIdentifier(definition.variable)) }
        symbolSpace.abandon(definition.marker)
        if !record.priority.isRequired {
            // Its errors are parametric, in no row: their costs go with them,
            // and no other symbol's cost changes (unless the level goes).
            tableau.eliminate(record.marker)
            if record.other.isValid {
                tableau.eliminate(record.other)
                symbolSpace.abandon(record.other)
            }
            tableau.releaseLevel(for: record.priority.rawValue)
            if !defersOptimization { tableau.optimize() }
        }
        definitions.compactAfterRemoval()
    }

    /// An expression as a row over the tableau's parametric symbols: basic
    /// variables replaced by their rows, defined variables by their definitions
    /// (latest first, so chains cancel early), fresh variables made external.
    mutating func expandedRow(_ expression: Expression, newVariables: inout [Variable]) -> Row {
        // The scratch buffers are moved out while in use and back afterwards,
        // with their capacity.
        var accumulator = RowAccumulator()
        swap(&accumulator, &scratch.accumulator)
        var pending = PendingDefinitions()
        swap(&pending, &scratch.pending)
        defer {
            swap(&accumulator, &scratch.accumulator)
            swap(&pending, &scratch.pending)
        }
        accumulator.reset(constant: expression.constant)
        for term in expression.terms {
            expand(term.variable, term.coefficient, into: &accumulator, pending: &pending, newVariables: &newVariables)
        }
        while let (index, coefficient) = pending.popLatest() {
            let definition = definitions[index]!
            accumulator.constant += coefficient * definition.constant
            if definition.markerCoefficient != 0 {
                accumulator.add(definition.marker, coefficient * definition.markerCoefficient)
            }
            for position in definition.termRange {
                let term = definitions.term(at: position)
                switch term.reference {
                case .symbol(let id):
                    accumulate(Symbol(id: id), coefficient * term.coefficient, into: &accumulator)
                case .definition(let dependency):
                    pending.add(Int(dependency), coefficient * term.coefficient)
                }
            }
        }
        return accumulator.makeRow()
    }

    /// Adds `coefficient · variable` to a row being expanded: its row if it is
    /// basic, its symbol if parametric (a new external symbol if it has none),
    /// or, if it is defined, a pending expansion of its definition.
    private mutating func expand(
        _ variable: Variable, _ coefficient: Double, into accumulator: inout RowAccumulator,
        pending: inout PendingDefinitions, newVariables: inout [Variable]
    ) {
        switch role(of: variable) {
        case .defined(let index)?:
            pending.add(Int(index), coefficient)
            scratch.lastRole = .defined(index)
        case .symbol(let symbol)?:
            accumulate(symbol, coefficient, into: &accumulator)
            scratch.lastRole = .symbol(symbol)
        case nil:
            // Made before the call: `accumulate` would read `self` as it was.
            let symbol = makeVariableSymbol(variable)
            accumulate(symbol, coefficient, into: &accumulator)
            newVariables.append(variable)
            scratch.lastRole = .symbol(symbol)
        }
    }

    /// Adds `coefficient · symbol` to a row being expanded: its row if it is
    /// basic, else the symbol itself.
    @inline(__always)
    private func accumulate(_ symbol: Symbol, _ coefficient: Double, into accumulator: inout RowAccumulator) {
        if let row = tableau.row(of: symbol) {
            accumulator.add(row, times: coefficient)
        } else {
            accumulator.add(symbol, coefficient)
        }
    }

    /// The expansion of a variable that already has a symbol or a definition.
    func expandedRow(of variable: Variable) -> Row? {
        var copy = self
        var newVariables: [Variable] = []
        let row = copy.expandedRow(Expression(variable), newVariables: &newVariables)
        return newVariables.isEmpty ? row : nil
    }
}

/// The buffers adding a constraint works in (`expandedRow`, `add`), kept
/// between calls.
struct ExpansionScratch {
    var accumulator = RowAccumulator()
    var pending = PendingDefinitions()
    /// The variables an addition gave symbols to (forgotten if it fails).
    var newVariables: [Variable] = []
    /// The definitions waiting to be recomputed (`propagateValues()`).
    var definitionQueue = DefinitionQueue()
    /// What the last variable expanded is to the solver: a bound's
    /// variable's role, once its row is made.
    var lastRole: VariableRole?
}
