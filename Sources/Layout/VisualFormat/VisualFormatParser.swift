/// A single-pass, non-recursive parser from a visual format string to a
/// `VisualFormatLine`.
///
/// The grammar is Apple's (Auto Layout Guide, "Visual Format Language"):
///
///     line        (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
///     orientation 'H' | 'V'
///     view        '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  empty | '-' | '-' (number | metric) '-' | '-' '(' predicate (',' predicate)* ')' '-'
///     predicate   ('==' | '<=' | '>=')? (constant | name) ('@' (number | metric))?
///
/// Spaces and tabs may stand between tokens, never inside a name or number.
/// The parser reads each character once, so it runs in linear time, and it
/// never recurses, so deep garbage cannot exhaust the stack.
struct VisualFormatParser {
    let text: [Character]
    let metrics: [String: Double]
    var index = 0

    /// Creates a parser over one format string.
    ///
    /// - Parameters:
    ///   - format: The visual format string.
    ///   - metrics: Values for metric names.
    init(_ format: String, metrics: [String: Double]) {
        self.text = Array(format)
        self.metrics = metrics
    }

    /// Parses the whole string as one line.
    ///
    /// - Returns: The line's syntax tree, with metrics resolved.
    /// - Throws: `VisualFormatError` at the first problem.
    mutating func parseLine() throws(VisualFormatError) -> VisualFormatLine {
        let orientation = try parseOrientation()
        var leadingEdge: VisualFormatConnection?
        skipSpaces()
        if peek == "|" {
            index += 1
            leadingEdge = try parseConnection(after: "'|'")
        }
        var views = [try parseView(expecting: leadingEdge == nil ? "'|' or '[' to start the line" : "'['")]
        var seen: Set<String> = [views[0].name]
        var connections: [VisualFormatConnection] = []
        var trailingEdge: VisualFormatConnection?
        while true {
            skipSpaces()
            if peek == nil { break }
            let connection = try parseConnection(after: "a view")
            if peek == "|" {
                index += 1
                trailingEdge = connection
                skipSpaces()
                if let extra = peek { throw error(.expected("the end of the format after '|'", found: extra)) }
                break
            }
            let view = try parseView(expecting: "'[' or '|'")
            guard seen.insert(view.name).inserted else {
                throw VisualFormatError(.duplicateView(view.name), column: view.column)
            }
            views.append(view)
            connections.append(connection)
        }
        return VisualFormatLine(
            orientation: orientation, leadingEdge: leadingEdge, views: views,
            connections: connections, trailingEdge: trailingEdge)
    }

    /// Reads an optional `H:` or `V:`; `H` when there is none.
    private mutating func parseOrientation() throws(VisualFormatError) -> LayoutAxis {
        skipSpaces()
        guard let letter = peek, letter == "H" || letter == "V" else { return .horizontal }
        index += 1
        skipSpaces()
        guard peek == ":" else { throw error(.expected("':' after '\(letter)'", found: peek)) }
        index += 1
        return letter == "H" ? .horizontal : .vertical
    }

    /// Reads `[name]` or `[name(predicates)]`.
    ///
    /// - Parameter expectation: What to call the expected `[` in an error.
    private mutating func parseView(expecting expectation: String) throws(VisualFormatError) -> VisualFormatView {
        skipSpaces()
        guard peek == "[" else { throw error(.expected(expectation, found: peek)) }
        index += 1
        skipSpaces()
        let column = index + 1
        guard let name = scanIdentifier() else { throw error(.expected("a view name after '['", found: peek)) }
        var view = VisualFormatView(name: name, column: column)
        skipSpaces()
        if peek == "(" {
            view.predicates = try parsePredicateList(sizing: name)
            skipSpaces()
            guard peek == "]" else { throw error(.expected("']' after the view's predicates", found: peek)) }
        } else {
            guard peek == "]" else { throw error(.expected("']' or '(' after view name", found: peek)) }
        }
        index += 1
        return view
    }

    /// Reads the connection that follows `|` or a view and stops before the next `[` or `|`.
    ///
    /// - Parameter place: What the connection follows, for error messages.
    private mutating func parseConnection(after place: String) throws(VisualFormatError) -> VisualFormatConnection {
        skipSpaces()
        switch peek {
        case "[", "|":
            return .flush
        case "-":
            index += 1
        default:
            throw error(.expected("'-', '[' or '|' after \(place)", found: peek))
        }
        skipSpaces()
        let predicates: [VisualFormatPredicate]
        switch peek {
        case "[", "|":
            return .standard
        case "(":
            predicates = try parsePredicateList(sizing: nil)
        case let c? where c.isVFLDigit || c == "." || c.isVFLIdentifierStart:
            let column = index + 1
            predicates = [VisualFormatPredicate(.equal, .constant(try parseConstant(allowSign: false)), column: column)]
        default:
            throw error(.expected("a number, a metric, '(', '[' or '|' after '-'", found: peek))
        }
        skipSpaces()
        guard peek == "-" else { throw error(.expected("'-' after the spacing", found: peek)) }
        index += 1
        skipSpaces()
        guard peek == "[" || peek == "|" else { throw error(.expected("'[' or '|' after a spacing", found: peek)) }
        return .predicates(predicates)
    }

    /// The character at the read position, or nil at the end.
    var peek: Character? {
        index < text.count ? text[index] : nil
    }

    /// Moves past spaces and tabs.
    mutating func skipSpaces() {
        while index < text.count, text[index] == " " || text[index] == "\t" {
            index += 1
        }
    }

    /// Reads a name `[A-Za-z_][A-Za-z0-9_]*`, or returns nil without moving.
    mutating func scanIdentifier() -> String? {
        guard let first = peek, first.isVFLIdentifierStart else { return nil }
        let start = index
        index += 1
        while let c = peek, c.isVFLIdentifierStart || c.isVFLDigit {
            index += 1
        }
        return String(text[start..<index])
    }

    /// Reads a decimal number: optional sign (when allowed), digits with an
    /// optional fraction, and an optional exponent.
    mutating func scanNumber(allowSign: Bool) throws(VisualFormatError) -> Double? {
        let start = index
        if allowSign, peek == "-" || peek == "+" { index += 1 }
        var digits = scanDigits()
        if peek == "." {
            index += 1
            digits += scanDigits()
        }
        guard digits > 0 else {
            index = start
            return nil
        }
        if peek == "e" || peek == "E" {
            let mark = index
            index += 1
            if peek == "-" || peek == "+" { index += 1 }
            if scanDigits() == 0 { index = mark }
        }
        let literal = String(text[start..<index])
        guard let value = Double(literal), value.isFinite else {
            throw VisualFormatError(.invalidNumber(literal), column: start + 1)
        }
        return value
    }

    /// Moves past ASCII digits and returns how many there were.
    private mutating func scanDigits() -> Int {
        let start = index
        while let c = peek, c.isVFLDigit { index += 1 }
        return index - start
    }

    /// An error at the read position.
    func error(_ kind: VisualFormatError.Kind) -> VisualFormatError {
        VisualFormatError(kind, column: index + 1)
    }
}

extension Character {
    /// Whether the character is an ASCII digit.
    var isVFLDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return ascii >= 0x30 && ascii <= 0x39
    }

    /// Whether the character may start a name: an ASCII letter or `_`.
    var isVFLIdentifierStart: Bool {
        guard let ascii = asciiValue else { return false }
        return (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A) || ascii == 0x5F
    }
}
