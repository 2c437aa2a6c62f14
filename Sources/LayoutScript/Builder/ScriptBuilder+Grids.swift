import TrellisLayout
import TrellisSolver

/// `grid …` and views placed in grid cells.
extension ScriptBuilder {
    /// `grid NAME in PARENT [OPTION ...] [PROPERTY ...]`: a `GridView`.
    ///
    /// - Throws: `ScriptError` for a second declaration, an unknown parent, a negative spacing or a bad property.
    func declareGrid(_ declaration: GridDeclaration, _ statement: Statement) throws(ScriptError) {
        if declaration.parent.text == declaration.name.text, scope.declarations[declaration.name.text] == nil {
            throw ScriptError(
                "grid '\(declaration.name.text)' cannot be its own parent", at: declaration.parent.location)
        }
        let parent = try scope.view(declaration.parent)
        let cell = try gridCell(declaration.cell, of: declaration.name, in: parent)
        let rowSpacing = try declaration.rowSpacing.map { (n) throws(ScriptError) in try spacing(n, "row spacing") }
        let columnSpacing = try declaration.columnSpacing.map { (n) throws(ScriptError) in
            try spacing(n, "column spacing")
        }
        let grid = engine.makeView(declaration.name.text, in: parent, as: GridView.self)
        try scope.declare(declaration.name, as: .view(grid))
        if firstView == nil { firstView = statement.location }
        items.append((grid, statement.location))
        if let rowSpacing { grid.rowSpacing = rowSpacing }
        if let columnSpacing { grid.columnSpacing = columnSpacing }
        if let x = declaration.xPlacement { grid.xPlacement = x }
        if let y = declaration.yPlacement { grid.yPlacement = y }
        try apply(declaration.properties, to: grid, statement)
        (parent as? StackView)?.addArrangedSubview(grid)
        try place(grid, cell, declaration.cell, in: parent)
    }

    /// Places a view (or stack, or grid) just declared in its parent grid's cell, with the cell's own placements.
    ///
    /// - Throws: `ScriptError` at `cell` when the cells are taken or out of range.
    func place(
        _ view: View, _ cell: (row: Int, column: Int, rowSpan: Int, columnSpan: Int)?, _ written: GridCellPosition?,
        in parent: View?
    ) throws(ScriptError) {
        guard let grid = parent as? GridView, let cell, let written else { return }
        do {
            try grid.place(view, row: cell.row, column: cell.column, rowSpan: cell.rowSpan, columnSpan: cell.columnSpan)
        } catch {
            throw ScriptError(error.description, at: written.location)
        }
        if written.xPlacement != nil || written.yPlacement != nil {
            grid.setPlacement(of: view, x: written.xPlacement, y: written.yPlacement)
        }
    }

    /// A view's grid cell, checked: whole numbers, a grid parent, and no `cell` outside a grid.
    func gridCell(_ declaration: ViewDeclaration, in parent: View?) throws(ScriptError)
        -> (row: Int, column: Int, rowSpan: Int, columnSpan: Int)?
    {
        try gridCell(declaration.cell, of: declaration.name, in: parent)
    }

    /// The grid cell written after a view's, stack's or grid's parent, checked.
    func gridCell(_ written: GridCellPosition?, of name: Name, in parent: View?) throws(ScriptError)
        -> (row: Int, column: Int, rowSpan: Int, columnSpan: Int)?
    {
        guard let written else {
            if parent is GridView {
                throw ScriptError(
                    "a view in grid '\(parent!.name)' needs 'cell ROW COLUMN' after the grid's name",
                    at: name.location)
            }
            return nil
        }
        guard parent is GridView else {
            throw ScriptError(
                "'cell' places a view in a grid; '\(parent?.name ?? "")' is not a grid", at: written.location)
        }
        func whole(_ number: ScriptNumber, _ what: String) throws(ScriptError) -> Int {
            let value = try scope.number(number)
            guard value == value.rounded(), abs(value) <= Double(GridView.maximumDimension) * 2 else {
                throw ScriptError("\(what) must be a whole number, got \(formatNumber(value))", at: number.location)
            }
            return Int(value)
        }
        return (
            try whole(written.row, "the cell's row"), try whole(written.column, "the cell's column"),
            try written.rowSpan.map { (n) throws(ScriptError) in try whole(n, "the row span") } ?? 1,
            try written.columnSpan.map { (n) throws(ScriptError) in try whole(n, "the column span") } ?? 1
        )
    }

