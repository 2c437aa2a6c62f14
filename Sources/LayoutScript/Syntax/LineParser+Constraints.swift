import TrellisSolver

extension LineParser {
    /// `[LABEL:] EXPRESSION RELATION EXPRESSION [@PRIORITY]`.
    ///
    /// - Returns: The constraint.
    /// - Throws: `ScriptError` for a malformed side, a missing relation, a bad
    ///   priority, or anything after the priority.
    mutating func parseConstraint() throws(ScriptError) -> ConstraintStatement {
        var label: Name?
        if let word = current.identifier, next.isSymbol(.colon) {
            if word == "H" || word == "V" {
                throw error(
                    "'\(word)' cannot be a label; a Visual Format line starts with '\(word):' (no space)", at: current)
            }
            label = Name(word, at: location(of: advance()))
            advance()
        }
        let lhs = try parseExpression()
        let relationToken = current
        let relation: Relation
        switch current.kind {
        case .symbol(.equal): relation = .equal
        case .symbol(.lessThanOrEqual): relation = .lessThanOrEqual
        case .symbol(.greaterThanOrEqual): relation = .greaterThanOrEqual
        case .symbol(.assign):
            throw error("expected '==', '<=' or '>=', found '='; equality is written '=='", at: current)
        default:
            throw expected("an operator or '==', '<=' or '>='")
        }
        advance()
        let rhs = try parseExpression()
        let priority = try parseOptionalPriority()
        guard current.kind == .end else {
            throw expected(priority == nil ? "an operator, '@PRIORITY' or end of line" : "end of line")
        }
        return ConstraintStatement(
            label: label, lhs: lhs, relation: relation, relationLocation: location(of: relationToken), rhs: rhs,
            priority: priority)
    }

    /// Parses a sum: `term (± term)*`.
    ///
    /// - Parameters:
    ///   - depth: How many parentheses and signs enclose it.
    /// - Returns: The expression.
    /// - Throws: `ScriptError` for a malformed expression or nesting beyond `ScriptParser.nestingLimit`.
    mutating func parseExpression(depth: Int = 0) throws(ScriptError) -> ScriptExpression {
        let first = try parseTerm(depth: depth)
        var rest: [ScriptExpression.Addend] = []
        while current.isSymbol(.plus) || current.isSymbol(.minus) {
            let op: ScriptExpression.AdditiveOperator = current.isSymbol(.plus) ? .plus : .minus
            let operatorLocation = location(of: advance())
            rest.append(ScriptExpression.Addend(op, try parseTerm(depth: depth), operatorLocation: operatorLocation))
        }
        return rest.isEmpty ? first : .sum(first, rest)
    }

    /// Parses a product: `factor (*/ factor)*`.
    ///
    /// - Parameters:
    ///   - depth: How many parentheses and signs enclose it.
    /// - Returns: The expression.
    /// - Throws: `ScriptError` for a malformed factor.
    private mutating func parseTerm(depth: Int) throws(ScriptError) -> ScriptExpression {
        let first = try parseFactor(depth: depth)
        var rest: [ScriptExpression.Factor] = []
        while current.isSymbol(.star) || current.isSymbol(.slash) {
            let op: ScriptExpression.MultiplicativeOperator = current.isSymbol(.star) ? .times : .dividedBy
            let operatorLocation = location(of: advance())
            rest.append(ScriptExpression.Factor(op, try parseFactor(depth: depth), operatorLocation: operatorLocation))
        }
        return rest.isEmpty ? first : .product(first, rest)
    }

    /// Parses signs, then a number, a reference or a parenthesised expression.
    ///
    /// Signs are read in a loop (not by recursion), each counting one level
    /// of nesting; a `+` sign leaves no node.
    ///
    /// - Parameters:
    ///   - depth: How many parentheses and signs enclose it.
    /// - Returns: The expression.
    /// - Throws: `ScriptError` when nesting passes the limit or no operand follows.
    private mutating func parseFactor(depth: Int) throws(ScriptError) -> ScriptExpression {
        var depth = depth
        var negations: [SourceLocation] = []
        while current.isSymbol(.minus) || current.isSymbol(.plus) {
            depth += 1
            guard depth <= ScriptParser.nestingLimit else { throw tooDeep() }
            let sign = advance()
            if sign.isSymbol(.minus) { negations.append(location(of: sign)) }
        }
        var operand: ScriptExpression
        switch current.kind {
        case .number(let value):
            operand = .number(value, at: location(of: advance()))
        case .identifier:
            operand = .reference(try parseReference("an operand"))
        case .symbol(.leftParenthesis):
            guard depth < ScriptParser.nestingLimit else { throw tooDeep() }
            advance()
            operand = try parseExpression(depth: depth + 1)
            guard current.isSymbol(.rightParenthesis) else { throw expected("')' or an operator") }
            advance()
        default:
            throw expected("a number, a name or '('")
        }
        for location in negations.reversed() { operand = .negation(operand, at: location) }
        return operand
    }

    /// The error for an expression nested past the limit, at the current token.
    ///
    /// - Returns: The error.
    private func tooDeep() -> ScriptError {
        error("expression is nested too deeply (more than \(ScriptParser.nestingLimit) levels)", at: current)
    }
}
