/// Optional bounds on one variable: past a few to a side, the weaker ones
/// wait outside the tableau while the solution satisfies them with room to
/// spare.
///
/// Optional bounds of one variable in one direction (`x >= i @500` for
/// i = 0…N−1) are not implied by the strongest, as required ones are
/// (`SolverCore+Bounds.swift`): when something holds the variable below the
/// strongest, each weaker one adds its own violation. Kept as rows, each
/// new, stronger bound substitutes into every earlier one's row: O(N²).
///
/// But leaving out a constraint that an optimal solution satisfies keeps
/// that solution optimal, and putting it back does too: the solution's
/// violations are the same at every priority with the constraint or without
/// it, and any other solution's can only grow with it. So once a variable
/// has had `dormancyThreshold` optional bounds added in a direction (a
/// tally by symbol, or by definition for a defined variable, a byte each,
/// so that a layout whose views have one or two each pays no table), its
/// later ones are grouped as required ones are, whatever their priorities:
/// dormant when an active one of the group is at least as strong. The ones added before stay in the tableau. At the
/// end of every call, a dormant bound the solution does not satisfy with
/// room to spare goes back into the tableau, the strongest first,
/// re-optimising after each, until every one left is satisfied.
///
/// With room to spare (more than the tolerance), the optimal face is the
/// same near the solution with the dormant bounds or without them, so
/// whether a variable is ambiguous is the same. The face's far ends need
/// not be (a dormant bound can cut the face away from the solution), so the
/// queries that reach them, `valueRange` and `exerciseAmbiguity`, first
/// wake, in a copy of the state, each dormant bound that its variable's own
/// range crosses.
struct SoftBoundTally {
    var lower: UInt8 = 0
    var upper: UInt8 = 0

    subscript(isLower: Bool) -> UInt8 {
        get { isLower ? lower : upper }
        set { if isLower { lower = newValue } else { upper = newValue } }
    }
}

extension SolverCore {
    /// Adds an optional inequality over one term: into the tableau, tallied,
    /// until its variable has had a few in that direction; then to the
    /// variable's group.
    mutating func addSoftBound(_ constraint: Constraint, priority: Priority, constant: Double) throws(AdditionFailure) {
        if bounds.hasOptionalGroups,
            let (variable, isLower, value) = Self.bound(of: constraint, constant: constant),
            let index = bounds.optionalIndex(of: ObjectIdentifier(variable))
        {
            var side = bounds.takeOptionalSide(at: index, isLower: isLower)
            defer { bounds.putOptionalSide(&side, at: index, isLower: isLower) }
            try addBound(
                constraint, isLower: isLower, value: value, priority: priority, constant: constant, to: &side)
            if !side.dormant.isEmpty { bounds.noteDormantOptional(variable) }
            return
        }
        try addToTableau(constraint, priority: priority, constant: constant)
        // a·x + c >= 0 is a lower bound for a > 0 (as `bound(of:constant:)` reads it).
        let isLower = (constraint.relation == .greaterThanOrEqual) == (constraint.expression.terms[0].coefficient > 0)
        // The bound's one variable was the last expanded: its symbol, or its definition.
        let tally: UInt8
        switch scratch.lastRole {
        case .symbol(let symbol)?: tally = bounds.countOptional(symbol: symbol.index, isLower: isLower)
        case .defined(let index)?: tally = bounds.countOptional(definition: Int(index), isLower: isLower)
        case nil: return
        }
        if tally == Self.dormancyThreshold {
            bounds.makeOptionalGroup(for: ObjectIdentifier(constraint.expression.terms[0].variable))
        }
    }

    /// Removes an optional bound from its variable's group, if it is in one.
    mutating func removeSoftBound(
        _ constraint: Constraint, variable: Variable, isLower: Bool, record: ConstraintRecord
    ) throws(RemoveConstraintError) {
        guard let index = bounds.optionalIndex(of: ObjectIdentifier(variable)) else { return }
        switch record.placement {
        case .dormantSoftBound: break
        case .row: guard bounds.optional[index][isLower].active.contains(where: { $0 === constraint }) else { return }
        case .definition, .dormantBound, .impliedInequality, .dormantInequality:
            preconditionFailure("an optional bound is a row or dormant")
        }
        var side = bounds.takeOptionalSide(at: index, isLower: isLower)
        defer { bounds.putOptionalSide(&side, at: index, isLower: isLower) }
        try removeBound(constraint, isLower: isLower, from: &side)
    }

