/// A place in a console log: its line and column, both counted from 1 (the column in bytes).
public struct LogLocation: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in bytes of the line.
    public var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - line: The line, from 1.
    ///   - column: The column, from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}

/// Something in a log that cannot be read, at the place where it is.
public struct ConsoleLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public var location: LogLocation
    /// What is wrong, in one sentence without a final period.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - location: Where the problem is.
    ///   - message: What is wrong.
    public init(at location: LogLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// `LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(location): error: \(message)" }
}
