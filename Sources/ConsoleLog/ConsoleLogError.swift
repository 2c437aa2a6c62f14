import TrellisLayoutScript

/// Something in a log that cannot be read, at the place where it is.
public struct ConsoleLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is: the log's name, and the line and the byte
    /// column (both from 1) in it.
    public var location: SourceLocation
    /// What is wrong, in one sentence without a final period.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - location: Where the problem is.
    ///   - message: What is wrong.
    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(location): error: \(message)" }
}
