import TrellisSolver

/// Every change the engine makes to its solver, and what it does with each
/// error the solver can answer.
///
/// The engine checks what the solver would refuse (priorities, non-finite
/// numbers, duplicates) before it asks, so the answers left are a conflict
/// among required constraints, which breaks a constraint as Auto Layout does,
/// and numbers that outgrow a `Double` while the solver re-solves (the solver
/// undoes the call). Each solver call throws its own error type, and each
/// case of each type has its recovery (`SolverRecovery.swift`): none stops
/// the program.
extension LayoutEngine {
    /// Runs a change to the solver and marks the layout as needing the pass
    /// (`didMutate()`) when it succeeds; a change that throws left the solver
    /// as it was. Every change the engine makes to its solver passes through
    /// here.
    @discardableResult
    func changeSolver<Result, Failure: Error>(_ change: () throws(Failure) -> Result) throws(Failure) -> Result {
        let result = try change()
        didMutate()
        return result
    }

    /// Runs a solver change; when required constraints conflict, breaks the
    /// constraint of the conflicting set activated last, records the conflict,
    /// and tries again (unless the broken one is `subject`, whose change is then moot).
    /// When the solver refuses the change for its numbers (overflow, or a
    /// non-finite number), breaks `subject` and records it in `overflowedConstraints`.
    ///
    /// - Parameters:
    ///   - subject: The layout constraint the change is about, if any.
    ///   - change: The solver calls; it must leave the solver unchanged when it throws.
    /// - Complexity: At most one retry per constraint broken.
    func recovering<Failure: RecoverableSolverError>(
        _ subject: LayoutConstraint?, _ change: () throws(Failure) -> Void
    ) {
        while true {
            do {
                try changeSolver(change)
                return
            } catch {
                switch error.recovery {
                case .breakOne(let conflict):
                    guard let victim = breakLastActivated(of: conflict) else { return }
                    if victim === subject { return }
                case .breakSubject:
                    if let subject {
                        breakConstraint(subject)
                        issues.recordOverflow(subject)
                    }
                    return
                case .none:
                    return
                }
            }
        }
    }

    /// Breaks the member of a minimal conflicting set declared last (never an
    /// internal tie) and records the conflict. A container's constraints count
    /// as declared by the change that asked for them, not when the update
    /// pass activated them, so a conflict with a constraint made after that
    /// change breaks that constraint, as the contract's rule says (unless
    /// `containerConstraintsAreDeclaredWhenMade`).
    ///
    /// - Returns: The broken constraint; nil when the set has only internal
    ///   constraints (parameter pins, margin and edit ties), which hold values
    ///   the engine itself set and cannot conflict among themselves.
    private func breakLastActivated(of conflict: [Constraint]) -> LayoutConstraint? {
        var members: [LayoutConstraint] = []
        var pinConstraints: [Constraint] = []
        for constraint in conflict {
            if let owner = owners[ObjectIdentifier(constraint)] {
                members.append(owner)
            } else {
                pinConstraints.append(constraint)
            }
        }
        let pins = pinConstraints.map {
            sizeBoundDescription(of: $0, amongItemsOf: members) ?? parameterPinDescription(
                of: $0, amongItemsOf: members)
                ?? "\($0)"
        }
        members.sort { ($0.declarationOrder, $0.order) < ($1.declarationOrder, $1.order) }
        guard let victim = members.last(where: { $0.kind != .marginsGuide && $0.kind != .editTie }) else { return nil }
        breakConstraint(victim)
        issues.recordConflict(ConflictReport(constraints: members, broken: victim, pins: pins))
        return victim
    }

    /// Breaks an active constraint: takes its solver constraint out of the
    /// solver and marks it broken (it stays active). The one place that
    /// breaks a constraint; the caller records why.
    private func breakConstraint(_ constraint: LayoutConstraint) {
        if let solverConstraint = constraint.solverConstraint {
            removeFromSolver(solverConstraint)
            detachSolverConstraint(of: constraint)
        }
        constraint.activeRecord?.isBroken = true
        didMutate()
    }

