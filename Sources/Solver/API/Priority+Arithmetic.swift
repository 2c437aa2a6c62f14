/// Priority arithmetic, as `UILayoutPriority` and `NSLayoutConstraint.Priority` have it:
/// `.defaultHigh - 1` is 749, `.defaultLow + 1` is 251.
///
/// The result is not clamped: check `isValid` (a constraint's `priority`
/// setter requires 1...1000).
extension Priority {
    /// The priority `value` above `lhs`.
    public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }

    /// The priority `value` below `lhs`.
    public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }

    /// Raises the priority by `rhs`.
    public static func += (lhs: inout Priority, rhs: Float) { lhs = lhs + rhs }

    /// Lowers the priority by `rhs`.
    public static func -= (lhs: inout Priority, rhs: Float) { lhs = lhs - rhs }
}
