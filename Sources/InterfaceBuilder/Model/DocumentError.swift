import TrellisLayoutScript

/// A document that cannot be read at all, with where it went wrong.
///
/// Malformed or truncated XML, a document type declaration (refused, so that no
/// entity is ever expanded or fetched), a document that is not UTF-8, one over
/// the size or nesting limits, or one that is not an Interface Builder document.
/// Everything a document holds that merely cannot be modelled is a
/// `DocumentNote` instead, and the rest of the document is still laid out.
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where: the document's path, line and column (1-based).
    public var location: SourceLocation
    /// What went wrong, one line.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: What went wrong.
    ///   - location: Where.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(location): error: \(message)" }
}

/// Something in a document that is not modelled, reported where it is instead of guessed.
public struct DocumentNote: Sendable, Equatable, CustomStringConvertible {
    /// The element it concerns.
    public var location: SourceLocation
    /// What is not modelled and what was done instead.
    public var message: String

    /// Creates a note.
    ///
    /// - Parameters:
    ///   - message: What is not modelled.
    ///   - location: The element.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `FILE:LINE:COLUMN: note: MESSAGE`.
    public var description: String { "\(location): note: \(message)" }
}
