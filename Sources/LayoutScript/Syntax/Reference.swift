import TrellisLayout

/// Something an expression, `edit`, `suggest` or `expect` can refer to: `NAME` or `NAME.ATTRIBUTE`.
///
/// `NAME.ATTRIBUTE` is an attribute of a view or guide (`photo.width`). A bare
/// `NAME` is a `var` — or, inside an expression, possibly a `let` metric; the
/// builder decides which, since only it knows the declarations.
public struct Reference: Sendable, Equatable, CustomStringConvertible {
    /// The view, guide, var or metric name.
    public var item: Name
    /// The attribute after the dot, or `nil` for a bare name.
    public var attribute: LayoutAttribute?

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - item: The name before the dot (or the whole bare name).
    ///   - attribute: The attribute after the dot, if any.
    public init(_ item: Name, _ attribute: LayoutAttribute? = nil) {
        self.item = item
        self.attribute = attribute
    }

    /// Where the reference starts.
    public var location: SourceLocation { item.location }

    /// `name` or `name.attribute`.
    public var description: String {
        attribute.map { "\(item.text).\($0.rawValue)" } ?? item.text
    }
}
