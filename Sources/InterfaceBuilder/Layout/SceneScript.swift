import TrellisLayoutScript

/// A scene written as a `.layout` script, with the way back from the script to the document.
///
/// The writer builds the script as typed statements; `ScriptPrinter` writes
/// each on its line, and `script` holds them located on those lines, so the
/// layout runs the statements themselves and `trellis import` prints the
/// same ones. Every statement remembers the document element it came from,
/// so diagnostics about the script are reported at the document's
/// `LINE:COLUMN`.
public struct SceneScript: Sendable {
    /// The script's text.
    public var text: String
    /// The script's statements and allowances, each at its line of `text`: what `text` parses as.
    public var script: Script
    /// The document element of each script line (index 0 is line 1), where there is one.
    public var origins: [SourceLocation?]
    /// Script view name → document view id.
    public var viewIDs: [String: String] = [:]
    /// Constraint label → document constraint id or a description of a generated constraint.
    public var constraintNames: [String: String] = [:]
    /// The name of each constraint that holds a view's autoresizing height (as reported) → the view's document id.
    public var autoresizingHeights: [String: String] = [:]
    /// Scroll view id → the script name of its content guide, for each scroll view whose content size Interface
    /// Builder verifies: one that declares its content layout guide, or whose content area a constraint of the
    /// document relates to one of its descendants (`AmbiguityRules.flagsScrollableContentSize`).
    public var verifiedScrollContents: [String: String] = [:]
    /// What the writer could not express, at the document's elements.
    public var notes: [DocumentNote] = []
    /// Every name the script declares (views, guides, labels), and those it was told were taken.
    var usedNames: Set<String> = []

    /// Prints the writer's lines.
    ///
    /// - Parameters:
    ///   - entries: The lines, top to bottom.
    ///   - file: The file name the statements' locations carry.
    ///   - origins: The document element of each line, where there is one.
    init(entries: [ScriptEntry], file: String, origins: [SourceLocation?]) {
        var lines: [String] = []
        var statements: [Statement] = []
        var allowances: [Allowance] = []
        for (index, entry) in entries.enumerated() {
            let number = index + 1
            switch entry {
            case .statement(let kind):
                let statement = ScriptPrinter.statement(kind, file: file, line: number)
                statements.append(statement)
                lines.append(statement.text)
            case .comment(let text):
                lines.append("# " + text)
            case .allowance(let kind, let names):
                var line = "# trellis: allow " + kind.rawValue
                var located: [Name] = []
                for name in names {
                    line += " "
                    located.append(
                        Name(name, at: SourceLocation(file: file, line: number, column: line.utf8.count + 1)))
                    line += name
                }
                allowances.append(
                    Allowance(kind: kind, names: located, location: SourceLocation(file: file, line: number, column: 1))
                )
                lines.append(line)
            case .blank:
                lines.append("")
            }
        }
        text = lines.joined(separator: "\n") + "\n"
        script = Script(file: file, statements: statements)
        script.allowances = allowances
        self.origins = origins
    }

    /// The document location of a script location, if the line came from an element.
    public func origin(of location: SourceLocation) -> SourceLocation? {
        let index = location.line - 1
        guard index >= 0, index < origins.count else { return nil }
        return origins[index]
    }
}
