import TrellisLayout

/// `grid …` and a view's `cell ROW COLUMN [span ROWS COLUMNS]`.
extension LineParser {
    /// `grid NAME in PARENT [rowSpacing N] [columnSpacing N] [xPlacement P] [yPlacement P] [PROPERTY ...]`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing name or parent, an unknown or repeated option, a bad property.
    mutating func parseGrid() throws(ScriptError) -> Statement.Kind {
        advance()
        let name = try parseName("a grid name after 'grid'")
        try expectWord("in", "'in PARENT' after the grid name (a grid needs a parent view)")
        var declaration = GridDeclaration(name: name, parent: try parseName("a parent view name after 'in'"))
        declaration.cell = try parseGridCell()
        var seen: Set<String> = []
        let options = ["rowSpacing", "columnSpacing", "xPlacement", "yPlacement"]
        while let word = current.identifier, options.contains(word) {
            guard seen.insert(word).inserted else { throw error("option '\(word)' is given twice", at: current) }
            advance()
            switch word {
            case "rowSpacing": declaration.rowSpacing = try parseNumber("the row spacing")
            case "columnSpacing": declaration.columnSpacing = try parseNumber("the column spacing")
            case "xPlacement": declaration.xPlacement = try parseWord(GridView.XPlacement.self, "an x placement")
            default: declaration.yPlacement = try parseWord(GridView.YPlacement.self, "a y placement")
            }
        }
        if let word = current.identifier, !ViewProperty.keywords.contains(word) {
            let hint = didYouMean(word, among: options + ViewProperty.keywords)
            throw error("expected a grid option or a view property, found \(describe(current))\(hint)", at: current)
        }
        declaration.properties = try parseProperties(allowingNone: true)
        return .grid(declaration)
    }

    /// `cell ROW COLUMN [span ROWS COLUMNS]` after a view's parent, when written.
    mutating func parseGridCell() throws(ScriptError) -> GridCellPosition? {
        guard current.isWord("cell") else { return nil }
        let location = line.location(at: current.start)
        advance()
        var cell = GridCellPosition(
            row: try parseNumber("the cell's row"), column: try parseNumber("the cell's column"), location: location)
        if current.isWord("span") {
            advance()
            cell.rowSpan = try parseNumber("the rows the cell spans")
            cell.columnSpan = try parseNumber("the columns the cell spans")
        }
        while current.isWord("xPlacement") || current.isWord("yPlacement") {
            let isX = current.isWord("xPlacement")
            if isX ? cell.xPlacement != nil : cell.yPlacement != nil {
                throw error("option '\(current.identifier!)' is given twice", at: current)
            }
            advance()
            if isX {
                cell.xPlacement = try parseWord(GridView.XPlacement.self, "an x placement")
            } else {
                cell.yPlacement = try parseWord(GridView.YPlacement.self, "a y placement")
            }
        }
        return cell
    }

    /// `set GRID rowSpacing N`, `columnSpacing N`, `xPlacement P`, `yPlacement P`,
    /// `row R yPlacement P|inherit`, `row R hidden yes|no`, `column C xPlacement P|inherit`,
    /// `column C hidden yes|no`, `cell VIEW xPlacement|yPlacement P|inherit`, with the
    /// grid's name already read and `current` on the change's keyword.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a malformed value or a placement on the wrong axis.
    mutating func parseGridChange(of grid: Name) throws(ScriptError) -> Statement.Kind {
        let keyword = current.identifier ?? ""
        advance()
        let change: GridChange
        switch keyword {
        case "rowSpacing": change = .rowSpacing(try parseNumber("the new row spacing"))
        case "columnSpacing": change = .columnSpacing(try parseNumber("the new column spacing"))
        case "xPlacement": change = .xPlacement(try parseWord(GridView.XPlacement.self, "an x placement"))
        case "yPlacement": change = .yPlacement(try parseWord(GridView.YPlacement.self, "a y placement"))
        case "row", "column":
            let isRow = keyword == "row"
            let index = try parseNumber(isRow ? "the row's index" : "the column's index")
            let placement = isRow ? "yPlacement" : "xPlacement"
            if current.isWord("hidden") {
                advance()
                guard current.isWord("yes") || current.isWord("no") else {
                    throw expected("'yes' or 'no' after 'hidden'")
                }
                let hidden = current.isWord("yes")
                advance()
                change = isRow ? .rowHidden(row: index, hidden) : .columnHidden(column: index, hidden)
            } else if current.isWord(placement) {
                advance()
                change =
                    isRow
                    ? .rowPlacement(row: index, try parseInheritable(GridView.YPlacement.self, "a y placement"))
                    : .columnPlacement(column: index, try parseInheritable(GridView.XPlacement.self, "an x placement"))
            } else if current.isWord("padding") {
                advance()
                let what = isRow ? ("top", "bottom") : ("leading", "trailing")
                let first = try parseNumber("the \(what.0) padding"), second = try parseNumber("the \(what.1) padding")
                change =
                    isRow
                    ? .rowPadding(row: index, top: first, bottom: second)
                    : .columnPadding(column: index, leading: first, trailing: second)
            } else if current.isWord(isRow ? "height" : "width") {
                let word = isRow ? "height" : "width"
                advance()
                var size: ScriptNumber?
                if current.isWord("content") {
                    advance()
                } else {
                    size = try parseNumber("the \(keyword)'s \(word) (or 'content')")
                }
                change = isRow ? .rowHeight(row: index, size) : .columnWidth(column: index, size)
            } else if current.isWord(isRow ? "xPlacement" : "yPlacement") {
                throw error(
                    isRow
                        ? "a row has a y placement ('yPlacement'); x placements belong to columns"
                        : "a column has an x placement ('xPlacement'); y placements belong to rows", at: current)
            } else {
                throw expected(
                    "'\(placement)', 'hidden', 'padding' or '\(isRow ? "height" : "width")' after '\(keyword) N'")
            }
        default:
            let view = try parseName("a placed view's name after 'cell'")
            if current.isWord("xPlacement") {
                advance()
                change = .cellXPlacement(view: view, try parseInheritable(GridView.XPlacement.self, "an x placement"))
            } else if current.isWord("yPlacement") {
                advance()
                change = .cellYPlacement(view: view, try parseInheritable(GridView.YPlacement.self, "a y placement"))
            } else {
                throw expected("'xPlacement' or 'yPlacement' after 'cell \(view.text)'")
            }
        }
        try expectEnd()
        return .setGrid(grid: grid, change)
    }

    /// A placement word, or `inherit` (nil): the next level's placement applies.
    private mutating func parseInheritable<Word: RawRepresentable & CaseIterable>(_ type: Word.Type, _ what: String)
        throws(ScriptError) -> Word? where Word.RawValue == String
    {
        if current.isWord("inherit") {
            advance()
            return nil
        }
        return try parseWord(type, what + " or 'inherit'")
    }

    /// One of an enumeration's words (`fill`, `center`, …), or an error listing them all with a suggestion.
    mutating func parseWord<Word: RawRepresentable & CaseIterable>(_ type: Word.Type, _ what: String)
        throws(ScriptError) -> Word where Word.RawValue == String
    {
        let words = Word.allCases.map(\.rawValue)
        guard let word = current.identifier, let value = Word(rawValue: word) else {
            let hint = current.identifier.map { didYouMean($0, among: words) } ?? ""
            throw error(
                "expected \(what) (\(words.joined(separator: ", "))), found \(describe(current))\(hint)", at: current)
        }
        advance()
        return value
    }
}
