import TrellisSolver

/// An error found in a visual format string, with the column where it lies.
///
/// Columns are **1-based** and count `Character`s (what an editor shows as
/// one column) from the start of the format string itself; a caller that
/// embeds the format in a longer line adds the format's own offset. Errors
/// that belong to the whole line rather than one place in it (an alignment
/// option that runs along the line) report column 1.
///
/// Each case carries the offending text or value, and `message` turns it into
/// one sentence for a person to read.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// Something other than `expected` was found; `found` is nil at the end of the format.
        case expected(String, found: Character?)
        /// A name used as a metric (a spacing or a priority) is not in the metrics dictionary.
        case unknownMetric(String)
        /// A metric's value is infinite or not a number.
        case invalidMetric(String, value: Double)
        /// A number that does not fit in a finite `Double`.
        case invalidNumber(String)
        /// A priority outside 1...1000.
        case priorityOutOfRange(Double)
        /// A view named twice in one line.
        case duplicateView(String)
        /// A view whose size predicate names the view itself, as in `[a(==a)]`.
        case sizeRelatedToItself(String)
        /// An alignment option on the axis the line runs along, as `alignAllLeading` on an `H:` line.
        case alignmentAlongLine(LayoutAttribute, LayoutAxis)
    }

    /// What went wrong, with the offending text or value.
    public var kind: Kind
    /// The 1-based column, in `Character`s, where the problem starts.
    public var column: Int

    /// Creates an error of the given kind at a 1-based column.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - column: The 1-based column, in `Character`s, where it starts.
    public init(_ kind: Kind, column: Int) {
        self.kind = kind
        self.column = column
    }

    /// One sentence describing the problem, without the column.
    public var message: String {
        switch kind {
        case .expected(let what, let found):
            if let found {
                return "expected \(what), found '\(found)'"
            }
            return "expected \(what), found the end of the format"
        case .unknownMetric(let name):
            return "unknown metric '\(name)'"
        case .invalidMetric(let name, let value):
            return "metric '\(name)' has no finite value (\(value))"
        case .invalidNumber(let text):
            return "number '\(text)' is out of range"
        case .priorityOutOfRange(let value):
            return "priority \(formatNumber(value)) is outside 1...1000"
        case .duplicateView(let name):
            return "view '\(name)' appears twice in one line"
        case .sizeRelatedToItself(let name):
            return "view '\(name)' cannot take its size from itself"
        case .alignmentAlongLine(let attribute, let orientation):
            let axis = orientation == .horizontal ? "horizontal" : "vertical"
            return "cannot align all \(attribute.rawValue) edges in a \(axis) line: the option runs along the line"
        }
    }

    /// The column and the message, as `column 5: unknown metric 'pad'`.
    public var description: String {
        "column \(column): \(message)"
    }
}
