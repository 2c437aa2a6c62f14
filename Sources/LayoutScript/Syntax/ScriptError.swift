import TrellisLayout

/// A malformed script, reported at the place where it goes wrong.
///
/// Its `description` is exactly `FILE:LINE:COLUMN: error: MESSAGE`, the form
/// the `trellis` tool prints for bad input. When the offending line is known,
/// `renderedWithExcerpt()` adds the line and a caret under the column, the way
/// `swiftc` does. The parser raises these for syntax; the builder raises them
/// for meaning (unknown names, negative sizes), using the locations the
/// syntax tree carries.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong, in lower case without a trailing full stop (swiftc style).
    public var message: String
    /// The text of the offending line, when known, for `renderedWithExcerpt()`.
    public var sourceLine: String?
    /// The engine's refusal behind this error, when the builder passed one on
    /// (`message` says it in the script's terms).
    public var underlying: LayoutError?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: What is wrong, e.g. `expected a name after 'view'`.
    ///   - location: Where it is.
    ///   - sourceLine: The text of the line at `location.line`, if known.
    ///   - underlying: The engine's error behind it, if any.
    public init(
        _ message: String, at location: SourceLocation, sourceLine: String? = nil, underlying: LayoutError? = nil
    ) {
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
        self.underlying = underlying
    }

    /// The engine's error, located in the script, with its own text as the message.
    public init(_ underlying: LayoutError, at location: SourceLocation) {
        self.init("\(underlying)", at: location, underlying: underlying)
    }

    /// Equal when they say the same thing at the same place (`underlying` is
    /// detail behind `message`, and `LayoutError` carries objects).
    public static func == (lhs: ScriptError, rhs: ScriptError) -> Bool {
        lhs.location == rhs.location && lhs.message == rhs.message && lhs.sourceLine == rhs.sourceLine
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(location): error: \(message)" }
}
