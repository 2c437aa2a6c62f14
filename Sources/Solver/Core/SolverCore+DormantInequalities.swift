/// Required inequalities that the current point satisfies with room, held
/// out of the tableau (issue 43).
///
/// The spacing inequalities of an `equalCentering` stack are each positive
/// at the optimum, so each slack is basic and its row, the gap over every
/// view's hugging and resistance errors, is as long as the stack: O(n²)
/// cells. Such an inequality, when it arrives satisfied with room (by more
/// than `Tolerance.epsilon` in its constant's scale) at the tableau's
/// current point, is held dormant: no symbols, its record placed as
/// `dormantInequality`, the constraint in `dormantInequalities`.
///
/// The invariant: *the current point satisfies every dormant inequality
/// with room*, at the end of every call (mid-list too). Then the point
/// proves the held and dormant constraints feasible together; an optimum
/// of the held ones that satisfies the dormant ones is an optimum of all;
/// and near the point the optimal face is the same with them or without
/// them, so `isAmbiguous` and `ambiguity(of:)` are exact with none woken.
/// After each call, the dormant inequalities over a variable whose value
/// moved (the propagation of values notes them: the tableau's touched-value
/// log, the definitions that changed, and a defined variable whose
/// definition is dropped or turned into a row) are
/// evaluated at the point, and each one found without room is woken into
/// the tableau, oldest first, re-evaluating after each, until none is left.
///
/// Only a call that shrinks the feasible region can make a wake fail: a
/// required addition, or a required constant change (removals, edits,
/// suggestions, optional additions and a list's optimisation keep the
/// point before the call feasible for every held and dormant constraint).
/// A required addition keeps its transaction open through its
/// re-optimisation and the wakes (`addToTableau`); a failed wake rolls the
/// whole call back and throws the call's conflict. A required constant
/// change goes through removal and addition on a saved state
/// (`setConstant`), but for a dormant inequality's own, which changes in
/// its record while the point keeps room with it. `valueRange` wakes, in a
/// copy, only those that an end of the range without them crosses
/// (`SolverCore+DormantRanges.swift`), and `exerciseAmbiguity` takes its
/// range the same way.
extension SolverCore {
    /// Whether `value`, an inequality's expression at the current point,
    /// satisfies it with room (more than the tolerance in the scale of the
    /// constraint's constant).
    static func hasRoom(_ value: Double, relation: Relation, constant: Double) -> Bool {
        let room = Tolerance.epsilon * Swift.max(1, abs(constant))
        return relation == .lessThanOrEqual ? value < -room : value > room
    }

    /// Whether a new required inequality, whose row over the parametric
    /// symbols is `row`, may be held dormant: its constant is the
    /// expression's value at the current point.
    ///
    /// Only inside a list (`defersOptimization`: a stack's arrangement, a
    /// script): a layout built one constraint at a time with no long rows
    /// would pay the checks after every change of value and gain nothing
    /// (the enaml build: +6 % instructions, its 1-point resize +69 %).
    ///
    /// Inlined: called out of line from the mutating `makeRow`, it had the
    /// whole state copied to the stack for each required inequality.
    @inline(__always)
    func mayHoldDormant(_ constraint: Constraint, row: Row, constant: Double) -> Bool {
        defersOptimization && holdsDormantInequalities && !madeMarkerSums && !holdsExtremeNumbers
            && Self.hasRoom(row.constant, relation: constraint.relation, constant: constant)
    }

    /// Holds a required inequality, whose record `makeRow` placed as
    /// dormant, with no symbols.
    mutating func holdDormant(_ record: ConstraintRecord) {
        records.insertNew(record, forKey: ObjectIdentifier(record.constraint))
        dormantInequalities.insert(record.constraint)
        nextOrder += 1
    }

    /// The value of a variable at the current point, as of the last
    /// propagation (0 for a variable the solver does not know).
    private func currentValue(of variable: Variable) -> Double {
        switch role(of: variable) {
        case .symbol(let symbol)?: return tableau.value(of: symbol)
        case .defined(let index)?: return definitions.value(at: Int(index))
        case nil: return 0
        }
    }

