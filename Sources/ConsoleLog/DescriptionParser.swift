/// Reads one constraint description as UIKit and AppKit print it.
///
/// `<CLASS:ADDRESS['IDENTIFIER'] [h=… v=…] BODY [@PRIORITY] [(active, names: …)]>`,
/// where BODY is `ITEM.ATTR RELATION [MULTIPLIER*]ITEM.ATTR [± CONSTANT]`,
/// `ITEM.ATTR RELATION CONSTANT`, or one Visual Format Language relation
/// (`H:|-(16)-[ITEM]`, `V:[ITEM(200)]`; see `DescriptionParser+VisualFormat.swift`).
/// An item is `CLASS:ADDRESS['Title']` or a name from the `names:` list.
/// Anything else is an error located at the description, never a guess.
struct DescriptionParser {
    let raw: RawDescription

    /// What the parser is given to read, and where the problem is when it cannot.
    struct Failure: Error {
        var message: String
    }

    /// Reads the description; a description whose lines a console wrapped
    /// mid-word is read once more with the breaks joined tight.
    static func parse(_ raw: RawDescription) -> Result<ConstraintDescription, ConsoleLogError> {
        let first = DescriptionParser(raw: raw).parse(raw.text)
        guard case .failure(let failure) = first else { return first.mapError { _ in fatalError() } }
        if let tight = raw.tightText, case .success(let description) = DescriptionParser(raw: raw).parse(tight) {
            return .success(description)
        }
        return .failure(ConsoleLogError(at: raw.location, failure.message))
    }

    /// The names a description's `names:` list gives (`'|'` and the app's own), to the items they stand for.
    typealias Names = [String: LogItem]

