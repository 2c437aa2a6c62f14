/// Required inequalities that the constraints already held imply, kept out of
/// the tableau (`ImpliedInequalityStore`).
///
/// A required inequality's row, as `makeRow` writes it over the parametric
/// symbols, says what its slack `s` equals: `s = μ + Σ αⱼ·sⱼ + Σ βₖ·dₖ`,
/// where the `sⱼ` are other required inequalities' slacks and the `dₖ`
/// required equalities' dummies. Slacks are never negative and dummies are
/// always zero, so when `μ ≥ 0` and every `αⱼ ≥ 0`, `s ≥ 0` holds at every
/// point where the constraints owning the `sⱼ` and `dₖ` hold: the
/// inequality is implied, and leaving it out changes neither the feasible
/// region nor any optimum, face, range or conflict (a conflict that would
/// name it is one of its dependencies' as well). The identity holds whatever
/// the basis, so pivots keep it; only a dependency's removal or change of
/// constant can break it, and the inequalities depending on it are put into
/// the tableau first (woken), where the ordinary removal or change finds
/// them.
///
/// The `equalSpacing` stack is the case it is for: with its spacing rules
/// added before the closing edge, each `UISV-spacing` after the first
/// expands to the first one's slack plus its distributing equality's dummy,
/// and only the first keeps a row, where every one of them would take a row
/// as long as the stack once the closing edge makes the first slack basic.
///
/// Only slacks of inequalities that are not bounds count (a bound group can
/// take its active bounds out of the tableau, `makeDormant`, without a
/// removal), and rows holding a marker sum do not qualify.
extension SolverCore {
    /// The constraints that imply a required inequality, given its expanded
    /// row before its slack goes in with `markerCoefficient` (±1), or nil
    /// when the row does not show that it is implied.
    ///
    /// - Complexity: O(the row's cells).
    ///
    /// Inlined as far as the test of kinds, which most rows fail (they hold
    /// an external symbol or an error): called out of line from the
    /// mutating `makeRow`, a method of the whole state had the state copied
    /// to the stack for every required inequality.
    @inline(__always)
    func impliedInequalityDependencies(of row: Row, markerCoefficient: Double) -> [ObjectIdentifier]? {
        let kinds = tableau.symbolKinds
        let qualifies = row.withCells { cells -> Bool in
            for cell in cells where kinds[cell.symbol.index] != .slack && kinds[cell.symbol.index] != .dummy {
                return false
            }
            return !cells.isEmpty
        }
        guard qualifies else { return nil }
        return impliedInequalityDependencies(ofQualifying: row, markerCoefficient: markerCoefficient)
    }

    /// `impliedInequalityDependencies(of:markerCoefficient:)` for a row of
    /// slacks and dummies only.
    @inline(never)
    private func impliedInequalityDependencies(ofQualifying row: Row, markerCoefficient: Double)
        -> [ObjectIdentifier]?
    {
        let kinds = tableau.symbolKinds
        // A row beyond a `Double` is refused as an overflow on the ordinary path.
        guard row.isFinite else { return nil }
        // The slack is −(constant + Σ others)/m: the constant and every other
        // slack's coefficient must have the sign opposite to m (or be zero).
        let own = markerCoefficient
        guard row.constant * own <= 0 || Tolerance.isZero(row.constant) else { return nil }
        var held: [ObjectIdentifier] = []
        var found = true
        row.forEachCell { cell in
            guard found else { return }
            guard let owner = constraint(owning: cell.symbol),
                let ownerRecord = records[ObjectIdentifier(owner)], ownerRecord.priority.isRequired
            else {
                found = false
                return
            }
            if kinds[cell.symbol.index] == .slack {
                guard cell.coefficient * own < 0,
                    Self.bound(of: owner, constant: ownerRecord.constant) == nil
                else {
                    found = false
                    return
                }
            }
            held.append(ObjectIdentifier(owner))
        }
        return found ? held : nil
    }

    /// Holds a required inequality, whose record `makeRow` placed as
    /// implied, with no symbols.
    mutating func holdImplied(_ record: ConstraintRecord, dependingOn held: [ObjectIdentifier]) {
        let key = ObjectIdentifier(record.constraint)
        records.insertNew(record, forKey: key)
        implied.hold(key, dependingOn: held)
        nextOrder += 1
    }

    /// Puts every inequality that depends on `dependency` into the tableau,
    /// oldest first, each keeping its place in the order: it still holds
    /// (the dependency is there), so nothing but numbers beyond a `Double`
    /// can refuse it.
    mutating func wakeImplied(dependingOn dependency: Constraint) throws(AdditionFailure) {
        let order = nextOrder
        defer { nextOrder = order }
        for key in implied.releaseDependents(of: ObjectIdentifier(dependency)) {
            let record = records.removeValue(forKey: key)!
            nextOrder = record.order
            try addToTableau(
                record.constraint, priority: record.priority, constant: record.constant, mayBeImplied: false)
        }
    }

    /// Implied inequalities whose record and store disagree, or whose
    /// dependencies the solver no longer holds, as text.
    func impliedInequalityViolations() -> [String] {
        var violations = implied.invariantViolations()
        for key in implied.heldInequalities {
            guard let record = records[key], record.placement == .impliedInequality else {
                violations.append("a held implied inequality is not placed as one")
                continue
            }
            for dependency in implied.dependencies(of: key)! where records[dependency] == nil {
                violations.append("an implied inequality depends on a constraint the solver does not hold")
            }
        }
        return violations
    }
}