    /// Makes `solverConstraint` the one that stands for an active constraint
    /// in the solver (before it is added), replacing any it had.
    func attach(_ solverConstraint: Constraint, to constraint: LayoutConstraint) {
        if let old = constraint.solverConstraint { owners[ObjectIdentifier(old)] = nil }
        constraint.activeRecord?.solverConstraint = solverConstraint
        owners[ObjectIdentifier(solverConstraint)] = constraint
    }

    /// Forgets the solver constraint of an active constraint (after it left the solver).
    func detachSolverConstraint(of constraint: LayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        owners[ObjectIdentifier(solverConstraint)] = nil
        constraint.activeRecord?.solverConstraint = nil
    }

    /// Takes a constraint out of the solver; it always succeeds.
    ///
    /// A constraint that is not there is left alone. When re-solving without
    /// it overflows (possible only once the solver holds extreme numbers), the
    /// engine builds the solver again without it (`rebuildSolver(without:)`).
    func removeFromSolver(_ constraint: Constraint) {
        do {
            try changeSolver { () throws(RemoveConstraintError) in try solver.remove(constraint) }
        } catch {
            switch error {
            case .unknownConstraint:
                return
            case .numericalOverflow:
                // The solver undid the removal; take the constraint out by building anew.
                rebuildSolver(without: constraint)
            }
        }
    }

    /// Stops an edit in the solver; it always succeeds (see `removeFromSolver(_:)`).
    func removeEditFromSolver(_ variable: Variable) {
        do {
            try changeSolver { () throws(RemoveEditVariableError) in try solver.removeEditVariable(variable) }
        } catch {
            switch error {
            case .unknownEditVariable:
                return
            case .numericalOverflow:
                rebuildSolver(withoutEdit: variable)
            }
        }
    }

    /// Builds the solver again from what the engine holds — every item's
    /// parameter pins, the installed constraints in activation order, the
    /// edits with their last suggestions — leaving out `excluded` (or the
    /// edit of `excludedEdit`). Anything whose numbers overflow on the way is
    /// broken and recorded in `overflowedConstraints`.
    ///
    /// - Complexity: One addition per constraint: a full build, the last resort
    ///   of a removal whose re-solve overflowed.
    private func rebuildSolver(without excluded: Constraint? = nil, withoutEdit excludedEdit: Variable? = nil) {
        changeSolver { solver.reset() }
        for view in views where !view.sizeBounds.contains(where: { $0 === excluded }) { addSizeBounds(of: view) }
        // Each solver constraint is made anew from what the engine holds: the
        // old ones carry the values they were created with, and the solver's
        // later changes to their constants and priorities went with it.
        for item in views as [LayoutItem] + layoutGuides {
            for parameter in LayoutParameter.allCases {
                guard var pin = item.parameters[parameter], pin.constraint !== excluded else { continue }
                pin.constraint = pinConstraint(pin.variable, parameter, of: item)
                item.parameters[parameter] = pin
                recovering(nil) { () throws(AddConstraintError) in try self.solver.add(pin.constraint) }
            }
        }
        for constraint in constraints {
            guard let old = constraint.solverConstraint, old !== excluded else { continue }
            let solverConstraint = makeSolverConstraint(for: constraint)
            attach(solverConstraint, to: constraint)
            recovering(constraint) { () throws(AddConstraintError) in try self.solver.add(solverConstraint) }
        }
        for record in edits where record.variable !== excludedEdit {
            recovering(nil) { () throws(AddEditVariableError) in
                try self.solver.addEditVariable(record.variable, priority: record.priority)
            }
            if let value = record.suggestedValue {
                recovering(nil) { () throws(SuggestValueError) in
                    try self.solver.suggestValue(value, for: record.variable)
                }
            }
        }
    }
}
