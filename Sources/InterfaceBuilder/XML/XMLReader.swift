import TrellisLayoutScript

/// A strict reader of the XML that Interface Builder writes: elements,
/// attributes, character data, comments and CDATA sections, the XML
/// declaration, and the five predefined entities and character references.
///
/// Anything else is refused at its place, as the XML 1.0 specification
/// requires of a well-formed document or because Interface Builder never
/// writes it: a document type declaration (so no entity is declared,
/// expanded or fetched), a processing instruction other than the
/// declaration, an undefined entity, a duplicated attribute, an end tag that
/// does not match, a control character. Text is checked but not kept (layout
/// needs only attributes). The reader never recurses, so a deep document
/// costs no stack; `DocumentParser` sets the limits.
///
/// Columns count bytes from the start of the line, plus one.
struct XMLReader {
    private let bytes: [UInt8]
    private let file: String
    private let nestingLimit: Int
    private let elementLimit: Int
    /// The offset of the next byte to read.
    private var offset = 0
    /// The offset at which each line starts (index 0 is line 1).
    private let lineStarts: [Int]

    /// Creates a reader of a document's bytes, already checked to be UTF-8.
    init(bytes: [UInt8], file: String, nestingLimit: Int, elementLimit: Int) {
        self.bytes = bytes
        self.file = file
        self.nestingLimit = nestingLimit
        self.elementLimit = elementLimit
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == .newline { starts.append(index + 1) }
        lineStarts = starts
    }

