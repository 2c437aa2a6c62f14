import Testing

@testable import TrellisLayoutScript

/// The script forms that say what the Swift API can: `wraps`, bounds and
/// ranges, `inside`, `disjoint`, `fittingSize`, `end edit`, `baseline none`,
/// `remove VIEW`, `expect broken`. Expected values by hand arithmetic in the comments.
@Suite struct ScriptFormTests {
    static let cases: [(String, [String])] = [
        (
            // wraps text 30 8 20: at width 80, 80 / 8 = 10 characters a line, 30 / 10 = 3 lines of 20 = 60;
            // at width 160, 20 a line, 2 lines = 40; at width 20, 2 a line, 15 lines = 300.
            """
            view root frame 0 0 100 400
            view label in root wraps text 30 8 20
            H:|-10-[label]-10-|
            label.top == root.top
            expect label.height == 60
            set root frame 0 0 180 400
            expect label.height == 40
            set root frame 0 0 40 400
            expect label.height == 300
            """,
            ["5: passed", "7: passed", "9: passed"]
        ),
        (
            // wraps steps 0 60 100 40 200 20: width 80 is in [0, 100): 60; 160 in [100, 200): 40; 280 ≥ 200: 20.
            // A character width that does not divide the width: 75 / 8 = 9.375, 9 a line, ceil(30 / 9) = 4 lines.
            """
            view root frame 0 0 100 400
            view label in root wraps steps 0 60 100 40 200 20
            H:|-10-[label]-10-|
            label.top == root.top
            expect label.height == 60
            set root frame 0 0 180 400
            expect label.height == 40
            set root frame 0 0 300 400
            expect label.height == 20
            set root frame 0 0 95 400
            set label wraps text 30 8 10
            expect label.height == 40
            """,
            ["5: passed", "7: passed", "9: passed", "12: passed"]
        ),
        (
            // Bounds and ranges: a.width is 72 (frame); x is 5.
            """
            view a frame 0 0 72 10
            var x
            x == 5
            expect a.width <= 72
            expect a.width <= 71
            expect a.width >= 72.5
            expect a.width >= 72.5 within 0.5
            expect a.width between 44 and 72
            expect a.width between 73 and 80
            expect x between -1 and 4
            expect x <= 5
            """,
            [
                "4: passed", "5: expected a.width <= 71, got a.width == 72",
                "6: expected a.width >= 72.5, got a.width == 72",
                "7: passed", "8: passed", "9: expected a.width between 73 and 80, got a.width == 72",
                "10: expected x between -1 and 4, got x == 5", "11: passed",
            ]
        ),
        (
            // root 0 0 100 100; a 10 10 50 50 is inside; b 80 90 30 20 sticks out by 80 + 30 - 100 = 10 right
            // and 90 + 20 - 100 = 10 bottom. a and b: x ranges 10–60 and 80–110 do not meet. c 50 50 40 40
            // overlaps a by (60 - 50) × (60 - 50) = 10 × 10; d 60 10 10 10 touches a's right edge only.
            """
            view root frame 0 0 100 100
            view a in root frame 10 10 50 50
            view b in root frame 80 90 30 20
            view c in root frame 50 50 40 40
            view d in root frame 60 10 10 10
            expect a inside root
            expect b inside root
            expect a, b disjoint
            expect a, b, c disjoint
            expect a, d disjoint
            """,
            [
                "6: passed", "7: expected b inside root, got b sticks out of root by 10 right, 10 bottom", "8: passed",
                "9: expected a, b, c disjoint, got a and c overlap by 10 x 10", "10: passed",
            ]
        ),
        (
            // A cell sized by its content: width 8 + 100 + 8 = 116, height 8 + 20 + 4 + 30 + 8 = 70.
            // At width 320 (required) the width is 320 and the height still 70; expanded, the content
            // cannot stretch (hugging 250 beats fitting 50; the (>=8) gaps take the room).
            """
            view cell
            view title in cell intrinsic 100 20
            view body in cell intrinsic 50 30
            V:|-8-[title]-4-[body]-8-|
            H:|-8-[title]-(>=8)-|
            H:|-8-[body]-(>=8)-|
            expect cell.fittingSize == 116 70
            expect cell.fittingSize compressed == 116 70
            expect cell.fittingSize width 320 == 320 70
            expect cell.fittingSize expanded == 1000000 70
            expect cell.fittingSize == 100 70
            """,
            [
                "7: passed", "8: passed", "9: passed", "10: passed",
                "11: expected cell.fittingSize == 100 70, got cell.fittingSize == 116 70",
            ]
        ),
        (
            // end edit: the suggestion no longer counts; x falls back to its low-priority pull to 10.
            """
            var x
            x == 10 @low
            edit x
            suggest x 40
            expect x == 40
            end edit x
            expect x == 10
            edit x
            suggest x 7
            expect x == 7
            """,
            ["5: passed", "7: passed", "10: passed"]
        ),
        (
            // The broken constraint: B (declared last of the set) gives way to A.
            """
            view r frame 0 0 100 100
            A: r.width == 100
            B: r.width == 50
            expect broken B
            expect broken A
            expect broken r.frame.width
            """,
            [
                "4: passed", "5: expected broken 'A', got broke 'B'",
                "6: expected broken 'r.frame.width', got broke 'B'",
            ]
        ),
        (
            // Removing a view takes its constraints: b no longer pushes a (a.width 40 → its low pull, 20).
            """
            view root frame 0 0 100 100
            view a in root
            view b in root frame 50 0 10 10
            a.left == root.left
            a.top == root.top
            a.height == 10
            a.width == 20 @low
            a.right == b.left - 10 @high
            expect a.width == 40
            remove b
            expect a.width == 20
            expect layout unambiguous
            """,
            ["9: passed", "11: passed", "12: passed"]
        ),
        (
            // A view removed from a stack leaves its arrangement, as in UIKit:
            // 50 + 10 + 60 + 10 + 70 = 200, then 50 + 10 + 70 = 130.
            """
            view root frame 0 0 300 100
            stack row in root spacing 10
            row.left == root.left
            row.top == root.top
            view a in row intrinsic 50 20
            view b in row intrinsic 60 20
            view c in row intrinsic 70 20
            expect row.width == 200
            remove b
            expect row.width == 130
            expect c.left == 60
            """,
            ["8: passed", "10: passed", "11: passed"]
        ),
        (
            // A labelled VFL line names its constraints row.1 (|-[a]: a.left == 0 + 20), row.2 ([a]-[b]:
            // b.left == a.right + 8) and row.3 (-(>=20)-|). b.left = 20 + 50 + 8 = 78; with row.2 at 30,
            // 20 + 50 + 30 = 100; row.1 removed and a.left pinned at 5: 5 + 50 + 30 = 85.
            """
            view root frame 0 0 300 100
            view a in root intrinsic 50 20
            view b in root intrinsic 60 20
            row: H:|-[a]-[b]-(>=20)-|
            V:|-[a]
            V:|-[b]
            expect b.left == 78
            set row.2 constant 30
            expect b.left == 100
            remove row.1
            L: a.left == 5
            expect b.left == 85
            """,
            ["7: passed", "9: passed", "12: passed"]
        ),
        (
            // 10 + 100 + 10 cannot fill 300: the line's last constraint (row.3) is broken; made optional, it gives way.
            """
            view root frame 0 0 300 100
            view a in root
            row : H:|-10-[a(==100)]-10-|
            V:|-[a(==20)]
            expect conflict root.frame.width row.1 row.2 row.3
            expect broken row.3
            set row.3 priority 999
            expect a.frame == 10 20 100 20
            """,
            ["5: passed", "6: passed", "8: passed"]
        ),
    ]

