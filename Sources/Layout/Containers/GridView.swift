import TrellisSolver

/// A view that lays out views in rows and columns, like `NSGridView`.
///
/// Views are placed in cells (`place(_:row:column:rowSpan:columnSpan:)`,
/// zero-based; a span merges cells); the rows and columns are as many as the
/// cells claimed. Each column is as wide as its widest content and each row
/// as tall as its tallest (spanning cells included); a grid made larger than
/// its content gives the extra room to its last column and last row (unless
/// the last one's views fill it and hug their content while an earlier
/// one's do not: `Docs/Layout.md`, "Grid views"). Within
/// its cell a view is placed by its x and y placement: the cell's own, else
/// its column's (x) or row's (y), else the grid's. A hidden row or column
/// takes no room and the spacing next to it goes. The constraints are named
/// `GRID.NSGrid-…` (rules and sources: `Docs/Layout.md`, "Grid views").
public final class GridView: View, ArrangingView {
    /// Where a view sits across its cell's width, like `NSGridCell.Placement` for x.
    public enum XPlacement: String, Sendable, Hashable, CaseIterable {
        case leading, center, trailing, fill
    }

    /// Where a view sits across its cell's height, like `NSGridCell.Placement`
    /// for y and `NSGridRowAlignment` (the baselines).
    public enum YPlacement: String, Sendable, Hashable, CaseIterable {
        case top, center, bottom, fill, firstBaseline, lastBaseline
    }

    /// A view's place in the grid.
    public struct Cell: Sendable, Hashable {
        public var row: Int
        public var column: Int
        public var rowSpan: Int
        public var columnSpan: Int
        /// The cell's own placements; nil to inherit the column's or row's, then the grid's.
        public var xPlacement: XPlacement?
        public var yPlacement: YPlacement?

        var rows: Range<Int> { row..<(row + rowSpan) }
        var columns: Range<Int> { column..<(column + columnSpan) }
    }

    /// The most rows or columns a grid may have.
    public static let maximumDimension = 1_000

    /// The gap between rows (6 by default, as NSGridView).
    public var rowSpacing: Double = 6 { didSet { arrange() } }
    /// The gap between columns (6 by default, as NSGridView).
    public var columnSpacing: Double = 6 { didSet { arrange() } }
    /// Where views sit across their cells' widths; `leading` by default.
    public var xPlacement: XPlacement = .leading { didSet { arrange() } }
    /// Where views sit across their cells' heights; `top` by default.
    public var yPlacement: YPlacement = .top { didSet { arrange() } }

    /// The placed views and their cells, in the order placed.
    public internal(set) var cells: [(view: View, cell: Cell)] = []
    /// Which cells are taken (`GridOccupancy`), kept up to date by placements;
    /// every other change to `cells` sets it to nil, and the next placement makes it again.
    var occupancy: GridOccupancy?
    var columnPlacements: [Int: XPlacement] = [:]
    var rowPlacements: [Int: YPlacement] = [:]
    var hiddenRows: Set<Int> = []
    var hiddenColumns: Set<Int> = []
    /// Rows' top and bottom padding and columns' leading and trailing padding (`GridView+Tracks.swift`).
    var rowPaddings: [Int: (top: Double, bottom: Double)] = [:]
    var columnPaddings: [Int: (leading: Double, trailing: Double)] = [:]
    /// Rows' fixed heights and columns' fixed widths; absent: sized for content.
    var rowHeights: [Int: Double] = [:]
    var columnWidths: [Int: Double] = [:]
    /// The rows, as layout guides of the grid (`GRID.row0`, …), top to bottom.
    public var rowGuides: [LayoutGuide] {
        engine.updateConstraintsIfNeeded()
        return storedRowGuides
    }
    /// The columns, as layout guides of the grid (`GRID.column0`, …), leading to trailing.
    public var columnGuides: [LayoutGuide] {
        engine.updateConstraintsIfNeeded()
        return storedColumnGuides
    }
    var storedRowGuides: [LayoutGuide] = []
    var storedColumnGuides: [LayoutGuide] = []
    var arrangement = ManagedConstraints()
    /// Whether the grid waits for the engine's update pass.
    var needsArrangement = false

    /// How many rows the placed cells make.
    public var numberOfRows: Int { cells.map { $0.cell.rows.upperBound }.max() ?? 0 }
    /// How many columns the placed cells make.
    public var numberOfColumns: Int { cells.map { $0.cell.columns.upperBound }.max() ?? 0 }

