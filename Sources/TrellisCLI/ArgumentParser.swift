import TrellisLayoutScript

/// Turns `trellis`'s arguments into an `Invocation`; a small, dependency-free parser.
///
/// Options may come before, between or after the files; `--name=value` is
/// the same as `--name value`; `--` ends the options (everything after it is
/// a file); a lone `-` is a file name. `--help` or `-h` anywhere after a
/// subcommand asks for its help. Unknown options and commands are errors
/// with a "did you mean" suggestion when one is close. The options are
/// those `Option.table` declares.
package enum ArgumentParser {
    /// The overall usage line.
    static let usage =
        "usage: trellis <\(Subcommand.allCases.map(\.rawValue).joined(separator: "|"))> FILE... [options]   (trellis --help for more)"

    /// Parses the arguments after the program name.
    ///
    /// - Parameters:
    ///   - arguments: The command line, without `argv[0]`.
    /// - Returns: What to do.
    /// - Throws: `UsageError` for no or an unknown command, an unknown or
    ///   repeated option, a missing option value, or the wrong number of files.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { throw UsageError(message: "no command given", usage: usage) }
        switch first {
        case "--help", "-h":
            return .help
        case "--version":
            return .version
        case "help":
            guard arguments.count > 1 else { return .help }
            guard let command = Subcommand(rawValue: arguments[1]) else {
                throw UsageError(message: unknownCommand(arguments[1]), usage: usage)
            }
            guard arguments.count == 2 else {
                throw UsageError(message: "'help' takes one command; unexpected '\(arguments[2])'", usage: usage)
            }
            return .commandHelp(command)
        default:
            guard let command = Subcommand(rawValue: first) else {
                if first.hasPrefix("-") {
                    let hint = closestName(to: first, among: Option.global.map(\.longSpelling)).map {
                        "; did you mean '\($0)'?"
                    }
                    throw UsageError(message: "unknown option '\(first)'\(hint ?? "")", usage: usage)
                }
                throw UsageError(message: unknownCommand(first), usage: usage)
            }
            return try parse(Array(arguments.dropFirst()), for: command)
        }
    }

    /// Parses a subcommand's arguments.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the subcommand's name.
    ///   - command: The subcommand.
    /// - Returns: `.run` with the files and options, or `.commandHelp`.
    /// - Throws: `UsageError` as `parse(_:)`.
    private static func parse(_ arguments: [String], for command: Subcommand) throws(UsageError) -> Invocation {
        let beforeFiles = arguments.prefix(while: { $0 != "--" })
        if beforeFiles.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .commandHelp(command)
        }
        var options = Invocation.Options()
        var seen: Set<String> = []
        var index = 0
        var onlyFiles = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                options.files.append(argument)
                continue
            }
            if argument == "--" {
                onlyFiles = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = Option.taken(by: command).first(where: { $0.spellings.contains(name) }) else {
                throw unknownOption(name, command)
            }
            guard let placeholder = option.placeholder(for: command) else {
                if inlineValue != nil {
                    throw UsageError(message: "option '\(name)' takes no value", usage: command.usage)
                }
                guard seen.insert(option.spellings[0]).inserted else { throw repeated(name, command) }
                try apply(option, "", to: &options, command)
                continue
            }
            guard seen.insert(option.spellings[0]).inserted else { throw repeated(name, command) }
            var value = inlineValue
            if value == nil, index < arguments.count {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty else {
                throw UsageError(message: "option '\(name)' needs a value (\(placeholder))", usage: command.usage)
            }
            try apply(option, value, to: &options, command)
        }
        try validate(options, given: seen, for: command)
        return .run(command, options)
    }

    /// Checks the number of files and the required options.
    ///
    /// - Parameters:
    ///   - options: The parsed options.
    ///   - given: The options given, by their first spelling.
    ///   - command: The subcommand.
    /// - Throws: `UsageError` for no file, several files where one is taken,
    ///   `--json` with another format, or a required option missing (`render` without `-o`).
    private static func validate(
        _ options: Invocation.Options, given: Set<String>, for command: Subcommand
    ) throws(UsageError) {
        if options.files.isEmpty {
            throw UsageError(message: "no script file given", usage: command.usage)
        }
        if !command.takesManyFiles, options.files.count > 1 {
            let extra = options.files[1]
            throw UsageError(
                message: "'\(command.rawValue)' takes one file; unexpected '\(extra)'", usage: command.usage)
        }
        if options.json, options.format != .text {
            throw UsageError(
                message: "'--json' and '--format \(options.format.rawValue)' cannot be given together",
                usage: command.usage)
        }
        for option in Option.taken(by: command) where !given.contains(option.spellings[0]) {
            guard case .required(let what) = option.use(by: command)?.usage else { continue }
            let term = option.spellings[0] + (option.placeholder(for: command).map { " " + $0 } ?? "")
            throw UsageError(message: "'\(command.rawValue)' needs \(what): \(term)", usage: command.usage)
        }
    }

    /// Records an option in the options, turning a value it refuses into a usage error.
    private static func apply(
        _ option: Option, _ value: String, to options: inout Invocation.Options, _ command: Subcommand
    ) throws(UsageError) {
        do {
            try option.apply(&options, value)
        } catch {
            throw UsageError(message: error.message, usage: command.usage)
        }
    }

    /// The error for an option the subcommand does not take.
    private static func unknownOption(_ name: String, _ command: Subcommand) -> UsageError {
        let known = ["--help"] + Option.taken(by: command).flatMap(\.spellings)
        let hint = closestName(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError(message: "unknown option '\(name)' for '\(command.rawValue)'\(hint)", usage: command.usage)
    }

    /// The error for an option given twice.
    private static func repeated(_ name: String, _ command: Subcommand) -> UsageError {
        UsageError(message: "option '\(name)' is given more than once", usage: command.usage)
    }

    /// The message for an unknown command.
    private static func unknownCommand(_ name: String) -> String {
        let hint = closestName(to: name, among: Subcommand.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" }
        return "unknown command '\(name)'\(hint ?? "")"
    }
}
