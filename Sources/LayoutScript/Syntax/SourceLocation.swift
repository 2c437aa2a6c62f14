/// A position in a `.layout` script: file, line and column, all counted from 1.
///
/// Columns count bytes of UTF-8, not characters: a line `é == x` has `==` at
/// column 4. Every token, statement, name and number in the syntax tree carries
/// the location of its first byte, so the builder can report its own errors
/// (unknown names, negative sizes) at the right place.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file name as given to the parser (printed as is).
    public var file: String
    /// The line, counted from 1.
    public var line: Int
    /// The column in bytes of UTF-8, counted from 1.
    public var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The file name, printed as given.
    ///   - line: The line, counted from 1.
    ///   - column: The column in bytes of UTF-8, counted from 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COLUMN`, the prefix of a compiler-style diagnostic.
    public var description: String { "\(file):\(line):\(column)" }

    /// The location `offset` bytes further along the same line.
    ///
    /// Used to map a position inside a piece of kept source text (such as a
    /// Visual Format string) back to the script.
    ///
    /// - Parameters:
    ///   - offset: A byte offset from this location, on the same line.
    /// - Returns: The location of that byte.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }
}