    /// A dormant inequality's expression at the current point (values as of
    /// the last propagation).
    func currentValue(of record: ConstraintRecord) -> Double {
        var total = record.constant
        for term in record.constraint.expression.terms { total += term.coefficient * currentValue(of: term.variable) }
        return total
    }

    private func hasRoom(_ record: ConstraintRecord) -> Bool {
        Self.hasRoom(currentValue(of: record), relation: record.constraint.relation, constant: record.constant)
    }

    /// Gives a dormant inequality the constant `constant` where it lies, if
    /// the current point satisfies it with room with that constant (the
    /// point moves nothing, so the invariant holds); whether it did. An
    /// inequality left without room must wake (`setConstant`).
    mutating func changeConstantInPlace(_ constant: Double, ofDormant record: ConstraintRecord) -> Bool {
        propagateValues()
        let value = currentValue(of: record) - record.constant + constant
        guard Self.hasRoom(value, relation: record.constraint.relation, constant: constant) else { return false }
        records.modifyValue(forKey: ObjectIdentifier(record.constraint)) { $0.constant = constant }
        return true
    }

    /// Wakes the dormant inequalities and the dormant optional bounds that
    /// the current point no longer satisfies with room, until none is left
    /// (the end of a call that cannot shrink the feasible region).
    mutating func wakeDormantConstraints() {
        if bounds.dormantOptionalVariables.count > 0 { wakeUnsatisfiedSoftBounds() }
        guard !dormantInequalities.isEmpty else { return }
        // Each optional bound woken moves values again.
        while (try? wakeDormantInequalitiesWithoutRoom(joiningTransaction: false)) == true,
            bounds.dormantOptionalVariables.count > 0, !defersOptimization
        {
            wakeUnsatisfiedSoftBounds()
        }
    }

    /// Wakes, oldest first, every dormant inequality the current point does
    /// not satisfy with room, re-evaluating after each, until none is left;
    /// whether it woke any.
    ///
    /// Joining the caller's open transaction, the wakes go in as rows inside
    /// it, and a wake that fails puts every woken record and store entry
    /// back and throws, leaving the tableau's rollback to the caller.
    /// Otherwise a wake cannot fail but for numbers beyond a `Double`: such
    /// an inequality stays dormant (`Solver.mutate` then finds the broken
    /// invariant and puts the whole call back).
    @discardableResult
    mutating func wakeDormantInequalitiesWithoutRoom(joiningTransaction: Bool) throws(AdditionFailure) -> Bool {
        guard !dormantInequalities.isEmpty else { return false }
        var woken: [ConstraintRecord] = []
        var refused = Set<ObjectIdentifier>()
        while true {
            propagateValues()
            guard dormantInequalities.hasDue else { break }
            var due: [ConstraintRecord] = []
            for constraint in dormantInequalities.takeDue() {
                let record = records[ObjectIdentifier(constraint)]!
                if !refused.contains(ObjectIdentifier(constraint)) && !hasRoom(record) { due.append(record) }
            }
            if due.isEmpty { break }
            due.sort { $0.order < $1.order }
            for (index, record) in due.enumerated() {
                if index > 0 {
                    propagateValues()
                    if hasRoom(record) { continue }
                }
                do throws(AdditionFailure) {
                    try wakeDormant(record, joiningTransaction: joiningTransaction)
                    woken.append(record)
                } catch {
                    if joiningTransaction {
                        for record in woken {
                            records[ObjectIdentifier(record.constraint)] = record
                            dormantInequalities.insert(record.constraint)
                        }
                        throw error
                    }
                    refused.insert(ObjectIdentifier(record.constraint))
                }
            }
        }
        return !woken.isEmpty
    }

