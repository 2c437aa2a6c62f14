extension LayoutEngine {
    /// How far the current layout is from holding a constraint, broken ones included: the distance between its
    /// sides (for an inequality, only on the wrong side); 0 when it holds or is inactive.
    ///
    /// A broken constraint is left out of the solver, so the layout is found without it; this reads how much
    /// the constraints that hold leave it off by (a conflict whose constraints nearly agree, such as a ratio
    /// stored to six digits, leaves it off by a small fraction of a point).
    package func distance(fromHolding constraint: LayoutConstraint) -> Double {
        guard constraint.activeRecord != nil else { return 0 }
        layoutIfNeeded()
        let value = evaluate(solverExpression(of: constraint))
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}
