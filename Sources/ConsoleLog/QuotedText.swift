/// Text of a description with its quoted titles marked, so that searches for
/// punctuation skip what lies inside quotes (`UILabel:0x…'a == b.c'`).
///
/// A quote opens at `'` and closes at a `'` not followed by a letter or
/// digit, so titles may hold apostrophes (`'Don't'`).
struct QuotedText {
    let bytes: [UInt8]
    /// Whether each byte lies inside quotes (the quotes themselves included).
    let quoted: [Bool]

    init<S: StringProtocol>(_ text: S) {
        bytes = Array(text.utf8)
        var quoted = [Bool](repeating: false, count: bytes.count)
        var inQuote = false
        for index in bytes.indices {
            let byte = bytes[index]
            if inQuote {
                quoted[index] = true
                if byte == UInt8(ascii: "'"),
                    index + 1 >= bytes.count || !BlockScanner.isAlphanumeric(bytes[index + 1])
                {
                    inQuote = false
                }
            } else if byte == UInt8(ascii: "'") {
                quoted[index] = true
                inQuote = true
            }
        }
        self.quoted = quoted
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The first unquoted occurrence of `needle` at or after `from` and before `to`.
    func first(_ needle: String, from: Int = 0, to: Int? = nil) -> Int? {
        let target = Array(needle.utf8)
        let end = (to ?? bytes.count) - target.count
        guard !target.isEmpty, from <= end else { return nil }
        for index in from...end where !quoted[index] && bytes[index..<index + target.count].elementsEqual(target) {
            return index
        }
        return nil
    }

    /// The last unquoted occurrence of `needle` that ends by `to`.
    func last(_ needle: String, to: Int? = nil) -> Int? {
        let target = Array(needle.utf8)
        let end = (to ?? bytes.count) - target.count
        guard !target.isEmpty, end >= 0 else { return nil }
        for index in stride(from: end, through: 0, by: -1)
        where !quoted[index] && bytes[index..<index + target.count].elementsEqual(target) {
            return index
        }
        return nil
    }

    /// The index of the `)` that closes the `(` at `open`, counting nested parentheses outside quotes.
    func closing(_ open: Int, opener: UInt8 = UInt8(ascii: "("), closer: UInt8 = UInt8(ascii: ")")) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            if !quoted[index] {
                if bytes[index] == opener { depth += 1 }
                if bytes[index] == closer {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }
}
