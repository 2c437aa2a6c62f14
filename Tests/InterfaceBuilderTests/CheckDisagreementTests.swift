import Testing

@testable import InterfaceBuilderCorpus
@testable import TrellisInterfaceBuilder

/// The class `ib-corpus --mismatches` gives a document on which `check` and Xcode disagree.
struct CheckDisagreementTests {
    /// The open scroll view of `ScrollableContentAmbiguityTests` stores no flag: `check` fails it on an ambiguous
    /// view where Xcode is quiet (the document says nothing of it).
    @Test func anUnflaggedAmbiguousDocumentIsQuietButAmbiguous() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(ScrollableContentAmbiguityTests.scrolled(closed: false)))
        #expect(CheckDisagreement(scenes: scenes) == .quietButAmbiguous)
    }

    /// Closed, the same document passes as Xcode does: no class.
    @Test func anAgreeingDocumentHasNoClass() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(ScrollableContentAmbiguityTests.scrolled(closed: true)))
        #expect(CheckDisagreement(scenes: scenes) == nil)
    }

    /// The image held against its required hugging, stored as Xcode lays it out: conflicting in Xcode, and `check`
    /// reports the conflict, so they agree; at an optional hugging neither says anything.
    @Test func aReportedConflictAgrees() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(RequiredContentSizeBreakTests.heldImage(hugging: "1000")))
        #expect(CheckDisagreement(scenes: scenes) == nil)
    }

    /// The box of `CorpusMeasureTests` stored at x 20 where `leading == 10` puts it: the stored frames break that
    /// constraint by 10, the constraints all hold, and `check` reports the box misplaced, which is what Xcode shows
    /// there: no class. Without a top constraint the box's y is open too, an ambiguity the document does not flag:
    /// the class is a conflicting document that `check` fails on something else.
    @Test func misplacedViewsOfABrokenConstraintAgree() throws {
        let misplaced = DocumentLayout.layOut(try Fixture.read(CorpusMeasureTests.box(storedX: 20)))
        #expect(CheckDisagreement(scenes: misplaced) == nil)
        let open = DocumentLayout.layOut(try Fixture.read(CorpusMeasureTests.box(storedX: 20, pinsTop: false)))
        #expect(CheckDisagreement(scenes: open) == .conflictingButOther)
    }
}
