import TrellisLayout
import TrellisLayoutScript

/// Small helpers for writing script text.
package enum ScriptText {
    /// A number as a generated script writes it: the reports' formatter at 9 decimals (`20`, `0.5`, `-12.25`).
    package static func number(_ value: Double) -> String { ReportNumber.text(value, decimals: 9) }

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
