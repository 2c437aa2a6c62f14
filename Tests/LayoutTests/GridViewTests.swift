import Testing
import TrellisSolver

@testable import TrellisLayout

/// Grid views laid out by hand arithmetic (each case's comment).
struct GridViewTests {
    /// A 2×2 form at the root's origin, column spacing 8, row spacing 6:
    /// labels 50×20 and 70×20 in column 0, fields 120×24 and 100×24 in column 1.
    func makeForm(pinned: Rect? = nil, configure: (GridView) -> Void = { _ in }) throws
        -> (LayoutEngine, GridView, [View])
    {
        let (engine, root) = makeEngine()
        let grid = engine.makeView("g", in: root, as: GridView.self)
        grid.rowSpacing = 6
        grid.columnSpacing = 8
        if let pinned {
            _ = engine.pinFrame(of: grid, to: pinned)
        } else {
            engine.activate([
                grid.leftAnchor.constraint(equalTo: root.leftAnchor),
                grid.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        configure(grid)
        let sizes = [
            Size(width: 50, height: 20), Size(width: 120, height: 24), Size(width: 70, height: 20),
            Size(width: 100, height: 24),
        ]
        var views: [View] = []
        for (index, size) in sizes.enumerated() {
            let view = engine.makeView(["label1", "field1", "label2", "field2"][index], in: root)
            view.intrinsicContentSize = size
            try grid.place(view, row: index / 2, column: index % 2)
            views.append(view)
        }
        return (engine, grid, views)
    }

    /// Column 0 as wide as its widest label, 70; column 1 as its widest field,
    /// 120, at 70 + 8 = 78. Rows 24 high (the fields), row 1 at 24 + 6 = 30.
    /// The grid is 70 + 8 + 120 = 198 by 24 + 6 + 24 = 54. Placement leading, top.
    @Test func columnsAndRowsTakeTheirWidestAndTallestContent() throws {
        let (engine, grid, v) = try makeForm()
        defer { withExtendedLifetime(engine) {} }
        #expect(
            v.map(\.frame) == [
                Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 78, y: 0, width: 120, height: 24),
                Rect(x: 0, y: 30, width: 70, height: 20), Rect(x: 78, y: 30, width: 100, height: 24),
            ])
        #expect(grid.frame == Rect(x: 0, y: 0, width: 198, height: 54))
        #expect(!engine.hasAmbiguousLayout)
    }

    /// Pinned at 300×100: the last column takes the extra width, 300 − 70 − 8 = 222,
    /// and the last row the extra height, 100 − 24 − 6 = 70. With x placement fill
    /// the fields are 222 wide; y placement bottom puts field2 at 30 + 70 − 24 = 76.
    @Test func extraRoomGoesToTheLastColumnAndRow() throws {
        let (engine, _, v) = try makeForm(pinned: Rect(x: 0, y: 0, width: 300, height: 100)) {
            $0.xPlacement = .fill
            $0.yPlacement = .bottom
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(v[1].frame == Rect(x: 78, y: 0, width: 222, height: 24))
        #expect(v[2].frame == Rect(x: 0, y: 80, width: 70, height: 20))
        #expect(v[3].frame == Rect(x: 78, y: 76, width: 222, height: 24))
        #expect(!engine.hasAmbiguousLayout)
    }

    /// Pinned 300 wide with the fields filling column 1 and the labels trailing
    /// in column 0: widening column 1 would stretch the fields against their
    /// hugging (250), widening column 0 costs only its fit pull (below 2), so
    /// column 1 stays as wide as field1, 120, and column 0 takes 300 − 8 − 120
    /// = 172: label1 (50) at 122, label2 (70) at 102, the fields at 180.
    @Test func extraRoomSkipsALastColumnWhoseViewsFillAndHug() throws {
        let (engine, grid, v) = try makeForm(pinned: Rect(x: 0, y: 0, width: 300, height: 100)) {
            $0.xPlacement = .fill
        }
        defer { withExtendedLifetime(engine) {} }
        grid.setXPlacement(.trailing, forColumn: 0)
        #expect(v.map(\.frame.minX) == [122, 180, 102, 180])
        #expect(v.map(\.frame.width) == [50, 120, 70, 120])
    }

    /// First baselines 15 below the labels' tops and 18 below the fields': in each
    /// row the field's top is at the row's top and the label 3 lower. Row 0: label1
    /// at y 3; row 1 at 30: label2 at 33.
    @Test func firstBaselinePlacementAlignsARow() throws {
        let (engine, _, v) = try makeForm { $0.yPlacement = .firstBaseline }
        defer { withExtendedLifetime(engine) {} }
        for (index, view) in v.enumerated() { view.firstBaselineOffsetFromTop = index % 2 == 0 ? 15 : 18 }
        #expect(v.map(\.frame.minY) == [3, 0, 33, 30])
        #expect(!engine.hasAmbiguousLayout)
    }

    /// A 250-wide view spanning both columns in row 2: the columns must total
    /// 250 with the spacing, 70 + 8 + c ≥ 250, so column 1 (the weaker fit)
    /// grows to 172 and field1 moves nowhere (x 78). Row 2 at 30 + 24 + 6 = 60.
    @Test func spanningCellWidensTheLastColumnItCovers() throws {
        let (engine, grid, v) = try makeForm()
        defer { withExtendedLifetime(engine) {} }
        let wide = engine.makeView("wide", in: grid)
        wide.intrinsicContentSize = Size(width: 250, height: 20)
        try grid.place(wide, row: 2, column: 0, columnSpan: 2)
        #expect(wide.frame == Rect(x: 0, y: 60, width: 250, height: 20))
        #expect(grid.frame.width == 250)
        #expect(v[1].frame.minX == 78)
        #expect(grid.numberOfRows == 3 && grid.numberOfColumns == 2)
    }

    /// Hiding column 0 takes its width and its spacing: the fields start at x 0; showing it brings them back to 78.
    @Test func hiddenColumnTakesNoRoom() throws {
        let (engine, grid, v) = try makeForm()
        defer { withExtendedLifetime(engine) {} }
        grid.setColumn(0, hidden: true)
        #expect(v[1].frame.minX == 0 && v[3].frame.minX == 0)
        #expect(grid.frame.width == 120)
        grid.setColumn(0, hidden: false)
        #expect(v[1].frame.minX == 78)
    }

    /// A hidden row placed on the baseline: label1 (baseline 4) and field1
    /// (baseline 6) would need different heights to share a baseline in a row
    /// 0 high, which made them negative. Their cells lie only in hidden
    /// tracks, so they fill them: 0 high each, at the row's top (0); the next
    /// row starts at 0 too (no spacing after a hidden row), 24 high.
    @Test func hiddenBaselineRowGivesItsViewsNoHeight() throws {
        let (engine, grid, v) = try makeForm()
        defer { withExtendedLifetime(engine) {} }
        v[0].baselineOffsetFromBottom = 4
        v[1].baselineOffsetFromBottom = 6
        grid.yPlacement = .lastBaseline
        grid.setRow(0, hidden: true)
        #expect(v[0].frame.height == 0 && v[1].frame.height == 0)
        #expect(v[0].frame.minY == 0 && v[1].frame.minY == 0)
        #expect(grid.frame.height == 24)
    }

    /// Placement per column and per cell: column 0 trailing puts label1 at 70 − 50 = 20;
    /// then label1's own center puts it at (70 − 50)/2 = 10.
    @Test func columnAndCellPlacementsOverrideTheGrids() throws {
        let (engine, grid, v) = try makeForm()
        defer { withExtendedLifetime(engine) {} }
        grid.setXPlacement(.trailing, forColumn: 0)
        #expect(v[0].frame.minX == 20)
        grid.setPlacement(of: v[0], x: .center, y: nil)
        #expect(v[0].frame.minX == 10)
    }

    /// Out-of-range cells, overlaps and the grid itself are refused; nothing changes.
    @Test func badPlacementsAreErrors() throws {
        let (engine, grid, v) = try makeForm()
        defer { withExtendedLifetime(engine) {} }
        let extra = engine.makeView("extra", in: grid)
        #expect(throws: GridView.PlacementError.outOfRange(row: -1, column: 0, rowSpan: 1, columnSpan: 1)) {
            try grid.place(extra, row: -1, column: 0)
        }
        #expect(throws: GridView.PlacementError.overlaps("label2")) {
            try grid.place(extra, row: 1, column: 0, columnSpan: 2)
        }
        #expect(throws: GridView.PlacementError.notPlaceable("label1")) { try grid.place(v[0], row: 5, column: 5) }
        #expect(throws: GridView.PlacementError.notPlaceable("g")) { try grid.place(grid, row: 5, column: 5) }
        #expect(grid.cells.count == 4)
    }

