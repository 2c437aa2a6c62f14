/// One token of a statement line.
///
/// Tokens keep their byte bounds in the source so errors point at them and
/// the parser can tell whether a sign touches the number after it (`-12` is
/// a signed number; `- 12` in an expression is subtraction).
struct Token: Equatable {
    /// What kind of token this is.
    enum Kind: Equatable {
        /// A name: `[A-Za-z_][A-Za-z0-9_]*`.
        case identifier(String)
        /// An unsigned decimal number, already checked to be finite.
        case number(Double)
        /// Punctuation or an operator.
        case symbol(Symbol)
        /// The end of the statement (end of line or start of a comment).
        case end
    }

    /// The punctuation and operators of the format.
    enum Symbol: String, Equatable, CaseIterable {
        case dot = "."
        case comma = ","
        case colon = ":"
        case assign = "="
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
        case plus = "+"
        case minus = "-"
        case star = "*"
        case slash = "/"
        case leftParenthesis = "("
        case rightParenthesis = ")"
        case at = "@"
    }

    /// The token's kind and value.
    var kind: Kind
    /// Index of its first byte in the source.
    var start: Int
    /// Index after its last byte.
    var end: Int

    /// The identifier's text, if this is an identifier.
    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// Whether this token is the given symbol.
    ///
    /// - Parameters:
    ///   - symbol: The symbol to test for.
    /// - Returns: `true` when it is.
    func isSymbol(_ symbol: Symbol) -> Bool { kind == .symbol(symbol) }

    /// Whether this token is the given identifier (keywords are case-sensitive).
    ///
    /// - Parameters:
    ///   - word: The identifier to test for.
    /// - Returns: `true` when it is.
    func isWord(_ word: String) -> Bool { identifier == word }
}
