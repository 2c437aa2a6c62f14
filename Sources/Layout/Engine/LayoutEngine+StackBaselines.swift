/// Constraints on a stack view's baselines follow the arranged view that
/// the baseline stands for (`StackView+Baselines.swift`).
///
/// A stack's baseline is an expression of another view's variables, chosen
/// by the stack's arrangement and, for a horizontal stack, by which view is
/// tallest in the layout. A constraint that mentions it is derived with the
/// view chosen when it is installed; the layout pass checks every such
/// constraint against the current choice and derives again those whose
/// choice changed (an arranged view hidden, added, removed, or another one
/// now the tallest), then solves again, until the choices settle.
extension LayoutEngine {
    /// The items a constraint's stack-baseline terms stand for now, in term
    /// order; nil when it mentions no stack's baseline.
    func stackBaselineChoice(of constraint: LayoutConstraint) -> [ObjectIdentifier]? {
        var choice: [ObjectIdentifier]?
        for term in constraint.lhs.terms + constraint.rhs.terms {
            guard case .attribute(let item, let attribute) = term.operand, item is StackView,
                attribute == .firstBaseline || attribute == .lastBaseline
            else { continue }
            choice = (choice ?? []) + [ObjectIdentifier(baselineItem(of: item, first: attribute == .firstBaseline))]
        }
        return choice
    }

    /// Records the choice a constraint was just derived with (the views its
    /// stack-baseline terms resolved to while its expression was made, not
    /// asked again: making it may add parameter pins, which may move the
    /// heights that choose), and keeps it for the layout pass's check.
    func noteStackBaselineChoice(of constraint: LayoutConstraint, choice: [ObjectIdentifier]) {
        guard !choice.isEmpty else { return }
        constraint.stackBaselineChoice = choice
        stackBaselines.note(constraint)
    }

    /// Derives again each installed constraint whose stack baselines now
    /// stand for other views; forgets the constraints no longer active.
    ///
    /// - Returns: Whether any constraint was derived again.
    /// - Complexity: O(the stack-baseline terms × the arranged views they
    ///   look through), plus a removal and an addition per constraint derived again.
    func rederiveStackBaselineConstraints() -> Bool {
        guard !stackBaselines.isEmpty else { return false }
        var changed = false
        for constraint in stackBaselines.dropInactive(in: self) {
            guard constraint.solverConstraint != nil,
                stackBaselineChoice(of: constraint) != constraint.stackBaselineChoice
            else { continue }
            uninstall(constraint)
            install(constraint)
            changed = true
        }
        return changed
    }
}
