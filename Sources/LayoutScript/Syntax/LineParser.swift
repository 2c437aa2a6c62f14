import TrellisLayout
import TrellisSolver

/// A recursive-descent parser over the tokens of one statement line.
///
/// This file holds the cursor and the small pieces every statement uses:
/// names, signed numbers, priorities and the end of the line. The statement
/// forms live in extensions named after their group (declarations,
/// constraints, changes, expectations).
struct LineParser {
    /// The line, for error locations and source text.
    let line: SourceLine
    /// The tokens, ending with `.end`.
    let tokens: [Token]
    /// The position of the current token.
    var index = 0

    /// The priority words of the script format and the solver levels they
    /// stand for: the one table the parser and its messages read.
    static let priorityWords: [(word: String, priority: Priority)] = [
        ("required", .required), ("high", .high), ("low", .low), ("fitting", .fittingSize),
    ]

    /// The priority words as a message lists them: `required, high, low or fitting`.
    static let priorityWordList =
        priorityWords.dropLast().map(\.word).joined(separator: ", ") + " or " + priorityWords.last!.word

    /// The current token (the `.end` token once everything is consumed).
    var current: Token { tokens[index] }

    /// The token after the current one (or `.end`).
    var next: Token { tokens[min(index + 1, tokens.count - 1)] }

    /// Consumes and returns the current token; never moves past `.end`.
    ///
    /// - Returns: The token that was current.
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// The location of a token.
    ///
    /// - Parameters:
    ///   - token: The token.
    /// - Returns: Where its first byte is.
    func location(of token: Token) -> SourceLocation { line.location(at: token.start) }

    /// A token as named in error messages: `'text'` or `end of line`.
    ///
    /// - Parameters:
    ///   - token: The token.
    /// - Returns: Its description, long tokens shortened.
    func describe(_ token: Token) -> String {
        if token.kind == .end { return "end of line" }
        let text = line.text(token.start..<token.end)
        return "'\(text.count > 40 ? String(text.prefix(40)) + "..." : text)'"
    }

    /// An error at a token.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - token: Where.
    /// - Returns: The error.
    func error(_ message: String, at token: Token) -> ScriptError { line.error(message, at: token.start) }

    /// An `expected …, found …` error at the current token.
    ///
    /// - Parameters:
    ///   - what: What was expected, e.g. `a name after 'view'`.
    /// - Returns: The error.
    func expected(_ what: String) -> ScriptError { error("expected \(what), found \(describe(current))", at: current) }

    /// Consumes an identifier.
    ///
    /// - Parameters:
    ///   - what: What it names, for the error, e.g. `a view name after 'view'`.
    /// - Returns: The name.
    /// - Throws: `ScriptError` when the current token is not an identifier.
    mutating func parseName(_ what: String) throws(ScriptError) -> Name {
        guard let text = current.identifier else { throw expected(what) }
        return Name(text, at: location(of: advance()))
    }

    /// Consumes the given word, or fails.
    ///
    /// - Parameters:
    ///   - word: The keyword.
    ///   - what: What was expected, for the error.
    /// - Throws: `ScriptError` when the current token is something else.
    mutating func expectWord(_ word: String, _ what: String) throws(ScriptError) {
        guard current.isWord(word) else { throw expected(what) }
        advance()
    }

    /// Checks that the statement is over.
    ///
    /// - Throws: `ScriptError` `expected end of line, found …` otherwise.
    func expectEnd() throws(ScriptError) {
        guard current.kind == .end else { throw expected("end of line") }
    }

    /// Consumes a number: an optionally signed literal (`-12`, sign touching the digits) or a metric name.
    ///
    /// - Parameters:
    ///   - what: What the number is, for the error, e.g. `the frame's width`.
    /// - Returns: The number.
    /// - Throws: `ScriptError` when there is no number here.
    mutating func parseNumber(_ what: String) throws(ScriptError) -> ScriptNumber {
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            return .literal(value, at: location(of: token))
        case .identifier(let name):
            advance()
            return .metric(Name(name, at: location(of: token)))
        case .symbol(let symbol) where symbol == .minus || symbol == .plus:
            if case .number(let value) = next.kind, next.start == token.end {
                advance()
                advance()
                return .literal(symbol == .minus ? -value : value, at: location(of: token))
            }
            if next.identifier != nil, next.start == token.end {
                throw error("a metric cannot take a sign here; declare a negative metric with 'let'", at: token)
            }
            throw expected("a number for \(what)")
        default:
            throw expected("a number for \(what)")
        }
    }

    /// Consumes a priority: `required`, `high`, `low`, `fitting`, a number from 1 to 1000, or a metric.
    ///
    /// Literal numbers are checked here; metric values are checked by the builder.
    ///
    /// - Parameters:
    ///   - what: What the priority is for, for the error.
    /// - Returns: The priority; words become the literal they stand for.
    /// - Throws: `ScriptError` when there is no priority, or a literal is
    ///   outside 1…1000 or not whole (located at the number).
    mutating func parsePriority(_ what: String) throws(ScriptError) -> ScriptNumber {
        if let word = current.identifier, let entry = Self.priorityWords.first(where: { $0.word == word }) {
            return .literal(Double(entry.priority.rawValue), at: location(of: advance()))
        }
        let start = current
        let number = try parseNumber(what + " (1…1000, \(Self.priorityWordList))")
        if let value = number.literalValue {
            guard (1...1000).contains(value) else {
                throw error("priority \(formatNumber(value)) is outside 1…1000", at: start)
            }
            guard isWholeNumber(value) else {
                throw error("priority \(formatNumber(value)) is not a whole number", at: start)
            }
        }
        return number
    }

    /// Consumes `@PRIORITY` if the current token is `@`.
    ///
    /// - Returns: The priority, or `nil` when there is no `@`.
    /// - Throws: `ScriptError` when `@` is not followed by a valid priority.
    mutating func parseOptionalPriority() throws(ScriptError) -> ScriptNumber? {
        guard current.isSymbol(.at) else { return nil }
        advance()
        return try parsePriority("a priority after '@'")
    }

    /// Consumes `NAME` or `NAME.ATTRIBUTE`.
    ///
    /// - Parameters:
    ///   - what: What was expected, for the error.
    /// - Returns: The reference.
    /// - Throws: `ScriptError` when there is no name, or the attribute is not one of Auto Layout's.
    mutating func parseReference(_ what: String) throws(ScriptError) -> Reference {
        let item = try parseName(what)
        guard current.isSymbol(.dot) else { return Reference(item) }
        advance()
        return Reference(item, try parseAttribute())
    }

    /// Consumes an attribute name after a dot.
    ///
    /// - Returns: The attribute.
    /// - Throws: `ScriptError` for a missing or unknown attribute, with a suggestion.
    mutating func parseAttribute() throws(ScriptError) -> LayoutAttribute {
        guard let word = current.identifier else { throw expected("an attribute name after '.'") }
        guard let attribute = LayoutAttribute(rawValue: word) else {
            let names = LayoutAttribute.allCases.map(\.rawValue)
            throw error("unknown attribute '\(word)'\(didYouMean(word, among: names))", at: current)
        }
        advance()
        return attribute
    }
}
