import Foundation
import Testing

/// `trellis check` on constraints Interface Builder cannot have written: a broken reference or a relation Auto Layout
/// does not have is bad input (exit status 2) at the constraint, never a constraint left out or guessed.
@Suite struct DocumentBrokenInputCommandTests {
    /// `DocumentCommandTests.placed` (a box held at (20, 30, 100, 40) and stored there), with its leading constraint
    /// naming `gone-ff-01`, which no element has.
    static let broken = DocumentCommandTests.placed.replacingOccurrences(
        of: "firstItem=\"box-ff-001\" firstAttribute=\"leading\" secondItem=\"root-ff-01\"",
        with: "firstItem=\"box-ff-001\" firstAttribute=\"leading\" secondItem=\"gone-ff-01\"")
    /// The same, with the leading constraint's relation one Auto Layout does not have.
    static let unreadableRelation = DocumentCommandTests.placed.replacingOccurrences(
        of: "firstAttribute=\"leading\" secondItem=\"root-ff-01\"",
        with: "firstAttribute=\"leading\" relation=\"approximatelyEqual\" secondItem=\"root-ff-01\"")

    let trellis: ScratchTrellis

    init() throws {
        #expect(Self.broken != DocumentCommandTests.placed)
        #expect(Self.unreadableRelation != DocumentCommandTests.placed)
        trellis = try ScratchTrellis([
            "broken.xib": Self.broken, "relation.xib": Self.unreadableRelation,
            "placed.xib": DocumentCommandTests.placed,
        ])
    }

    @Test func brokenReferenceIsBadInputAtTheConstraint() throws {
        #expect(trellis.run("check", "placed.xib").status == 0)
        let run = trellis.run("check", "broken.xib")
        #expect(run.status == 2)
        // Line 16 of the document is the leading constraint, after 16 spaces: column 17.
        #expect(
            run.stderr.hasPrefix(
                "broken.xib:16:17: error: constraint 'clf-ff-001' has secondItem 'gone-ff-01', which no element of "
                    + "the document has"))
        #expect(trellis.run("check", "broken.xib", "--json").status == 2)
    }

    @Test func unreadableRelationIsBadInputAtTheConstraint() throws {
        let run = trellis.run("check", "relation.xib")
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "relation.xib:16:17: error: constraint 'clf-ff-001' has relation 'approximatelyEqual', not "
                    + "lessThanOrEqual, greaterThanOrEqual or equal"))
        #expect(trellis.run("check", "relation.xib", "--json").status == 2)
    }
}
