/// Dropping what the solver's history left behind: symbols that belong to
/// nothing any more, and materialised definitions.
///
/// Removing a constraint leaves its marker and errors behind: in no row, in
/// no objective level, owned by nothing — but with a slot in every per-symbol
/// array (kind, row, column, owner, each objective level's coefficient) —
/// and the variables only it mentioned keep their symbols (and the solver
/// keeps them alive). A layout that keeps adding and removing views would
/// grow by those for ever. Once the symbols removals abandoned are more than
/// half of what the last compaction kept, the kept ones are renumbered in
/// order — every tie the solver breaks by the lowest id goes the same way as
/// before, so the pivots do not change — and every place that holds a symbol
/// is rewritten: rows, columns, objective levels, owners, constraint
/// records, variables' roles, definitions' markers and terms, and the
/// dependents lists. Its cost is linear in the tableau, paid for by the
/// removals and additions since the last time: constant each, amortised.
/// Materialised definitions (a nil slot each in `definitions`, a value, a
/// list head) are dropped the same way, renumbered in order.
extension SolverCore {
    /// Drops abandoned definitions and symbols, each once enough of them are
    /// abandoned. After a removal, outside transactions.
    mutating func compactIfWorthwhile() {
        guard symbolSpace.compacts else { return }
        compactDefinitionsIfWorthwhile()
        compactSymbolsIfWorthwhile()
    }

    private mutating func compactDefinitionsIfWorthwhile() {
        guard definitions.isWorthCompacting else { return }
        propagateValues()
        let newIndices = definitions.compact()
        bounds.forgetDefinitionTally()
        // Only live definitions are anyone's role or record: materialising
        // one gives its variable a symbol and clears its record's index.
        variableRoles.updateValues { role in
            if case .defined(let index) = role { role = .defined(newIndices[Int(index)]) }
        }
        records.updateValues { record in
            switch record.placement {
            case .definition(let index): record.placement = .definition(newIndices[Int(index)])
            case .row, .dormantBound, .dormantSoftBound, .impliedInequality, .dormantInequality: break
            }
        }
    }

    /// Whether the symbol at `id` can go: it appears in no row, no objective
    /// level and no live definition, and belongs to nothing — or to a
    /// variable that is not being edited, which the solver then forgets. (A
    /// variable it does not know reads as one it knows in no row: value 0,
    /// ambiguous, unbounded; if a constraint mentions it again it gets a new
    /// symbol.)
    private func isAbandoned(_ id: Int) -> Bool {
        guard id > 0 else { return false }
        switch symbolSpace.owner(of: Symbol(id: Int32(id))) {
        case .constraint: return false
        case .variable(let variable): if edits[ObjectIdentifier(variable)] != nil { return false }
        case .none, .markerSum: break
        }
        let symbol = Symbol(id: Int32(id))
        guard !tableau.isBasic(symbol), tableau.rowsHolding(symbol).isEmpty,
            !tableau.objectiveHolds(symbol)
        else { return false }
        return definitions.hasNoLiveDependents(ofSymbol: Int32(id))
    }

    /// Renumbers the symbols without the abandoned ones, once the removed
    /// constraints' symbols since the last time are more than half of what it
    /// kept (and more than 64). Not half of all symbols: a variable dropped
    /// with its constraint was not counted, and when every removal also
    /// leaves a variable behind (a view replaced by another), the counted
    /// ones would never reach half. The cost, linear in the symbols, is paid
    /// for by the removals (at least half of what was kept) and the symbols
    /// made since (the rest).
    private mutating func compactSymbolsIfWorthwhile() {
        guard symbolSpace.isWorthCompacting else { return }
        propagateValues()
        var newIDs = [Int32](repeating: -1, count: tableau.symbolIDCount)
        var count: Int32 = 0
        for id in newIDs.indices where !isAbandoned(id) {
            newIDs[id] = count
            count += 1
        }
        symbolSpace.didCompact(keeping: Int(count))
        guard Int(count) < newIDs.count else { return }
        func renumbered(_ symbol: Symbol) -> Symbol { symbol.isValid ? Symbol(id: newIDs[symbol.index]) : symbol }
        tableau.renumberSymbols(newIDs, count: Int(count))
        symbolSpace.renumber(newIDs, count: Int(count)) { variableRoles[ObjectIdentifier($0)] = nil }
        bounds.forgetSymbolTally()
        definitions.renumberSymbols(newIDs, count: Int(count))
        records.updateValues { record in
            record.marker = renumbered(record.marker)
            record.other = renumbered(record.other)
        }
        variableRoles.updateValues { role in
            if case .symbol(let symbol) = role { role = .symbol(renumbered(symbol)) }
        }
    }
}
