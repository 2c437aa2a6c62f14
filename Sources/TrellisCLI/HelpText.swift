/// The text of `trellis --help` and `trellis help COMMAND`.
///
/// The command list, usage lines and options are made from `Subcommand` and
/// `Option.table`; what each command does is in `HelpText+Commands.swift`.
package enum HelpText {
    /// The number of the release these sources are, or lead to.
    package static let releaseNumber = "0.2.0"

    /// The version `trellis --version` prints: the release number when a tag
    /// of that name (or `v` and that name) is at the commit the sources are
    /// at; otherwise the number with `-dev` and the commit, so a build from a
    /// clone of `main` says which code it is.
    package static var version: String { version(of: SourceCheckout.current) }

    /// The version for a checkout (nil: none was found).
    package static func version(of checkout: SourceCheckout?) -> String {
        guard let checkout else { return releaseNumber + "-dev (commit unknown)" }
        if checkout.tags.contains(releaseNumber) || checkout.tags.contains("v" + releaseNumber) {
            return releaseNumber
        }
        return releaseNumber + "-dev (commit \(checkout.commit.prefix(12)))"
    }

    /// Where descriptions start in the overview's lists of commands and options.
    static let overviewColumn = 32

    /// The overview.
    package static var overview: String {
        let commands = Subcommand.allCases.map { entry($0.synopsis, $0.summary, column: overviewColumn) }
        let options = Option.global.map {
            entry($0.spellings.joined(separator: ", "), $0.help, column: overviewColumn)
        }
        return """
            trellis \(releaseNumber) — lay out .layout scripts with Trellis's Auto Layout engine

            usage: trellis <command> FILE... [options]

            commands:
            \(commands.joined(separator: "\n"))

            \(documents)

            options:
            \(options.joined(separator: "\n"))

            exit status: 0 success; 1 check found a conflict or ambiguity, or a test failed;
            2 bad input (a malformed script, a missing file, an unknown option).
            """
    }

    /// One command's help: its usage line, what it does, its options and its exit statuses.
    ///
    /// - Parameters:
    ///   - command: The subcommand.
    /// - Returns: The help, without a final newline.
    package static func help(for command: Subcommand) -> String {
        var options: [String] = []
        for option in Option.taken(by: command) {
            guard let use = option.use(by: command) else { continue }
            let spelled = option.spellings.joined(separator: ", ")
            let term = spelled + (option.placeholder(for: command).map { " " + $0 } ?? "")
            for paragraph in use.help {
                options.append(entry(paragraph.term ?? term, paragraph.text, column: optionColumn(of: command)))
            }
        }
        return """
            \(command.usage)

            \(about(command))

            options:
            \(options.joined(separator: "\n"))

            exit status: \(exitStatus(of: command))
            """
    }

    /// A term and its description, indented by two; the description starts at
    /// `column`, on the term's line when the term leaves two spaces before it,
    /// else on the next line; its further lines start at `column` too.
    ///
    /// - Parameters:
    ///   - term: What is described (`--junit PATH`).
    ///   - text: The description; `\n` between its lines.
    ///   - column: Where the description starts.
    /// - Returns: The lines, joined by `\n`.
    static func entry(_ term: String, _ text: String, column: Int) -> String {
        let head = "  " + term
        let indent = String(repeating: " ", count: column)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
        guard head.count + 2 <= column else { return ([head] + lines).joined(separator: "\n") }
        let first = head + String(repeating: " ", count: column - head.count) + lines[0].dropFirst(column)
        return ([first] + lines.dropFirst()).joined(separator: "\n")
    }
}
