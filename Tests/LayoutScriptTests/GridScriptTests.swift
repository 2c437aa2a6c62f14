import Testing

@testable import TrellisLayoutScript

/// The `grid` statement and `cell`.
@Suite struct GridScriptTests {
    static let base = "view root frame 0 0 320 100\n"

    /// Two cells side by side, column spacing 10: a (40×20) at 0, b (60×30)
    /// at 40 + 10 = 50; the grid 110 × 30 at the root's origin.
    @Test func gridFormsLayOut() throws {
        let report = try runScript(
            Self.base + """
                grid g in root columnSpacing 10
                g.left == root.left
                g.top == root.top
                view a in g cell 0 0 intrinsic 40 20
                view b in g cell 0 1 intrinsic 60 30
                expect a.frame == 0 0 40 20
                expect b.frame == 50 0 60 30
                expect g.frame == 0 0 110 30
                """)
        #expect(report.failedCount == 0, "\(report.testResults.filter { !$0.passed })")
        #expect(report.items.first { $0.name == "g" }?.gridTracks?.columns.count == 2)
    }

    /// Two columns (40 and 60 wide, spacing 10) and two rows (30 and 10 tall,
    /// spacing 6, so row 1 starts at 36):
    /// - column 1 trailing: d (30 wide) at 50 + 60 − 30 = 80; b fills its column, at 50.
    /// - row 0 bottom: a (20 tall) at 30 − 20 = 10.
    /// - c's own center, written in its declaration: (40 − 20) / 2 = 10.
    /// - `inherit` gives c its column's placement back (leading, 0).
    /// - column 1 hidden: the grid is only column 0, 40 wide; row 0 hidden too:
    ///   the grid is row 1 only, 10 tall, and c moves up to 0.
    @Test func rowColumnAndCellPlacementsAndHiddenTracks() throws {
        let report = try runScript(
            Self.base + """
                grid g in root columnSpacing 10
                g.left == root.left
                g.top == root.top
                view a in g cell 0 0 intrinsic 40 20
                view b in g cell 0 1 intrinsic 60 30
                view c in g cell 1 0 xPlacement center intrinsic 20 10
                view d in g cell 1 1 intrinsic 30 10
                set g column 1 xPlacement trailing
                set g row 0 yPlacement bottom
                expect a.frame == 0 10 40 20
                expect b.frame == 50 0 60 30
                expect c.frame == 10 36 20 10
                expect d.frame == 80 36 30 10
                set g cell c xPlacement inherit
                expect c.frame == 0 36 20 10
                set g column 1 hidden yes
                expect g.frame == 0 0 40 46
                set g row 0 hidden yes
                expect g.frame == 0 0 40 10
                expect c.frame == 0 0 20 10
                set g row 0 hidden no
                set g column 1 hidden no
                set g row 0 yPlacement inherit
                expect a.frame == 0 0 40 20
                expect g.frame == 0 0 110 46
                """)
        #expect(report.failedCount == 0, "\(report.testResults.filter { !$0.passed })")
        #expect(report.testResults.count >= 12)
    }

    /// Grid-wide changes: row spacing 0 puts row 1 right under row 0 (at 30);
    /// x placement trailing puts c (20 wide) at 40 − 20 = 20 in column 0;
    /// the cell's own y placement bottom puts it at 30 + (10 − 10) = 30.
    @Test func gridWideChanges() throws {
        let report = try runScript(
            Self.base + """
                grid g in root
                g.left == root.left
                g.top == root.top
                view a in g cell 0 0 intrinsic 40 30
                view c in g cell 1 0 yPlacement bottom intrinsic 20 10
                set g rowSpacing 0
                set g xPlacement trailing
                expect c.frame == 20 30 20 10
                set g columnSpacing 4
                set g yPlacement center
                expect c.frame == 20 30 20 10
                """)
        #expect(report.failedCount == 0, "\(report.testResults.filter { !$0.passed })")
    }

    @Test(arguments: [
        (
            "grid g in root\nview a in g",
            "t.layout:3:6: error: a view in grid 'g' needs 'cell ROW COLUMN' after the grid's name"
        ),
        ("view v in root cell 0 0", "t.layout:2:16: error: 'cell' places a view in a grid; 'root' is not a grid"),
        (
            "grid g in root\nview a in g cell 0 0\nview b in g cell 0 0",
            "t.layout:4:13: error: the cells are already taken by 'a'"
        ),
        (
            "grid g in root\nview a in g cell -1 0",
            "t.layout:3:13: error: cell -1 0 span 1 1 is outside the grid (rows and columns from 0, spans from 1, at most 1000)"
        ),
        (
            "grid g in root\nview a in g cell 0.5 0",
            "t.layout:3:18: error: the cell's row must be a whole number, got 0.5"
        ),
        (
            "grid g in root xPlacement middle",
            "syntax: t.layout:2:27: error: expected an x placement (leading, center, trailing, fill), found 'middle'"
        ),
        ("grid g in root rowSpacing -2", "t.layout:2:27: error: row spacing must not be negative, got -2"),
        (
            "grid g in root\nview a in g cell 0 0\nset g row 1 hidden yes",
            "t.layout:4:11: error: row 1 is not one of grid 'g's (it has 1 row, from 0)"
        ),
        (
            "grid g in root\nview a in g cell 0 0\nset g column 0.5 xPlacement center",
            "t.layout:4:14: error: column 0.5 is not one of grid 'g's (it has 1 column, from 0)"
        ),
        (
            "grid g in root\nview a in g cell 0 0\nset g row 0 xPlacement center",
            "syntax: t.layout:4:13: error: a row has a y placement ('yPlacement'); x placements belong to columns"
        ),
        (
            "grid g in root\nview a in g cell 0 0\nset g column 0 hidden maybe",
            "syntax: t.layout:4:23: error: expected 'yes' or 'no' after 'hidden', found 'maybe'"
        ),
        (
            "grid g in root\nview a in g cell 0 0\nset g column 0 xPlacement middle",
            "syntax: t.layout:4:27: error: expected an x placement or 'inherit' (leading, center, trailing, fill), found 'middle'"
        ),
        (
            "grid g in root\nview a in root\nset g cell a yPlacement top",
            "t.layout:4:12: error: 'a' is not placed in grid 'g'"
        ),
        (
            "view v in root\nset v rowSpacing 4",
            "t.layout:3:5: error: 'v' is a view, not a grid; only a grid has 'rowSpacing'"
        ),
        (
            "grid g in root\nview a in g cell 0 0 xPlacement center xPlacement fill",
            "syntax: t.layout:3:40: error: option 'xPlacement' is given twice"
        ),
        (
            "grid g in root\nview a in g cell 0 0\nset g rowSpacing -1",
            "t.layout:4:18: error: row spacing must not be negative, got -1"
        ),
    ])
    func badGridInputIsLocated(_ line: String, _ message: String) {
        #expect(runError(Self.base + line) == message)
    }
}