    /// `set GRID …`: spacing, placements of the grid, a row, a column or a cell, hidden rows and columns.
    ///
    /// - Throws: `ScriptError` when the name is not a grid, a spacing is
    ///   negative, a row or column is not one of the grid's, or a view is not placed in it.
    func changeGrid(_ name: Name, _ change: GridChange) throws(ScriptError) {
        guard let grid = try scope.view(name) as? GridView else {
            throw ScriptError(
                "'\(name.text)' is a view, not a grid; only a grid has '\(change.keyword)'", at: name.location)
        }
        func track(_ number: ScriptNumber, rows: Bool) throws(ScriptError) -> Int {
            let value = try scope.number(number)
            let count = rows ? grid.numberOfRows : grid.numberOfColumns
            let what = rows ? "row" : "column"
            guard value == value.rounded(), value >= 0, value < Double(count) else {
                let has = count == 1 ? "1 \(what)" : "\(count) \(what)s"
                throw ScriptError(
                    "\(what) \(formatNumber(value)) is not one of grid '\(name.text)'s (it has \(has), from 0)",
                    at: number.location)
            }
            return Int(value)
        }
        func placed(_ viewName: Name) throws(ScriptError) -> GridView.Cell {
            let view = try scope.view(viewName)
            guard let cell = grid.cells.first(where: { $0.view === view })?.cell else {
                throw ScriptError("'\(viewName.text)' is not placed in grid '\(name.text)'", at: viewName.location)
            }
            return cell
        }
        switch change {
        case .rowSpacing(let number): grid.rowSpacing = try spacing(number, "row spacing")
        case .columnSpacing(let number): grid.columnSpacing = try spacing(number, "column spacing")
        case .xPlacement(let placement): grid.xPlacement = placement
        case .yPlacement(let placement): grid.yPlacement = placement
        case .rowPlacement(let row, let placement): grid.setYPlacement(placement, forRow: try track(row, rows: true))
        case .columnPlacement(let column, let placement):
            grid.setXPlacement(placement, forColumn: try track(column, rows: false))
        case .rowHidden(let row, let hidden): grid.setRow(try track(row, rows: true), hidden: hidden)
        case .columnHidden(let column, let hidden): grid.setColumn(try track(column, rows: false), hidden: hidden)
        case .cellXPlacement(let viewName, let placement):
            let cell = try placed(viewName)
            grid.setPlacement(of: try scope.view(viewName), x: placement, y: cell.yPlacement)
        case .cellYPlacement(let viewName, let placement):
            let cell = try placed(viewName)
            grid.setPlacement(of: try scope.view(viewName), x: cell.xPlacement, y: placement)
        case .rowPadding(let row, let top, let bottom):
            let index = try track(row, rows: true)
            grid.setPadding(top: try spacing(top, "padding"), bottom: try spacing(bottom, "padding"), forRow: index)
        case .columnPadding(let column, let leading, let trailing):
            let index = try track(column, rows: false)
            grid.setPadding(
                leading: try spacing(leading, "padding"), trailing: try spacing(trailing, "padding"), forColumn: index)
        case .rowHeight(let row, let height):
            let index = try track(row, rows: true)
            grid.setHeight(try height.map { (n) throws(ScriptError) in try spacing(n, "a row height") }, forRow: index)
        case .columnWidth(let column, let width):
            let index = try track(column, rows: false)
            grid.setWidth(
                try width.map { (n) throws(ScriptError) in try spacing(n, "a column width") }, forColumn: index)
        }
    }

    private func spacing(_ number: ScriptNumber, _ what: String) throws(ScriptError) -> Double {
        let value = try scope.number(number)
        guard value >= 0 else {
            throw ScriptError("\(what) must not be negative, got \(formatNumber(value))", at: number.location)
        }
        return value
    }
}

extension GridChange {
    /// The keyword the change is written with.
    var keyword: String {
        switch self {
        case .rowSpacing: return "rowSpacing"
        case .columnSpacing: return "columnSpacing"
        case .xPlacement: return "xPlacement"
        case .yPlacement: return "yPlacement"
        case .rowPlacement, .rowHidden, .rowPadding, .rowHeight: return "row"
        case .columnPlacement, .columnHidden, .columnPadding, .columnWidth: return "column"
        case .cellXPlacement, .cellYPlacement: return "cell"
        }
    }
}
