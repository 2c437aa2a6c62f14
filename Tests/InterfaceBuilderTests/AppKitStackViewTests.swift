import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// NSStackView arrangements as Interface Builder stores them (`StackViewRules`); each fixture's comment works its
/// stored frames out by hand.
struct AppKitStackViewTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-stack-own-leading.xib", "stk-ol-01", Rect(x: 20, y: 32, width: 160, height: 48)),
        ("appkit-stack-own-leading.xib", "one-ol-01", Rect(x: 0, y: 28, width: 40, height: 20)),
        ("appkit-stack-own-leading.xib", "two-ol-01", Rect(x: 20, y: 0, width: 40, height: 20)),
        ("appkit-stack-own-centre.xib", "stk-oc-01", Rect(x: 20, y: 60, width: 68, height: 20)),
        ("appkit-stack-own-centre.xib", "one-oc-01", Rect(x: 0, y: 2, width: 40, height: 16)),
        ("appkit-stack-own-centre.xib", "two-oc-01", Rect(x: 48, y: 0, width: 20, height: 20)),
        ("appkit-stack-fixed-frame-image.xib", "stk-ff-01", Rect(x: 20, y: 60, width: 50, height: 20)),
        ("appkit-stack-fixed-frame-image.xib", "img-ff-01", Rect(x: 0, y: 4, width: 12, height: 12)),
        ("appkit-stack-fixed-frame-image.xib", "box-ff-01", Rect(x: 20, y: 0, width: 30, height: 20)),
        ("appkit-stack-unset-width.xib", "stk-uw-01", Rect(x: 20, y: 120, width: 200, height: 60)),
        ("appkit-stack-unset-width.xib", "box-uw-01", Rect(x: 40, y: 30, width: 120, height: 30)),
        ("appkit-stack-unset-width.xib", "bar-uw-01", Rect(x: 70, y: 0, width: 60, height: 20)),
        ("appkit-stack-detached-hidden.xib", "stk-dh-01", Rect(x: 20, y: 160, width: 100, height: 20)),
        ("appkit-stack-detached-hidden.xib", "one-dh-01", Rect(x: 0, y: 0, width: 100, height: 20)),
        ("appkit-stack-detached-hidden.xib", "two-dh-01", Rect(x: 0, y: -30, width: 80, height: 30)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
