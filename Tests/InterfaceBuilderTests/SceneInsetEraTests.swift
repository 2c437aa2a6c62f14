import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Scene and root insets by era and kind of root: page sheets without the home indicator from Xcode 13.3, Xcode 14's
/// betas (21179 and 21208.1) with iOS 15's status bar, a xib's collection reusable view drawn as a screen of its own
/// size, a child scene in a container view drawn on its own, a root that stores only a freeform size, a freeform File's
/// Owner root of Xcode 11 to 14.2, a tab bar a show segue passes on, a controller a segue presents full screen, the
/// stack of a navigation controller presented full screen and a controller presented over full screen (Xcode 15 to
/// 16.2), and the status bar Xcode 14.3 draws though a root says none. The expected frames are worked out by hand in
/// each fixture's comment.
struct SceneInsetEraTests {
    static let cases: [(String, String, Rect)] = [
        // A sheet below the status bar: 0 at the top; 842 − 0 − 20 = 822 at the bottom (not 842 − 34 − 20).
        ("page-sheet-home-indicator.storyboard", "top-hs-001", Rect(x: 0, y: 0, width: 393, height: 20)),
        ("page-sheet-home-indicator.storyboard", "bot-hs-001", Rect(x: 0, y: 822, width: 393, height: 20)),
        // 44 + 10 = 54 (the release's 48 + 10 = 58).
        ("status-bar-xcode14-beta.storyboard", "box-rl-001", Rect(x: 20, y: 54, width: 100, height: 40)),
        // The later beta (21208.1) too: 44 + 10 = 54 (the release's 48 + 10 = 58).
        ("status-bar-xcode14-late-beta.storyboard", "box-rk-001", Rect(x: 20, y: 54, width: 100, height: 40)),
        // 59 at the top; 96 − 34 − 20 = 42 at the bottom.
        ("collection-reusable-view-insets.xib", "top-cr-001", Rect(x: 0, y: 59, width: 100, height: 20)),
        ("collection-reusable-view-insets.xib", "bot-cr-001", Rect(x: 200, y: 42, width: 100, height: 20)),
        // 48 at the top; 1500 − 34 − 20 = 1446 at the bottom.
        ("freeform-size-root.storyboard", "top-fs-001", Rect(x: 0, y: 48, width: 100, height: 20)),
        ("freeform-size-root.storyboard", "bot-fs-001", Rect(x: 0, y: 1446, width: 100, height: 20)),
        // Presented full screen by its segue: 0 at the top; 852 − 0 − 20 = 832 at the bottom.
        ("full-screen-segue.storyboard", "top-rm-001", Rect(x: 0, y: 0, width: 100, height: 40)),
        ("full-screen-segue.storyboard", "bot-rm-001", Rect(x: 0, y: 832, width: 100, height: 20)),
        // The stack of a navigation controller presented full screen, under its bar stored at y 0: 0 + 44 = 44 at the
        // top (not 59 + 44 = 103); 852 − 0 − 20 = 832 at the bottom (not 798). A scene it presents over full screen:
        // 0 at the top (not 59).
        ("full-screen-navigation-stack.storyboard", "top-fn-001", Rect(x: 0, y: 44, width: 100, height: 40)),
        ("full-screen-navigation-stack.storyboard", "bot-fn-001", Rect(x: 0, y: 832, width: 100, height: 20)),
        ("full-screen-navigation-stack.storyboard", "top-fn-002", Rect(x: 0, y: 0, width: 100, height: 40)),
        // A freeform File's Owner root of Xcode 13 at the screen's top: 44 at the top; 522 − 0 − 20 = 502 at the
        // bottom (not 522 − 34 − 20).
        ("owner-root-freeform-xcode13.xib", "top-of-001", Rect(x: 0, y: 44, width: 100, height: 20)),
        ("owner-root-freeform-xcode13.xib", "bot-of-001", Rect(x: 0, y: 502, width: 100, height: 20)),
        // One taller than the screen: 44 at the top; 1086 − 34 − 20 = 1032 at the bottom (the home indicator's 34,
        // not the 1086 − 862 = 224 it reaches past the indicator's top).
        ("owner-root-freeform-tall-xcode13.xib", "top-ot-001", Rect(x: 0, y: 44, width: 100, height: 20)),
        ("owner-root-freeform-tall-xcode13.xib", "bot-ot-001", Rect(x: 0, y: 1032, width: 100, height: 20)),
        // On an iPad it is a screen of its own size: 24 at the top; 600 − 20 − 20 = 560 at the bottom (not 580).
        ("owner-root-freeform-ipad-xcode13.xib", "top-oi-001", Rect(x: 0, y: 24, width: 100, height: 20)),
        ("owner-root-freeform-ipad-xcode13.xib", "bot-oi-001", Rect(x: 0, y: 560, width: 100, height: 20)),
        // Shown from a tab bar controller's scene outside any navigation stack: 667 − 49 − 20 = 598 (not 647).
        ("show-segue-tab-bar.storyboard", "box-st-002", Rect(x: 0, y: 598, width: 375, height: 20)),
        // A navigation controller shown from that scene: its root as tall as the source's keeps the tab bar,
        // 896 − (34 + 49) − 20 = 793; a 842-high root is a page sheet without it, 842 − 34 − 20 = 788; a scene shown
        // full screen has none, 896 − 34 − 20 = 842; nor a scene shown from a tab of a tab bar controller pushed in a
        // navigation stack, 842.
        ("show-segue-tab-bar-stacks.storyboard", "box-ss-tall", Rect(x: 0, y: 793, width: 414, height: 20)),
        ("show-segue-tab-bar-stacks.storyboard", "box-ss-sheet", Rect(x: 0, y: 788, width: 414, height: 20)),
        ("show-segue-tab-bar-stacks.storyboard", "box-ss-full", Rect(x: 0, y: 842, width: 414, height: 20)),
        ("show-segue-tab-bar-stacks.storyboard", "box-ss-after", Rect(x: 0, y: 842, width: 414, height: 20)),
        // Xcode 14.3 draws the 20-point status bar though the root says none: 20 + 10 = 30.
        ("status-bar-nil-xcode14_3.xib", "box-rn-001", Rect(x: 20, y: 30, width: 100, height: 40)),
    ]

    @Test(arguments: cases.indices)
    func insetsFollowTheEraAndTheRoot(index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }

    /// A view drawn at the top of an 896-point screen whose bottom 34 points are the home indicator: a 522-high one
    /// does not reach it (0), an 880-high one reaches 880 − 862 = 18 into it, a 1,086-high one covers it (34, not
    /// 224); with a 49-point tab bar above the indicator (83), an 850-high one reaches 850 − 813 = 37 into them.
    @Test func viewAtTheScreensTopGetsWhatReachesTheBottomInsets() {
        #expect(ScreenRules.bottomInsetAtScreenTop(height: 522, screenHeight: 896, bottom: 34) == 0)
        #expect(ScreenRules.bottomInsetAtScreenTop(height: 880, screenHeight: 896, bottom: 34) == 18)
        #expect(ScreenRules.bottomInsetAtScreenTop(height: 1086, screenHeight: 896, bottom: 34) == 34)
        #expect(ScreenRules.bottomInsetAtScreenTop(height: 850, screenHeight: 896, bottom: 83) == 37)
    }
}
