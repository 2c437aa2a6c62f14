import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// The safe area of a phone with a home indicator in landscape, by Xcode era: the sides are as deep as the era's
/// status bar in portrait (44 on the iPhone 12 in Xcode 12 and 13, 48 on the iPhone 11 from Xcode 14.3), except in
/// Xcode 14.0–14.2, which draw the portrait insets on the landscape screen. The expected frames are worked out by
/// hand in each fixture's comment.
struct LandscapeSafeAreaTests {
    static let cases: [(String, String, Rect)] = [
        // 44 from the left at the top; 844 − 44 − 100 = 700 and 390 − 21 − 40 = 329 at the bottom right.
        ("landscape-sides-xcode13.storyboard", "top-ls1-001", Rect(x: 44, y: 0, width: 100, height: 40)),
        ("landscape-sides-xcode13.storyboard", "bot-ls1-001", Rect(x: 700, y: 329, width: 100, height: 40)),
        // 48 from the left at the top; 896 − 48 − 100 = 748 and 414 − 21 − 40 = 353 at the bottom right.
        ("landscape-sides-xcode14_3.storyboard", "top-ls2-001", Rect(x: 48, y: 0, width: 100, height: 40)),
        ("landscape-sides-xcode14_3.storyboard", "bot-ls2-001", Rect(x: 748, y: 353, width: 100, height: 40)),
        // 47 below the top at the left edge; 844 − 100 = 744 and 390 − 34 − 40 = 316 at the bottom right.
        ("landscape-portrait-insets-xcode14.storyboard", "top-ls3-001", Rect(x: 0, y: 47, width: 100, height: 40)),
        ("landscape-portrait-insets-xcode14.storyboard", "bot-ls3-001", Rect(x: 744, y: 316, width: 100, height: 40)),
    ]

    @Test(arguments: cases.indices)
    func safeAreaFollowsTheEra(index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }

    /// The device table's insets for each drawing: the iPhone 12 in landscape has 44-point sides in Xcode 13 (19162),
    /// its portrait 47 and 34 in Xcode 14.1 (21507), and 47-point sides with the 21-point indicator in Xcode 15
    /// (22154); an iPhone 8 in landscape has no insets in any of them.
    @Test func landscapeInsetsFollowTheEra() throws {
        func safeArea(_ id: String, _ toolsVersion: Int) throws -> EdgeInsets {
            let era = XcodeEra(toolsVersion: toolsVersion)
            return try #require(Device.named(id, landscape: true, era: era)?.asShown(by: era)).safeArea
        }
        #expect(try safeArea("retina6_0", 19162) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(try safeArea("retina6_0", 21507) == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(try safeArea("retina6_0", 22154) == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        for toolsVersion in [19162, 21507, 22154] {
            #expect(try safeArea("retina4_7", toolsVersion) == .zero)
        }
    }
}
