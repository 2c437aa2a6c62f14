import TrellisLayoutScript

/// A view `_autolayoutTrace` marks `AMBIGUOUS LAYOUT`, with the attributes it names.
///
/// The trace prints the view tree, one view a line, and marks a view whose
/// layout the engine does not determine:
/// `|   |   *UILabel:0x7f…'Hello'- AMBIGUOUS LAYOUT for UILabel:0x7f…'Hello'.minX{id: 13}, …Width{id: 14}`.
/// The attributes after `for` say what is not determined; without them the
/// trace says only that the view is ambiguous.
public struct AmbiguousView: Sendable, Equatable {
    /// Where the view's line names it.
    public var location: SourceLocation
    /// The view as the trace prints it: `UILabel:0x7f…'Hello'`.
    public var view: String
    /// What is not determined, in the trace's order: `x`, `y`, `width`, `height`; empty when the trace does not say.
    public var attributes: [String]

    /// How `trellis check` words the parts of a view that are not determined:
    /// `horizontal position (x), vertical position (y) and width`.
    public var undeterminedText: String {
        let words = attributes.map { attribute in
            switch attribute {
            case "x": return "horizontal position (x)"
            case "y": return "vertical position (y)"
            default: return attribute
            }
        }
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension ConsoleLog {
    /// The longest line the trace reader looks at; a longer one is not a trace line.
    static let maximumTraceLineLength = 16_384

    /// Every view an `_autolayoutTrace` in the log marks `AMBIGUOUS LAYOUT`, in order.
    ///
    /// - Parameters:
    ///   - bytes: The log.
    ///   - file: The log's name, as the views' locations give it.
    /// - Returns: The ambiguous views; empty when the log holds no trace.
    /// - Complexity: O(n) in the log's length.
    public static func ambiguousViews(in bytes: [UInt8], file: String) -> [AmbiguousView] {
        let text = LogText(bytes, file: file)
        let marker = Array(ascii: "AMBIGUOUS LAYOUT")
        var views: [AmbiguousView] = []
        for line in 1...text.lineCount {
            let range = text.range(ofLine: line)
            guard range.count <= maximumTraceLineLength, let at = text.find(marker, inLine: line) else { continue }
            // The view: after the tree's `|` and spaces and the `*`, `+` or `•` mark, up to ` - ` / `- `.
            var start = range.lowerBound
            while start < at, Self.isTreePrefix(bytes, at: start) { start += Self.prefixWidth(bytes, at: start) }
            var end = at
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
            guard end > start else { continue }
            let view = String(decoding: bytes[start..<end], as: UTF8.self)
            let rest = String(decoding: bytes[(at + marker.count)..<range.upperBound], as: UTF8.self)
            views.append(
                AmbiguousView(
                    location: text.location(of: start), view: view, attributes: Self.traceAttributes(rest)))
        }
        return views
    }

    /// `x`, `y`, `width`, `height` from ` for A.minX{id: 1}, A.Width{id: 2}`.
    static func traceAttributes(_ text: String) -> [String] {
        guard let forRange = text.firstRange(of: "for ") else { return [] }
        var attributes: [String] = []
        for part in text[forRange.upperBound...].split(separator: ",") {
            var word = Substring(part)
            if let brace = word.firstIndex(of: "{") { word = word[..<brace] }
            guard let dot = word.lastIndex(of: ".") else { continue }
            let name: String
            switch word[word.index(after: dot)...].lowercased() {
            case "minx": name = "x"
            case "miny": name = "y"
            case "width": name = "width"
            case "height": name = "height"
            default: continue
            }
            if !attributes.contains(name) { attributes.append(name) }
        }
        return attributes
    }

    /// Whether the bytes at `index` are part of the tree's indentation: `|`, a space, a tab, `*`, `+`, or `•` (E2 80 A2).
    private static func isTreePrefix(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        return byte == UInt8(ascii: "|") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
            || (byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA2)
    }

    private static func prefixWidth(_ bytes: [UInt8], at index: Int) -> Int { bytes[index] == 0xE2 ? 3 : 1 }
}
