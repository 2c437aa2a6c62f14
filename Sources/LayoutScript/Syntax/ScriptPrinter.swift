import TrellisLayout

/// Writes statements as canonical script text: one line each, tokens one space apart.
///
/// A program that writes a script (`trellis import`) builds `Statement.Kind`
/// values and prints them here rather than joining strings, so the text it
/// writes is the grammar's, and a change to the grammar that the printer
/// misses fails `ScriptPrinterTests` (print → parse gives the same kind back),
/// not a user's run. Printing also locates: the statement it returns carries
/// the kind with every name, number and operator at the column the printed
/// line has it, exactly as `ScriptParser` would give it for that line.
///
/// The canonical form: `.`, `:` after a label, `@` before a priority, `(`,
/// `)`, `,` and a sign are written against their neighbour, every other
/// token one space from the last; a literal is written in full positional
/// digits (`ScriptPrinter.number`); parentheses are added only where the
/// tree needs them to read back the same. An expression's number is written
/// as it is held: a negative one (which the parser never makes; it makes a
/// negation) reads back as a negation.
///
/// A Visual Format line's format is held as text and written as held.
public enum ScriptPrinter {
    /// A statement printed on one line of a script.
    ///
    /// - Parameters:
    ///   - kind: What the statement says; the locations it holds are ignored.
    ///   - file: The file name its locations carry.
    ///   - line: Its line number (1-based).
    /// - Returns: The statement with its text and every location as the parser reads them from that line.
    public static func statement(_ kind: Statement.Kind, file: String, line: Int) -> Statement {
        var printer = LinePrinter(file: file, line: line)
        let printed = printer.print(kind)
        return Statement(printed, at: SourceLocation(file: file, line: line, column: 1), text: printer.collapsedText)
    }

    /// A number as a generated script writes it, rounded: to `decimals` places as the reports write it
    /// (`ReportNumber.text`: `20`, `0.5`, `0.333333`) where that form is a literal, otherwise (a number the
    /// reports would write with an exponent, or one that would round to 0) as `number(_:)` writes it, in full
    /// positional digits. A finite number it writes reads back as a literal; one not finite is written `nan`, `inf`
    /// or `-inf`, which the grammar does not read as a number.
    public static func number(_ value: Double, decimals: Int) -> String {
        let text = ReportNumber.text(value, decimals: decimals)
        guard value.isFinite, text.contains("e") || (text == "0" && value != 0) else { return text }
        return number(value)
    }

    /// A number as a script literal: its shortest round-trip digits, written without an exponent (which the
    /// grammar refuses): `20`, `0.5`, `-12.25`, `10000000000000000000`, `0.000000000001`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let sign = value.sign == .minus ? "-" : ""
        // Whole numbers below 2^53 are their integer's digits; other shortest digits that Swift writes without
        // an exponent (it writes one below 1e-4 and from 1e16 on) are used as they are, less a final `.0`.
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            return sign + String(UInt64(value.magnitude))
        }
        let shortest = value.magnitude.description
        if !shortest.contains("e") {
            return sign + (shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest)
        }
        let parts = shortest.split(separator: "e")
        let mantissa = parts[0]
        let exponent = parts.count > 1 ? Int(parts[1].drop { $0 == "+" }) ?? 0 : 0
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
        var digits = Array(mantissa.filter { $0 != "." })
        var position = (point ?? digits.count) + exponent
        while digits.count > 1, digits.first == "0", position > 1 {
            digits.removeFirst()
            position -= 1
        }
        var text: String
        if position <= 0 {
            text = "0." + String(repeating: "0", count: -position) + String(digits)
        } else if position >= digits.count {
            text = String(digits) + String(repeating: "0", count: position - digits.count)
        } else {
            text = String(digits[..<position]) + "." + String(digits[position...])
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return sign + text
    }
}

/// The text of one line being printed, and the location of its next token.
struct LinePrinter {
    let file: String
    let line: Int
    private(set) var text = ""
    /// Whether the next token is written against the last one (after `(`, a sign, `.`, `@`).
    private var attached = true

    init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The text with every run of blanks as one space, as `Statement.text` holds a line (only a Visual Format
    /// line's format, written as held, can have such a run).
    var collapsedText: String {
        var previousIsBlank = false
        var collapses = false
        for byte in text.utf8 {
            let isBlank = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            if isBlank && (previousIsBlank || byte != UInt8(ascii: " ")) {
                collapses = true
                break
            }
            previousIsBlank = isBlank
        }
        guard collapses else { return text }
        var result = ""
        var inBlank = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\r" {
                inBlank = true
            } else {
                if inBlank { result += " " }
                inBlank = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Appends a token, one space after the last unless `attached` says otherwise, and returns where it starts.
    @discardableResult
    mutating func token(_ token: String) -> SourceLocation {
        if !attached { text += " " }
        let location = SourceLocation(file: file, line: line, column: text.utf8.count + 1)
        text += token
        attached = false
        return location
    }

    /// `KEYWORD VALUE` for an option that is set (`xPlacement center`, `distribution fill`), and the value.
    mutating func option<Value: RawRepresentable>(_ keyword: String, _ value: Value?) -> Value?
    where Value.RawValue == String {
        guard let value else { return nil }
        token(keyword)
        token(value.rawValue)
        return value
    }

    /// Appends a token against the last one (`.`, `:`, `,`, `)`).
    @discardableResult
    mutating func suffix(_ token: String) -> SourceLocation {
        attached = true
        return self.token(token)
    }

    /// Makes the next token follow the last one without a space (after `(`, `@`, `.` or a sign).
    mutating func attachNext() { attached = true }

    mutating func name(_ name: Name) -> Name { Name(name.text, at: token(name.text)) }

    mutating func names(_ names: [Name]) -> [Name] { names.map { name($0) } }

    mutating func number(_ number: ScriptNumber) -> ScriptNumber {
        switch number {
        case .literal(let value, _): return .literal(value, at: token(ScriptPrinter.number(value)))
        case .metric(let metric): return .metric(name(metric))
        }
    }

    mutating func optionalNumber(_ number: ScriptNumber?, none: String = "none") -> ScriptNumber? {
        guard let number else {
            token(none)
            return nil
        }
        return self.number(number)
    }

    /// A priority after `@`, written against it.
    mutating func priority(_ priority: ScriptNumber?) -> ScriptNumber? {
        guard let priority else { return nil }
        token("@")
        attachNext()
        return number(priority)
    }

    mutating func reference(_ reference: Reference) -> Reference {
        let item = name(reference.item)
        guard let attribute = reference.attribute else { return Reference(item) }
        suffix(".")
        attachNext()
        token(attribute.rawValue)
        return Reference(item, attribute)
    }

    mutating func yesNo(_ value: Bool) { token(value ? "yes" : "no") }
}