    /// Wakes every dormant optional bound that the solution does not satisfy
    /// with room to spare (once the tableau is optimal).
    mutating func wakeUnsatisfiedSoftBounds() {
        guard bounds.dormantOptionalVariables.count > 0, !defersOptimization else { return }
        settleOptimization()
        var woke = true
        while woke {
            woke = false
            for variable in Array(bounds.dormantOptionalVariables.values) {
                for isLower in [true, false] {
                    if wakeSoftBounds(of: variable, isLower: isLower, reading: { $0.value(of: variable) }) {
                        woke = true
                    }
                }
            }
        }
        bounds.forgetDormantOptionalWithoutBounds()
    }

    /// Wakes every dormant optional bound that its variable's range over the
    /// optimal face crosses, so that the face is what it is with every bound.
    mutating func wakeSoftBoundsCuttingFace() {
        guard bounds.dormantOptionalVariables.count > 0 else { return }
        settleOptimization()
        for variable in Array(bounds.dormantOptionalVariables.values) {
            for isLower in [true, false] {
                _ = wakeSoftBounds(of: variable, isLower: isLower) { core in
                    let range = core.valueRange(of: variable)
                    return isLower ? range.lower : range.upper
                }
            }
        }
        bounds.forgetDormantOptionalWithoutBounds()
    }

    /// `body`'s answer about the optimal face with every dormant optional
    /// bound that cuts it woken — in a copy, so that asking changes nothing
    /// (waking re-optimises, which may move among tied optima). The copy
    /// shares the state's storage until a bound is woken. The ranges are
    /// those of the face without the dormant required inequalities, which
    /// hold it: a bound that cuts the face with them cuts it without them
    /// too (`valueRangeWakingCrossedDormant` cuts it by them).
    func withEveryBoundCuttingFace<Result>(_ body: (SolverCore) -> Result) -> Result {
        guard bounds.dormantOptionalVariables.count > 0 else { return body(self) }
        var copy = self
        copy.wakeSoftBoundsCuttingFace()
        return body(copy)
    }

    /// Wakes the dormant optional bounds of one side, strongest first, while
    /// `read` (read again after each) does not satisfy the strongest left
    /// with room to spare; whether it woke any.
    private mutating func wakeSoftBounds(
        of variable: Variable, isLower: Bool, reading read: (inout SolverCore) -> Double
    ) -> Bool {
        guard let index = bounds.optionalIndex(of: ObjectIdentifier(variable)) else { return false }
        var woke = false
        while let strongest = bounds.strongestDormantOptional(at: index, isLower: isLower),
            !Self.satisfiesWithRoom(read(&self), strongest.value, isLower: isLower)
        {
            bounds.activateStrongestOptional(at: index, isLower: isLower)
            do {
                try wake(strongest.constraint)
            } catch {
                // Only numbers the tableau cannot take refuse an optional
                // row (its errors absorb anything else): it stays dormant.
                bounds.deactivateOptional(strongest, at: index, isLower: isLower)
                return woke
            }
            woke = true
        }
        return woke
    }

    /// Whether `value` satisfies a bound at `bound` by more than the tolerance.
    static func satisfiesWithRoom(_ value: Double, _ bound: Double, isLower: Bool) -> Bool {
        let room = Tolerance.epsilon * Swift.max(1, abs(bound))
        return isLower ? value > bound + room : value < bound - room
    }

    /// Every dormant optional bound the optimal solution does not satisfy
    /// with room to spare, as text (that every such variable is listed:
    /// `BoundStore.invariantViolations()`).
    func softDormancyViolations() -> [String] {
        var violations: [String] = []
        // Values are only final at the optimum, with definitions propagated.
        guard !tableau.optimizationPending, !defersOptimization, !tableau.hasTouchedValues, !definitions.hasOutdated
        else { return violations }
        for variable in bounds.dormantOptionalVariables.values {
            guard let group = bounds.optionalGroup(of: ObjectIdentifier(variable)) else { continue }
            let value: Double
            switch role(of: variable) {
            case .symbol(let symbol)?: value = tableau.value(of: symbol)
            case .defined(let index)?: value = definitions.value(at: Int(index))
            case nil: continue
            }
            for isLower in [true, false] {
                if let strongest = group[isLower].dormant.last,
                    !Self.satisfiesWithRoom(value, strongest.value, isLower: isLower)
                {
                    violations.append("dormant optional bound at \(strongest.value) is not satisfied by \(value)")
                }
            }
        }
        return violations
    }
}
