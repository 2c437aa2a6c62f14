/// Findings as GitHub Actions workflow commands (`--format github`), so
/// they show as annotations on a pull request's diff:
///
/// ```
/// ::error file=photo.layout,line=14,col=1::conflicting constraints: broke …
/// ::notice file=photo.layout,line=9,col=1::'widthPin' declared here
/// ::error file=photo.layout,line=6,col=1::view 'label2' is ambiguous: …
/// ```
///
/// Each finding becomes one command at its CI level (`Finding.level`: an
/// error whenever it fails the run, so an ambiguous view `check` fails on is
/// an `error` here, though the text output calls it a warning), followed by a
/// `notice` per related place. Values are escaped as GitHub requires: `%`,
/// carriage return and newline in the message, and also `:` and `,` in the
/// properties.
public enum GitHubReporter {
    /// The workflow commands for findings, in order.
    ///
    /// - Parameters:
    ///   - findings: The findings.
    /// - Returns: One line per finding and per related place.
    public static func lines(for findings: [Finding]) -> [String] {
        findings.flatMap { finding in
            let kind = finding.level == .note ? "notice" : finding.level.rawValue
            let message = finding.isAllowed ? "allowed: " + finding.message : finding.message
            return [command(kind, at: finding.location, message: message)]
                + finding.related.map { command("notice", at: $0.location, message: $0.message) }
        }
    }

    /// `::KIND file=F,line=L,col=C::MESSAGE`.
    static func command(_ kind: String, at location: SourceLocation, message: String) -> String {
        let file = escapedProperty(location.file)
        return "::\(kind) file=\(file),line=\(location.line),col=\(location.column)::\(escapedData(message))"
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
