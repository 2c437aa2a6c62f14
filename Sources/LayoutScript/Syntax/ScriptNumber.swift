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

/// A number written the way a script would: `12` rather than `12.0`.
///
/// - Parameters:
///   - value: A finite number.
/// - Returns: Its shortest text, without a fraction when it is whole.
func formatNumber(_ value: Double) -> String {
    if isWholeNumber(value) { return String(Int64(value)) }
    return String(value)
}

/// Whether a number is a whole number of magnitude below 10^15.
///
/// Written without `rounded()`, which needs libm, so the module links on
/// Linux without Foundation.
///
/// - Parameters:
///   - value: A finite number.
/// - Returns: `true` when it has no fraction (and is small enough to print as an integer).
func isWholeNumber(_ value: Double) -> Bool {
    abs(value) < 1e15 && Double(Int64(value)) == value
}
