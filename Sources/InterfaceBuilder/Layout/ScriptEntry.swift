import TrellisLayoutScript

/// One line of a script the writer builds: a statement, a comment, an allowance or a blank line.
///
/// Statements are typed values; `ScriptPrinter` writes them, so the
/// importer's script always reads back as the statements it was built from
/// (`ImportedScriptTests`), and `DocumentLayout` hands them to the builder
/// without reading the text again.
enum ScriptEntry {
    /// A statement.
    case statement(Statement.Kind)
    /// `# TEXT`: the text is written as given (document text in it is escaped by `ScriptText.comment`).
    case comment(String)
    /// `# trellis: allow KIND NAME ...`.
    case allowance(Allowance.Kind, [String])
    /// An empty line.
    case blank
}
