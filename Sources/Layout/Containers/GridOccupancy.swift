/// Which cells of a grid are taken, so that placing a view costs the same
/// however many views the grid holds: single cells by position, cells that
/// span more than one in a list (few in practice), and the placed views.
///
/// It indexes `GridView.cells` by position in that list; the grid makes a new
/// one from its cells after any change other than an append.
struct GridOccupancy {
    /// The index in the grid's cells of each single cell, by `key(row:column:)`.
    private var singles: [Int: Int] = [:]
    /// The indices of the cells that span more than one row or column.
    private var spanning: [Int] = []
    /// The placed views.
    private var views: Set<ObjectIdentifier> = []

    /// The index of the cells placed so far.
    init(_ cells: [(view: View, cell: GridView.Cell)]) {
        for (index, entry) in cells.enumerated() { insert(entry, at: index) }
    }

    private static func key(row: Int, column: Int) -> Int { row * GridView.maximumDimension + column }

    /// Records a cell appended to the grid's cells at `index`.
    mutating func insert(_ entry: (view: View, cell: GridView.Cell), at index: Int) {
        views.insert(ObjectIdentifier(entry.view))
        if entry.cell.rowSpan == 1 && entry.cell.columnSpan == 1 {
            singles[Self.key(row: entry.cell.row, column: entry.cell.column)] = index
        } else {
            spanning.append(index)
        }
    }

    /// Whether the view is placed in the grid.
    func contains(_ view: View) -> Bool { views.contains(ObjectIdentifier(view)) }

    /// The first placed cell (in the order placed) that shares a cell with `cell`, if any.
    func firstOverlapping(_ cell: GridView.Cell, in cells: [(view: View, cell: GridView.Cell)]) -> Int? {
        func overlaps(_ index: Int) -> Bool {
            let other = cells[index].cell
            return other.rows.overlaps(cell.rows) && other.columns.overlaps(cell.columns)
        }
        var first = spanning.first(where: overlaps)
        func consider(_ index: Int) { if first.map({ index < $0 }) ?? true { first = index } }
        if cell.rowSpan * cell.columnSpan <= singles.count {
            for row in cell.rows {
                for column in cell.columns {
                    if let index = singles[Self.key(row: row, column: column)] { consider(index) }
                }
            }
        } else {
            for index in singles.values where overlaps(index) { consider(index) }
        }
        return first
    }
}
