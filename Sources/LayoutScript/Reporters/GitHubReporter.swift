/// Diagnostics as GitHub Actions workflow commands (`--format github`), so
/// they show as annotations on a pull request's diff:
///
/// ```
/// ::error file=photo.layout,line=14,col=1::conflicting constraints: broke …
/// ::warning file=photo.layout,line=6,col=1::view 'label2' is ambiguous: …
/// ```
///
/// Each compiler-style line `FILE:LINE[:COLUMN]: SEVERITY: MESSAGE` becomes
/// one command (`note` becomes `notice`); the test reporter's
/// `FILE:LINE: expected …, got …` becomes an `error`. Values are escaped as
/// GitHub requires: `%`, carriage return and newline in the message, and
/// also `:` and `,` in the properties.
public enum GitHubReporter {
    /// The workflow command for one compiler-style diagnostic line, or nil when it is not one.
    public static func command(forDiagnostic line: String) -> String? {
        guard let parsed = parse(line) else { return nil }
        return command(parsed.severity, file: parsed.file, line: parsed.line, column: parsed.column, message: parsed.message)
    }

    /// The workflow command for a failed expectation.
    public static func command(for result: LayoutReport.ExpectationResult) -> String {
        command(
            "error", file: result.location.file, line: result.location.line, column: result.location.column,
            message: "expected \(result.expected), got \(result.got)")
    }

    static func command(_ severity: String, file: String, line: Int, column: Int?, message: String) -> String {
        var properties = "file=\(escapedProperty(file)),line=\(line)"
        if let column { properties += ",col=\(column)" }
        let kind = severity == "note" ? "notice" : severity
        return "::\(kind) \(properties)::\(escapedData(message))"
    }

    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, found from the first `:LINE:COLUMN: SEVERITY: ` in the line.
    private static func parse(_ line: String) -> (file: String, line: Int, column: Int?, severity: String, message: String)? {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == ":", let parsed = parse(scalars, after: index) {
                let file = String(String.UnicodeScalarView(scalars[..<index]))
                return (file, parsed.line, parsed.column, parsed.severity, parsed.message)
            }
            index += 1
        }
        return nil
    }

    private static func parse(_ scalars: [Unicode.Scalar], after colon: Int) -> (line: Int, column: Int?, severity: String, message: String)? {
        let rest = String(String.UnicodeScalarView(scalars[(colon + 1)...]))
        let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, let lineNumber = Int(parts[0]) else { return nil }
        var column: Int?
        var severityIndex = 1
        if let value = Int(parts[1]) {
            column = value
            severityIndex = 2
        }
        guard parts.count > severityIndex + 1 else { return nil }
        let severity = parts[severityIndex].trimmingSpaces
        guard ["error", "warning", "note"].contains(severity) else { return nil }
        let message = parts[(severityIndex + 1)...].joined(separator: ":")
        return (lineNumber, column, severity, message.hasPrefix(" ") ? String(message.dropFirst()) : message)
    }

    static func escapedData(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case "\r\n": result += "%0D%0A"
            default: result.append(character)
            }
        }
        return result
    }

    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingColonsAndCommas
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}

extension String {
    fileprivate var replacingColonsAndCommas: String {
        var result = ""
        for character in self {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.append(character)
            }
        }
        return result
    }
}
