/// Changes in place: constants, priorities, edit variables and suggestions.
///
/// A constant change is the Cassowary edit mechanism generalised: replacing the
/// constant `c` of a constraint by `c + δ` is the same as replacing its marker
/// `m` by `m′ + δ/g`, where `g` is the marker's coefficient in the constraint's
/// row — so only the constants of the rows that hold `m` move, and a dual
/// simplex restores feasibility without touching anything else.
struct EditRecord {
    let constraint: Constraint
    var value: Double
}

extension SolverCore {
    /// Sets the constant term this solver holds a constraint with (in its
    /// record; the `Constraint` keeps the one it was created with).
    ///
    /// - Throws: `.unknownConstraint`, `.nonFiniteValue`, or, when a required
    ///   constraint can no longer hold, `.unsatisfiableConstraint` with a
    ///   minimal conflicting set; the state is unchanged after a throw.
    mutating func setConstant(_ constant: Double, for constraint: Constraint) throws(ChangeConstantError) {
        guard constant.isFinite else { throw .nonFiniteValue(constant) }
        guard let record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        let old = record.constant
        let shift = (constant - old) / record.markerCoefficient
        if shift == 0 { return }
        let definition: Int?
        switch record.placement {
        case .row: definition = nil
        case .definition(let index): definition = Int(index)
        case .dormantInequality:
            if changeConstantInPlace(constant, ofDormant: record) { return }
            return try replaceConstant(constant, of: constraint, record: record)
        case .dormantBound, .dormantSoftBound, .impliedInequality:
            return try replaceConstant(constant, of: constraint, record: record)
        }
        // A required change can leave a dormant inequality without room, and
        // its wake can fail: the change goes through removal and addition,
        // whose addition wakes inside its transaction, on a saved state.
        if record.priority.isRequired && !dormantInequalities.isEmpty {
            return try replaceConstant(constant, of: constraint, record: record)
        }
        // The inequalities it implies go into the tableau first (in
        // `remove`), where the change can move or refuse them.
        if !implied.isEmpty && implied.mayHaveDependents(ObjectIdentifier(constraint)) {
            return try replaceConstant(constant, of: constraint, record: record)
        }
        // An equality (every edit) is not a bound: the look at bound groups
        // is skipped on the path of every suggestion.
        if (constraint.relation != .equal && changesBoundGroup(constraint, record: record))
            || (record.priority.isRequired && touchesBasicDummy(record.marker))
        {
            return try replaceConstant(constant, of: constraint, record: record)
        }
        // Only a required constraint can fail to hold again; optional changes
        // (edits, hugging, resistance) are not journaled.
        let large = abs(constant) >= Tolerance.largeMagnitude || abs(shift) >= Tolerance.largeMagnitude
        if record.priority.isRequired || large { tableau.beginTransaction() }
        if let index = definition {
            definitions.setConstant(solving: constant, at: index)
        }
        let marker = record.marker
        if tableau.isBasic(marker) {
            tableau.shiftConstant(ofRow: marker.index, by: -shift)
        } else if madeMarkerSums && shiftConstantsThroughMarkerSums(holding: marker, by: shift) {
            // Done through the sums that hold the marker.
        } else {
            tableau.shiftConstants(ofRowsHolding: marker, by: shift)
            tableau.shiftObjectiveConstants(holding: marker, by: shift)
        }
        if !record.priority.isRequired {
            // An optional constraint's errors absorb any constant, so the
            // change cannot make the system infeasible: a row the dual simplex
            // cannot fix is rounding (coefficients far apart), not a conflict.
            tableau.dualOptimizeRepairingRounding()
        } else if let failing = tableau.dualOptimize() {
            var certificate = constraints(certifiedByRowOf: failing)
            certificate.append(constraint)
            let conflict = minimalConflict(certificate, keeping: constraint, at: constant)
            tableau.rollback()
            if let index = definition {
                definitions.setConstant(solving: old, at: index)
            }
            throw .unsatisfiableConstraint(constraint, conflict: conflict)
        }
        // The dual simplex keeps every cost non-negative in exact arithmetic;
        // a primal pass over the symbols whose costs it touched removes any
        // rounding that left one slightly negative (coefficients far apart).
        tableau.optimize()
        if large && !tableau.transactionIsFinite() {
            tableau.rollback()
            if let index = definition {
                definitions.setConstant(solving: old, at: index)
            }
            throw .numericalOverflow(constraint)
        }
        tableau.commit()
        records.modifyValue(forKey: ObjectIdentifier(constraint)) { $0.constant = constant }
        if let index = definition { definitions.markOutdated(Int32(index)) }
    }

