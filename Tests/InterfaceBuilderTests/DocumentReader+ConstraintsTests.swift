import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A `<constraint>`'s `relation` attribute becomes Layout's relation: the two
/// inequalities by name, anything else (or no attribute, Interface Builder's
/// way of writing `equal`) equality.
@Test(
    arguments: [
        (nil, Relation.equal), ("equal", .equal), ("lessThanOrEqual", .lessThanOrEqual),
        ("greaterThanOrEqual", .greaterThanOrEqual), ("atLeast", .equal),
    ] as [(String?, Relation)])
func constraintRelation(written: String?, relation: Relation) {
    #expect(DocumentReader.relation(written) == relation)
}
