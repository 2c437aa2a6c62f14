/// How strongly a constraint wants to hold, on Auto Layout's scale of 1 to 1000.
///
/// `required` (1000) constraints must hold. The optional priorities are
/// *levels*, not weights: the solver first satisfies everything at the highest
/// optional priority in use as well as it can, then the next one given that,
/// and so on, so no number of violations at one priority ever outweighs a
/// single violation at a higher one. Within one priority, the solver minimises
/// the sum of the absolute errors.
///
/// Priorities may be fractional (`Priority(750.5)`), as `UILayoutPriority` may;
/// each distinct value is its own level.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The priority's value, from 1 to 1000 for a valid priority.
    public var rawValue: Float

    /// Creates a priority; check `isValid` before handing it to a solver.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority; check `isValid` before handing it to a solver.
    public init(_ value: Float) { self.rawValue = value }

    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    public init(floatLiteral value: Float) { self.rawValue = value }

    /// Must hold (1000).
    public static let required: Priority = 1000
    /// Auto Layout's `defaultHigh` (750): the default compression resistance and edit priority.
    public static let high: Priority = 750
    /// Auto Layout's `defaultLow` (250): the default content hugging.
    public static let low: Priority = 250
    /// Auto Layout's `fittingSizeLevel` (50).
    public static let fittingSize: Priority = 50
    /// The weakest valid priority (1).
    public static let lowest: Priority = 1

    /// Whether this is the required priority.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value lies in 1…1000 (and so is finite).
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { formatNumber(rawValue) }
}