    /// A self-sizing cell with wrapping text, measured at a target width: at 100 the
    /// label is 100 - 10 - 10 = 80 wide, 80 / 8 = 10 characters a line, 30 / 10 = 3
    /// lines of 20 = 60, so the cell is 10 + 60 + 10 = 80 tall; at 200, 180 wide, 22 a
    /// line, 2 lines = 40, cell 60.
    @Test func fittingSizeAtAWidthWrapsAtThatWidth() throws {
        let report = try runScript(
            """
            view cell
            view label in cell wraps text 30 8 20
            H:|-10-[label]-10-|
            V:|-10-[label]-10-|
            expect cell.fittingSize width 100 == 100 80
            expect cell.fittingSize width 200 == 200 60
            """)
        #expect(report.expectationLines == ["5: passed", "6: passed"])
    }

    /// Removing a root that is being edited, with a wrapping view in a stack below it, leaves a
    /// layout that later statements and every reporter can use.
    @Test func removingATreeWithEditsAndWrappingViews() throws {
        let report = try runScript(
            """
            view r frame 0 0 100 100
            stack s in r
            view a in s wraps text 5 1 1
            edit s.width
            suggest s.width 50
            remove r
            view b frame 0 0 10 10
            expect layout unambiguous
            """)
        #expect(report.items.map(\.name) == ["b"])
        #expect(report.expectationLines == ["8: passed"])
        #expect(!JSONReporter.render(report).isEmpty && !SVGReporter.render(report).isEmpty)
    }

