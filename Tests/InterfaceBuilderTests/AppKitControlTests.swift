import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// AppKit controls' alignment-rect insets by family, control size and era (`ControlRules.appKit`); each fixture's
/// comment works its stored frames out by hand.
struct AppKitControlTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-small-check-radio.xib", "chk-cr-001", Rect(x: 19, y: 65, width: 101, height: 16)),
        ("appkit-small-check-radio.xib", "rad-cr-001", Rect(x: 19, y: 46, width: 101, height: 15)),
        ("appkit-help-small-push.xib", "hlp-hp-001", Rect(x: 17, y: 56, width: 25, height: 25)),
        ("appkit-help-small-push.xib", "btn-hp-001", Rect(x: 106, y: 3, width: 80, height: 27)),
        ("appkit-pop-up-xcode10.xib", "pop-po-001", Rect(x: 18, y: 56, width: 105, height: 25)),
        ("appkit-pop-up-xcode10.xib", "box-po-001", Rect(x: 20, y: 41, width: 10, height: 10)),
        ("appkit-pop-up-xcode11_4.xib", "pop-pp-001", Rect(x: 18, y: 56, width: 105, height: 25)),
        ("appkit-pop-up-xcode11_4.xib", "box-pp-001", Rect(x: 20, y: 41, width: 10, height: 10)),
        ("appkit-xcode26-older-frames.xib", "chk-of-001", Rect(x: 18, y: 63, width: 100, height: 18)),
        ("appkit-xcode26-older-frames.xib", "chk-of-002", Rect(x: 20, y: 34, width: 100, height: 16)),
        ("appkit-xcode26-older-frames.xib", "btn-of-001", Rect(x: 107, y: 3, width: 80, height: 32)),
        ("appkit-progress-bar.xib", "bar-pg-001", Rect(x: 20, y: 61, width: 160, height: 20)),
        ("appkit-progress-bar.xib", "box-pg-001", Rect(x: 20, y: 44, width: 10, height: 10)),
        ("appkit-small-round-rect-pop-up.xib", "pop-rp-001", Rect(x: 20, y: 63, width: 80, height: 17)),
        ("appkit-small-round-rect-pop-up.xib", "box-rp-001", Rect(x: 20, y: 46, width: 10, height: 10)),
        ("appkit-textured-rounded-xcode11_4.xib", "btn-ta-001", Rect(x: 120, y: 19, width: 60, height: 23)),
        ("appkit-textured-rounded-xcode12.xib", "btn-tb-001", Rect(x: 19, y: 58, width: 96, height: 23)),
        ("appkit-textured-rounded-xcode12.xib", "pop-tb-001", Rect(x: 17, y: 28, width: 120, height: 25)),
        ("appkit-regular-slider.xib", "sld-rs-001", Rect(x: 18, y: 54, width: 164, height: 28)),
        ("appkit-regular-slider.xib", "box-rs-001", Rect(x: 20, y: 42, width: 10, height: 10)),
        ("appkit-check-radio-xcode10.xib", "chk-c10-01", Rect(x: 18, y: 64, width: 104, height: 18)),
        ("appkit-check-radio-xcode10.xib", "rad-c10-01", Rect(x: 19, y: 43, width: 103, height: 18)),
        ("appkit-radio-column-xcode10.xib", "rad-rc-01", Rect(x: 7, y: 45, width: 80, height: 18)),
        ("appkit-radio-column-xcode10.xib", "rad-rc-02", Rect(x: 7, y: 23, width: 80, height: 18)),
        ("appkit-small-push-xcode13.xib", "btn-sp13-01", Rect(x: 114, y: 13, width: 72, height: 27)),
        ("appkit-small-push-xcode10.xib", "btn-sp10-01", Rect(x: 115, y: 14, width: 70, height: 28)),
        ("appkit-steppers-xcode13.xib", "reg-st-01", Rect(x: 164, y: 56, width: 19, height: 28)),
        ("appkit-steppers-xcode13.xib", "sml-st-01", Rect(x: 18, y: 31, width: 15, height: 22)),
        ("appkit-stepper-xcode8.xib", "reg-s8-01", Rect(x: 164, y: 55, width: 19, height: 27)),
        ("appkit-stepper-xcode8.xib", "box-s8-01", Rect(x: 167, y: 39, width: 10, height: 10)),
        ("appkit-round-rect-segmented.xib", "seg-sg-01", Rect(x: 19, y: 61, width: 102, height: 20)),
        ("appkit-plain-boxes-token-field.xib", "old-bx-01", Rect(x: 10, y: 10, width: 80, height: 80)),
        ("appkit-plain-boxes-token-field.xib", "non-bx-01", Rect(x: 110, y: 10, width: 80, height: 80)),
        ("appkit-plain-boxes-token-field.xib", "tok-bx-01", Rect(x: 8, y: 48, width: 54, height: 22)),
        ("appkit-help-button-xcode10.xib", "hlp-hb-01", Rect(x: 18, y: 56, width: 25, height: 25)),
        ("appkit-slider-xcode26.xib", "sld-sl-01", Rect(x: 20, y: 56, width: 160, height: 24)),
        ("appkit-small-push-xcode26-older-frame.xib", "old-s26-01", Rect(x: 114, y: 13, width: 72, height: 27)),
        ("appkit-small-push-xcode26-older-frame.xib", "new-s26-01", Rect(x: 20, y: 20, width: 60, height: 20)),
        ("appkit-date-picker.xib", "dpk-dp-01", Rect(x: 20, y: 56, width: 86, height: 28)),
        ("appkit-date-picker.xib", "box-dp-01", Rect(x: 20, y: 38, width: 10, height: 10)),
        ("appkit-small-textured-rounded.xib", "btn-st-01", Rect(x: 134, y: 40, width: 51, height: 19)),
        ("appkit-pop-up-26-xcode9.xib", "pop-pt-01", Rect(x: 18, y: 56, width: 105, height: 26)),
        ("appkit-pop-up-26-xcode9.xib", "box-pt-01", Rect(x: 20, y: 41, width: 10, height: 10)),
        ("appkit-check-box-stamp-xcode15_3.xib", "chk-st-01", Rect(x: 18, y: 65, width: 100, height: 16)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
