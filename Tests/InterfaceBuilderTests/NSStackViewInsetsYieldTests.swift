import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// An NSStackView's edge insets yield across its axis to an arranged view's own required constraint to the stack
/// (`StackViewRules.insetsYield`); the fixture's comment works its stored frames out by hand.
struct NSStackViewInsetsYieldTests {
    /// (view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, Rect)] = [
        ("stk-iy-01", Rect(x: 20, y: 102, width: 160, height: 78)),
        ("one-iy-01", Rect(x: 20, y: 38, width: 140, height: 30)),
        ("two-iy-01", Rect(x: 20, y: 10, width: 60, height: 20)),
        ("stk-iy-02", Rect(x: 220, y: 132, width: 160, height: 48)),
        ("one-iy-02", Rect(x: 0, y: 28, width: 160, height: 20)),
        ("two-iy-02", Rect(x: 20, y: 0, width: 60, height: 20)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame("appkit-stack-insets-yield.xib", id, expected)
    }
}
