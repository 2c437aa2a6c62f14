import TrellisLayoutScript

extension BlockScanner {
    /// Cuts one description out of the log, from its opener to its closing `>`.
    ///
    /// A `>` inside a quoted title (`UILabel:0x…'a > b'`) does not close it;
    /// a quote closes at a `'` not followed by a letter or digit, so a title
    /// may hold an apostrophe (`'Don't'`). Line breaks inside are joined;
    /// escapes a web page added (`&lt;`, `&gt;`, `&quot;`, `&amp;`, `&#39;`,
    /// a backslash before punctuation, curly quotes) are undone.
    ///
    /// - Returns: The description and the offset just after it, or an error
    ///   located at its start when it does not close.
    func readDescription(at start: Int, openerLength: Int) -> Result<(RawDescription, Int), ConsoleLogError> {
        let bytes = text.bytes
        let location = text.location(of: start)
        var buffer: [UInt8] = [UInt8(ascii: "<")]
        var joins: [Int] = []
        var inQuote = false
        var index = start + openerLength
        while index < bytes.count {
            if buffer.count > Self.maximumDescriptionLength {
                return .failure(
                    ConsoleLogError(
                        at: location, "a constraint's description runs past \(Self.maximumDescriptionLength) bytes"))
            }
            var byte = bytes[index]
            if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                index = skipLineBreak(from: index)
                var spaced = false
                while let last = buffer.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                    buffer.removeLast()
                    spaced = true
                }
                if spaced { buffer.append(UInt8(ascii: " ")) } else { joins.append(buffer.count) }
                continue
            }
            var width = 1
            if byte == 0xE2, let decoded = Self.typographicQuote(bytes, at: index) {
                // A web page's curly quotes (‘ ’ “ ”) for the console's straight ones.
                byte = decoded
                width = 3
            } else if byte == UInt8(ascii: "&"), let (decoded, length) = entity(at: index) {
                byte = decoded
                width = length
            } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, Self.isEscapable(bytes[index + 1]) {
                byte = bytes[index + 1]
                width = 2
            } else if byte == 0 {
                return .failure(
                    ConsoleLogError(at: text.location(of: index), "a NUL byte inside a constraint's description"))
            }
            buffer.append(byte)
            index += width
            if inQuote {
                if byte == UInt8(ascii: "'"), index >= bytes.count || !Self.isAlphanumeric(bytes[index]) {
                    inQuote = false
                }
            } else if byte == UInt8(ascii: "'") {
                inQuote = true
            } else if byte == UInt8(ascii: ">"), index >= bytes.count || bytes[index] != UInt8(ascii: "=") {
                // `>=` is a relation (`width >= 44`, `-(>=8)-`), not the description's end.
                return .success((Self.description(buffer, joins: joins, at: location), index))
            }
        }
        return .failure(ConsoleLogError(at: location, "a constraint's description does not end (no closing '>')"))
    }

    /// The offset after a line break and the indentation (and `> ` quote marks) of the next line.
    private func skipLineBreak(from start: Int) -> Int {
        let bytes = text.bytes
        var index = start
        if bytes[index] == UInt8(ascii: "\r") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return index
    }

    /// An HTML entity a web page may have written for a character the console printed.
    private func entity(at index: Int) -> (UInt8, Int)? {
        let entities: [([UInt8], UInt8)] = [
            (Array(ascii: "&lt;"), UInt8(ascii: "<")), (Array(ascii: "&gt;"), UInt8(ascii: ">")),
            (Array(ascii: "&quot;"), UInt8(ascii: "\"")), (Array(ascii: "&amp;"), UInt8(ascii: "&")),
            (Array(ascii: "&#39;"), UInt8(ascii: "'")), (Array(ascii: "&#x27;"), UInt8(ascii: "'")),
        ]
        for (name, byte) in entities where text.bytes[index...].starts(with: name) { return (byte, name.count) }
        return nil
    }

    /// `'` for U+2018 and U+2019, `"` for U+201C and U+201D (UTF-8 `E2 80 98…9D`), else nil.
    static func typographicQuote(_ bytes: [UInt8], at index: Int) -> UInt8? {
        guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return nil }
        switch bytes[index + 2] {
        case 0x98, 0x99: return UInt8(ascii: "'")
        case 0x9C, 0x9D: return UInt8(ascii: "\"")
        default: return nil
        }
    }

    /// Punctuation that Markdown lets a writer escape with a backslash.
    static func isEscapable(_ byte: UInt8) -> Bool {
        Array(ascii: "<>_*[]|()-#.").contains(byte)
    }

    /// The description with its line breaks joined both ways.
    private static func description(_ buffer: [UInt8], joins: [Int], at location: SourceLocation) -> RawDescription {
        var spaced: [UInt8] = []
        var next = 0
        for (index, byte) in buffer.enumerated() {
            while next < joins.count, joins[next] == index {
                spaced.append(UInt8(ascii: " "))
                next += 1
            }
            spaced.append(byte)
        }
        return RawDescription(
            text: String(decoding: spaced, as: UTF8.self),
            tightText: joins.isEmpty ? nil : String(decoding: buffer, as: UTF8.self), location: location)
    }
}
