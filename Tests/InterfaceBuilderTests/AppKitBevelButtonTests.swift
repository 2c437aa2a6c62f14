import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// The Bevel button's alignment-rect insets before Xcode 9, and none from Xcode 9 (`ControlRules.appKit`); the
/// fixtures' comments work their stored frames out by hand.
struct AppKitBevelButtonTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-bevel-button-xcode8.xib", "btn-bv-01", Rect(x: 18, y: 57, width: 79, height: 25)),
        ("appkit-bevel-button-xcode8.xib", "box-bv-01", Rect(x: 103, y: 42, width: 10, height: 10)),
        ("appkit-bevel-button-xcode10.xib", "btn-bv-02", Rect(x: 20, y: 55, width: 79, height: 25)),
        ("appkit-bevel-button-xcode10.xib", "box-bv-02", Rect(x: 107, y: 37, width: 10, height: 10)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