    private func parse(_ text: String) -> Result<ConstraintDescription, Failure> {
        do {
            return .success(try read(text))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)"))
        }
    }

    private func read(_ whole: String) throws -> ConstraintDescription {
        var text = Substring(whole)
        guard text.first == "<", text.last == ">" else { throw Failure(message: "a description is '<…>'") }
        text = text.dropFirst().dropLast()
        guard let space = text.firstIndex(of: " ") else {
            throw Failure(message: "the description '\(whole)' names no constraint")
        }
        let head = text[..<space]
        guard let colon = head.firstIndex(of: ":") else { throw Failure(message: "no address after the class") }
        let className = String(head[..<colon])
        var address = head[head.index(after: colon)...]
        if let at = address.firstIndex(of: "@") { address = address[..<at] }  // SnapKit: 0x…@File.swift#19
        guard !address.isEmpty else { throw Failure(message: "no address after '\(className):'") }
        var rest = QuotedText(text[space...].drop(while: { $0 == " " }))
        var identifier: String?
        // An identifier in quotes (`'UIView-Encapsulated-Width'`) and autoresizing masks (`h=--& v=-&-`,
        // which say which constraints the mask made; the relation says the rest), in either order.
        while true {
            if rest.bytes.first == UInt8(ascii: "'") {
                guard
                    let close = (1..<rest.bytes.count).first(where: {
                        rest.bytes[$0] == UInt8(ascii: "'") && ($0 + 1 == rest.bytes.count || !rest.quoted[$0 + 1])
                    })
                else { throw Failure(message: "the identifier's quote does not close") }
                identifier = rest.string(1..<close)
                rest = QuotedText(rest.string((close + 1)..<rest.bytes.count).drop(while: { $0 == " " }))
            } else if rest.bytes.starts(with: Array("h=".utf8)) || rest.bytes.starts(with: Array("v=".utf8)) {
                let end = rest.first(" ") ?? rest.bytes.count
                rest = QuotedText(rest.string(end..<rest.bytes.count).drop(while: { $0 == " " }))
            } else {
                break
            }
        }
        var end = rest.bytes.count
        var names: Names = [:]
        if let annotation = annotationStart(rest) {
            names = try readNames(rest, from: annotation)
            end = annotation
        }
        var contentPriorities: (hug: Double, resistance: Double)?
        if let hug = rest.first(" Hug:", to: end) {
            contentPriorities = try readContentPriorities(rest.string(hug..<end))
            end = hug
        }
        var body = rest.string(0..<end)
        while body.last == " " { body.removeLast() }
        var priority = 1000.0
        if let at = QuotedText(body).last("@"),
            let value = LogNumber.read(String(decoding: Array(body.utf8)[(at + 1)...], as: UTF8.self))
        {
            priority = value
            body = String(decoding: Array(body.utf8)[..<at], as: UTF8.self)
            while body.last == " " { body.removeLast() }
        }
        var equations: [ConstraintDescription.Equation]
        var superviews: [String: LogItem] = [:]
        if body.hasPrefix("H:") || body.hasPrefix("V:") {
            let (equation, superview) = try readVisualFormat(body, names: names)
            equations = [equation]
            if let (child, parent) = superview { superviews[child.identity] = parent }
        } else {
            equations = [try readRelation(body, names: names)]
        }
        for index in equations.indices where equations[index].priority == 1000 { equations[index].priority = priority }
        try checkPriorities(equations)
        if let content = contentPriorities, let equation = equations.first, equation.relation == .equal,
            equation.second == nil
        {
            var hug = equation
            hug.relation = .lessThanOrEqual
            hug.priority = content.hug
            var resistance = equation
            resistance.relation = .greaterThanOrEqual
            resistance.priority = content.resistance
            equations = [hug, resistance]
        }
        return ConstraintDescription(
            className: className, address: String(address), identifier: identifier, equations: equations,
            superviews: superviews, text: whole, location: raw.location)
    }

    private func checkPriorities(_ equations: [ConstraintDescription.Equation]) throws {
        for equation in equations where !(equation.priority >= 1 && equation.priority <= 1000) {
            throw Failure(message: "priority \(equation.priority) is outside 1…1000")
        }
    }

    /// Where `(active…`, `(inactive…` or `(Names: …` starts, outside quotes.
    private func annotationStart(_ text: QuotedText) -> Int? {
        var from = 0
        while let open = text.first("(", from: from) {
            let tail = text.bytes[(open + 1)...]
            for word in ["active", "inactive", "Names:", "names:"] where tail.starts(with: Array(word.utf8)) {
                return open
            }
            from = open + 1
        }
        return nil
    }

    /// The `names:` list of an annotation: `'|':UIView:0x…, label:0x…`.
    private func readNames(_ text: QuotedText, from open: Int) throws -> Names {
        guard let close = text.closing(open) else { throw Failure(message: "the '(' of the annotation does not close") }
        let inner = QuotedText(text.string((open + 1)..<close))
        guard let label = inner.first("names:") ?? inner.first("Names:") else { return [:] }
        var names: Names = [:]
        var start = label + "names:".utf8.count
        while start < inner.bytes.count {
            let end = inner.first(", ", from: start) ?? inner.bytes.count
            let entry = QuotedText(inner.string(start..<end).trimmingSpaces)
            start = end + 2
            guard !entry.bytes.isEmpty else { continue }
            guard let colon = entry.first(":") else { throw Failure(message: "a name without ':' in the names list") }
            var name = entry.string(0..<colon)
            if name.count >= 2, name.first == "'", name.last == "'" { name = String(name.dropFirst().dropLast()) }
            let target = entry.string((colon + 1)..<entry.bytes.count)
            names[name] =
                target.contains(":") ? try readItem(target) : LogItem(className: "", identity: target, title: name)
        }
        return names
    }

    /// `Hug:250 CompressionResistance:750`, after an `NSContentSizeLayoutConstraint`.
    private func readContentPriorities(_ text: String) throws -> (hug: Double, resistance: Double) {
        var hug: Double?
        var resistance: Double?
        for word in text.split(separator: " ") {
            if word.hasPrefix("Hug:") { hug = LogNumber.read(word.dropFirst(4)) }
            if word.hasPrefix("CompressionResistance:") { resistance = LogNumber.read(word.dropFirst(22)) }
        }
        guard let hug, let resistance else { throw Failure(message: "unreadable content priorities '\(text)'") }
        return (hug, resistance)
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        var text = Substring(self).drop(while: { $0 == " " })
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
