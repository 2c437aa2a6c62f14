/// How the two sides of a constraint compare.
///
/// This is the one relation type of every layer: Layout calls it
/// `LayoutRelation` (Auto Layout's name) and a layout script writes it as
/// its operator. The raw value is that operator, so `Relation(rawValue: "<=")`
/// reads a relation and `relation.rawValue` prints one.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    /// The left side equals the right side (`==`).
    case equal = "=="
    /// The left side is at most the right side (`<=`).
    case lessThanOrEqual = "<="
    /// The left side is at least the right side (`>=`).
    case greaterThanOrEqual = ">="
}