    /// Whether shifting `marker` would move the constant of a basic dummy's
    /// row: its own, or one that holds it (directly, or through marker sums:
    /// `markerReach`). Such rows come from redundant required equalities (`x ==
    /// 100` twice). A dummy must stay zero, but the dual simplex only keeps
    /// restricted rows non-negative, so a shift there would go unnoticed.
    private func touchesBasicDummy(_ marker: Symbol) -> Bool {
        guard tableau.kind(of: marker) == .dummy else { return false }
        if tableau.isBasic(marker) { return true }
        if let reach = markerReach(marker) {
            return reach.rows.contains { tableau.kind(of: Symbol(id: $0.id)) == .dummy }
        }
        return tableau.rowsHolding(marker).contains { tableau.kind(of: Symbol(id: $0)) == .dummy }
    }

    /// Changes a constraint's constant by removing it and adding it back,
    /// keeping its place in the order (a required one that a shift cannot
    /// move, or a bound whose group holds dormant ones); on failure the whole
    /// state is put back.
    private mutating func replaceConstant(
        _ constant: Double, of constraint: Constraint, record: ConstraintRecord
    ) throws(ChangeConstantError) {
        let saved = self
        do {
            try remove(constraint)
        } catch {
            restore(saved)
            throw ChangeConstantError(error)
        }
        nextOrder = record.order
        do {
            try add(constraint, priority: record.priority, constant: constant)
        } catch {
            restore(saved)
            throw ChangeConstantError(error)
        }
        nextOrder = saved.nextOrder
    }

    /// Puts a saved state back, keeping the count of safety limits hit since.
    private mutating func restore(_ saved: SolverCore) {
        let limits = tableau.limits
        self = saved
        tableau.carryLimits(limits)
    }

    /// Moves an optional constraint to another optional priority.
    ///
    /// - Throws: `.unknownConstraint`, `.invalidPriority`, `.requiredPriorityChange`.
    mutating func setPriority(_ priority: Priority, for constraint: Constraint) throws(ChangePriorityError) {
        guard priority.isValid || priority == Self.exercisePriority else { throw .invalidPriority(priority) }
        guard var record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        if record.priority == priority { return }
        if record.priority.isRequired || priority.isRequired { throw .requiredPriorityChange(constraint) }
        switch record.placement {
        // An optional definition's errors are costed as a row's are.
        case .row, .definition: break
        case .dormantSoftBound:
            // Out of the tableau: no error to move between levels.
            records.modifyValue(forKey: ObjectIdentifier(constraint)) { $0.priority = priority }
            return
        case .dormantBound, .impliedInequality, .dormantInequality:
            preconditionFailure("a required constraint keeps its priority")
        }
        let errors = [record.marker, record.other].filter { $0.isValid && tableau.kind(of: $0) == .error }
        let newLevel = tableau.retainLevel(for: priority.rawValue)
        for error in errors { tableau.addObjective(error, 1, level: newLevel) }
        let oldLevel = tableau.level(for: record.priority.rawValue)
        for error in errors { tableau.addObjective(error, -1, level: oldLevel) }
        tableau.releaseLevel(for: record.priority.rawValue)
        record.priority = priority
        records[ObjectIdentifier(constraint)] = record
        tableau.optimize()
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `priority`, holding its current value.
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(AddEditVariableError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(Expression(variable) - current, .equal, priority: priority)
        do {
            // An optional equality is neither bound nor soft bound: `add` would
            // come here too, but might make it a definition.
            try addToTableau(constraint, priority: priority, constant: -current, definesFreshVariable: false)
        } catch {
            switch error {
            case .numericalOverflow(let c): throw .numericalOverflow(c)
            case .unsatisfiableConstraint:
                // Only required constraints conflict: an optional row always
                // has one of its own errors to solve for.
                preconditionFailure("an optional edit constraint conflicted: \(constraint)")
            }
        }
        edits[key] = EditRecord(constraint: constraint, value: current)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(RemoveEditVariableError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        do {
            try remove(edit.constraint)
        } catch {
            switch error {
            // The edit's constraint is held while the edit is: missing, the edit is unknown.
            case .unknownConstraint: throw .unknownEditVariable(variable)
            case .numericalOverflow(let c): throw .numericalOverflow(c)
            }
        }
    }

    /// Asks for `value`; the layout follows with the fewest, lowest-priority violations.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SuggestValueError) {
        guard value.isFinite else { throw .nonFiniteValue(value) }
        guard let position = edits.position(of: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        var edit = edits.value(atPosition: position)
        // The edit's constraint is the solver's own (no caller holds it), so
        // only this method changes its constant, always to -`edit.value`:
        // the same value changes nothing (`setConstant` would find no shift).
        if value == edit.value { return }
        do {
            try setConstant(-value, for: edit.constraint)
        } catch {
            switch error {
            case .unknownConstraint: throw .unknownEditVariable(variable)
            case .nonFiniteValue(let v): throw .nonFiniteValue(v)
            case .numericalOverflow(let c): throw .numericalOverflow(c)
            case .unsatisfiableConstraint:
                // Only a required constraint's constant change can conflict;
                // an optional one's errors absorb any constant.
                preconditionFailure("an optional edit constraint conflicted: \(edit.constraint)")
            }
        }
        edit.value = value
        edits.setValue(edit, atPosition: position)
    }
}