    /// Why a view cannot be placed where asked.
    public enum PlacementError: Error, Equatable, CustomStringConvertible {
        /// A row or column below 0, a span below 1, or beyond `maximumDimension`.
        case outOfRange(row: Int, column: Int, rowSpan: Int, columnSpan: Int)
        /// The cells are already taken by another view.
        case overlaps(String)
        /// The view is the grid, or one of its ancestors, or placed already.
        case notPlaceable(String)

        public var description: String {
            switch self {
            case .outOfRange(let row, let column, let rowSpan, let columnSpan):
                return "cell \(row) \(column) span \(rowSpan) \(columnSpan) is outside the grid "
                    + "(rows and columns from 0, spans from 1, at most \(GridView.maximumDimension))"
            case .overlaps(let name): return "the cells are already taken by '\(name)'"
            case .notPlaceable(let name): return "'\(name)' cannot be placed in this grid"
            }
        }
    }

    /// Places a view in a cell (or a span of cells), making it a subview first if it is not one.
    ///
    /// - Parameters:
    ///   - view: A view of the same engine, not the grid, one of its ancestors, or a view placed already.
    ///   - row: The cell's row, from 0.
    ///   - column: The cell's column, from 0.
    ///   - rowSpan: How many rows the cell spans, from 1.
    ///   - columnSpan: How many columns it spans, from 1.
    /// - Throws: `PlacementError`; nothing changes then.
    public func place(_ view: View, row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1) throws(PlacementError)
    {
        let limit = Self.maximumDimension
        guard row >= 0, column >= 0, rowSpan >= 1, columnSpan >= 1, row + rowSpan <= limit, column + columnSpan <= limit
        else { throw .outOfRange(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan) }
        // Taken out while it changes, so that its tables are changed in place, not copied.
        var taken = occupancy ?? GridOccupancy(cells)
        occupancy = nil
        defer { occupancy = taken }
        guard view !== self, !isDescendant(of: view), !taken.contains(view) else {
            throw .notPlaceable(view.name)
        }
        let cell = Cell(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan)
        if let index = taken.firstOverlapping(cell, in: cells) {
            throw .overlaps(cells[index].view.name)
        }
        if view.superview !== self { addSubview(view) }
        cells.append((view, cell))
        taken.insert((view, cell), at: cells.count - 1)
        arrange()
    }

    override func releaseContainedViews() {
        cells = []
        occupancy = nil
    }

    /// A subview that leaves the grid (removed, or moved elsewhere) frees its
    /// cells at once, so another view can take them.
    public override func willRemoveSubview(_ subview: View) {
        guard let index = cells.firstIndex(where: { $0.view === subview }) else { return }
        cells.remove(at: index)
        occupancy = nil
        arrange()
    }

    /// Sets a placed view's own placements (nil to inherit).
    public func setPlacement(of view: View, x: XPlacement?, y: YPlacement?) {
        guard let index = cells.firstIndex(where: { $0.view === view }) else { return }
        cells[index].cell.xPlacement = x
        cells[index].cell.yPlacement = y
        arrange()
    }

    /// Sets a column's x placement (nil to inherit the grid's).
    public func setXPlacement(_ placement: XPlacement?, forColumn column: Int) {
        columnPlacements[column] = placement
        arrange()
    }

    /// Sets a row's y placement (nil to inherit the grid's).
    public func setYPlacement(_ placement: YPlacement?, forRow row: Int) {
        rowPlacements[row] = placement
        arrange()
    }

    /// Hides or shows a row: hidden, it takes no height and the spacing next to it goes.
    public func setRow(_ row: Int, hidden: Bool) {
        if hidden { hiddenRows.insert(row) } else { hiddenRows.remove(row) }
        arrange()
    }

    /// Hides or shows a column: hidden, it takes no width and the spacing next to it goes.
    public func setColumn(_ column: Int, hidden: Bool) {
        if hidden { hiddenColumns.insert(column) } else { hiddenColumns.remove(column) }
        arrange()
    }

    /// A placed view's intrinsic size changed (which decides whether its size needs a default).
    func placedViewDidChange(_ view: View) {
        guard cells.contains(where: { $0.view === view }) else { return }
        arrange()
    }

    /// The constraints the grid keeps active, sorted by identifier.
    public var arrangementConstraints: [LayoutConstraint] {
        engine.updateConstraintsIfNeeded()
        return arrangement.constraints
    }
}
