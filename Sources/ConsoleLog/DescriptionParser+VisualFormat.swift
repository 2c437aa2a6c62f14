extension DescriptionParser {
    /// One element of a visual-format description: the superview `|` or `[ITEM(PREDICATE)]`.
    private enum Element {
        case superview
        case item(LogItem, predicate: String?)
    }

    /// One relation in the Visual Format Language, as Apple describes a constraint it made from one:
    /// `H:[ITEM(200)]`, `V:[ITEM(>=44@750)]`, `H:|-(16)-[ITEM]`, `V:[A]-(8)-[B]`, `H:[A]-(NSSpace(8))-|`,
    /// `H:[A][B]`. `|` is the view `'|'` of the `names:` list, or, without one, the view's superview.
    /// `(LTR)` (AppKit, old UIKit) makes the relation left to right instead of leading to trailing.
    /// - Returns: The relation, and the subview and superview a `|` named in `names:` reveals.
    func readVisualFormat(_ body: String, names: Names) throws -> (
        ConstraintDescription.Equation, (child: LogItem, parent: LogItem)?
    ) {
        let horizontal = body.hasPrefix("H:")
        var format = String(body.dropFirst(2))
        let leftToRight = format.contains("(LTR)")
        format = format.replacingEvery("-(LTR)-", with: "-").replacingEvery("(LTR)", with: "")
        let text = QuotedText(format)
        var index = 0
        let first = try element(text, at: &index, names: names)
        let start: LogAttribute = horizontal ? (leftToRight ? .left : .leading) : .top
        let end: LogAttribute = horizontal ? (leftToRight ? .right : .trailing) : .bottom
        let size: LogAttribute = horizontal ? .width : .height
        if index == text.bytes.count {
            guard case .item(let item, let predicate?) = first else {
                throw Failure(message: "'\(body)' states no relation")
            }
            let (relation, value, priority) = try readPredicate(predicate)
            let equation = ConstraintDescription.Equation(
                first: item, firstAttribute: size, relation: relation, second: nil, multiplier: 1, constant: value,
                priority: priority)
            return (equation, nil)
        }
        // A connection: `-(VALUE)-`, `-` (standard spacing) or nothing (flush).
        var connection: String?
        if text.bytes[index] == UInt8(ascii: "-") {
            index += 1
            if index < text.bytes.count, text.bytes[index] == UInt8(ascii: "(") {
                guard let close = text.closing(index) else {
                    throw Failure(message: "a '(' in '\(body)' does not close")
                }
                connection = text.string((index + 1)..<close)
                index = close + 1
                guard index < text.bytes.count, text.bytes[index] == UInt8(ascii: "-") else {
                    throw Failure(message: "expected '-' after the spacing in '\(body)'")
                }
                index += 1
            } else {
                connection = nil
            }
        } else {
            connection = "0"
        }
        let second = try element(text, at: &index, names: names)
        guard index == text.bytes.count else { throw Failure(message: "'\(body)' holds more than one relation") }
        let standard: Double
        let leading: (LogItem, LogAttribute)
        let trailing: (LogItem, LogAttribute)
        switch (first, second) {
        case (.item(let a, nil), .item(let b, nil)):
            standard = 8
            leading = (a, end)
            trailing = (b, start)
        case (.superview, .item(let b, nil)):
            standard = 20
            leading = (names["|"] ?? LogItem.superview(of: b), start)
            trailing = (b, start)
        case (.item(let a, nil), .superview):
            standard = 20
            leading = (a, end)
            trailing = (names["|"] ?? LogItem.superview(of: a), end)
        default:
            throw Failure(message: "'\(body)' is not one relation between two neighbours")
        }
        let (relation, value, priority) = try connection.map(readPredicate) ?? (.equal, standard, 1000)
        let equation = ConstraintDescription.Equation(
            first: trailing.0, firstAttribute: trailing.1, relation: relation, second: (leading.0, leading.1),
            multiplier: 1, constant: value, priority: priority)
        var superview: (LogItem, LogItem)?
        if let parent = names["|"] {
            switch (first, second) {
            case (.superview, .item(let child, _)), (.item(let child, _), .superview): superview = (child, parent)
            default: break
            }
        }
        return (equation, superview)
    }

    /// `|` or `[ITEM]` / `[ITEM(PREDICATE)]` at `index`, which moves past it.
    private func element(_ text: QuotedText, at index: inout Int, names: Names) throws -> Element {
        guard index < text.bytes.count else { throw Failure(message: "the visual format ends early") }
        if text.bytes[index] == UInt8(ascii: "|") {
            index += 1
            return .superview
        }
        guard text.bytes[index] == UInt8(ascii: "["),
            let close = text.closing(index, opener: UInt8(ascii: "["), closer: UInt8(ascii: "]"))
        else { throw Failure(message: "expected '|' or '[VIEW]' in the visual format") }
        var inner = text.string((index + 1)..<close)
        index = close + 1
        var predicate: String?
        if inner.hasSuffix(")") {
            let quoted = QuotedText(inner)
            guard let open = quoted.first("(") else { throw Failure(message: "a ')' without '(' in '[\(inner)]'") }
            predicate = quoted.string((open + 1)..<(quoted.bytes.count - 1))
            inner = quoted.string(0..<open)
        }
        return .item(try resolveItem(inner, names: names), predicate: predicate)
    }

    /// `200`, `>=44`, `<=100@750`, `NSSpace(8)`, `-5`: a relation, a constant and a priority.
    private func readPredicate(_ text: String) throws -> (LogRelation, Double, Double) {
        var body = Substring(text)
        var relation = LogRelation.equal
        for candidate in [LogRelation.equal, .lessThanOrEqual, .greaterThanOrEqual]
        where body.hasPrefix(candidate.rawValue) {
            relation = candidate
            body = body.dropFirst(2)
        }
        var priority = 1000.0
        if let at = body.lastIndex(of: "@") {
            guard let value = LogNumber.read(body[body.index(after: at)...]) else {
                throw Failure(message: "unreadable priority in '(\(text))'")
            }
            priority = value
            body = body[..<at]
        }
        if body.hasPrefix("NSSpace(") && body.hasSuffix(")") { body = body.dropFirst(8).dropLast() }
        guard let value = LogNumber.read(body) else {
            throw Failure(message: "'(\(text))' is not a number or NSSpace(N)")
        }
        return (relation, value, priority)
    }
}

extension String {
    /// The text with every occurrence of `target` replaced (the standard library's own, without Foundation).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
