/// One option of `trellis`'s subcommands, declared once: its spellings,
/// whether it takes a value, the subcommands that take it and how their
/// usage lines and help show it, and what it sets.
///
/// `ArgumentParser` reads options through `Option.table`, and each
/// subcommand's usage line and the options part of its help are generated
/// from the same table, so adding an option is adding a row there.
package struct Option: Sendable {
    /// How a subcommand's usage line shows an option.
    package enum Usage: Sendable {
        /// `[-o OUT.layout]`.
        case optional
        /// `-o OUT.svg`; without it the subcommand is a usage error, `'render' needs WHAT: -o OUT.svg`.
        case required(what: String)
        /// Only in the help, not on the usage line.
        case helpOnly
    }

    /// A paragraph of a subcommand's help about an option.
    package struct Help: Sendable {
        /// What the paragraph is about (`--format github`); by default the spellings and the value.
        let term: String?
        /// What the option does; a `\n` starts a line at the description column.
        let text: String

        /// Creates a paragraph.
        ///
        /// - Parameters:
        ///   - term: What it is about, when not the spellings and value.
        ///   - text: What the option does.
        init(term: String? = nil, _ text: String) {
            self.term = term
            self.text = text
        }
    }

    /// A subcommand that takes the option, with how it shows it.
    package struct Use: Sendable {
        /// The subcommand.
        let command: Subcommand
        /// The value's placeholder for this subcommand, when not the option's own (`OUT.svg` for `-o`).
        let placeholder: String?
        /// How the usage line shows it.
        let usage: Usage
        /// Its paragraphs in the subcommand's help, in order.
        let help: [Help]

        /// Creates a use.
        ///
        /// - Parameters:
        ///   - command: The subcommand.
        ///   - placeholder: The value's placeholder, when not the option's own.
        ///   - usage: How the usage line shows it.
        ///   - help: Its paragraphs in the subcommand's help.
        init(_ command: Subcommand, placeholder: String? = nil, usage: Usage = .optional, help: [Help]) {
            self.command = command
            self.placeholder = placeholder
            self.usage = usage
            self.help = help
        }
    }

    /// A value the option does not accept (`--format xml`), with the message to print.
    package struct InvalidValue: Error {
        let message: String
    }

    /// The spellings, e.g. `["-o", "--output"]`; the first is the one usage lines and errors show.
    let spellings: [String]
    /// The value's placeholder (`PATH`), or nil for a flag, which takes no value.
    let value: String?
    /// The subcommands that take it.
    let uses: [Use]
    /// Records it in the options: with its value, or `""` for a flag.
    let apply: @Sendable (inout Invocation.Options, String) throws(InvalidValue) -> Void

    /// How a subcommand takes it, or nil when it does not.
    func use(by command: Subcommand) -> Use? { uses.first { $0.command == command } }

    /// The value's placeholder for a subcommand (`OUT.svg`), or nil for a flag.
    func placeholder(for command: Subcommand) -> String? {
        guard let value else { return nil }
        return use(by: command)?.placeholder ?? value
    }

    /// The options a subcommand takes, in the table's order.
    static func taken(by command: Subcommand) -> [Option] { table.filter { $0.use(by: command) != nil } }
}

/// An option of `trellis` itself, before any subcommand: `--help`, `--version`.
package struct GlobalOption: Sendable {
    /// The spellings, e.g. `["-h", "--help"]`.
    let spellings: [String]
    /// Its line in the overview.
    let help: String

    /// The long spelling, the one suggested for a near miss (`--hlep`).
    var longSpelling: String { spellings.last { $0.hasPrefix("--") } ?? spellings[0] }
}
