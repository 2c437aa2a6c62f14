/// How the two sides of a constraint compare, in Auto Layout's vocabulary.
///
/// The raw value is the operator as it is written in a visual format string
/// or a layout script, so `LayoutRelation(rawValue: "<=")` reads a relation
/// and `relation.rawValue` prints one.
public enum LayoutRelation: String, CaseIterable, Sendable, Hashable {
    /// The first side equals the second (`==`).
    case equal = "=="
    /// The first side is at most the second (`<=`).
    case lessThanOrEqual = "<="
    /// The first side is at least the second (`>=`).
    case greaterThanOrEqual = ">="
}