    /// Which cells are taken follows every change: a spanning cell and a
    /// single one overlapping the same request name the one placed first;
    /// a removed view frees its cell, and a view that left the grid can be
    /// placed again.
    @Test func takenCellsFollowPlacementsAndRemovals() throws {
        let (engine, root) = makeEngine(width: 300)
        defer { withExtendedLifetime(engine) {} }
        let grid = engine.makeView("g", in: root, as: GridView.self)
        let wide = engine.makeView("wide", in: grid)
        let single = engine.makeView("single", in: grid)
        let extra = engine.makeView("extra", in: grid)
        try grid.place(wide, row: 0, column: 0, columnSpan: 2)  // cells (0,0) and (0,1)
        try grid.place(single, row: 1, column: 1)
        // Rows 0–1 of column 1 meet both; `wide` was placed first.
        #expect(throws: GridView.PlacementError.overlaps("wide")) {
            try grid.place(extra, row: 0, column: 1, rowSpan: 2)
        }
        #expect(throws: GridView.PlacementError.overlaps("single")) { try grid.place(extra, row: 1, column: 1) }
        single.removeFromSuperview()
        try grid.place(extra, row: 1, column: 1)
        #expect(throws: GridView.PlacementError.notPlaceable("extra")) { try grid.place(extra, row: 2, column: 2) }
        grid.addSubview(single)
        try grid.place(single, row: 2, column: 0)
        #expect(grid.cells.map(\.view.name) == ["wide", "extra", "single"])
    }
    /// One row of `count` views 50×20, pinned `count` · 60 wide and 20 high,
    /// column spacing 6 (the default).
    func makeRow(count: Int) throws -> (LayoutEngine, [View]) {
        let (engine, root) = makeEngine(width: Double(count) * 60)
        let grid = engine.makeView("g", in: root, as: GridView.self)
        _ = engine.pinFrame(of: grid, to: Rect(x: 0, y: 0, width: Double(count) * 60, height: 20))
        var views: [View] = []
        for column in 0..<count {
            let view = engine.makeView("v\(column)", in: root)
            view.intrinsicContentSize = Size(width: 50, height: 20)
            try grid.place(view, row: 0, column: column)
            views.append(view)
        }
        return (engine, views)
    }

    /// 40 columns in 2,400: each 50 wide but the last, at x = 56·j; the last
    /// column, at 39 · 56 = 2,184, takes the rest, 216 (its view, placed
    /// leading, stays 50 wide). The fit pulls of all columns share one
    /// level, as of 4 columns: a level per column made n objective rows.
    @Test func manyColumnsShareOneFitLevel() throws {
        let (engine, v) = try makeRow(count: 40)
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == (0..<40).map { Double($0) * 56 })
        #expect(v.allSatisfy { $0.frame.width == 50 })
        #expect(!engine.hasAmbiguousLayout)
        let (short, _) = try makeRow(count: 4)
        func levels(_ engine: LayoutEngine) -> Int {
            engine.updateConstraintsIfNeeded()
            return engine.solver.debugDescription.split(separator: "\n").count { $0.hasPrefix("objective @") }
        }
        #expect(levels(engine) == levels(short))
    }
}