    /// Puts one dormant inequality into the tableau, keeping its place in the
    /// order; on failure its record and store entry are as they were.
    private mutating func wakeDormant(_ record: ConstraintRecord, joiningTransaction: Bool) throws(AdditionFailure) {
        let key = ObjectIdentifier(record.constraint)
        records[key] = nil
        dormantInequalities.remove(key)
        let order = nextOrder
        nextOrder = record.order
        defer { nextOrder = order }
        do {
            try addToTableau(
                record.constraint, priority: record.priority, constant: record.constant, definesFreshVariable: false,
                mayBeImplied: false, joinsTransaction: joiningTransaction, checksDormant: false)
        } catch {
            records[key] = record
            dormantInequalities.insert(record.constraint)
            throw error
        }
    }

    /// Wakes every dormant inequality (they all hold, so only numbers beyond
    /// a `Double` can refuse one: it stays dormant), so that the optimal
    /// face's far ends are what they are with every constraint.
    mutating func wakeEveryDormantInequality() {
        guard !dormantInequalities.isEmpty else { return }
        wakeDormantInequalities(dormantInequalities.constraints.map { records[ObjectIdentifier($0)]! })
    }

    /// Wakes the dormant inequalities of `woken` (records of dormant ones),
    /// oldest first, and re-optimises; only numbers beyond a `Double` can
    /// refuse one: it stays dormant.
    mutating func wakeDormantInequalities(_ woken: [ConstraintRecord]) {
        settleOptimization()
        for record in woken.sorted(by: { $0.order < $1.order }) {
            try? wakeDormant(record, joiningTransaction: false)
        }
        settleOptimization()
        dormantInequalities.noteValuesMayHaveMoved()
    }

    /// Ends a required addition whose transaction was kept open
    /// (`addToTableau`): wakes the dormant inequalities the new point leaves
    /// without room inside it, and commits; if a wake fails, puts the whole
    /// call back and throws its conflict.
    mutating func finishGuardedAddition(
        of constraint: Constraint, constant: Double, symbolCount: Int, newVariables: [Variable]
    ) throws(AdditionFailure) {
        do throws(AdditionFailure) {
            try wakeDormantInequalitiesWithoutRoom(joiningTransaction: true)
        } catch {
            records.removeValue(forKey: ObjectIdentifier(constraint))
            nextOrder -= 1
            tableau.rollback()
            truncateSymbols(to: symbolCount, newVariables: newVariables)
            // A woken inequality whose variable the solver had forgotten
            // (compaction) gave it a symbol that the rollback took back.
            forgetRolesOfTruncatedSymbols(below: symbolCount)
            // The wakes propagated values inside the transaction.
            definitions.markEveryDefinitionOutdated()
            dormantInequalities.noteValuesMayHaveMoved()
            switch error {
            case .unsatisfiableConstraint(_, let certificate):
                // The point before the call satisfied every held and dormant
                // constraint, so every conflicting set holds this one.
                let conflict = minimalConflict(certificate + [constraint], keeping: constraint, at: constant)
                throw .unsatisfiableConstraint(constraint, conflict: conflict)
            case .numericalOverflow: throw .numericalOverflow(constraint)
            }
        }
        tableau.commit()
    }

    /// Forgets the role of each variable of a dormant inequality whose
    /// symbol is at `count` or later (made inside a rolled-back call).
    private mutating func forgetRolesOfTruncatedSymbols(below count: Int) {
        for constraint in dormantInequalities.constraints {
            for term in constraint.expression.terms {
                if case .symbol(let symbol)? = role(of: term.variable), symbol.index >= count {
                    variableRoles[ObjectIdentifier(term.variable)] = nil
                }
            }
        }
    }

    /// Dormant inequalities whose record and store disagree, or that the
    /// current point does not satisfy with room, as text.
    func dormantInequalityViolations() -> [String] {
        var violations = dormantInequalities.invariantViolations()
        // Values are only current with definitions propagated.
        let current = !tableau.hasTouchedValues && !definitions.hasOutdated
        dormantInequalities.forEach { constraint in
            guard let record = records[ObjectIdentifier(constraint)], record.placement == .dormantInequality else {
                violations.append("a dormant inequality is not placed as one")
                return
            }
            if current && !hasRoom(record) {
                violations.append("dormant inequality \(constraint) is at \(currentValue(of: record)), without room")
            }
        }
        return violations
    }
}
