import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// The `retina6_7` device by Xcode era: the 428 × 926 iPhone 14 Plus until the Xcode 16 betas, the 430 × 932
/// iPhone 15 Plus from Xcode 16.0, with Xcode 16.3's doubled insets. The expected frames are worked out by hand in
/// each fixture's comment.
struct PlusPhoneScreenTests {
    static let cases: [(String, String, Rect)] = [
        // 59 at the top; 932 − 34 − 40 = 858 at the bottom.
        ("plus-phone-xcode16.storyboard", "top-rp1-001", Rect(x: 0, y: 59, width: 100, height: 40)),
        ("plus-phone-xcode16.storyboard", "bot-rp1-001", Rect(x: 0, y: 858, width: 100, height: 40)),
        // 2 × 59 = 118 at the top; 932 − 2 × 34 − 40 = 824 at the bottom.
        ("plus-phone-xcode16_3.storyboard", "top-rp2-001", Rect(x: 0, y: 118, width: 100, height: 40)),
        ("plus-phone-xcode16_3.storyboard", "bot-rp2-001", Rect(x: 0, y: 824, width: 100, height: 40)),
        // 47 at the top; 926 − 34 − 40 = 852 at the bottom.
        ("plus-phone-xcode16-beta.storyboard", "top-rp3-001", Rect(x: 0, y: 47, width: 100, height: 40)),
        ("plus-phone-xcode16-beta.storyboard", "bot-rp3-001", Rect(x: 0, y: 852, width: 100, height: 40)),
    ]

    @Test(arguments: cases.indices)
    func safeAreaFollowsTheEra(index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }
}
