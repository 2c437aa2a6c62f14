/// Where the solver holds a constraint: exactly one of these at a time.
///
/// Every query and change that depends on how a constraint is held (removal,
/// a change of constant or priority, conflicts, compaction, the invariant
/// checks) switches over the placement with no `default:`, so that a new
/// placement a query forgets does not compile. Membership of a bound group
/// is not a placement: an active bound is a `row`, and its group only
/// decides which bound of a side stays in the tableau
/// (`SolverCore+Bounds.swift`).
enum ConstraintPlacement: Equatable {
    /// In the tableau: its marker, and an optional constraint's second
    /// error, are symbols the constraint owns, basic or parametric.
    case row
    /// A constraint with a fresh variable, kept out of the tableau as that
    /// variable's definition at this index (`SolverCore+Definitions.swift`):
    /// its marker is the definition's, a dummy beside its terms or a slack or
    /// error among them, and an optional one's second error is a term too.
    case definition(Int32)
    /// A required bound implied by a stronger active bound of the same
    /// variable and direction (`SolverCore+Bounds.swift`): no symbols, held
    /// in its side's dormant list until the stronger one goes.
    case dormantBound
    /// An optional bound the solution satisfies with room to spare
    /// (`SolverCore+SoftBounds.swift`): no symbols, held in its side's
    /// dormant list until the solution or a query's face crosses it.
    case dormantSoftBound
    /// A required inequality that the constraints it depends on imply
    /// (`SolverCore+ImpliedInequalities.swift`): no symbols, held in
    /// `ImpliedInequalityStore` until one of them is removed or changed.
    case impliedInequality
    /// A required inequality that the current point satisfies with room
    /// (`SolverCore+DormantInequalities.swift`): no symbols, held in
    /// `DormantInequalityStore` until a change of value leaves it without
    /// room, or a query needs the face's far ends.
    case dormantInequality

    /// The dormant placement for a bound at `priority`.
    static func dormant(at priority: Priority) -> ConstraintPlacement {
        priority.isRequired ? .dormantBound : .dormantSoftBound
    }
}
