import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A small check box's alignment-rect insets before Xcode 12 (`ControlRules.appKit`); the fixture's comment works its
/// stored frames out by hand (Xcode 12 to 16's are `appkit-small-check-radio.xib`'s, in `AppKitControlTests`).
struct AppKitSmallCheckBoxOlderTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-small-check-box-xcode8.xib", "chk-sc-01", Rect(x: 17, y: 65, width: 100, height: 18)),
        ("appkit-small-check-box-xcode8.xib", "box-sc-01", Rect(x: 123, y: 50, width: 10, height: 10)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
