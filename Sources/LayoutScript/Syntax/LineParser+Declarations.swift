import TrellisLayout

extension LineParser {
    /// `direction ltr|rtl`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for anything but `ltr` or `rtl`.
    mutating func parseDirection() throws(ScriptError) -> Statement.Kind {
        advance()
        let direction = try parseLayoutDirection(after: "direction")
        try expectEnd()
        return .direction(direction)
    }

    /// `ltr` or `rtl`.
    ///
    /// - Parameters:
    ///   - keyword: The words before it, for the error.
    /// - Returns: The direction.
    /// - Throws: `ScriptError` for anything else.
    mutating func parseLayoutDirection(after keyword: String) throws(ScriptError) -> LayoutDirection {
        guard let word = current.identifier, let direction = LayoutDirection(rawValue: word) else {
            throw expected("'ltr' or 'rtl' after '\(keyword)'")
        }
        advance()
        return direction
    }

    /// `coordinates flipped|unflipped`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for anything but `flipped` or `unflipped`.
    mutating func parseCoordinates() throws(ScriptError) -> Statement.Kind {
        advance()
        guard let word = current.identifier, let system = CoordinateSystem(rawValue: word) else {
            throw expected("'flipped' or 'unflipped' after 'coordinates'")
        }
        advance()
        try expectEnd()
        return .coordinates(system)
    }

    /// `let NAME = NUMBER`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing name, `=` or number.
    mutating func parseMetric() throws(ScriptError) -> Statement.Kind {
        advance()
        let name = try parseName("a metric name after 'let'")
        guard current.isSymbol(.assign) else { throw expected("'=' after the metric name") }
        advance()
        let value = try parseNumber("the metric '\(name.text)'")
        try expectEnd()
        return .metric(name, value)
    }

    /// `view NAME [in PARENT] [PROPERTY ...]`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing name, a malformed or repeated property.
    mutating func parseView() throws(ScriptError) -> Statement.Kind {
        advance()
        let name = try parseName("a view name after 'view'")
        var parent: Name?
        if current.isWord("in") {
            advance()
            parent = try parseName("a parent view name after 'in'")
        }
        let cell = try parseGridCell()
        let properties = try parseProperties(allowingNone: true)
        return .view(ViewDeclaration(name: name, parent: parent, properties: properties, cell: cell))
    }

    /// `guide NAME in PARENT [safeArea]`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing name or parent.
    mutating func parseGuide() throws(ScriptError) -> Statement.Kind {
        advance()
        let name = try parseName("a guide name after 'guide'")
        try expectWord("in", "'in PARENT' after the guide name (a guide needs a parent view)")
        let parent = try parseName("a parent view name after 'in'")
        if current.isWord("safeArea") {
            advance()
            try expectEnd()
            return .safeAreaGuide(name, view: parent)
        }
        if current.kind != .end, let word = current.identifier {
            throw error(
                "expected 'safeArea' or the end of the line, found '\(word)'\(didYouMean(word, among: ["safeArea"]))",
                at: current)
        }
        try expectEnd()
        return .guide(name, parent: parent)
    }

    /// `var NAME [, NAME ...]`.
    ///
    /// - Returns: The statement.
    /// - Throws: `ScriptError` for a missing name or a separator other than `,`.
    mutating func parseVariables() throws(ScriptError) -> Statement.Kind {
        advance()
        var names = [try parseName("a variable name after 'var'")]
        while current.isSymbol(.comma) {
            advance()
            names.append(try parseName("a variable name after ','"))
        }
        guard current.kind == .end else { throw expected("',' or end of line") }
        return .variables(names)
    }
}
