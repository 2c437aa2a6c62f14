import TrellisSolver

/// What an engine keeps for one of its active constraints, in one place:
/// the engine, when the constraint was activated, the solver constraint that
/// stands for it while it is installed, and whether the engine broke it.
///
/// A `LayoutConstraint` holds its record while it is active (nil otherwise);
/// only the engine makes and changes records: activation makes one,
/// deactivation drops it, `LayoutEngine.attach(_:to:)` and
/// `LayoutEngine.detachSolverConstraint(of:)` install and uninstall the solver
/// constraint (keeping `LayoutEngine.owners`, the way back from a solver
/// constraint, in step), and `LayoutEngine.breakConstraint(_:)` breaks it.
struct ActiveConstraintRecord {
    /// The engine that holds the constraint.
    weak var engine: LayoutEngine?
    /// The order of activation, which keeps the engine's lists sorted.
    let order: Int
    /// The order the constraint counts as declared at, which decides which
    /// member of a conflict breaks (the last declared): its activation order,
    /// or, for a container's constraint, when the change that asked for it
    /// was made (`LayoutEngine.setNeedsArrangement(_:)`), since the container
    /// makes it later, in the update pass (its activation order when
    /// `LayoutEngine.containerConstraintsAreDeclaredWhenMade`).
    let declarationOrder: Int
    /// The solver constraint, while installed (active and not broken).
    var solverConstraint: Constraint?
    /// Whether the engine broke the constraint to recover from a conflict
    /// among required constraints or from numbers the solver could not take.
    var isBroken = false
}
