/// How the two sides of a constraint relate.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    /// The sides are equal.
    case equal = "=="
    /// The left side is at most the right side.
    case lessThanOrEqual = "<="
    /// The left side is at least the right side.
    case greaterThanOrEqual = ">="
}
