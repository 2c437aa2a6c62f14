import Testing

@testable import TrellisLayoutScript

/// Scripts that read the layout, change it in place, and read it again: each
/// expectation must see the layout as of its own line, whatever was read before.
struct InPlaceChangeTests {
    /// Issue 40's script. parent's alignment rect is 50 50 100 100 (pinned by
    /// constraints); with insets 10 its frame is 40 40 120 120, so child (at
    /// the alignment rect's corner, 20x20) is at 10 10 in it. Insets 0: the
    /// frame is the alignment rect, 50 50 100 100, and child is at 0 0.
    @Test func framesFollowAParentsInsetsAfterARead() throws {
        let report = try runScript(
            """
            view root frame 0 0 400 400
            view parent in root insets 10 10 10 10
            parent.left == root.left + 50
            parent.top == root.top + 50
            parent.width == 100
            parent.height == 100
            view child in parent
            child.left == parent.left
            child.top == parent.top
            child.width == 20
            child.height == 20
            expect child.frame == 10 10 20 20
            set parent insets 0 0 0 0
            expect parent.frame == 50 50 100 100
            expect child.frame == 0 0 20 20
            """)
        #expect(report.expectationLines == ["12: passed", "14: passed", "15: passed"])
    }

    /// A vertical fill stack 100 high of a wrapping label a (30 characters
    /// 10 wide, lines 10 high: at the stack's width, 100, 10 to a line, 3
    /// lines, 30 high) and b (20 high), equal hugging: the tie goes to the
    /// last view, so a keeps 30 and b takes 70. The stack derived its rules
    /// before the layout pass gave a its height and was not told of it, so a
    /// had no intrinsic height there and took the slack (80, b 20). Found
    /// by the in-place-equals-fresh suite (seed 3519 of 10,000).
    @Test func aStackFollowsTheHeightItsWrappingViewSettlesOn() throws {
        let report = try runScript(
            """
            view root frame 0 0 320 480
            stack s in root vertical frame 0 0 100 100
            view a in s wraps text 30 10 10
            view b in s intrinsic none 20
            expect a.frame == 0 0 100 30
            expect b.frame == 0 30 100 70
            """)
        #expect(report.expectationLines == ["5: passed", "6: passed"])
    }

    /// The same stack; then `set a intrinsic none 90`. The height a wraps
    /// to is its intrinsic height whatever was set since (`Docs/Layout.md`),
    /// so nothing moves: a 30, b 70. The stack read the 90 that was set (its
    /// fill order wanted a 90 high) while a's own content size said 30, and
    /// a came out 80. Found by the in-place-equals-fresh suite (seed 8259).
    @Test func aStackReadsTheHeightAWrappingViewGivesNotTheOneSet() throws {
        let report = try runScript(
            """
            view root frame 0 0 320 480
            stack s in root vertical frame 0 0 100 100
            view a in s wraps text 30 10 10
            view b in s intrinsic none 20
            expect a.frame == 0 0 100 30
            set a intrinsic none 90
            expect a.frame == 0 0 100 30
            expect b.frame == 0 30 100 70
            """)
        #expect(report.expectationLines == ["5: passed", "7: passed", "8: passed"])
    }
}
