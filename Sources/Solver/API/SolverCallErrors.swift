/// What each solver call can really refuse: one error type per entry point,
/// with only the cases that call can throw, so that a `switch` over the error
/// of a call is exhaustive without a `default:`.
///
/// The case names are `SolverError`'s, so a pattern such as
/// `catch .unknownConstraint(let c)` reads the same on either type, and every
/// call error converts to the `SolverError` of the same case
/// (`SolverError(error)`) for code that keeps one error type. Like
/// `SolverError`, every call that throws leaves the solver exactly as it was,
/// and the payloads are read in the isolation domain that caught them.

/// What `Solver.add(_:)` can refuse.
public enum AddConstraintError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint's priority is outside 1…1000.
    case invalidPriority(Priority)
    /// A coefficient or constant of the constraint is infinite or NaN.
    case nonFiniteConstraint(Constraint)
    /// Required constraints cannot all hold; `conflict` is a minimal set of
    /// required constraints (this one among them) that cannot hold together.
    case unsatisfiableConstraint(Constraint, conflict: [Constraint])
    /// The numbers grew past what a `Double` holds while solving.
    case numericalOverflow(Constraint?)

    public var description: String { SolverError(self).description }
}

/// What `Solver.remove(_:)` can refuse.
public enum RemoveConstraintError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// Re-solving without the constraint outgrew a `Double` (only once the
    /// solver holds extreme numbers, `Solver+Overflow.swift`).
    case numericalOverflow(Constraint?)

    public var description: String { SolverError(self).description }
}

/// What `Solver.setConstant(_:for:)` can refuse.
public enum ChangeConstantError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The new constant is infinite or NaN.
    case nonFiniteValue(Double)
    /// A required constraint cannot hold at the new constant; `conflict` is
    /// a minimal set of required constraints (this one among them).
    case unsatisfiableConstraint(Constraint, conflict: [Constraint])
    /// The numbers grew past what a `Double` holds while re-solving.
    case numericalOverflow(Constraint?)

    public var description: String { SolverError(self).description }
}

/// What `Solver.setPriority(_:for:)` can refuse.
public enum ChangePriorityError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The new priority is outside 1…1000.
    case invalidPriority(Priority)
    /// A priority cannot change to or from required once added.
    case requiredPriorityChange(Constraint)
    /// Re-solving at the new priority outgrew a `Double` (only once the
    /// solver holds extreme numbers).
    case numericalOverflow(Constraint?)

    public var description: String { SolverError(self).description }
}

/// What `Solver.addEditVariable(_:priority:)` can refuse.
public enum AddEditVariableError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The priority is outside 1…1000.
    case invalidPriority(Priority)
    /// Edit variables cannot be required.
    case requiredEditVariable(Variable)
    /// Adding the edit outgrew a `Double` (only once the solver holds extreme numbers).
    case numericalOverflow(Constraint?)

    public var description: String { SolverError(self).description }
}

/// What `Solver.removeEditVariable(_:)` can refuse.
public enum RemoveEditVariableError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Re-solving without the edit outgrew a `Double` (only once the solver
    /// holds extreme numbers).
    case numericalOverflow(Constraint?)

    public var description: String { SolverError(self).description }
}

/// What `Solver.suggestValue(_:for:)` can refuse.
public enum SuggestValueError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// The suggested value is infinite or NaN.
    case nonFiniteValue(Double)
    /// The layout at that value outgrows a `Double`; the previous suggestion stays.
    case numericalOverflow(Constraint?)

    public var description: String { SolverError(self).description }
}

/// An error with a numerical-overflow case, which the overflow guard
/// (`Solver.mutate`) throws when a call's numbers outgrow a `Double`.
protocol OverflowRefusable: Error {
    static func numericalOverflow(_ constraint: Constraint?) -> Self
}

extension SolverError: OverflowRefusable {}
extension AddConstraintError: OverflowRefusable {}
extension RemoveConstraintError: OverflowRefusable {}
extension ChangeConstantError: OverflowRefusable {}
extension ChangePriorityError: OverflowRefusable {}
extension AddEditVariableError: OverflowRefusable {}
extension RemoveEditVariableError: OverflowRefusable {}
extension SuggestValueError: OverflowRefusable {}

/// What adding a constraint to the core can fail with: the checks of
/// `Solver.add(_:)` (duplicates, priorities, finiteness) come before it.
enum AdditionFailure: OverflowRefusable, @unchecked Sendable {
    case unsatisfiableConstraint(Constraint, conflict: [Constraint])
    case numericalOverflow(Constraint?)
}
