import TrellisSolver

/// Checks of the engine's state, for tests and fuzz targets.
extension LayoutEngine {
    /// What is wrong with the engine's state, one line each; empty when all is well.
    ///
    /// - Every active constraint that is not broken is in the solver, owned by
    ///   it; every broken one is out of it; the engine's way back from solver
    ///   constraints (`owners`) lists exactly the installed ones.
    /// - The components keep their own invariants (`LayoutIssueLog`,
    ///   `StackBaselineRecords`, `PendingArrangements`, `LayoutPassState`).
    /// - No layout pass stopped at its round limit, and no simplex loop of the
    ///   solver at a safety limit (either would leave a layout cut short).
    /// - Every required constraint in the solver holds in the current layout,
    ///   to within `relativeTolerance` of the size of its terms
    ///   (|constant| + Σ |coefficient · value|, at least 1), unless the
    ///   solver holds an extreme number (beyond 1e50): rounding is then
    ///   relative to that number, not to the constraint's own terms
    ///   (`Docs/Reliability.md`), and only finiteness is promised.
    ///
    /// - Complexity: O(*c* · *t*) for *c* constraints of *t* terms; lays out first.
    package func invariantViolations(relativeTolerance: Double = 1e-7) -> [String] {
        layoutIfNeeded()
        var violations: [String] = []
        var installedCount = 0
        let holdsExtremeNumbers = solver.holdsExtremeNumbers
        for constraint in constraints {
            if constraint.activeRecord?.engine !== self {
                violations.append("active constraint '\(constraint)' has no record of this engine")
            }
            guard let installed = constraint.solverConstraint else {
                if !constraint.isBroken { violations.append("active constraint '\(constraint)' is not in the solver") }
                continue
            }
            installedCount += 1
            if constraint.isBroken { violations.append("broken constraint '\(constraint)' is still in the solver") }
            if !solver.contains(installed) { violations.append("'\(constraint)' lost its solver constraint") }
            if owners[ObjectIdentifier(installed)] !== constraint {
                violations.append("'\(constraint)' does not own its solver constraint")
            }
            guard !holdsExtremeNumbers, solver.priority(of: installed)?.isRequired == true else { continue }
            let expression = heldExpression(of: installed)
            var size = abs(expression.constant)
            for term in expression.terms { size += abs(term.coefficient * solver.value(of: term.variable)) }
            let off = violation(of: constraint)
            if !(off <= relativeTolerance * max(1, size)) {
                violations.append("required constraint '\(constraint)' is off by \(off)")
            }
        }
        violations += issues.invariantViolations()
        violations += stackBaselines.invariantViolations()
        violations += pendingArrangements.invariantViolations()
        violations += layoutPass.invariantViolations()
        if layoutRoundLimitHits > 0 {
            violations.append("the layout pass stopped at its round limit \(layoutRoundLimitHits) times")
        }
        if solver.safetyLimitHits > 0 {
            violations.append("a safety limit stopped a simplex loop \(solver.safetyLimitHits) times")
        }
        if owners.count != installedCount {
            violations.append(
                "\(owners.count) solver constraints map to layout constraints; \(installedCount) are installed")
        }
        return violations
    }
}
