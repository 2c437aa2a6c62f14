/// Everything a solver call can refuse, each case carrying the offending object.
///
/// Each call throws its own narrower type (`AddConstraintError`,
/// `RemoveConstraintError`, …, `SolverCallErrors.swift`) with the cases of
/// this enum it can really throw; `SolverError(error)` converts any of them,
/// for code that keeps one error type. Every call that throws leaves the
/// solver exactly as it was before the call.
///
/// `Error` requires `Sendable`, and the cases carry the offending constraint
/// or variable, which are not: read an error's payload in the isolation
/// domain that caught it (where its solver lives).
public enum SolverError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// Required constraints cannot all hold. `conflict` is a minimal set of
    /// required constraints (the offending one among them) that cannot hold
    /// together: removing any one of them makes the rest satisfiable.
    case unsatisfiableConstraint(Constraint, conflict: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditVariable(Variable)
    /// A priority outside 1…1000.
    case invalidPriority(Priority)
    /// A constraint cannot change between required and optional once added
    /// (as in Auto Layout); remove it and add it again instead.
    case requiredPriorityChange(Constraint)
    /// A coefficient or constant of the constraint is infinite or NaN.
    case nonFiniteConstraint(Constraint)
    /// A constant, or a suggested value, is infinite or NaN.
    case nonFiniteValue(Double)
    /// The numbers grew past what a `Double` holds while solving (coefficients
    /// near 1e300, say); the call was undone.
    case numericalOverflow(Constraint?)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .unsatisfiableConstraint(let c, let set):
            return "unsatisfiable constraint: \(c); conflicting set: " + set.map { "\($0)" }.joined(separator: "; ")
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): return "edit variable cannot be required: \(v)"
        case .invalidPriority(let p): return "priority \(p) is outside 1...1000"
        case .requiredPriorityChange(let c): return "cannot change a priority to or from required: \(c)"
        case .nonFiniteConstraint(let c): return "non-finite coefficient or constant: \(c)"
        case .nonFiniteValue(let v): return "non-finite value: \(v)"
        case .numericalOverflow(let c): return "numerical overflow" + (c.map { " adding \($0)" } ?? "")
        }
    }
}
