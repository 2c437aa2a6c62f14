import Testing

@testable import TrellisLayoutScript

/// The forms users asked for when moving UIKit layouts to scripts: a stack's
/// margins- and baseline-relative switches, inserting and removing arranged
/// views, and the safe area. Expected frames are hand arithmetic (each case's comment).
@Suite struct ScriptAdoptionFormsTests {
    static let base = "view root frame 0 0 320 100\n"

    func expectPasses(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let report = try runScript(source)
        #expect(
            report.failedCount == 0, "\(report.testResults.filter { !$0.passed })", sourceLocation: sourceLocation)
    }

    /// Fill, b hugs least: a 40, b 320 − 40 = 280. Margins relative (10 20 10 20):
    /// a from 20, b from 60 to 300 (240 wide), both 10…34 (24 high). Off again: as before.
    @Test func marginsRelativeSwitchesOnAndOff() throws {
        try expectPasses(
            Self.base + """
                stack s in root frame 0 0 320 44 margins 10 20 10 20
                view a in s intrinsic 40 20
                view b in s intrinsic 60 20 hug 249 250
                expect b.frame == 40 0 280 44
                set s marginsRelative yes
                expect a.frame == 20 10 40 24
                expect b.frame == 60 10 240 24
                set s marginsRelative no
                expect b.frame == 40 0 280 44
                """)
    }

    /// A vertical stack, spacing 20: edge to edge, b's top is 20 + 20 = 40.
    /// Baseline relative: a's last baseline is 4 above its bottom (y 16), b's
    /// first baseline 14 below its top, so b.top + 14 == 16 + 20: b.top = 22.
    @Test func baselineRelativeSwitchesOnAndOff() throws {
        try expectPasses(
            Self.base + """
                stack s in root vertical spacing 20 alignment leading
                s.left == root.left
                s.top == root.top
                view a in s intrinsic 40 20 baseline 4
                view b in s intrinsic 40 20 firstBaseline 14
                expect b.top == 40
                set s baselineRelative yes
                expect b.top == 22
                set s baselineRelative no
                expect b.top == 40
                """)
    }

    /// A vertical leading-aligned stack holding a (40 x 20) and b (40 x 20), b held 20 in from the stack's left by
    /// its own required constraint. With the alignment required (UIStackView's) the two conflict; with
    /// `alignmentPriority 999` (an NSStackView's) b's constraint wins, b at x 20, a at 0, and the stack is
    /// max(40, 20 + 40) = 60 wide.
    @Test func alignmentPriorityLetsAViewsOwnConstraintWin() throws {
        let source =
            Self.base + """
                stack s in root vertical alignment leading alignmentPriority 999
                s.left == root.left
                s.top == root.top
                view a in s intrinsic 40 20
                view b in s intrinsic 40 20
                b.left == s.left + 20
                expect a.frame == 0 0 40 20
                expect b.frame == 20 20 40 20
                expect s.frame == 0 0 60 40
                """
        try expectPasses(source)
        #expect(try runScript(source).conflicts.isEmpty)
    }

    /// fillEqually, spacing 10, 320 wide: three views are (320 − 20) / 3 = 100
    /// wide at 0, 110, 220; two are (320 − 10) / 2 = 155 at 0 and 165. c, made
    /// outside the stack, is inserted at 1, then moved to 0, then un-arranged
    /// (it stays in the stack as a plain subview, placed by its own constraints).
    @Test func insertingAndRemovingArrangedViews() throws {
        try expectPasses(
            Self.base + """
                stack s in root spacing 10 distribution fillEqually frame 0 0 320 44
                view a in s
                view b in s
                view c in root intrinsic 30 20
                set s insert c at 1
                expect c.frame == 110 0 100 44
                expect b.frame == 220 0 100 44
                set s insert c at 0
                expect c.frame == 0 0 100 44
                expect a.frame == 110 0 100 44
                set s removeArranged c
                c.left == s.left
                c.top == s.top + 50
                expect a.frame == 0 0 155 44
                expect b.frame == 165 0 155 44
                expect c.frame == 0 50 30 20
                """)
    }

    /// The safe area of an 844-high screen with insets 47 top and 34 bottom is
    /// 763 high from y 47; the title 8 below it is at 55, and at 67 once the top
    /// inset is 59. The report names the guide as the script does.
    @Test func safeAreaGuideFollowsTheInsets() throws {
        let source = """
            view root frame 0 0 390 844 safeArea 47 0 34 0
            guide safe in root safeArea
            view title in root intrinsic 100 20
            title.top == safe.top + 8
            title.leading == safe.leading + 16
            expect safe.frame == 0 47 390 763
            expect title.frame == 16 55 100 20
            set root safeArea 59 0 34 0
            expect title.frame == 16 67 100 20
            """
        try expectPasses(source)
        let report = try runScript(source)
        #expect(report.items.map(\.name) == ["root", "safe", "title"])
    }

    @Test(arguments: [
        (
            base + "stack s in root\nview a in s\nview c in root\nset s insert c at 2",
            "t.layout:5:19: error: index 2 is outside stack 's's arranged views (0...1)"
        ),
        (
            base + "stack s in root\nview a in s\nset s insert root at 0",
            "t.layout:4:14: error: 'root' cannot be arranged in stack 's', which lies inside it"
        ),
        (
            base + "stack s in root\nview a in s\nview c in root\nset s removeArranged c",
            "t.layout:5:22: error: 'c' is not arranged in stack 's'"
        ),
        (
            base + "view a in root\nset a marginsRelative yes",
            "t.layout:3:5: error: 'a' is a view, not a stack; only a stack has 'marginsRelative'"
        ),
        (
            base + "guide safe in root safeArea\nguide other in root safeArea",
            "t.layout:3:16: error: 'root' already has a safe-area guide, 'safe'"
        ),
    ])
    func meaningErrors(source: String, message: String) {
        #expect(runError(source) == message)
    }

    @Test(arguments: [
        ("set s marginsRelative maybe", "expected 'yes' or 'no' after 'marginsRelative'"),
        ("set s insert c 1", "expected 'at INDEX' after 'c'"),
        ("guide g in root safe", "expected 'safeArea' or the end of the line, found 'safe'"),
        ("view a in root safeArea 1 2 3", "expected a number for the right safe-area inset"),
    ])
    func syntaxErrors(source: String, start: String) {
        let error = parseError(source) ?? ""
        #expect(error.contains(start), "\(error)")
    }
}
