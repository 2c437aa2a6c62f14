import TrellisSolver

/// A number in a statement: a literal, or the name of a `let` metric.
///
/// Metrics are usable wherever a number is, so every numeric slot of the
/// syntax tree (frames, insets, priorities, expectations) holds a
/// `ScriptNumber`, and the builder resolves metric names in declaration order.
/// A literal written with a sign (`-12`) is stored signed, located at the sign.
public enum ScriptNumber: Sendable, Equatable, CustomStringConvertible {
    /// A number written out, e.g. `-12` or `0.5`; always finite.
    case literal(Double, at: SourceLocation)
    /// The name of a metric declared with `let`.
    case metric(Name)

    /// Where the number (or its sign) is written.
    public var location: SourceLocation {
        switch self {
        case .literal(_, let location): return location
        case .metric(let name): return name.location
        }
    }

    /// The literal's value, or `nil` for a metric.
    public var literalValue: Double? {
        if case .literal(let value, _) = self { return value }
        return nil
    }

    /// The number or metric name, as a script would write it.
    public var description: String {
        switch self {
        case .literal(let value, _): return formatNumber(value)
        case .metric(let name): return name.text
        }
    }
}
