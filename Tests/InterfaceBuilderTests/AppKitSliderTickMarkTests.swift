import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Regular NSSliders with tick marks: their alignment-rect insets by era (`ControlRules.appKit`); each fixture's
/// comment works its stored frames out by hand.
struct AppKitSliderTickMarkTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-slider-ticks-xcode13.xib", "sld-st-01", Rect(x: 18, y: 14, width: 264, height: 28)),
        ("appkit-slider-ticks-xcode13.xib", "box-st-01", Rect(x: 20, y: 48, width: 10, height: 10)),
        ("appkit-slider-ticks-xcode9.xib", "sld-su-01", Rect(x: 18, y: 58, width: 264, height: 24)),
        ("appkit-slider-ticks-xcode9.xib", "box-su-01", Rect(x: 20, y: 41, width: 10, height: 10)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
