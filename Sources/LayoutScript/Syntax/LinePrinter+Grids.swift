import TrellisLayout

extension LinePrinter {
    /// `grid NAME in PARENT [cell …] [rowSpacing N] [columnSpacing N] [xPlacement P] [yPlacement P] [PROPERTY ...]`.
    mutating func grid(_ declaration: GridDeclaration) -> GridDeclaration {
        token("grid")
        let gridName = name(declaration.name)
        token("in")
        var printed = GridDeclaration(name: gridName, parent: name(declaration.parent))
        printed.cell = cell(declaration.cell)
        if let spacing = declaration.rowSpacing {
            token("rowSpacing")
            printed.rowSpacing = number(spacing)
        }
        if let spacing = declaration.columnSpacing {
            token("columnSpacing")
            printed.columnSpacing = number(spacing)
        }
        printed.xPlacement = option("xPlacement", declaration.xPlacement)
        printed.yPlacement = option("yPlacement", declaration.yPlacement)
        printed.properties = properties(declaration.properties)
        return printed
    }

    /// `cell ROW COLUMN [span ROWS COLUMNS] [xPlacement P] [yPlacement P]`, or nothing.
    mutating func cell(_ cell: GridCellPosition?) -> GridCellPosition? {
        guard let cell else { return nil }
        let location = token("cell")
        let row = number(cell.row)
        var printed = GridCellPosition(row: row, column: number(cell.column), location: location)
        if let rowSpan = cell.rowSpan, let columnSpan = cell.columnSpan {
            token("span")
            printed.rowSpan = number(rowSpan)
            printed.columnSpan = number(columnSpan)
        }
        printed.xPlacement = option("xPlacement", cell.xPlacement)
        printed.yPlacement = option("yPlacement", cell.yPlacement)
        return printed
    }

    /// The change of a `set GRID …` line, after the grid's name.
    mutating func gridChange(_ change: GridChange) -> GridChange {
        switch change {
        case .rowSpacing(let spacing):
            token("rowSpacing")
            return .rowSpacing(number(spacing))
        case .columnSpacing(let spacing):
            token("columnSpacing")
            return .columnSpacing(number(spacing))
        case .xPlacement(let placement):
            token("xPlacement")
            token(placement.rawValue)
        case .yPlacement(let placement):
            token("yPlacement")
            token(placement.rawValue)
        case .rowPlacement(let row, let placement):
            let row = track("row", row, "yPlacement")
            inheritable(placement?.rawValue)
            return .rowPlacement(row: row, placement)
        case .columnPlacement(let column, let placement):
            let column = track("column", column, "xPlacement")
            inheritable(placement?.rawValue)
            return .columnPlacement(column: column, placement)
        case .rowHidden(let row, let hidden):
            let row = track("row", row, "hidden")
            yesNo(hidden)
            return .rowHidden(row: row, hidden)
        case .columnHidden(let column, let hidden):
            let column = track("column", column, "hidden")
            yesNo(hidden)
            return .columnHidden(column: column, hidden)
        case .rowPadding(let row, let top, let bottom):
            let row = track("row", row, "padding")
            let top = number(top)
            return .rowPadding(row: row, top: top, bottom: number(bottom))
        case .columnPadding(let column, let leading, let trailing):
            let column = track("column", column, "padding")
            let leading = number(leading)
            return .columnPadding(column: column, leading: leading, trailing: number(trailing))
        case .rowHeight(let row, let height):
            let row = track("row", row, "height")
            return .rowHeight(row: row, optionalNumber(height, none: "content"))
        case .columnWidth(let column, let width):
            let column = track("column", column, "width")
            return .columnWidth(column: column, optionalNumber(width, none: "content"))
        case .cellXPlacement(let view, let placement):
            token("cell")
            let view = name(view)
            token("xPlacement")
            inheritable(placement?.rawValue)
            return .cellXPlacement(view: view, placement)
        case .cellYPlacement(let view, let placement):
            token("cell")
            let view = name(view)
            token("yPlacement")
            inheritable(placement?.rawValue)
            return .cellYPlacement(view: view, placement)
        }
        return change
    }

    /// `row N WORD` or `column N WORD`.
    private mutating func track(_ keyword: String, _ index: ScriptNumber, _ word: String) -> ScriptNumber {
        token(keyword)
        let index = number(index)
        token(word)
        return index
    }

    /// A placement, or `inherit` for none.
    private mutating func inheritable(_ placement: String?) { token(placement ?? "inherit") }
}
