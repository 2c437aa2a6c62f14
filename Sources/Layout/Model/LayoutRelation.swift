import TrellisSolver

/// How the two sides of a constraint compare, in Auto Layout's vocabulary:
/// the solver's `Relation` (`==`, `<=`, `>=`), under the name
/// `NSLayoutConstraint.Relation` users know.
public typealias LayoutRelation = Relation
