/// The subcommands of `trellis`, with what their arguments look like.
///
/// Their options are declared in `Option.table`; the usage line is made from it.
package enum Subcommand: String, CaseIterable, Sendable {
    case solve, check, test, render
    /// `trellis import DOC`: an Interface Builder document written as a `.layout` script.
    case importDocument = "import"
    /// `trellis explain LOG...`: UIKit's and AppKit's console logs of unsatisfiable constraints.
    case explain

    /// Whether it takes several files (`check`, `test`, `render`) or exactly one (`solve`, `import`).
    var takesManyFiles: Bool { self == .check || self == .test || self == .render || self == .explain }

    /// What its usage line calls a file: `DOC` for `import`, which reads only documents, else `FILE`.
    var fileWord: String {
        switch self {
        case .importDocument: return "DOC"
        case .explain: return "LOG"
        default: return "FILE"
        }
    }

    /// Its form in the overview's list of commands, e.g. `check FILE... [--json]`.
    var synopsis: String {
        switch self {
        case .solve: return "solve FILE [--json]"
        case .check: return "check FILE... [--json]"
        case .test: return "test FILE... [--junit PATH]"
        case .render: return "render FILE... -o OUT.svg"
        case .importDocument: return "import DOC [-o OUT.layout]"
        case .explain: return "explain LOG... [--json] [-o OUT.layout]"
        }
    }

    /// What it does, in the overview's list of commands.
    var summary: String {
        switch self {
        case .solve: return "print every view's frame (a table, or JSON)"
        case .check: return "report conflicts and ambiguity as FILE:LINE:COLUMN diagnostics"
        case .test: return "run the scripts' expect lines; optionally write a JUnit report"
        case .render: return "draw the layout as SVG"
        case .importDocument: return "write a storyboard or xib as a .layout script"
        case .explain: return "explain a console log's unsatisfiable constraints; write one as a test"
        }
    }

    /// The usage line, e.g. `usage: trellis check FILE... [--json] [--junit PATH] [--format text|github|sarif|gitlab]`.
    package var usage: String {
        var line = "usage: trellis \(rawValue) \(fileWord)\(takesManyFiles ? "..." : "")"
        for option in Option.taken(by: self) {
            guard let use = option.use(by: self) else { continue }
            let term = option.spellings[0] + (option.placeholder(for: self).map { " " + $0 } ?? "")
            switch use.usage {
            case .optional: line += " [\(term)]"
            case .required: line += " \(term)"
            case .helpOnly: break
            }
        }
        return line
    }
}
