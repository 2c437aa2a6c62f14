extension DescriptionParser {
    /// `ITEM.ATTR RELATION [MULTIPLIER*]ITEM.ATTR [± CONSTANT]` or `ITEM.ATTR RELATION CONSTANT`.
    func readRelation(_ body: String, names: Names) throws -> ConstraintDescription.Equation {
        let text = QuotedText(body)
        var found: (Int, LogRelation)?
        for relation in [LogRelation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            if let index = text.first(" \(relation.rawValue) "), found.map({ index < $0.0 }) ?? true {
                found = (index, relation)
            }
        }
        guard let (index, relation) = found else {
            throw Failure(message: "no relation (==, <= or >=) in '\(body)'")
        }
        let (first, firstAttribute) = try readAttribute(text.string(0..<index), names: names)
        let right = QuotedText(text.string((index + 4)..<text.bytes.count).trimmingSpaces)
        if let constant = LogNumber.read(right.string(0..<right.bytes.count)) {
            return .init(
                first: first, firstAttribute: firstAttribute, relation: relation, second: nil, multiplier: 1,
                constant: constant, priority: 1000)
        }
        var start = 0
        var multiplier = 1.0
        if let star = right.first("*"), let value = LogNumber.read(right.string(0..<star)) {
            multiplier = value
            start = star + 1
        }
        var end = right.bytes.count
        var constant = 0.0
        for sign in [" + ", " - "] {
            if let at = right.last(sign), at > start,
                let value = LogNumber.read(right.string((at + 3)..<right.bytes.count))
            {
                constant = sign == " + " ? value : -value
                end = at
                break
            }
        }
        let (second, secondAttribute) = try readAttribute(right.string(start..<end).trimmingSpaces, names: names)
        return .init(
            first: first, firstAttribute: firstAttribute, relation: relation, second: (second, secondAttribute),
            multiplier: multiplier, constant: constant, priority: 1000)
    }

    /// `ITEM.ATTR`: the attribute is the word after the last `.` outside quotes.
    func readAttribute(_ text: String, names: Names) throws -> (LogItem, LogAttribute) {
        let quoted = QuotedText(text.trimmingSpaces)
        guard let dot = quoted.last(".") else { throw Failure(message: "no attribute in '\(text)'") }
        let word = quoted.string((dot + 1)..<quoted.bytes.count)
        guard let attribute = LogAttribute.read(Substring(word)) else {
            throw Failure(message: "unknown attribute '\(word)'")
        }
        return (try resolveItem(quoted.string(0..<dot), names: names), attribute)
    }

    /// An item written as `CLASS:ADDRESS['Title']`, or a name from the `names:` list.
    func resolveItem(_ text: String, names: Names) throws -> LogItem {
        let quoted = QuotedText(text)
        if quoted.first(":") != nil { return try readItem(text) }
        var name = text
        if name.count >= 2, name.first == "'", name.last == "'" { name = String(name.dropFirst().dropLast()) }
        if let item = names[name] { return item }
        throw Failure(message: "'\(text)' is neither CLASS:ADDRESS nor a name in the names: list")
    }

    /// `CLASS:ADDRESS['Title']`.
    func readItem(_ text: String) throws -> LogItem {
        let quoted = QuotedText(text.trimmingSpaces)
        guard let colon = quoted.first(":"), colon > 0 else { throw Failure(message: "'\(text)' is not CLASS:ADDRESS") }
        let className = quoted.string(0..<colon)
        guard className.utf8.allSatisfy(BlockScanner.isNameByte) else {
            throw Failure(message: "'\(className)' is not a class name")
        }
        var identityEnd = quoted.bytes.count
        var title: String?
        if let open = (colon + 1..<quoted.bytes.count).first(where: { quoted.quoted[$0] }) {
            identityEnd = open
            guard quoted.bytes.last == UInt8(ascii: "'"), quoted.bytes.count - open >= 2 else {
                throw Failure(message: "the title in '\(text)' does not close")
            }
            title = quoted.string((open + 1)..<(quoted.bytes.count - 1))
        }
        let identity = quoted.string((colon + 1)..<identityEnd)
        guard !identity.isEmpty, identity.utf8.allSatisfy(BlockScanner.isNameByte) else {
            throw Failure(message: "'\(text)' has no address after its class")
        }
        return LogItem(className: className, identity: identity, title: title)
    }
}
