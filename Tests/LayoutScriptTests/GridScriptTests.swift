import Testing

@testable import LayoutScript

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

    @Test(arguments: [
        ("grid g in root\nview a in g", "t.layout:3:6: error: a view in grid 'g' needs 'cell ROW COLUMN' after the grid's name"),
        ("view v in root cell 0 0", "t.layout:2:16: error: 'cell' places a view in a grid; 'root' is not a grid"),
        ("grid g in root\nview a in g cell 0 0\nview b in g cell 0 0", "t.layout:4:13: error: the cells are already taken by 'a'"),
        ("grid g in root\nview a in g cell -1 0", "t.layout:3:13: error: cell -1 0 span 1 1 is outside the grid (rows and columns from 0, spans from 1, at most 1000)"),
        ("grid g in root\nview a in g cell 0.5 0", "t.layout:3:18: error: the cell's row must be a whole number, got 0.5"),
        ("grid g in root xPlacement middle", "syntax: t.layout:2:27: error: expected an x placement (leading, center, trailing, fill), found 'middle'"),
        ("grid g in root rowSpacing -2", "t.layout:2:27: error: row spacing must not be negative, got -2"),
    ])
    func badGridInputIsLocated(_ line: String, _ message: String) {
        #expect(runError(Self.base + line) == message)
    }
}
