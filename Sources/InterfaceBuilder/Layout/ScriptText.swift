import TrellisLayout
import TrellisLayoutScript

/// Small helpers for writing script text.
package enum ScriptText {
    /// A number as a generated script writes it, in the script's decimal form so that it always reads back.
    ///
    /// The reports' formatter at 9 decimals (`20`, `0.5`, `-12.25`) where it
    /// keeps the value; a number it would write with an exponent (`1e+19`, which
    /// the script grammar refuses) or round to 0 is written out in full
    /// positional digits instead (`10000000000000000000`, `0.000000000001`).
    package static func number(_ value: Double) -> String {
        let text = ReportNumber.text(value, decimals: 9)
        guard value.isFinite, text.contains("e") || (text == "0" && value != 0) else { return text }
        return positional(value)
    }

    /// The value a number reads back as once written by `number(_:)`: rounded to 9 decimals where that keeps it.
    static func written(_ value: Double) -> Double {
        Double(number(value)) ?? value
    }

    /// A finite number's shortest round-trip digits written without an exponent.
    static func positional(_ value: Double) -> String {
        let shortest = value.magnitude.description
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
        return (value < 0 ? "-" : "") + text
    }

    /// Document text (a scene's name, an id, a path) as a script comment holds it: every
    /// control character escaped (`\u{A}`), so that it cannot end the comment's line, and
    /// `#` too (`\u{23}`), so that it cannot start a directive (`# trellis: allow …`).
    static func comment(_ text: String) -> String {
        TerminalText.escaped(text).map { $0 == "#" ? "\\u{23}" : String($0) }.joined()
    }

    /// A frame as the importer's messages print it: `(x, y, width, height)`, each number as `number(_:)` writes it.
    package static func frame(_ rect: Rect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// An identifier made from any text: letters, digits and `_`, not starting with a digit.
    static func identifier(_ text: String) -> String {
        var result = ""
        var pendingUnderscore = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingUnderscore, !result.isEmpty { result.append("_") }
                pendingUnderscore = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingUnderscore = true
            }
        }
        if result.isEmpty { result = "v" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "v" + result }
        return result
    }

    /// `+ N` or `- N` for a constant added to an expression ("" for 0).
    static func addend(_ value: Double) -> String {
        if value == 0 { return "" }
        return value < 0 ? " - \(number(-value))" : " + \(number(value))"
    }
}
