extension LineParser {
    /// The words that start statements other than constraints.
    static let statementKeywords = [
        "direction", "coordinates", "let", "view", "guide", "stack", "grid", "var", "edit", "suggest", "end", "set",
        "remove", "expect",
    ]

    /// Parses the line as one statement, telling keyword statements from constraints.
    ///
    /// A line is a keyword statement when it starts with a keyword that is not
    /// followed by something that continues an expression (`.`, an operator, a
    /// relation, `:`), so a var named `view` can still be constrained
    /// (`view >= 0`). Every other line is a constraint.
    ///
    /// - Returns: The statement's kind.
    /// - Throws: `ScriptError` when the line matches no form.
    mutating func parseStatement() throws(ScriptError) -> Statement.Kind {
        if let word = current.identifier, !continuesExpression(next) {
            switch word {
            case "direction": return try parseDirection()
            case "coordinates": return try parseCoordinates()
            case "let": return try parseMetric()
            case "view": return try parseView()
            case "guide": return try parseGuide()
            case "stack": return try parseStack()
            case "grid": return try parseGrid()
            case "var": return try parseVariables()
            case "edit": return try parseEdit()
            case "suggest": return try parseSuggest()
            case "end" where next.isWord("edit"): return try parseEndEdit()
            case "set": return try parseSet()
            case "remove": return try parseRemove()
            case "expect": return .expect(try parseExpectation())
            default:
                if next.identifier != nil {
                    let hint = didYouMean(word, among: Self.statementKeywords)
                    throw error("unknown statement '\(word)'\(hint)", at: current)
                }
            }
        }
        return .constraint(try parseConstraint())
    }

    /// Whether a token after a leading word shows the line is a constraint rather than a keyword statement.
    ///
    /// - Parameters:
    ///   - token: The second token of the line.
    /// - Returns: `true` for `.`, `:`, `+`, `-`, `*`, `/`, `(` and the relations.
    private func continuesExpression(_ token: Token) -> Bool {
        guard case .symbol(let symbol) = token.kind else { return false }
        switch symbol {
        case .dot, .colon, .plus, .minus, .star, .slash, .leftParenthesis, .equal, .lessThanOrEqual,
            .greaterThanOrEqual:
            return true
        case .comma, .assign, .rightParenthesis, .at:
            return false
        }
    }
}
