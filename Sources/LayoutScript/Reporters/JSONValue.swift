/// A JSON document with its keys in a fixed order, for deterministic output.
///
/// Objects are lists of key–value pairs, written in the order given, so the
/// same report always prints the same bytes (a `Dictionary` would not).
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number; non-finite values are written as `null` (JSON has no NaN).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// Whether it is a scalar: null, a boolean, a number or a string.
    private var isScalar: Bool {
        switch self {
        case .null, .bool, .number, .string: return true
        case .array, .object: return false
        }
    }

    /// Whether it is written on one line: scalars, and arrays of scalars (rectangles, name lists).
    private var isInline: Bool {
        switch self {
        case .array(let elements): return elements.allSatisfy(\.isScalar)
        case .object(let members): return members.isEmpty
        default: return true
        }
    }

    /// The document as text: two-space indentation, scalar arrays on one line, a final newline.
    ///
    /// - Returns: The JSON text.
    public func rendered() -> String {
        var output = ""
        write(to: &output, indent: "")
        output.append("\n")
        return output
    }

    /// Appends the value at an indentation level.
    ///
    /// - Parameters:
    ///   - output: The text written so far.
    ///   - indent: The indentation of the line the value starts on.
    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .number(let value): output.append(value.isFinite ? ReportNumber.text(value) : "null")
        case .string(let value): output.append(Self.quoted(value))
        case .array(let elements):
            if elements.isEmpty {
                output.append("[]")
            } else if isInline {
                output.append("[")
                for (index, element) in elements.enumerated() {
                    if index > 0 { output.append(", ") }
                    element.write(to: &output, indent: indent)
                }
                output.append("]")
            } else {
                let inner = indent + "  "
                output.append("[\n")
                for (index, element) in elements.enumerated() {
                    output.append(inner)
                    element.write(to: &output, indent: inner)
                    output.append(index == elements.count - 1 ? "\n" : ",\n")
                }
                output.append(indent + "]")
            }
        case .object(let members):
            guard !members.isEmpty else {
                output.append("{}")
                return
            }
            let inner = indent + "  "
            output.append("{\n")
            for (index, member) in members.enumerated() {
                output.append(inner + Self.quoted(member.key) + ": ")
                member.value.write(to: &output, indent: inner)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(indent + "}")
        }
    }

    /// A string as a JSON string literal.
    ///
    /// Quotes, backslashes and control characters are escaped (`\n`, `\t`,
    /// `\u0001`…), as are U+2028 and U+2029 so the output is also valid
    /// JavaScript; everything else is written as UTF-8.
    ///
    /// - Parameters:
    ///   - text: The string.
    /// - Returns: The literal, with its quotes.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result.append("\\\"")
            case "\\": result.append("\\\\")
            case "\n": result.append("\\n")
            case "\r": result.append("\\r")
            case "\t": result.append("\\t")
            case "\u{08}": result.append("\\b")
            case "\u{0C}": result.append("\\f")
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    result.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
