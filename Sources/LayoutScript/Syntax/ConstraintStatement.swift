import TrellisLayout

/// `[LABEL:] EXPRESSION RELATION EXPRESSION [@PRIORITY]`.
public struct ConstraintStatement: Sendable, Equatable {
    /// The label, or `nil` (then the constraint is named `line N: TEXT`).
    public var label: Name?
    /// The left-hand side.
    public var lhs: ScriptExpression
    /// The relation.
    public var relation: Relation
    /// Where the relation is written.
    public var relationLocation: SourceLocation
    /// The right-hand side.
    public var rhs: ScriptExpression
    /// The priority, or `nil` when not written (meaning required, 1000).
    public var priority: ScriptNumber?

    /// Creates a constraint statement.
    ///
    /// - Parameters:
    ///   - label: The label, if any.
    ///   - lhs: The left-hand side.
    ///   - relation: The relation.
    ///   - relationLocation: Where the relation is.
    ///   - rhs: The right-hand side.
    ///   - priority: The priority, if written.
    public init(
        label: Name?, lhs: ScriptExpression, relation: Relation, relationLocation: SourceLocation,
        rhs: ScriptExpression,
        priority: ScriptNumber?
    ) {
        self.label = label
        self.lhs = lhs
        self.relation = relation
        self.relationLocation = relationLocation
        self.rhs = rhs
        self.priority = priority
    }
}
