import Layout

/// `grid …` and views placed in grid cells.
extension ScriptBuilder {
    /// `grid NAME in PARENT [OPTION ...] [PROPERTY ...]`: a `GridView`.
    ///
    /// - Throws: `ScriptError` for a second declaration, an unknown parent, a negative spacing or a bad property.
    func declareGrid(_ declaration: GridDeclaration, _ statement: Statement) throws(ScriptError) {
        if declaration.parent.text == declaration.name.text, scope.declarations[declaration.name.text] == nil {
            throw ScriptError("grid '\(declaration.name.text)' cannot be its own parent", at: declaration.parent.location)
        }
        let parent = try scope.view(declaration.parent)
        let rowSpacing = try declaration.rowSpacing.map { (n) throws(ScriptError) in try spacing(n, "row spacing") }
        let columnSpacing = try declaration.columnSpacing.map { (n) throws(ScriptError) in try spacing(n, "column spacing") }
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
    }

    /// A view's grid cell, checked: whole numbers, a grid parent, and no `cell` outside a grid.
    func gridCell(_ declaration: ViewDeclaration, in parent: View?) throws(ScriptError)
        -> (row: Int, column: Int, rowSpan: Int, columnSpan: Int)?
    {
        guard let written = declaration.cell else {
            if parent is GridView {
                throw ScriptError(
                    "a view in grid '\(parent!.name)' needs 'cell ROW COLUMN' after the grid's name",
                    at: declaration.name.location)
            }
            return nil
        }
        guard parent is GridView else {
            throw ScriptError("'cell' places a view in a grid; '\(parent?.name ?? "")' is not a grid", at: written.location)
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

    private func spacing(_ number: ScriptNumber, _ what: String) throws(ScriptError) -> Double {
        let value = try scope.number(number)
        guard value >= 0 else {
            throw ScriptError("\(what) must not be negative, got \(formatNumber(value))", at: number.location)
        }
        return value
    }
}
