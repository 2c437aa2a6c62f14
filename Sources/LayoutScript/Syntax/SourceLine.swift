/// One line of a script's bytes, with the helpers every stage needs to report errors on it.
///
/// The line does not own its bytes: it is a range into the whole source, so
/// walking a 100,000-line script copies nothing. `contentEnd` is where the
/// line's statement ends: at the first `#` (a comment) or the line's end,
/// trailing whitespace removed.
struct SourceLine {
    /// The whole script.
    let source: [UInt8]
    /// This line's bytes in `source`, without the line terminator.
    let range: Range<Int>
    /// The line number, from 1.
    let number: Int
    /// The file name for locations.
    let file: String

    /// The index of the first non-blank byte (or `contentEnd` for an empty statement).
    private(set) var contentStart: Int
    /// The index after the last non-blank byte before any comment.
    private(set) var contentEnd: Int

    /// Finds the content bounds of a line.
    ///
    /// - Parameters:
    ///   - source: The whole script.
    ///   - range: The line's bytes, without the terminator.
    ///   - number: The line number, from 1.
    ///   - file: The file name.
    init(source: [UInt8], range: Range<Int>, number: Int, file: String) {
        self.source = source
        self.range = range
        self.number = number
        self.file = file
        var end = range.lowerBound
        while end < range.upperBound, source[end] != UInt8(ascii: "#") { end += 1 }
        while end > range.lowerBound, Self.isBlank(source[end - 1]) { end -= 1 }
        var start = range.lowerBound
        while start < end, Self.isBlank(source[start]) { start += 1 }
        contentStart = start
        contentEnd = end
    }

    /// Whether a byte is space, tab or carriage return (the whitespace between tokens).
    ///
    /// - Parameters:
    ///   - byte: The byte.
    /// - Returns: `true` for blank bytes.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Whether the line holds no statement (blank or only a comment).
    var isEmpty: Bool { contentStart == contentEnd }

    /// The location of a byte of this line.
    ///
    /// - Parameters:
    ///   - index: An index into `source` within (or just after) this line.
    /// - Returns: Its file, line and 1-based byte column.
    func location(at index: Int) -> SourceLocation {
        SourceLocation(file: file, line: number, column: index - range.lowerBound + 1)
    }

    /// The whole line as text (invalid UTF-8 repaired), for error excerpts.
    var text: String { String(decoding: source[range], as: UTF8.self) }

    /// Source text between two indices, as written.
    ///
    /// - Parameters:
    ///   - bounds: Indices into `source`.
    /// - Returns: The text.
    func text(_ bounds: Range<Int>) -> String { String(decoding: source[bounds], as: UTF8.self) }

    /// The statement's text with comment removed and every run of blanks collapsed to one space.
    ///
    /// This is how unlabelled constraints are named in diagnostics (`line 12: a.width == 40`).
    var collapsedText: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(contentEnd - contentStart)
        var inBlank = false
        for byte in source[contentStart..<contentEnd] {
            if Self.isBlank(byte) {
                inBlank = true
            } else {
                if inBlank { bytes.append(UInt8(ascii: " ")) }
                inBlank = false
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An error located at a byte of this line, carrying the line for its excerpt.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - index: An index into `source`.
    /// - Returns: The error.
    func error(_ message: String, at index: Int) -> ScriptError {
        ScriptError(message, at: location(at: index), sourceLine: text)
    }
}