    /// Diagnostics name a labelled line's constraints by their own labels.
    @Test func labelledLineNamesItsConstraintsInDiagnostics() throws {
        let report = try runScript(
            "view root frame 0 0 300 100\nview a in root\nrow: H:|-10-[a(==100)]-10-|\nV:|-[a(==20)]")
        #expect(report.conflicts.map(\.broken.name) == ["row.3"])
        #expect(report.conflicts.first?.constraints.map(\.name) == ["root.frame.width", "row.1", "row.2", "row.3"])
    }

    @Test(arguments: cases)
    func expectations(_ source: String, _ lines: [String]) throws {
        #expect(try runScript(source).expectationLines == lines)
    }

    /// `baseline none` takes the baselines off the report; `firstBaseline none` makes the first follow the last.
    @Test func baselinesBackToNone() throws {
        let base = "view root frame 0 0 100 100\nview a in root frame 0 0 40 20 baseline 4 firstBaseline 15\n"
        // Attribute space: last = 20 - 4 = 16, first = 0 + 15 = 15.
        let both = try runScript(base).item("a")
        #expect(both.firstBaseline == 15 && both.lastBaseline == 16)
        let firstFollows = try runScript(base + "set a firstBaseline none").item("a")
        #expect(firstFollows.firstBaseline == 16 && firstFollows.lastBaseline == 16)
        let none = try runScript(base + "set a firstBaseline none baseline none").item("a")
        #expect(none.firstBaseline == nil && none.lastBaseline == nil)
    }

    /// A removed view (and its subtree) leaves the report; a removed guide too.
    @Test func removedItemsLeaveTheReport() throws {
        let report = try runScript(
            """
            view root frame 0 0 100 100
            view a in root frame 0 0 10 10
            view inner in a frame 0 0 5 5
            guide g in root
            g.left == root.left
            remove a
            remove g
            """)
        #expect(report.items.map(\.name) == ["root"])
    }

