import Testing

@testable import TrellisLayoutScript

/// The `stack` statement and its changes.
@Suite struct StackScriptTests {
    static let base = "view root frame 0 0 320 100\n"

    /// `stack s in root spacing 10 frame 0 0 320 44` with a (40) and b (60,
    /// hugging 249): b takes 320 − 40 − 10 = 270 at x 50; `set s distribution
    /// fillEqually`: (320 − 10)/2 = 155 each, b at 165; `set s axis vertical`
    /// with alignment leading: a at y 0, b at (44 − 10)/2 + 10 = 27.
    @Test func stackFormsLayOutAsUIKit() throws {
        let report = try runScript(
            Self.base + """
                stack s in root spacing 10 frame 0 0 320 44
                view a in s intrinsic 40 20
                view b in s intrinsic 60 20 hug 249 250
                expect b.frame == 50 0 270 44
                set s distribution fillEqually
                expect b.frame == 165 0 155 44
                set s axis vertical
                set s alignment leading
                expect a.frame == 0 0 40 17
                expect b.frame == 0 27 60 17
                """)
        #expect(report.failedCount == 0, "\(report.testResults.filter { !$0.passed })")
    }

    /// a 40 + spacing 10 + b 60 = 110 cannot fill a stack pinned 100 wide: the
    /// minimal set is the stack's width pin, its two canvas connections, the
    /// spacing and the two widths (the stack's x cancels: a.leading == s.leading
    /// and s.trailing == b.trailing give s.width == a.width + 10 + b.width).
    /// `expect conflict` and `allow conflict` name the stack's constraints as
    /// UIKit does, `-` and all. `bw`, declared last, breaks, so b takes what
    /// is left, 100 − 40 − 10 = 50; `c.width-b.width == 5` (no blanks) stays
    /// a subtraction: c is 50 + 5 = 55 wide.
    @Test func conflictsNameTheStacksConstraints() throws {
        let report = try runScript(
            Self.base + """
                stack s in root spacing 10 frame 0 0 100 44
                view a in s
                view b in s
                aw: a.width == 40
                bw: b.width == 60
                view c in root intrinsic none 10
                c.left == root.left
                c.top == root.top
                c.width-b.width == 5
                expect conflict s.frame.width s.UISV-canvas-connection.a.leading s.UISV-spacing.b s.UISV-canvas-connection.b.trailing aw bw
                expect c.width == 55
                """)
        #expect(report.failedCount == 0, "\(report.testResults.filter { !$0.passed })")
        #expect(report.testResults.count == 3)  // the two, and the implicit "layout is unambiguous"
        let allowed = try runScript(
            Self.base + """
                stack s in root spacing 10 frame 0 0 100 44
                view a in s
                view b in s
                aw: a.width == 40
                bw: b.width == 60   # trellis: allow conflict s.UISV-spacing.b
                """)
        #expect(allowed.failedCount == 0, "\(allowed.testResults.filter { !$0.passed })")
    }

    /// Issue 40: x1 and x2 fill a 200-wide stack equally (UISV-fill-equally,
    /// spacing 0), so each is 100 wide; `xw` (150), declared after them, cannot
    /// hold with the stack's constraints and is the member declared last, so
    /// it breaks: x1 0 0 100 40, x2 100 0 100 40 (breaking UISV-spacing
    /// instead overlapped them: 0 0 150 40 and 50 0 150 40). The stack makes
    /// its constraints later, in its update pass; they count as declared with
    /// the lines that asked for them.
    @Test func aConstraintDeclaredAfterTheStacksBreaksFirst() throws {
        let report = try runScript(
            Self.base + """
                stack s in root distribution fillEqually frame 0 0 200 40
                view x1 in s
                view x2 in s
                xw: x1.width == 150
                expect x1.frame == 0 0 100 40
                expect x2.frame == 100 0 100 40
                expect broken xw
                """)
        #expect(report.expectationLines == ["6: passed", "7: passed", "8: passed"])
        let conflict = try #require(report.conflicts.first)
        #expect(conflict.broken.name == "xw")
        #expect(conflict.broken.location.line == 5)
    }

    @Test(arguments: [
        (
            "stack s in root distribution fill2",
            "syntax: t.layout:2:30: error: expected a distribution (fill, fillEqually, fillProportionally, equalSpacing, equalCentering), found 'fill2'; did you mean 'fill'?"
        ),
        ("stack s in root horizontal vertical", "syntax: t.layout:2:28: error: the stack's axis is given twice"),
        (
            "stack s in root alignment middle",
            "syntax: t.layout:2:27: error: expected an alignment (fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline), found 'middle'"
        ),
        ("stack s in s", "t.layout:2:12: error: stack 's' cannot be arranged in itself"),
        (
            "view v in root\nset v spacing 4",
            "t.layout:3:5: error: 'v' is a view, not a stack; only a stack has 'spacing'"
        ),
        (
            "stack s in root\nview v in root\nset s spacingAfter v 4",
            "t.layout:4:20: error: 'v' is not arranged in stack 's'"
        ),
        (
            "view v in root hidden maybe",
            "syntax: t.layout:2:23: error: expected 'yes' or 'no' after 'hidden', found 'maybe'"
        ),
        (
            "stack s in root\nview a in s\nexpect conflict s.UISV- spacing",
            "syntax: t.layout:4:23: error: expected end of line, found '-'"
        ),
        (
            "view v in root\nexpect conflict v.UISV-spacing.a",
            "t.layout:3:17: error: unknown constraint 'v.UISV-spacing.a'"
        ),
        // A view arranged in two stacks: a view has one parent, so the second is a second declaration.
        (
            "stack s in root\nstack t in root\nview a in s\nview a in t",
            "t.layout:5:6: error: 'a' is already declared as a view on line 4"
        ),
    ])
    func badStackInputIsLocated(_ line: String, _ message: String) {
        #expect(runError(Self.base + line) == message)
    }
}

/// How `trellis render` draws a stack view.
@Suite struct StackPictureTests {
    /// A 320-wide stack of a (40) and b (60, hugging 249) with spacing 10, c
    /// hidden between them: one gap, x 40…50 of the stack, shaded across its
    /// 44 points; the stack's outline dashed and its label marked.
    @Test func stackOutlineAndGapsAreDrawn() throws {
        let report = try runScript(
            """
            view root frame 0 0 320 100
            stack s in root spacing 10 frame 0 0 320 44
            view a in s intrinsic 40 20
            view c in s intrinsic 30 20 hidden yes
            view b in s intrinsic 60 20 hug 249 250
            """)
        #expect(report.items.first { $0.name == "s" }?.stack == .init(axis: .horizontal, arranged: ["a", "b"]))
        let svg = SVGReporter.render(report)
        let layout = SVGReporter.layout(of: report)
        let gaps = svg.split(separator: "\n").filter { $0.contains(#"class="spacing""#) }
        #expect(gaps.count == 1)
        #expect(
            gaps.first?.contains(
                #"x="\#(ReportNumber.text(40 + layout.dx, decimals: 3))" y="\#(ReportNumber.text(layout.dy, decimals: 3))" width="10" height="44""#
            ) == true)
        #expect(svg.contains("s [stack →]"))
        #expect(svg.contains(#"stroke-dasharray="10 3 2 3""#))
    }
}
