/// A readable dump of the tableau, and the invariant checks tests switch on.
extension Solver {
    /// The objective levels, the rows and the edit variables, one per line.
    ///
    /// Symbols print as a kind letter and id (`v3` external, `s7` slack, `e9`
    /// error, `d4` dummy), externals followed by their variable's name.
    public var debugDescription: String {
        let core = self.core
        let tableau = core.tableau
        func name(_ symbol: Symbol) -> String {
            let base = "\(tableau.kind(of: symbol).tag)\(symbol.id)"
            if case .variable(let variable) = core.symbolSpace.owner(of: symbol), !variable.name.isEmpty {
                return base + "(\(variable.name))"
            }
            return base
        }
        func format(_ objective: ObjectiveRow) -> String {
            var row = Row(constant: objective.constant)
            for symbol in objective.symbols { row.insert(symbol, objective.coefficient(for: symbol)) }
            return format(row)
        }
        func format(_ row: Row) -> String {
            var text = formatNumber(row.constant)
            for (index, symbol) in row.symbols.enumerated() {
                let coefficient = row.coefficients[index]
                text += coefficient < 0 ? " - " : " + "
                text += "\(formatNumber(abs(coefficient))) \(name(symbol))"
            }
            return text
        }
        var lines: [String] = []
        for (index, level) in tableau.levels.enumerated() {
            lines.append("objective @\(Priority(rawValue: level)): \(format(tableau.objectiveRow(at: index)))")
        }
        tableau.forEachBasicRow { basic, row in lines.append("\(name(basic)) = \(format(row))") }
        for definition in core.definitions.slots.compactMap({ $0 }) {
            var text = "\(definition.variable) := \(formatNumber(definition.constant))"
            for term in core.definitions.terms(of: definition) {
                text += term.coefficient < 0 ? " - " : " + "
                let symbolName: String
                switch term.reference {
                case .symbol(let id) where core.variable(of: term.reference) == nil: symbolName = name(Symbol(id: id))
                case .symbol, .definition: symbolName = "\(core.variable(of: term.reference)!)"
                }
                text += "\(formatNumber(abs(term.coefficient))) \(symbolName)"
            }
            lines.append(text + " (\(name(definition.marker)))")
        }
        let edits = core.edits.values.sorted {
            core.records[ObjectIdentifier($0.constraint)]!.order < core.records[ObjectIdentifier($1.constraint)]!.order
        }
        for edit in edits {
            let record = core.records[ObjectIdentifier(edit.constraint)]!
            lines.append(
                "edit \(edit.constraint.expression.terms[0].variable) = \(formatNumber(edit.value)) @\(record.priority)"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// Every broken invariant of the tableau, as text; empty when sound
    /// (see `SolverCore.invariantViolations()`).
    package func invariantViolations() -> [String] {
        core.invariantViolations() + core.limitViolations()
    }

    /// The pivot count, read while a modifying access to the solver's state
    /// is open: `core`'s accesses in this module are not checked at run time
    /// (`@exclusivity(unchecked)`), so this returns; checked, the run time
    /// would stop the program ("Simultaneous accesses"). For the test that
    /// guards the attribute (`ExclusivityTests`); a test's own access would
    /// not do, as other modules check it whatever the attribute.
    package func pivotCountReadWhileModifying() -> Int {
        Self.whileModifying(&core) { core.tableau.pivotCount }
    }

    private static func whileModifying(_ core: inout SolverCore, _ body: () -> Int) -> Int { body() }
}

extension SolverCore {
    /// A line when a simplex loop stopped at a safety limit with work left
    /// (`SafetyLimits`): the result it left may not be optimal.
    func limitViolations() -> [String] {
        guard tableau.limits.hits > 0 else { return [] }
        return ["a safety limit stopped a simplex loop \(tableau.limits.hits) times"]
    }

    /// Every broken invariant of the tableau, as text; empty when sound.
    ///
    /// Checks the tableau's own invariants (`Tableau.invariantViolations(basicMayAppear:)`),
    /// that the objective is optimal (no enterable symbol has a negative
    /// cost), and that the definitions, owners, bound groups, placements and
    /// edits agree with the tableau.
    func invariantViolations() -> [String] {
        var violations = tableau.invariantViolations(basicMayAppear: isMarkerSum)
        if tableau.optimizationPending {
            // Only between the additions of one list (`Solver.add(_:)`).
            if !defersOptimization { violations.append("optimisation left pending after the call") }
        } else if tableau.enteringSymbol().isValid {
            violations.append("objective is not optimal: symbol \(tableau.enteringSymbol().id) can enter")
        }
        if tableau.artificial != nil { violations.append("artificial objective left behind") }
        violations += definitions.invariantViolations()
        for (index, definition) in definitions.slots.enumerated() {
            guard let definition else { continue }
            // An optional definition's second error is a term too.
            let other = records[ObjectIdentifier(definition.constraint.takeUnretainedValue())]?.other ?? .invalid
            var markerTerms = 0
            for term in definitions.terms(of: definition) {
                switch term.reference {
                case .definition:
                    // Checked by the store.
                    break
                case .symbol(let id):
                    if id == definition.marker.id || (other.isValid && id == other.id) {
                        if !tableau.reportsValue(of: Symbol(id: id)) {
                            violations.append("definition \(index)'s marker \(id) is not watched")
                        }
                        markerTerms += 1
                        continue
                    }
                    // That the symbol is its variable's role is checked with the owners below.
                    guard case .variable = symbolSpace.owner(of: Symbol(id: id)) else {
                        violations.append("definition \(index) refers to symbol \(id), which is not a variable's")
                        continue
                    }
                }
            }
            // A dummy marker stays parametric, beside the terms; a restricted
            // one is a term, whose value changes the tableau reports.
            if tableau.kind(of: definition.marker) == .dummy {
                if tableau.isBasic(definition.marker) { violations.append("definition \(index)'s marker is basic") }
                if markerTerms != 0 || definition.markerCoefficient == 0 {
                    violations.append("definition \(index)'s dummy marker is not beside its terms")
                }
            } else if markerTerms != (other.isValid ? 2 : 1) || definition.markerCoefficient != 0 {
                violations.append("definition \(index)'s restricted markers are not its terms")
            }
            if role(of: definition.variable) != .defined(Int32(index)) {
                violations.append("definition \(index)'s variable does not have it as its role")
            }
        }
        violations += symbolSpace.invariantViolations()
        if symbolSpace.count != tableau.symbolIDCount {
            violations.append("\(symbolSpace.count) symbol owners for \(tableau.symbolIDCount) symbols")
        }
        symbolSpace.forEachOwner { symbol, owner in
            // Not retained: the owner must be a constraint the solver holds.
            if case .constraint(let constraint) = owner,
                records[ObjectIdentifier(constraint.takeUnretainedValue())] == nil
            {
                violations.append("symbol \(symbol.id) belongs to a constraint the solver does not hold")
            }
            if case .variable(let variable) = owner, self.symbol(of: variable) != symbol {
                violations.append("symbol \(symbol.id) belongs to a variable whose role is not that symbol")
            }
        }
        if tableau.journal != nil { violations.append("transaction left open") }
        violations += boundGroupViolations()
        violations += placementViolations()
        // `suggestValue` returns early on an edit's own value, trusting this.
        for edit in edits.values where records[ObjectIdentifier(edit.constraint)]?.constant != -edit.value {
            violations.append("an edit's constraint does not hold the edit's value")
        }
        return violations
    }
}
