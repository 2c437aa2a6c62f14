/// A linear relation between two expressions, with a priority.
///
/// A constraint is stored as `expression RELATION 0`, where `expression` is the
/// left side minus the right side: `x .== y + 10` is `x - y - 10 == 0`. It has
/// identity, so that it can be removed from a solver and named in conflict
/// reports.
///
/// A constraint is a value made once: its expression, relation and priority
/// are the ones it was created with, and a solver adds it with them. A solver
/// that holds it keeps its own constant and priority for it, which
/// `Solver.setConstant(_:for:)` and `Solver.setPriority(_:for:)` change in
/// place, like `NSLayoutConstraint.constant` and `.priority`, and
/// `Solver.constant(of:)` and `Solver.priority(of:)` read. So a constraint
/// may be in several solvers, each changing it without the others seeing
/// it. Like the solver, it is not `Sendable`: a solver and its constraints
/// belong to one isolation domain, and the compiler refuses code that hands
/// them to another.
public final class Constraint: CustomStringConvertible {
    /// The left side minus the right side, as created.
    public let expression: Expression
    /// How the expression relates to zero.
    public let relation: Relation
    /// The priority it was created with (a solver's own, after a change:
    /// `Solver.priority(of:)`).
    public let priority: Priority
    /// A name for diagnostics; empty when the constraint has none.
    public var identifier: String

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

    /// The constant term of `expression` as created (the left side's constant
    /// minus the right side's; a solver's own, after a change: `Solver.constant(of:)`).
    public var constant: Double { expression.constant }

    /// The same constraint at another priority (a new constraint).
    ///
    /// - Parameter priority: The priority of the new constraint.
    /// - Returns: A new constraint with this one's expression, relation and identifier.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, identifier: identifier)
    }

    /// The constraint as created: `x - 10 == 0`, `label: x - 10 >= 0 @250`.
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
