import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Small check boxes' and small rounded pop-ups' alignment-rect insets before Xcode 12 (`ControlRules.appKit`); the
/// fixtures' comments work their stored frames out by hand (Xcode 12 to 16's are `appkit-small-check-radio.xib`'s and
/// `appkit-small-pop-up-xcode15.xib`'s).
struct AppKitSmallControlOlderTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-small-check-box-xcode8.xib", "chk-sc-01", Rect(x: 17, y: 65, width: 100, height: 18)),
        ("appkit-small-check-box-xcode8.xib", "box-sc-01", Rect(x: 123, y: 50, width: 10, height: 10)),
        ("appkit-small-pop-up-xcode9.xib", "pop-sp-01", Rect(x: 17, y: 59, width: 100, height: 22)),
        ("appkit-small-pop-up-xcode9.xib", "box-sp-01", Rect(x: 122, y: 44, width: 10, height: 10)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
