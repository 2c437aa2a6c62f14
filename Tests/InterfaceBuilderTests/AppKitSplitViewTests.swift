import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// NSSplitView panes at their stored divider positions (`SplitViewRules`); the fixture's comment works its stored
/// frames out by hand.
struct AppKitSplitViewTests {
    /// (fixture, view id, expected frame worked out in the fixture's comment)
    static let cases: [(String, String, Rect)] = [
        ("appkit-split-view-panes.xib", "out-sp-01", Rect(x: 0, y: 0, width: 300, height: 200)),
        ("appkit-split-view-panes.xib", "lft-sp-01", Rect(x: 0, y: 0, width: 100, height: 200)),
        ("appkit-split-view-panes.xib", "rgt-sp-01", Rect(x: 110, y: 0, width: 190, height: 200)),
        ("appkit-split-view-panes.xib", "top-sp-01", Rect(x: 0, y: 0, width: 190, height: 80)),
        ("appkit-split-view-panes.xib", "bot-sp-01", Rect(x: 0, y: 89, width: 190, height: 111)),
    ]

    @Test(arguments: cases.indices)
    func solvedFrameIsTheHandWorkedOne(_ index: Int) throws {
        let (name, id, expected) = Self.cases[index]
        try Fixture.expectCleanHandWorkedFrame(name, id, expected)
    }

    @Test func dividerThicknessFollowsTheStyle() {
        // NSSplitView.DividerStyle: thick is the default; thin 1, thick 9, pane splitter 10 in the stored frames.
        #expect(SplitViewRules.dividerThickness(style: nil) == 9)
        #expect(SplitViewRules.dividerThickness(style: "thin") == 1)
        #expect(SplitViewRules.dividerThickness(style: "paneSplitter") == 10)
        #expect(SplitViewRules.dividerThickness(style: "unknown") == nil)
    }
}
