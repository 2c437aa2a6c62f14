import TrellisSolver

/// Activating and deactivating constraints, and changing them in place.
extension LayoutEngine {
    /// Activates constraints in order, like `NSLayoutConstraint.activate(_:)`;
    /// already active ones are skipped.
    ///
    /// A constraint that cannot hold with the required ones already active is
    /// not refused: the engine breaks the constraint of the minimal conflicting
    /// set activated last (usually the new one), records a `ConflictReport`
    /// and goes on, as Auto Layout does.
    ///
    /// - Parameters:
    ///   - constraints: Constraints over this engine's items and variables.
    ///   - fileID: The caller's file, given to user constraints that have no `sourceLocation`.
    ///   - line: The caller's line.
    /// - Complexity: One incremental solver addition per constraint, then
    ///   one re-optimisation (`Solver.add(_:)` with an array does the same).
    public func activate(_ constraints: [LayoutConstraint], fileID: String = #fileID, line: Int = #line) {
        activate(constraints, location: LayoutConstraint.SourceLocation(fileID: fileID, line: line))
    }

    /// Activates constraints in order, giving `location` to user constraints that have none.
    package func activate(_ constraints: [LayoutConstraint], location: LayoutConstraint.SourceLocation?) {
        solver.deferringOptimization { activateEach(constraints, location: location) }
    }

    private func activateEach(_ constraints: [LayoutConstraint], location: LayoutConstraint.SourceLocation?) {
        for constraint in constraints where constraint.engine == nil {
            if constraint.kind == .user, constraint.sourceLocation == nil { constraint.sourceLocation = location }
            precondition(constraint.items.allSatisfy { $0.engine === self }, "\(constraint) belongs to another engine")
            precondition(!constraint.items.contains(where: \.isRemoved), "\(constraint) mentions a removed item")
            register(constraint)
            install(constraint)
        }
    }

    /// Activates a constraint when the solver takes it as it stands, with no
    /// conflict to recover from; otherwise leaves the engine and the solver
    /// as they were and records nothing (no `ConflictReport`).
    ///
    /// - Parameters:
    ///   - constraint: An inactive constraint over this engine's items.
    ///   - location: Given to a user constraint that has no `sourceLocation`, as `activate(_:)` does.
    /// - Returns: Whether the constraint is now active.
    func activateIfConsistent(_ constraint: LayoutConstraint, location: LayoutConstraint.SourceLocation?) -> Bool {
        precondition(constraint.engine == nil && constraint.items.allSatisfy { $0.engine === self && !$0.isRemoved })
        stackBaselines.beginDerivation()
        let solverConstraint = makeSolverConstraint(for: constraint)
        let baselineChoice = stackBaselines.endDerivation()
        do {
            try changeSolver { () throws(AddConstraintError) in try solver.add(solverConstraint) }
        } catch {
            return false
        }
        if constraint.kind == .user, constraint.sourceLocation == nil { constraint.sourceLocation = location }
        register(constraint)
        noteStackBaselineChoice(of: constraint, choice: baselineChoice)
        attach(solverConstraint, to: constraint)
        return true
    }

    /// Gives a constraint its active record, next in activation order, and
    /// puts it in the engine's and its items' lists.
    private func register(_ constraint: LayoutConstraint) {
        constraint.activeRecord = ActiveConstraintRecord(
            engine: self, order: nextOrder, declarationOrder: constraint.pendingDeclarationOrder ?? nextOrder)
        constraint.pendingDeclarationOrder = nil
        nextOrder += 1
        constraintList.append(constraint, key: constraint.order)
        for item in constraint.items { item.constraintList.append(constraint, key: constraint.order) }
        if constraint.isDirectional { directionalConstraints.append(constraint) }
    }

