/// Splits one statement line into tokens.
///
/// The lexer works on raw bytes, so nothing it meets can crash it: a byte
/// that cannot start a token is reported with its column. Numbers are
/// decimal with an optional fraction (`12`, `0.5`) and no exponent; signs are
/// separate tokens, attached by the parser. A number too large to be finite
/// (a 400-digit constant) is an error at its first digit. Lines have already
/// been checked to be valid UTF-8, and comments cut off, by `SourceLine`.
struct Lexer {
    /// The line being split.
    let line: SourceLine

    /// Tokenises the line's content from `start` to its end.
    ///
    /// - Parameters:
    ///   - start: The index into the source where lexing begins (the content
    ///     start, or just after a Visual Format string for its options).
    /// - Returns: The tokens, always ending with one `.end` token placed at
    ///   the end of the content.
    /// - Throws: `ScriptError` for an unexpected character or a non-finite number.
    /// - Complexity: O(*n*) in the line's length.
    func tokens(from start: Int) throws(ScriptError) -> [Token] {
        let source = line.source
        let end = line.contentEnd
        var tokens: [Token] = []
        var index = start
        while index < end {
            let byte = source[index]
            if SourceLine.isBlank(byte) {
                index += 1
            } else if Self.isIdentifierStart(byte) {
                let first = index
                while index < end, Self.isIdentifierStart(source[index]) || Self.isDigit(source[index]) { index += 1 }
                tokens.append(Token(kind: .identifier(line.text(first..<index)), start: first, end: index))
            } else if Self.isDigit(byte) {
                tokens.append(try number(at: index))
                index = tokens[tokens.count - 1].end
            } else if let symbol = symbol(at: index) {
                let length = symbol.rawValue.utf8.count
                tokens.append(Token(kind: .symbol(symbol), start: index, end: index + length))
                index += length
            } else {
                throw line.error(unexpectedCharacterMessage(at: index), at: index)
            }
        }
        tokens.append(Token(kind: .end, start: end, end: end))
        return tokens
    }

    /// Lexes a number: digits, then optionally `.` and more digits.
    ///
    /// - Parameters:
    ///   - start: The index of its first digit.
    /// - Returns: The number token.
    /// - Throws: `ScriptError` when the value is not finite.
    private func number(at start: Int) throws(ScriptError) -> Token {
        let source = line.source
        let end = line.contentEnd
        var index = start
        while index < end, Self.isDigit(source[index]) { index += 1 }
        if index + 1 < end, source[index] == UInt8(ascii: "."), Self.isDigit(source[index + 1]) {
            index += 1
            while index < end, Self.isDigit(source[index]) { index += 1 }
        }
        guard let value = Double(line.text(start..<index)), value.isFinite else {
            throw line.error("number is too large to be finite", at: start)
        }
        return Token(kind: .number(value), start: start, end: index)
    }

    /// The symbol starting at a byte, preferring two-byte operators.
    ///
    /// - Parameters:
    ///   - index: The index of the first byte.
    /// - Returns: The symbol, or `nil` when none starts here.
    private func symbol(at index: Int) -> Token.Symbol? {
        let source = line.source
        if index + 1 < line.contentEnd, source[index + 1] == UInt8(ascii: "=") {
            switch source[index] {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "<"): return .lessThanOrEqual
            case UInt8(ascii: ">"): return .greaterThanOrEqual
            default: break
            }
        }
        return Token.Symbol(rawValue: String(Unicode.Scalar(source[index])))
            .flatMap { $0.rawValue.utf8.count == 1 ? $0 : nil }
    }

    /// The message for a byte that cannot start a token, naming the character readably.
    ///
    /// - Parameters:
    ///   - index: The index of the offending byte (the start of a valid UTF-8 sequence).
    /// - Returns: E.g. `unexpected character '<'; did you mean '<='?` or `unexpected character U+0000`.
    private func unexpectedCharacterMessage(at index: Int) -> String {
        let source = line.source
        var length = 1
        while index + length < line.range.upperBound, source[index + length] & 0xC0 == 0x80 { length += 1 }
        let text = line.text(index..<index + length)
        guard let scalar = text.unicodeScalars.first else { return "unexpected character" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        var message: String
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
            message = "unexpected character \(code)"
        } else if scalar.isASCII {
            message = "unexpected character '\(text)'"
        } else {
            message = "unexpected character '\(text)' (\(code))"
        }
        switch text {
        case "<", ">": message += "; did you mean '\(text)='?"
        case "!": message += "; relations are '==', '<=' and '>='"
        default: break
        }
        return message
    }

    /// Whether a byte can start a name (`A-Z`, `a-z`, `_`).
    ///
    /// - Parameters:
    ///   - byte: The byte.
    /// - Returns: `true` when it can.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    /// Whether a byte is an ASCII digit.
    ///
    /// - Parameters:
    ///   - byte: The byte.
    /// - Returns: `true` for `0`…`9`.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
