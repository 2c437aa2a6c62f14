/// Parses `.layout` scripts into syntax trees.
///
/// The script is read as raw bytes, one statement per line: each line is
/// checked to be UTF-8, cut at its comment, recognised as a Visual Format line
/// or tokenised and parsed by recursive descent. The first malformed line
/// stops parsing with a `ScriptError` located at the offending byte. Nothing a
/// file can contain crashes the parser or exhausts its stack: expression
/// nesting is capped at `nestingLimit`, and everything else is iterative and
/// linear in the length of the input.
public enum ScriptParser {
    /// The deepest nesting of parentheses and signs an expression may have.
    public static let nestingLimit = 256

    /// Parses a script given as bytes.
    ///
    /// Lines end with `\n` (a `\r` before it is blank space); a UTF-8 byte
    /// order mark at the start is skipped.
    ///
    /// - Parameters:
    ///   - source: The script's bytes, meant to be UTF-8.
    ///   - file: The file name to put in locations, printed as given.
    /// - Returns: The statements, in source order.
    /// - Throws: `ScriptError` at the first malformed line: invalid UTF-8, an
    ///   unexpected character, a non-finite number, a statement that does not
    ///   match any form, a priority outside 1…1000, too deep nesting.
    /// - Complexity: O(*n*) in the length of the script.
    public static func parse(source: [UInt8], file: String) throws(ScriptError) -> Script {
        var statements: [Statement] = []
        var allowances: [Allowance] = []
        var lineStart = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 1
        while true {
            var lineEnd = lineStart
            while lineEnd < source.count, source[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = SourceLine(source: source, range: lineStart..<lineEnd, number: number, file: file)
            if let bad = line.firstInvalidUTF8Index() {
                let hex = String(source[bad], radix: 16, uppercase: true)
                throw line.error("invalid UTF-8 byte 0x\(hex.count == 1 ? "0" : "")\(hex)", at: bad)
            }
            if !line.isEmpty {
                statements.append(try statement(on: line))
            }
            if let allowance = try Allowance.parse(on: line) { allowances.append(allowance) }
            guard lineEnd < source.count else { break }
            lineStart = lineEnd + 1
            number += 1
        }
        var script = Script(file: file, statements: statements)
        script.allowances = allowances
        return script
    }

    /// Parses a script given as text.
    ///
    /// - Parameters:
    ///   - source: The script's text.
    ///   - file: The file name to put in locations.
    /// - Returns: The statements, in source order.
    /// - Throws: `ScriptError` as `parse(source:file:)` for bytes.
    public static func parse(source: String, file: String) throws(ScriptError) -> Script {
        try parse(source: Array(source.utf8), file: file)
    }

    /// Parses the statement on one non-empty line.
    ///
    /// - Parameters:
    ///   - line: The line.
    /// - Returns: The statement.
    /// - Throws: `ScriptError` when the line is malformed.
    static func statement(on line: SourceLine) throws(ScriptError) -> Statement {
        let kind: Statement.Kind
        if let orientation = VisualFormatScanner.orientation(of: line) {
            kind = .visualFormat(try VisualFormatScanner(line: line).scan(orientation: orientation))
        } else if let labelled = VisualFormatScanner.labelledFormat(of: line) {
            let scanner = VisualFormatScanner(line: line)
            var format = try scanner.scan(orientation: labelled.orientation, from: labelled.start)
            format.label = labelled.label
            kind = .visualFormat(format)
        } else {
            var parser = LineParser(line: line, tokens: try Lexer(line: line).tokens(from: line.contentStart))
            kind = try parser.parseStatement()
        }
        return Statement(kind, at: line.location(at: line.contentStart), text: line.collapsedText)
    }
}
