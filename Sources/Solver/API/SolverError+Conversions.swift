/// Each call's error as a `SolverError` of the same case, for code that
/// keeps one error type for every solver call:
///
/// ```swift
/// func apply() throws(SolverError) {
///     do { try solver.remove(old) } catch { throw SolverError(error) }
/// }
/// ```
extension SolverError {
    public init(_ error: AddConstraintError) {
        switch error {
        case .duplicateConstraint(let c): self = .duplicateConstraint(c)
        case .invalidPriority(let p): self = .invalidPriority(p)
        case .nonFiniteConstraint(let c): self = .nonFiniteConstraint(c)
        case .unsatisfiableConstraint(let c, let conflict): self = .unsatisfiableConstraint(c, conflict: conflict)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }

    public init(_ error: RemoveConstraintError) {
        switch error {
        case .unknownConstraint(let c): self = .unknownConstraint(c)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }

    public init(_ error: ChangeConstantError) {
        switch error {
        case .unknownConstraint(let c): self = .unknownConstraint(c)
        case .nonFiniteValue(let v): self = .nonFiniteValue(v)
        case .unsatisfiableConstraint(let c, let conflict): self = .unsatisfiableConstraint(c, conflict: conflict)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }

    public init(_ error: ChangePriorityError) {
        switch error {
        case .unknownConstraint(let c): self = .unknownConstraint(c)
        case .invalidPriority(let p): self = .invalidPriority(p)
        case .requiredPriorityChange(let c): self = .requiredPriorityChange(c)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }

    public init(_ error: AddEditVariableError) {
        switch error {
        case .duplicateEditVariable(let v): self = .duplicateEditVariable(v)
        case .invalidPriority(let p): self = .invalidPriority(p)
        case .requiredEditVariable(let v): self = .requiredEditVariable(v)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }

    public init(_ error: RemoveEditVariableError) {
        switch error {
        case .unknownEditVariable(let v): self = .unknownEditVariable(v)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }

    public init(_ error: SuggestValueError) {
        switch error {
        case .unknownEditVariable(let v): self = .unknownEditVariable(v)
        case .nonFiniteValue(let v): self = .nonFiniteValue(v)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }
}

extension AddConstraintError {
    /// The error of `Solver.add(_:)` when the core refuses the constraint.
    init(_ failure: AdditionFailure) {
        switch failure {
        case .unsatisfiableConstraint(let c, let conflict): self = .unsatisfiableConstraint(c, conflict: conflict)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }
}

extension ChangeConstantError {
    /// The error of a constant change made by removing and adding the constraint again.
    init(_ failure: AdditionFailure) {
        switch failure {
        case .unsatisfiableConstraint(let c, let conflict): self = .unsatisfiableConstraint(c, conflict: conflict)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }

    init(_ error: RemoveConstraintError) {
        switch error {
        case .unknownConstraint(let c): self = .unknownConstraint(c)
        case .numericalOverflow(let c): self = .numericalOverflow(c)
        }
    }
}
