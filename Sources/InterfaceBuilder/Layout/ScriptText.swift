import TrellisLayout
import TrellisLayoutScript

/// Small helpers for writing script text.
package enum ScriptText {
    /// A number as a generated script writes it, in the script's decimal form so that it always reads back.
    ///
    /// The reports' formatter at 9 decimals (`20`, `0.5`, `-12.25`) where it
    /// keeps the value; a number it would write with an exponent (`1e+19`, which
    /// the script grammar refuses) or round to 0 is written as the printer
    /// writes a literal, in full positional digits (`10000000000000000000`, `0.000000000001`).
    package static func number(_ value: Double) -> String {
        let text = ReportNumber.text(value, decimals: 9)
        guard value.isFinite, text.contains("e") || (text == "0" && value != 0) else { return text }
        return ScriptPrinter.number(value)
    }

    /// The value a number reads back as once written by `number(_:)`: rounded to 9 decimals where that keeps it.
    static func written(_ value: Double) -> Double {
        Double(number(value)) ?? value
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
}