    @Test(arguments: [
        ("view r frame 0 0 10 10\nremove r\nexpect r.width == 10", "t.layout:3:8: error: 'r' was removed on line 2"),
        (
            "view r frame 0 0 10 10\nview a in r\nremove r\na.width == 3",
            "t.layout:4:1: error: 'a' was removed on line 3"
        ),
        ("view r frame 0 0 10 10\nview a in r\nremove r\nH:[a]", "t.layout:4:4: error: 'a' was removed on line 3"),
        (
            "view r frame 0 0 10 10\nview a in r\nview b in a\nguide g in b\nremove a\ng.left == 3",
            "t.layout:6:1: error: 'g' was removed on line 5"
        ),
        ("view r\nremove r\nremove r", "t.layout:3:8: error: 'r' was removed on line 2"),
        (
            "view r frame 0 0 10 10\nview a in r\nedit a.width\nremove a\nend edit a.width",
            "t.layout:5:10: error: 'a' was removed on line 4"
        ),
        ("var x\nremove x", "t.layout:2:8: error: 'x' is a var, not a constraint label, view or guide"),
        ("var x\nend edit x", "t.layout:2:10: error: 'x' is not being edited"),
        ("view r\nview a in r wraps text 10 0 20", "t.layout:2:27: error: character width must be above 0"),
        (
            "let w = 5\nview r\nview a in r wraps steps 10 1 w 2",
            "t.layout:3:30: error: step widths must rise: 5 is not above 10"
        ),
        ("view r\nexpect broken Q", "t.layout:2:15: error: unknown constraint 'Q'"),
        (
            "view r\nview a in r\nrow: H:|-[a]\nrow: V:|-[a]",
            "t.layout:4:1: error: label 'row.1' is already used on line 3"
        ),
        (
            "view r\nview a in r\nrow: H:|-[a]\nset row.2 constant 3",
            "t.layout:4:5: error: unknown constraint label 'row.2'; did you mean 'row.1'?"
        ),
        (
            "let lo = 9\nvar x\nexpect x between lo and 3",
            "t.layout:3:18: error: the lower bound 9 is above the upper bound 3"
        ),
        (
            "view r\nexpect r.fittingSize width -1 == 0 0",
            "t.layout:2:28: error: target width must not be negative, got -1"
        ),
    ])
    func meaningErrors(_ source: String, _ message: String) {
        #expect(runError(source) == message)
    }

    @Test(arguments: [
        ("view a wraps", "t.layout:1:13: error: expected 'text', 'steps' or 'none' after 'wraps', found end of line"),
        (
            "view a wraps text 10 8",
            "t.layout:1:23: error: expected a number for the height of a line, found end of line"
        ),
        ("view a wraps steps 10 20 5 30", "t.layout:1:26: error: step widths must rise: 5 is not above 10"),
        ("view a wraps steps", "t.layout:1:19: error: expected a number for a step's width, found end of line"),
        ("expect a.width between 3", "t.layout:1:25: error: expected 'and' after the lower bound, found end of line"),
        ("expect a.width between 5 and 3", "t.layout:1:24: error: the lower bound 5 is above the upper bound 3"),
        ("expect a.frame <= 3", "t.layout:1:16: error: a rectangle compares with '==' only"),
        ("expect a, b", "t.layout:1:12: error: expected 'disjoint' after the views, found end of line"),
        ("expect a inside", "t.layout:1:16: error: expected a view or guide after 'inside', found end of line"),
        (
            "expect a.fittingSize 3 4",
            "t.layout:1:22: error: expected '==', 'compressed', 'expanded' or 'width N' after 'fittingSize', found '3'"
        ),
        (
            "expect a.fittingSize == 3",
            "t.layout:1:26: error: expected a number for the expected height, found end of line"
        ),
        (
            "set row.0 constant 3",
            "t.layout:1:9: error: a Visual Format line's constraints are numbered from 1 (LABEL.1, LABEL.2, …)"
        ),
        (
            "expect conflict row.1.5",
            "t.layout:1:21: error: a Visual Format line's constraints are numbered from 1 (LABEL.1, LABEL.2, …)"
        ),
        ("end edit", "t.layout:1:9: error: expected a var or VIEW.ATTRIBUTE after 'end edit', found end of line"),
        (
            "view a baseline",
            "t.layout:1:16: error: expected a number for the baseline offset (or 'none'), found end of line"
        ),
    ])
    func syntaxErrors(_ source: String, _ message: String) {
        #expect(runError(source) == "syntax: " + message)
    }
}
