import TrellisLayout

/// Recognises Visual Format lines and separates the format text from its options.
///
/// The format itself is not parsed here (that is the VFL parser's job, on
/// the kept text); this only finds where it ends. It ends at the first blank
/// outside `[…]` and `(…)` that is followed by the word `align` or
/// `direction`, or at the end of the statement (a `#` comment is already cut).
struct VisualFormatScanner {
    /// The line.
    let line: SourceLine

    /// The orientation if the line is a Visual Format line: `H:`, `V:`, or a leading `|` or `[`.
    ///
    /// - Parameters:
    ///   - line: A non-empty line.
    /// - Returns: The orientation, or `nil` for other statements.
    static func orientation(of line: SourceLine) -> LayoutAxis? {
        orientation(of: line, at: line.contentStart)
    }

    /// A Visual Format line with a label, `LABEL: H:…` (also `LABEL: V:…`, `LABEL: |…`, `LABEL: […`).
    ///
    /// The label is a name other than `H` and `V`; blanks may stand around the colon.
    ///
    /// - Parameters:
    ///   - line: A non-empty line.
    /// - Returns: The label, where the format starts and its orientation; `nil` for other lines.
    static func labelledFormat(of line: SourceLine)
        -> (label: Name, start: Int, orientation: LayoutAxis)?
    {
        let source = line.source
        var index = line.contentStart
        func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
                || (!first && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
        }
        guard index < line.contentEnd, isNameByte(source[index], first: true) else { return nil }
        while index < line.contentEnd, isNameByte(source[index], first: index == line.contentStart) { index += 1 }
        let label = line.text(line.contentStart..<index)
        guard label != "H", label != "V" else { return nil }
        while index < line.contentEnd, SourceLine.isBlank(source[index]) { index += 1 }
        guard index < line.contentEnd, source[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < line.contentEnd, SourceLine.isBlank(source[index]) { index += 1 }
        guard index < line.contentEnd, let orientation = orientation(of: line, at: index) else { return nil }
        return (Name(label, at: line.location(at: line.contentStart)), index, orientation)
    }

    /// The orientation of a format starting at an index, if one does.
    private static func orientation(of line: SourceLine, at start: Int) -> LayoutAxis? {
        let source = line.source
        switch source[start] {
        case UInt8(ascii: "|"), UInt8(ascii: "["):
            return .horizontal
        case UInt8(ascii: "H"), UInt8(ascii: "V"):
            guard start + 1 < line.contentEnd, source[start + 1] == UInt8(ascii: ":") else { return nil }
            return source[start] == UInt8(ascii: "H") ? .horizontal : .vertical
        default:
            return nil
        }
    }

    /// Splits the line into its format and options and parses the options.
    ///
    /// - Parameters:
    ///   - orientation: The orientation found by `orientation(of:)`.
    /// - Returns: The Visual Format line.
    /// - Throws: `ScriptError` for malformed options.
    func scan(orientation: LayoutAxis, from formatStart: Int? = nil) throws(ScriptError)
        -> VisualFormatStatement
    {
        let source = line.source
        let start = formatStart ?? line.contentStart
        var formatEnd = line.contentEnd
        var optionsStart: Int?
        var depth = 0
        var index = start
        while index < line.contentEnd {
            let byte = source[index]
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") {
                depth = max(0, depth - 1)
            } else if depth == 0, SourceLine.isBlank(byte) {
                var word = index
                while word < line.contentEnd, SourceLine.isBlank(source[word]) { word += 1 }
                if startsOption(at: word) {
                    formatEnd = index
                    optionsStart = word
                    break
                }
                index = word
                continue
            }
            index += 1
        }
        var result = VisualFormatStatement(
            format: line.text(start..<formatEnd), formatLocation: line.location(at: start), orientation: orientation)
        if let optionsStart {
            var parser = LineParser(line: line, tokens: try Lexer(line: line).tokens(from: optionsStart))
            try parser.parseFormatOptions(into: &result)
        }
        return result
    }

    /// Whether the word `align` or `direction` starts at an index, followed by a blank or the end.
    ///
    /// - Parameters:
    ///   - index: An index into the source.
    /// - Returns: `true` when an option starts there.
    private func startsOption(at index: Int) -> Bool {
        for word in ["align", "direction"] {
            let bytes = Array(word.utf8)
            let end = index + bytes.count
            guard end <= line.contentEnd, line.source[index..<end].elementsEqual(bytes) else { continue }
            if end == line.contentEnd || SourceLine.isBlank(line.source[end]) { return true }
        }
        return false
    }
}

extension LineParser {
    /// Parses `align A[, A ...]` and `direction D` options into a Visual Format line.
    ///
    /// - Parameters:
    ///   - format: The line to add the options to.
    /// - Throws: `ScriptError` for an unknown option, an attribute `align`
    ///   does not take, or an unknown direction.
    mutating func parseFormatOptions(into format: inout VisualFormatStatement) throws(ScriptError) {
        let allowed = VisualFormatStatement.alignmentAttributes.map(\.rawValue)
        while current.kind != .end {
            if current.isWord("align") {
                repeat {
                    advance()
                    guard let word = current.identifier else { throw expected("an attribute to align") }
                    guard let attribute = LayoutAttribute(rawValue: word),
                        VisualFormatStatement.alignmentAttributes.contains(attribute)
                    else {
                        throw error(
                            "cannot align '\(word)'; expected one of \(allowed.joined(separator: ", "))"
                                + didYouMean(word, among: allowed), at: current)
                    }
                    format.alignments.append(VisualFormatStatement.Alignment(attribute, at: location(of: advance())))
                } while current.isSymbol(.comma)
            } else if current.isWord("direction") {
                advance()
                let names = VisualFormatDirection.allCases.map(\.rawValue)
                guard let word = current.identifier,
                    let direction = VisualFormatDirection(rawValue: word)
                else { throw expected("\(names.joined(separator: ", ")) after 'direction'") }
                advance()
                format.direction = direction
            } else {
                throw expected("'align' or 'direction' after the format")
            }
        }
    }
}
