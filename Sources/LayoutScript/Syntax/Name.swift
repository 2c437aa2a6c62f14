/// A name as written in the script, with where it was written.
///
/// Names of views, guides, vars, metrics and labels are identifiers
/// (`[A-Za-z_][A-Za-z0-9_]*`). The parser does not resolve them; the builder
/// does, and reports unknown ones at `location`. In `expect conflict` a name
/// may be dotted (`root.frame.width`, the name of a frame constraint).
public struct Name: Sendable, Hashable, CustomStringConvertible {
    /// The name's text.
    public var text: String
    /// Where its first character is.
    public var location: SourceLocation

    /// Creates a name.
    ///
    /// - Parameters:
    ///   - text: The name's text.
    ///   - location: Where it is written.
    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }

    /// The name's text.
    public var description: String { text }
}
