import TrellisLayoutScript

/// A console log's bytes, split into lines, with the text matching the scanner needs.
///
/// Bytes, not characters: everything Apple prints around a constraint is
/// ASCII, and a log can be very large, so the scanner never decodes the whole
/// text. Titles and names keep whatever bytes they hold (decoded as UTF-8,
/// invalid sequences replaced, when they become strings).
struct LogText {
    /// The log's name, as its locations give it.
    let file: String
    /// The log's bytes.
    let bytes: [UInt8]
    /// Where each line starts; line N (from 1) starts at `lineStarts[N - 1]`.
    let lineStarts: [Int]

    /// Splits the log into lines at LF (a CR before it belongs to no line).
    ///
    /// - Parameters:
    ///   - bytes: The log.
    ///   - file: The log's name, as its locations give it.
    init(_ bytes: [UInt8], file: String) {
        self.file = file
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// How many lines the log has.
    var lineCount: Int { lineStarts.count }

    /// The byte range of a line (from 1), without its line ending.
    func range(ofLine line: Int) -> Range<Int> {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The location of a byte offset.
    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// Where `needle` first occurs in a line, as a byte offset into the log.
    func find(_ needle: [UInt8], inLine line: Int) -> Int? {
        LogText.find(needle, in: bytes, range: range(ofLine: line))
    }

    /// Where `needle` first occurs in `haystack[range]`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], range: Range<Int>) -> Int? {
        guard !needle.isEmpty, range.count >= needle.count else { return nil }
        let first = needle[0]
        var index = range.lowerBound
        let last = range.upperBound - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}

extension Array where Element == UInt8 {
    /// The ASCII bytes of a literal.
    init(ascii text: StaticString) {
        self = Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
