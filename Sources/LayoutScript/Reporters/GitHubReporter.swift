/// Findings as GitHub Actions workflow commands (`--format github`), so
/// they show as annotations on a pull request's diff:
///
/// ```
/// ::error file=photo.layout,line=14,col=1,title=conflicting-constraints::conflicting constraints: broke …
/// ::notice file=photo.layout,line=9,col=1,title=conflicting-constraints::'widthPin' declared here
/// ::warning file=photo.layout,line=6,col=1,title=ambiguous-layout::view 'label2' is ambiguous: …
/// ```
///
/// Each finding becomes one command at its level (`Finding.level`: its
/// severity, the same as in the text output), titled by its rule, followed by
/// a `notice` per related place. Values are escaped as GitHub requires: `%`,
/// carriage return and newline in the message, and also `:` and `,` in the
/// properties.
public enum GitHubReporter {
    /// How many annotations a file gets before the rest are summed up in one:
    /// GitHub shows about ten annotations of each level per step.
    public static let annotationsPerFile = 10

    /// The workflow commands for findings, in order.
    ///
    /// A file's annotations (each finding's command and its related notices)
    /// stop at `annotationsPerFile`; the findings left out of a file are then
    /// counted in one annotation at its first line, at the most serious level
    /// among them, after all the others.
    ///
    /// - Parameters:
    ///   - findings: The findings.
    /// - Returns: One line per annotation.
    public static func lines(for findings: [Finding]) -> [String] {
        var lines: [String] = []
        var shown: [String: Int] = [:]
        var leftOut: [(file: String, count: Int, level: LayoutReport.Diagnostic.Severity)] = []
        for finding in findings {
            let file = finding.location.file
            let kind = finding.level == .note ? "notice" : finding.level.rawValue
            let message = finding.isAllowed ? "allowed: " + finding.message : finding.message
            let title = finding.rule.rawValue
            let commands =
                [command(kind, at: finding.location, end: finding.end, title: title, message: message)]
                + finding.related.map { command("notice", at: $0.location, title: title, message: $0.message) }
            if shown[file, default: 0] + commands.count <= annotationsPerFile {
                shown[file, default: 0] += commands.count
                lines += commands
            } else if let index = leftOut.firstIndex(where: { $0.file == file }) {
                leftOut[index].count += 1
                leftOut[index].level = moreSerious(leftOut[index].level, finding.level)
            } else {
                leftOut.append((file, 1, finding.level))
            }
        }
        for (file, count, level) in leftOut {
            let message =
                "\(count) more \(count == 1 ? "finding" : "findings") in this file not shown as annotations "
                + "(GitHub shows about \(annotationsPerFile) per step); the step's log lists them all"
            lines.append(
                command(
                    level == .note ? "notice" : level.rawValue, at: SourceLocation(file: file, line: 1, column: 1),
                    title: "trellis: more findings", message: message))
        }
        return lines
    }

    /// The more serious of two levels.
    static func moreSerious(_ first: LayoutReport.Diagnostic.Severity, _ second: LayoutReport.Diagnostic.Severity)
        -> LayoutReport.Diagnostic.Severity
    {
        let order: [LayoutReport.Diagnostic.Severity] = [.note, .warning, .error]
        return (order.firstIndex(of: first) ?? 0) >= (order.firstIndex(of: second) ?? 0) ? first : second
    }

    /// `::KIND file=F,line=L,col=C[,endLine=L2,endColumn=C2],title=T::MESSAGE`; the end, when known,
    /// is the last column of what the finding is about.
    static func command(
        _ kind: String, at location: SourceLocation, end: SourceLocation? = nil, title: String, message: String
    ) -> String {
        let file = escapedProperty(location.file)
        let range = end.map { ",endLine=\($0.line),endColumn=\($0.column)" } ?? ""
        return "::\(kind) file=\(file),line=\(location.line),col=\(location.column)\(range),"
            + "title=\(escapedProperty(title))::" + escapedData(message)
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
