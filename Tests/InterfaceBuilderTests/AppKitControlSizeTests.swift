import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Alignment-rect insets of AppKit's small controls (`ControlRules.appKit`), and the older frames a document saved by
/// Xcode 26 keeps; each fixture's comment works its stored frames out by hand.
struct AppKitControlSizeTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-small-pop-up-xcode15.xib", "pop-sq-001", Rect(x: 16, y: 60, width: 108, height: 22)),
        ("appkit-small-pop-up-xcode15.xib", "box-sq-001", Rect(x: 20, y: 46, width: 10, height: 10)),
        ("appkit-xcode26-small-older-frames.xib", "chk-so-001", Rect(x: 19, y: 65, width: 101, height: 16)),
        ("appkit-xcode26-small-older-frames.xib", "pop-so-001", Rect(x: 16, y: 38, width: 108, height: 22)),
        ("appkit-large-push-button.xib", "btn-lp-001", Rect(x: 74, y: 14, width: 112, height: 40)),
        ("appkit-small-segmented-xcode15.xib", "seg-ss-001", Rect(x: 18, y: 60, width: 104, height: 21)),
        ("appkit-small-segmented-xcode15.xib", "box-ss-001", Rect(x: 20, y: 44, width: 10, height: 10)),
        ("appkit-small-tab-view.xib", "tab-st-001", Rect(x: 13, y: 10, width: 274, height: 173)),
        ("appkit-mini-vertical-slider-xcode15.xib", "sld-mv-001", Rect(x: 18, y: 48, width: 17, height: 54)),
        ("appkit-mini-vertical-slider-xcode15.xib", "box-mv-001", Rect(x: 20, y: 32, width: 10, height: 10)),
        ("appkit-switch-baseline.xib", "swi-sb-001", Rect(x: 98, y: 59, width: 42, height: 25)),
        ("appkit-switch-baseline.xib", "lbl-sb-001", Rect(x: 18, y: 64, width: 40, height: 16)),
        ("appkit-xcode26-help-tall-pop-up-older-frames.xib", "pop-ht-001", Rect(x: 17, y: 55, width: 107, height: 26)),
        ("appkit-xcode26-help-tall-pop-up-older-frames.xib", "hlp-ht-001", Rect(x: 157, y: 16, width: 25, height: 25)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