    /// Deactivates constraints, like `NSLayoutConstraint.deactivate(_:)`; inactive ones are skipped.
    ///
    /// - Complexity: One incremental solver removal per constraint, plus a
    ///   binary search in the engine's list and in each of its items' lists.
    public func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.engine === self {
            uninstall(constraint)
            constraintList.remove(constraint, key: constraint.order)
            if constraint.isDirectional { Self.removeByOrder(constraint, from: &directionalConstraints) }
            for item in constraint.items { item.constraintList.remove(constraint, key: constraint.order) }
            constraint.activeRecord = nil
        }
    }

    /// Removes a constraint from a list kept in activation order (the
    /// engine's, an item's), by binary search: a linear search per removal
    /// made deactivating many constraints of one view O(n²).
    static func removeByOrder(_ constraint: LayoutConstraint, from list: inout [LayoutConstraint]) {
        if let index = indexByOrder(of: constraint, in: list) { list.remove(at: index) }
    }

    /// Where a constraint is in a list kept in activation order, by binary search.
    static func indexByOrder(of constraint: LayoutConstraint, in list: [LayoutConstraint]) -> Int? {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].order < constraint.order { low = mid + 1 } else { high = mid }
        }
        return low < list.count && list[low] === constraint ? low : nil
    }

    /// Adds the solver constraint of an active layout constraint, recovering from conflicts.
    func install(_ constraint: LayoutConstraint) {
        stackBaselines.beginDerivation()
        let solverConstraint = makeSolverConstraint(for: constraint)
        noteStackBaselineChoice(of: constraint, choice: stackBaselines.endDerivation())
        attach(solverConstraint, to: constraint)
        recovering(constraint) { () throws(AddConstraintError) in
            if !self.solver.contains(solverConstraint) { try self.solver.add(solverConstraint) }
        }
    }

    /// A new solver constraint with a layout constraint's current expression,
    /// relation, priority and identifier.
    func makeSolverConstraint(for constraint: LayoutConstraint) -> Constraint {
        Constraint(
            solverExpression(of: constraint), constraint.relation, priority: constraint.priority,
            identifier: constraint.identifier)
    }

    /// Removes the solver constraint of a layout constraint, if it has one.
    func uninstall(_ constraint: LayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        removeFromSolver(solverConstraint)
        detachSolverConstraint(of: constraint)
    }

    /// Gives an active constraint its new constant, in place.
    func constantDidChange(_ constraint: LayoutConstraint) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        let value = -constraint.constant
        recovering(constraint) { () throws(ChangeConstantError) in
            if self.solver.contains(solverConstraint) { try self.solver.setConstant(value, for: solverConstraint) }
        }
    }

    /// Gives the solver's copy of an active constraint another constant,
    /// leaving the constraint's own `constant`, when the solver takes it
    /// without a conflict; records nothing. For a constraint about to be
    /// deactivated (`StackView.handOverLeadingConnection(from:)`).
    ///
    /// - Returns: Whether the solver took the constant.
    func setSolverConstantIfConsistent(_ constant: Double, of constraint: LayoutConstraint) -> Bool {
        guard let solverConstraint = constraint.solverConstraint else { return false }
        do {
            try changeSolver { () throws(ChangeConstantError) in
                try solver.setConstant(-constant, for: solverConstraint)
            }
        } catch {
            return false
        }
        return true
    }

    /// Gives an active constraint its new priority: in place between optional
    /// priorities, by removing and adding it when it crosses required (a broken
    /// constraint made optional is added again, since it can no longer conflict).
    func priorityDidChange(_ constraint: LayoutConstraint, from old: Priority) {
        let new = constraint.priority
        if let solverConstraint = constraint.solverConstraint, !old.isRequired, !new.isRequired {
            recovering(constraint) { () throws(ChangePriorityError) in
                if self.solver.contains(solverConstraint) { try self.solver.setPriority(new, for: solverConstraint) }
            }
        } else if constraint.solverConstraint != nil || (constraint.isBroken && !new.isRequired) {
            uninstall(constraint)
            constraint.activeRecord?.isBroken = false
            install(constraint)
        }
    }

    /// Re-derives every constraint that mentions leading or trailing after
    /// the layout direction changed: all taken out, newest first (as a
    /// removal takes them: oldest first, each of a chain of nested views
    /// re-derived the chain below it), then put back in activation order.
    /// Broken ones stay broken.
    func rederiveDirectionalConstraints() {
        let affected = directionalConstraints.filter { $0.solverConstraint != nil }
        for constraint in affected.reversed() { uninstall(constraint) }
        for constraint in affected where !constraint.isBroken { install(constraint) }
    }

    /// The active constraints that mention an item on an axis, in activation order,
    /// like `constraintsAffectingLayout(for:)`.
    ///
    /// - Complexity: O(*k*) in the number of constraints on the item.
    public func constraintsAffectingLayout(for item: LayoutItem, axis: LayoutAxis) -> [LayoutConstraint] {
        updateConstraintsIfNeeded()
        return item.constraints.filter { constraint in
            (constraint.lhs.terms + constraint.rhs.terms).contains { term in
                term.item === item && term.attribute!.axis == axis
            } || constraint.parameterTerms.contains { $0.item === item && Self.axis(of: $0.parameter) == axis }
        }
    }

    static func axis(of parameter: LayoutParameter) -> LayoutAxis {
        switch parameter {
        case .insetLeft, .insetRight, .marginLeft, .marginRight: return .horizontal
        default: return .vertical
        }
    }

    /// The active constraint with an identifier, the one activated last when several share it.
    public func constraint(withIdentifier identifier: String) -> LayoutConstraint? {
        updateConstraintsIfNeeded()
        return constraints.last { $0.identifier == identifier }
    }
}