    /// Reads the document element and everything in it.
    ///
    /// - Returns: The document element.
    /// - Throws: `DocumentError` at the first place the document is not well-formed or not allowed.
    mutating func read() throws(DocumentError) -> XMLElementNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        if starts(with: "<?xml"), offset + 5 < bytes.count, bytes[offset + 5].isXMLSpace {
            try readDeclaration()
        }
        try readMisc()
        guard offset < bytes.count else {
            throw error(bytes.allSatisfy(\.isXMLSpace) ? "the document is empty" : "the document has no element")
        }
        guard bytes[offset] == .lessThan, offset + 1 < bytes.count, bytes[offset + 1].isNameStart else {
            throw error("expected the document element")
        }
        let root = try readElements()
        try readMisc()
        if offset < bytes.count {
            throw error(
                bytes[offset] == .lessThan
                    ? "a second document element is not allowed" : "text after the document element")
        }
        return root
    }

    // MARK: - Structure

    /// Reads an element and its content, iteratively; `offset` is at its `<`.
    private mutating func readElements() throws(DocumentError) -> XMLElementNode {
        var open: [XMLElementNode] = []
        var count = 0
        var root: XMLElementNode?
        repeat {
            if bytes[offset] == .lessThan, offset + 1 < bytes.count, bytes[offset + 1].isNameStart {
                count += 1
                if open.count >= nestingLimit || count > elementLimit {
                    let what =
                        count > elementLimit
                        ? "more than \(elementLimit) elements" : "nested deeper than \(nestingLimit) elements"
                    throw error("the document has \(what)")
                }
                let (node, isEmpty) = try readStartTag()
                if let parent = open.last { parent.children.append(node) } else { root = node }
                if !isEmpty { open.append(node) }
            } else if starts(with: "</") {
                let start = offset
                offset += 2
                let name = try readName()
                skipSpace()
                try expect(">", "expected '>' to end the end tag of '\(name)'")
                guard let node = open.popLast(), node.name == name else {
                    offset = start
                    throw error("an end tag does not match the element it closes")
                }
            } else {
                try readContent()
            }
            if !open.isEmpty && offset >= bytes.count {
                throw error("the document ends before its elements are closed (truncated?)")
            }
        } while !open.isEmpty
        return root!
    }

    /// Reads a start tag; `offset` is at its `<`. Returns the element and whether it is empty (`/>`).
    private mutating func readStartTag() throws(DocumentError) -> (XMLElementNode, Bool) {
        let (line, column) = position(of: offset)
        offset += 1
        let name = try readName()
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipSpace()
            if starts(with: "/>") {
                offset += 2
                return (XMLElementNode(name: name, attributes: attributes, line: line, column: column), true)
            }
            if starts(with: ">") {
                offset += 1
                return (XMLElementNode(name: name, attributes: attributes, line: line, column: column), false)
            }
            guard offset < bytes.count else { throw error("the document ends inside the start tag of '\(name)'") }
            guard hadSpace, bytes[offset].isNameStart else { throw error("expected an attribute, '>' or '/>'") }
            let attributeStart = offset
            let attribute = try readName()
            skipSpace()
            try expect("=", "expected '=' after the attribute '\(attribute)'")
            skipSpace()
            let value = try readAttributeValue()
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                offset = attributeStart
                throw error("the attribute '\(attribute)' appears twice")
            }
        }
    }

    /// Reads character data, a reference, a comment or a CDATA section between tags.
    private mutating func readContent() throws(DocumentError) {
        if starts(with: "<!--") { return try readComment() }
        if starts(with: "<![CDATA[") {
            offset += 9
            guard let end = find("]]>") else { throw error("the CDATA section is not closed") }
            try checkCharacters(upTo: end)
            offset = end + 3
            return
        }
        if starts(with: "<") { try refuseMarkup() }
        while offset < bytes.count && bytes[offset] != .lessThan {
            let byte = bytes[offset]
            if byte == .ampersand {
                _ = try readReference()
            } else if starts(with: "]]>") {
                throw error("']]>' is not allowed in text")
            } else {
                try checkCharacter(byte)
                offset += 1
            }
        }
    }

    /// Skips white space, comments and, after the document element, nothing else.
    private mutating func readMisc() throws(DocumentError) {
        while offset < bytes.count {
            if bytes[offset].isXMLSpace {
                offset += 1
            } else if starts(with: "<!--") {
                try readComment()
            } else if starts(with: "<!") || starts(with: "<?") {
                try refuseMarkup()
            } else {
                return
            }
        }
    }

    /// Refuses the markup Interface Builder never writes; `offset` is at its `<`.
    private func refuseMarkup() throws(DocumentError) -> Never {
        if starts(with: "<!DOCTYPE") {
            throw error("a document type declaration is not allowed (entities are never expanded or fetched)")
        }
        if starts(with: "<!ENTITY") { throw error("entity declarations are not allowed") }
        if starts(with: "<?") {
            throw error("a processing instruction is not allowed (only the XML declaration, first)")
        }
        throw error(starts(with: "<!") ? "a markup declaration is not allowed" : "expected an element name after '<'")
    }

    /// Reads `<?xml … ?>` at the start; only its form is checked.
    private mutating func readDeclaration() throws(DocumentError) {
        let start = offset
        guard let end = find("?>") else { throw error("the XML declaration is not closed") }
        let text = String(decoding: bytes[(start + 5)..<end], as: UTF8.self)
        guard text.contains("version") else {
            throw error("the XML declaration has no version")
        }
        offset = end + 2
    }

    /// Reads `<!-- … -->`, where `--` may not appear inside.
    private mutating func readComment() throws(DocumentError) {
        let start = offset
        offset += 4
        guard let end = find("--") else {
            offset = start
            throw error("the comment is not closed")
        }
        guard end + 2 < bytes.count, bytes[end + 2] == .greaterThan else {
            offset = end
            throw error("'--' is not allowed inside a comment")
        }
        try checkCharacters(upTo: end)
        offset = end + 3
    }

    // MARK: - Tokens

    /// Reads a name (letters, digits, `_`, `:`, `-`, `.`, and any non-ASCII character; not starting with a digit, `-` or `.`).
    private mutating func readName() throws(DocumentError) -> String {
        guard offset < bytes.count, bytes[offset].isNameStart else { throw error("expected a name") }
        let start = offset
        while offset < bytes.count && bytes[offset].isNameCharacter { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Reads a quoted attribute value, replacing references and turning each literal line break or tab into a space.
    private mutating func readAttributeValue() throws(DocumentError) -> String {
        guard offset < bytes.count, bytes[offset] == .quote || bytes[offset] == .apostrophe else {
            throw error("expected a quoted attribute value")
        }
        let quote = bytes[offset]
        offset += 1
        var value: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw error("the attribute value is not closed") }
            let byte = bytes[offset]
            switch byte {
            case quote:
                offset += 1
                return String(decoding: value, as: UTF8.self)
            case .lessThan:
                throw error("'<' is not allowed in an attribute value")
            case .ampersand:
                value += Array(try readReference().utf8)
            case .carriageReturn:
                // A line break is one space, whether written CR LF, CR or LF.
                value.append(.space)
                offset += offset + 1 < bytes.count && bytes[offset + 1] == .newline ? 2 : 1
            case .newline, .tab:
                value.append(.space)
                offset += 1
            default:
                try checkCharacter(byte)
                value.append(byte)
                offset += 1
            }
        }
    }

    /// Reads `&name;`, `&#N;` or `&#xH;` and returns the character it stands for.
    private mutating func readReference() throws(DocumentError) -> String {
        let start = offset
        // The longest reference is `&#x10FFFF;`; looking no further keeps a run of bare '&' linear.
        let window = offset..<min(offset + 12, bytes.count)
        guard let end = bytes[window].firstIndex(of: .semicolon) else {
            throw error("'&' starts no reference (write '&amp;')")
        }
        let body = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        offset = end + 1
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard body.hasPrefix("#") else {
            offset = start
            throw error("unknown entity '&\(body);' (only the five XML defines)")
        }
        let digits = body.dropFirst()
        let hex = digits.hasPrefix("x")
        let code = hex ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let code, let scalar = Unicode.Scalar(code), scalar.isXMLCharacter,
            !digits.hasPrefix("+"), !digits.hasPrefix("-"), !(hex && digits.dropFirst().hasPrefix("+"))
        else {
            offset = start
            throw error("'&\(body);' refers to no allowed character")
        }
        return String(Character(scalar))
    }

    /// Skips XML white space; returns whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = offset
        while offset < bytes.count && bytes[offset].isXMLSpace { offset += 1 }
        return offset > start
    }

    /// Consumes one ASCII character or throws `message`.
    private mutating func expect(_ character: Unicode.Scalar, _ message: String) throws(DocumentError) {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { throw error(message) }
        offset += 1
    }

    /// Refuses the control characters XML does not allow (all below U+0020 but tab, line feed and carriage return).
    private func checkCharacter(_ byte: UInt8) throws(DocumentError) {
        if byte < 0x20 && !byte.isXMLSpace {
            throw error(
                "the control character U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4)) is not allowed in XML"
            )
        }
    }

    /// Checks every byte from `offset` up to `end` (leaving `offset` at the first bad one).
    private mutating func checkCharacters(upTo end: Int) throws(DocumentError) {
        while offset < end {
            try checkCharacter(bytes[offset])
            offset += 1
        }
    }

    // MARK: - Places

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { pattern in
            for index in 0..<count where bytes[offset + index] != pattern[index] { return false }
            return true
        }
    }

    /// The offset of the next occurrence of `text` at or after `offset`.
    private func find(_ text: StaticString) -> Int? {
        text.withUTF8Buffer { pattern in
            var index = offset
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0] {
                    var matched = true
                    for k in 1..<pattern.count where bytes[index + k] != pattern[k] {
                        matched = false
                        break
                    }
                    if matched { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// The place of a byte offset in the document.
    func location(ofOffset offset: Int) -> SourceLocation {
        let (line, column) = position(of: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The line and column of a byte offset.
    private func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// An error at the current offset.
    private func error(_ message: String) -> DocumentError {
        DocumentError(message, at: location(ofOffset: min(offset, bytes.count)))
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let lessThan = UInt8(ascii: "<")
    fileprivate static let greaterThan = UInt8(ascii: ">")
    fileprivate static let ampersand = UInt8(ascii: "&")
    fileprivate static let semicolon = UInt8(ascii: ";")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let apostrophe = UInt8(ascii: "'")

    /// XML white space: space, tab, line feed, carriage return.
    fileprivate var isXMLSpace: Bool { self == .space || self == .tab || self == .newline || self == .carriageReturn }

    /// A byte that may start a name: an ASCII letter, `_`, `:`, or the first byte of a non-ASCII character.
    fileprivate var isNameStart: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || self == 0x5F || self == 0x3A
            || self >= 0xC0
    }

    /// A byte that may continue a name: a name start, a digit, `-`, `.`, or any byte of a non-ASCII character.
    fileprivate var isNameCharacter: Bool {
        isNameStart || (self >= 0x30 && self <= 0x39) || self == 0x2D || self == 0x2E || self >= 0x80
    }
}

extension Unicode.Scalar {
    /// A character XML 1.0 allows: tab, line feed, carriage return, and U+0020 and above but U+FFFE and U+FFFF.
    fileprivate var isXMLCharacter: Bool {
        value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
