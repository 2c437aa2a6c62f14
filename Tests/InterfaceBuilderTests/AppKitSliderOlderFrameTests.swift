import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Regular horizontal sliders without tick marks across their tracks: before Xcode 12, and those
/// a document saved by Xcode 26 keeps at the 28-point frame Xcode 12 to 16 gave them
/// (`ControlRules.appKitHeightsBeforeXcode26`); each fixture's comment works the frames out by hand.
struct AppKitSliderOlderFrameTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-slider-xcode26-older-frame.xib", "sld-so-01", Rect(x: 18, y: 54, width: 204, height: 28)),
        ("appkit-slider-xcode26-older-frame.xib", "sld-so-02", Rect(x: 178, y: 14, width: 104, height: 28)),
        ("appkit-regular-slider-xcode9.xib", "sld-ts-01", Rect(x: 18, y: 63, width: 204, height: 19)),
        ("appkit-regular-slider-xcode9.xib", "box-ts-01", Rect(x: 20, y: 47, width: 10, height: 10)),
        ("appkit-regular-slider-xcode9.xib", "sld-ts-02", Rect(x: 178, y: 18, width: 104, height: 19)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
