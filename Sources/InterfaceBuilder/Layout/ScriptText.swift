import TrellisLayout
import TrellisLayoutScript

/// Small helpers for writing script text.
package enum ScriptText {
    /// A number as a generated script writes it: to 9 decimals where that form reads back
    /// (`ScriptPrinter.number(_:decimals:)`), in full positional digits otherwise.
    package static func number(_ value: Double) -> String { ScriptPrinter.number(value, decimals: 9) }

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
