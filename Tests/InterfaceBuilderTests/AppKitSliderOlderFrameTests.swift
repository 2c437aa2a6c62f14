import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Regular horizontal sliders that a document saved by Xcode 26 keeps at the 28-point frame Xcode 12 to 16 gave them
/// (`ControlRules.appKitHeightsBeforeXcode26`); the fixture's comment works the frames out by hand.
struct AppKitSliderOlderFrameTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-slider-xcode26-older-frame.xib", "sld-so-01", Rect(x: 18, y: 54, width: 204, height: 28)),
        ("appkit-slider-xcode26-older-frame.xib", "sld-so-02", Rect(x: 178, y: 14, width: 104, height: 28)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
