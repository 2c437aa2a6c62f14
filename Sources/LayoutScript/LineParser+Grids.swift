import Layout

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
        return cell
    }

    private mutating func parseWord<Word: RawRepresentable & CaseIterable>(_ type: Word.Type, _ what: String)
        throws(ScriptError) -> Word where Word.RawValue == String
    {
        let words = Word.allCases.map(\.rawValue)
        guard let word = current.identifier, let value = Word(rawValue: word) else {
            let hint = current.identifier.map { didYouMean($0, among: words) } ?? ""
            throw error("expected \(what) (\(words.joined(separator: ", "))), found \(describe(current))\(hint)", at: current)
        }
        advance()
        return value
    }
}
