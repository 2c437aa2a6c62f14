import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// An AppKit control's title baseline: a line centred in its alignment rect, even where the line is taller than the
/// rect (`DocumentReader.titleBaselineFromBottom`), raised by era (`ControlRules.appKitBaselineRaise`), and a bezel
/// text field's at a fixed depth below its top (`TextRules.bezelTextFieldBaselineFromTop`); the fixtures' comments
/// work their stored frames out by hand.
struct AppKitTitleBaselineTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-check-box-baseline-xcode11.xib", "lbl-ck-01", Rect(x: 122, y: 65, width: 60, height: 16)),
        ("appkit-check-box-baseline-xcode11.xib", "chk-ck-01", Rect(x: 18, y: 64, width: 100, height: 18)),
        ("appkit-pop-up-baseline-xcode11.xib", "lbl-pb-01", Rect(x: 121, y: 62, width: 60, height: 16)),
        ("appkit-pop-up-baseline-xcode11.xib", "pop-pb-01", Rect(x: 18, y: 56, width: 100, height: 25)),
        ("appkit-bezel-text-field-baseline-xcode13.xib", "lbl-bf-01", Rect(x: 126, y: 62, width: 60, height: 16)),
        ("appkit-bezel-text-field-baseline-xcode13.xib", "fld-bf-01", Rect(x: 20, y: 58, width: 100, height: 22)),
        (
            "appkit-bezel-text-field-baseline-stretched-xcode13.xib", "lbl-bs-01",
            Rect(x: 126, y: 62, width: 60, height: 16)
        ),
        (
            "appkit-bezel-text-field-baseline-stretched-xcode13.xib", "fld-bs-01",
            Rect(x: 20, y: 54, width: 100, height: 26)
        ),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        if name.contains("stretched") {
            // Its stored frames are Xcode's before the field was stretched: misplaced on purpose.
            try Fixture.expectHandWorkedFrame(name, id, expected)
        } else {
            try Fixture.expectCleanHandWorkedFrame(name, id, expected)
        }
    }

    /// A line taller than the rect reaches past it equally above and below: 13 x 1.19 = 15.47 in 14 is 0.735 each way,
    /// the baseline 13 x 0.24 - 0.735 = 2.385 above the rect's bottom.
    @Test func lineTallerThanTheRectIsCentred() {
        #expect(abs(DocumentReader.titleBaselineFromBottom(height: 14, size: 13) - 2.385) < 1e-9)
    }

    /// A bezel field's depth by era (Docs/InterfaceBuilder.md, "AppKit geometry"): 15.115 before Xcode 11 (10010),
    /// 14.615 from Xcode 11 (19529); in Xcode 26 (24506) 14.615 at the 21 or 22 points an older Xcode stored, none
    /// (centred) at Xcode 26's 24.
    @Test func bezelFieldDepthFollowsTheFieldsEra() {
        let depth = { (height: Double, tools: Int) in
            TextRules.bezelTextFieldBaselineFromTop(storedHeight: height, era: XcodeEra(toolsVersion: tools))
        }
        #expect(depth(22, 10010) == 15.115)
        #expect(depth(22, 19529) == 14.615)
        #expect(depth(21, 24506) == 14.615)
        #expect(depth(22, 24506) == 14.615)
        #expect(depth(24, 24506) == nil)
    }

    /// A frame smaller than its alignment insets leaves an empty rect, not one of negative height: the 15.47-point
    /// line centred on it, its baseline (0 − 15.47) / 2 + 3.12 = −4.615 from the rect's bottom (not the −6.615 that a
    /// −4-point rect would give).
    @Test func rectShorterThanItsInsetsIsEmpty() {
        #expect(abs(DocumentReader.titleBaselineFromBottom(height: -4, size: 13) + 4.615) < 1e-9)
    }
}
