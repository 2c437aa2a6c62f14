/// Which way an `H:` visual format line runs: the direction part of
/// `VisualFormatOptions` (`NSLayoutConstraint.FormatOptions`), by name.
///
/// The raw value is the option's name, so a caller that reads
/// `direction leftToRight` builds options with
/// `VisualFormatDirection(rawValue:)` and `option`.
public enum VisualFormatDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading to trailing, with `leading`/`trailing` attributes (the default).
    case leadingToTrailing
    /// Left to right, with `left`/`right` attributes.
    case leftToRight
    /// Right to left, with `left`/`right` attributes.
    case rightToLeft

    /// The option for this direction (`leadingToTrailing` is the empty set).
    public var option: VisualFormatOptions {
        switch self {
        case .leadingToTrailing: return .leadingToTrailing
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        }
    }
}
