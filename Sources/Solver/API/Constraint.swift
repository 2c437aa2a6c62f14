/// A linear relation between two expressions, with a priority.
///
/// A constraint is stored as `expression RELATION 0`, where `expression` is the
/// left side minus the right side: `x .== y + 10` is `x - y - 10 == 0`. It has
/// identity, so that it can be removed from a solver and named in conflict
/// reports. Its constant and priority can be changed in place on the solver that
/// holds it (`Solver.setConstant(_:for:)`, `Solver.setPriority(_:for:)`), like
/// `NSLayoutConstraint.constant` and `.priority`.
///
/// A constraint may be in several solvers, but its constant and priority
/// change in place only while one solver holds it: `setConstant` and
/// `setPriority` on a shared constraint throw `SolverError.sharedConstraint`
/// (a second solver would silently read the change). Like the solver, it is not `Sendable`: a solver
/// and its constraints belong to one isolation domain, and the compiler
/// refuses code that hands them to another.
public final class Constraint: CustomStringConvertible {
    /// The left side minus the right side. (Read on every addition; access is
    /// not checked at run time, for the reason `Solver.core` gives.)
    @exclusivity(unchecked) public private(set) var expression: Expression
    /// How the expression relates to zero.
    public let relation: Relation
    /// The priority. (Not checked at run time either.)
    @exclusivity(unchecked) public internal(set) var priority: Priority
    /// A name for diagnostics; empty when the constraint has none.
    public var identifier: String
    /// How many solvers hold the constraint. Its constant and priority live
    /// in the constraint, so they change in place only while one solver holds
    /// it (a second would read the first one's change).
    var holderCount = 0

    /// Creates the constraint `expression RELATION 0`.
    ///
    /// - Parameters:
    ///   - expression: The left side minus the right side.
    ///   - relation: How `expression` relates to zero.
    ///   - priority: The priority; required by default.
    ///   - identifier: A name for diagnostics.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, identifier: String = "")
    {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    /// Creates the constraint `lhs RELATION rhs`.
    public convenience init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        priority: Priority = .required, identifier: String = ""
    ) {
        self.init(lhs - rhs, relation, priority: priority, identifier: identifier)
    }

    /// The constant term of `expression` (the left side's constant minus the right side's).
    public var constant: Double { expression.constant }

    /// Sets the constant term; the solver calls this when it applies a change.
    func setConstant(_ constant: Double) {
        expression.constant = constant
    }

    /// The same constraint at another priority (a new constraint).
    ///
    /// - Parameter priority: The priority of the new constraint.
    /// - Returns: A new constraint with this one's expression, relation and identifier.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, identifier: identifier)
    }

    public var description: String {
        let body = "\(expression) \(relation.rawValue) 0"
        let prefix = identifier.isEmpty ? "" : "\(identifier): "
        return priority.isRequired ? prefix + body : prefix + body + " @\(priority)"
    }
}

// MARK: - Relation operators

infix operator .== : ComparisonPrecedence
infix operator .<= : ComparisonPrecedence
infix operator .>= : ComparisonPrecedence

public func .== <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

public func .== <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func .== <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func .<= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}

public func .<= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func .<= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func .>= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

public func .>= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func .>= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

infix operator ~ : AssignmentPrecedence

/// The constraint at another priority: `x .== 10 ~ .low` is a new constraint, `withPriority(_:)`.
public func ~ (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
}
