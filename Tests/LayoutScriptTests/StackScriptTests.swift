import Testing

@testable import LayoutScript

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

    @Test(arguments: [
        ("stack s in root distribution fill2", "syntax: t.layout:2:30: error: expected a distribution (fill, fillEqually, fillProportionally, equalSpacing, equalCentering), found 'fill2'; did you mean 'fill'?"),
        ("stack s in root horizontal vertical", "syntax: t.layout:2:28: error: the stack's axis is given twice"),
        ("stack s in root alignment middle", "syntax: t.layout:2:27: error: expected an alignment (fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline), found 'middle'"),
        ("stack s in s", "t.layout:2:12: error: stack 's' cannot be arranged in itself"),
        ("view v in root\nset v spacing 4", "t.layout:3:5: error: 'v' is a view, not a stack; only a stack has 'spacing'"),
        ("stack s in root\nview v in root\nset s spacingAfter v 4", "t.layout:4:20: error: 'v' is not arranged in stack 's'"),
        ("view v in root hidden maybe", "syntax: t.layout:2:23: error: expected 'yes' or 'no' after 'hidden', found 'maybe'"),
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
        #expect(report.items.first { $0.name == "s" }?.stack == .init(isHorizontal: true, arranged: ["a", "b"]))
        let svg = SVGReporter.render(report)
        let layout = SVGReporter.layout(of: report)
        let gaps = svg.split(separator: "\n").filter { $0.contains(#"class="spacing""#) }
        #expect(gaps.count == 1)
        #expect(gaps.first?.contains(#"x="\#(ReportNumber.text(40 + layout.dx, decimals: 3))" y="\#(ReportNumber.text(layout.dy, decimals: 3))" width="10" height="44""#) == true)
        #expect(svg.contains("s [stack →]"))
        #expect(svg.contains(#"stroke-dasharray="10 3 2 3""#))
    }
}
