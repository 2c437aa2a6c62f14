import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Arranged views of an NSStackView that keep their autoresizing masks
/// (`StackViewRules.arrangedViewsKeepAutoresizingMasks`); each fixture's comment works its frames out by hand.
struct NSStackViewMaskHeldViewTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-stack-mask-held-view.xib", "stk-mh-01", Rect(x: 20, y: 116, width: 100, height: 64)),
        ("appkit-stack-mask-held-view.xib", "one-mh-01", Rect(x: 0, y: 44, width: 100, height: 20)),
        ("appkit-stack-mask-held-view.xib", "two-mh-01", Rect(x: 0, y: 0, width: 100, height: 30)),
        ("appkit-stack-mask-held-ends.xib", "stk-me-01", Rect(x: 20, y: 102, width: 100, height: 78)),
        ("appkit-stack-mask-held-ends.xib", "aaa-me-01", Rect(x: 0, y: 58, width: 100, height: 20)),
        ("appkit-stack-mask-held-ends.xib", "bbb-me-01", Rect(x: 0, y: 28, width: 100, height: 10)),
        ("appkit-stack-mask-held-ends.xib", "ccc-me-01", Rect(x: 0, y: 0, width: 100, height: 20)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }

    /// The broken spacing is a note, naming the mask, not a conflict.
    @Test func theBrokenSpacingIsANote() throws {
        let (_, scenes) = try Fixture.layOut("appkit-stack-mask-held-view.xib")
        let notes = scenes.flatMap(\.notes).map(\.message)
        #expect(notes.contains { $0.contains("keeps its autoresizing mask") && $0.contains("two-mh-01") })
    }
}
