import Testing

@testable import TrellisLayoutScript

/// Grid rows' and columns' padding and fixed sizes, and stacks and grids as
/// a grid cell's content. Expected frames are hand arithmetic (each case's comment).
@Suite struct GridTrackScriptTests {
    /// An unpinned grid at the root's corner, spacing 10 both ways: column 0
    /// is max(40, 50) = 50 wide, column 1 60; row 0 is max(20, 30) = 30 tall,
    /// row 1 10. So b is at x 60 and c at y 40.
    static let grid = """
        view root frame 0 0 400 300
        grid g in root rowSpacing 10 columnSpacing 10
        g.left == root.left
        g.top == root.top
        view a in g cell 0 0 intrinsic 40 20
        view b in g cell 0 1 intrinsic 60 30
        view c in g cell 1 0 intrinsic 50 10

        """

    func expectPasses(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let report = try runScript(source)
        #expect(
            report.failedCount == 0, "\(report.testResults.filter { !$0.passed })", sourceLocation: sourceLocation)
    }

    /// Column 0 padded 5 and 7: 5 + 50 + 7 = 62 wide, a and c at x 5, b at
    /// 62 + 10 = 72. Row 1 padded 4 and 6: 4 + 10 + 6 = 20 tall, c at
    /// 30 + 10 + 4 = 44. Column 1 100 wide: the grid is 62 + 10 + 100 = 172.
    /// Row 0 50 tall: c at 50 + 10 + 4 = 64; sized for content again: 44.
    @Test func paddingAndFixedSizes() throws {
        try expectPasses(
            Self.grid + """
                expect b.frame == 60 0 60 30
                expect c.frame == 0 40 50 10
                set g column 0 padding 5 7
                expect a.frame == 5 0 40 20
                expect b.frame == 72 0 60 30
                set g row 1 padding 4 6
                expect c.frame == 5 44 50 10
                expect g.height == 60
                set g column 1 width 100
                expect g.width == 172
                expect b.frame == 72 0 60 30
                set g row 0 height 50
                expect c.frame == 5 64 50 10
                set g row 0 height content
                expect c.frame == 5 44 50 10
                set g column 0 padding 0 0
                expect a.frame == 0 0 40 20
                """)
    }

    /// A fixed width narrower than its content compresses it (compression
    /// resistance is optional, 750): a 40-wide view in a 30-wide column is 30
    /// wide, and c (50) too. The width is the grid's constraint `g.NSGrid-column-width.0`.
    @Test func aFixedSizeCompressesItsContent() throws {
        try expectPasses(
            Self.grid + "set g column 0 width 30\nexpect a.width == 30\nexpect c.width == 30\nexpect b.left == 40\n")
        let report = try runScript(Self.grid + "set g column 0 width 30\nw: a.width == 40\n")
        let names = report.conflicts.flatMap { $0.members.map(\.reference.name) }
        #expect(names.contains("g.NSGrid-column-width.0"), "\(names)")
    }

    /// A stack and a grid as cell content. Row 0: the label (40) and the stack
    /// of ok (30) and cancel (50), spacing 8: 88 wide, at x 40 + 10 = 50.
    /// Row 1: the inner grid across both columns, 10 + 4 + 10 = 24 wide, at y 20 + 10 = 30.
    @Test func stacksAndGridsInCells() throws {
        try expectPasses(
            """
            view root frame 0 0 400 300
            grid g in root rowSpacing 10 columnSpacing 10
            g.left == root.left
            g.top == root.top
            view label in g cell 0 0 intrinsic 40 20
            stack buttons in g cell 0 1 spacing 8
            view ok in buttons intrinsic 30 20
            view cancel in buttons intrinsic 50 20
            grid inner in g cell 1 0 span 1 2 columnSpacing 4
            view x in inner cell 0 0 intrinsic 10 10
            view y in inner cell 0 1 intrinsic 10 10
            expect buttons.frame == 50 0 88 20
            expect cancel.frame == 38 0 50 20
            expect inner.frame == 0 30 24 10
            expect y.frame == 14 0 10 10
            """)
    }

    @Test(arguments: [
        (
            grid + "set g row 5 padding 1 1",
            "t.layout:8:11: error: row 5 is not one of grid 'g's (it has 2 rows, from 0)"
        ),
        (grid + "set g column 0 width -1", "t.layout:8:22: error: a column width must not be negative, got -1"),
        (grid + "set g row 0 padding 1 -2", "t.layout:8:23: error: padding must not be negative, got -2"),
        (
            "view root frame 0 0 400 300\ngrid g in root\nstack s in g spacing 8",
            "t.layout:3:7: error: a view in grid 'g' needs 'cell ROW COLUMN' after the grid's name"
        ),
        (
            "view root frame 0 0 400 300\nview v in root\nstack s in v cell 0 0",
            "t.layout:3:14: error: 'cell' places a view in a grid; 'v' is not a grid"
        ),
    ])
    func errors(source: String, message: String) {
        #expect(runError(source) == message)
    }
}
