/// The subcommands of `trellis`, with what their arguments look like.
enum Subcommand: String, CaseIterable {
    case solve, check, test, render
    /// `trellis import DOC`: an Interface Builder document written as a `.layout` script.
    case importDocument = "import"

    /// An option that takes a value.
    struct ValuedOption {
        /// The spellings, e.g. `["-o", "--output"]`; the first is the canonical one.
        let spellings: [String]
        /// The placeholder in help, e.g. `OUT.svg`.
        let placeholder: String
    }

    /// The flags (options without a value) it accepts, besides `--help`.
    var flags: [String] {
        switch self {
        case .solve, .check: return ["--json"]
        case .test, .render, .importDocument: return []
        }
    }

    /// The options with a value it accepts.
    var valuedOptions: [ValuedOption] {
        switch self {
        case .solve: return []
        case .check, .test:
            return [
                ValuedOption(spellings: ["--junit"], placeholder: "PATH"),
                ValuedOption(spellings: ["--format"], placeholder: "text|github|sarif|gitlab"),
            ]
        case .render:
            return [
                ValuedOption(spellings: ["-o", "--output"], placeholder: "OUT.svg"),
                ValuedOption(spellings: ["--scene"], placeholder: "NAME"),
                ValuedOption(spellings: ["--at"], placeholder: "LINE"),
            ]
        case .importDocument:
            return [
                ValuedOption(spellings: ["-o", "--output"], placeholder: "OUT.layout"),
                ValuedOption(spellings: ["--scene"], placeholder: "NAME"),
            ]
        }
    }

    /// Whether it takes several files (`check`, `test`, `render`) or exactly one (`solve`, `import`).
    var takesManyFiles: Bool { self == .check || self == .test || self == .render }

    /// The usage line, e.g. `usage: trellis check FILE... [--json]`.
    var usage: String {
        switch self {
        case .solve: return "usage: trellis solve FILE [--json]"
        case .check: return "usage: trellis check FILE... [--json] [--junit PATH] [--format text|github|sarif|gitlab]"
        case .test: return "usage: trellis test FILE... [--junit PATH] [--format text|github|sarif|gitlab]"
        case .render: return "usage: trellis render FILE... -o OUT.svg|OUT.png|DIR/ [--at LINE]"
        case .importDocument: return "usage: trellis import DOC [-o OUT.layout] [--scene NAME]"
        }
    }
}
