import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Arranged views of NSStackViews written as constraints that nothing sizes across the stack
/// (`StackViewRules.minimisesAcrossAxis`); each fixture's comment works its stored frames out by hand.
struct NSStackViewUnsetCrossLengthTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-stack-fill-equally-unset-width.xib", "stk-fe-01", Rect(x: 20, y: 130, width: 200, height: 50)),
        ("appkit-stack-fill-equally-unset-width.xib", "box-fe-01", Rect(x: 0, y: 30, width: 120, height: 20)),
        ("appkit-stack-fill-equally-unset-width.xib", "bar-fe-01", Rect(x: 0, y: 0, width: 60, height: 20)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
