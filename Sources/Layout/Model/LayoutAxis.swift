/// An axis: horizontal or vertical, like `NSLayoutConstraint.Axis`.
///
/// The one axis type of every layer: an attribute's axis
/// (`LayoutAttribute.axis`), a stack view's, a visual format line's
/// (`H:` or `V:`) and a script's format line.
public enum LayoutAxis: Sendable, Hashable, CaseIterable {
    /// Left to right (x, widths).
    case horizontal
    /// Top to bottom (y, heights).
    case vertical
}

/// Which way `leading` and `trailing` run, like `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is the left edge (English).
    case leftToRight = "ltr"
    /// Leading is the right edge, and distances between leading and trailing
    /// attributes run right to left (Arabic, Hebrew).
    case rightToLeft = "rtl"
}

/// How frames are reported, relative to the superview.
///
/// Attribute values are the same in both: x grows right, y grows down.
/// Only `frame` and `alignmentRect` differ: flipped frames measure y from the
/// superview's top edge (UIKit), unflipped ones from its bottom edge (AppKit).
public enum CoordinateSystem: String, Sendable, Hashable, CaseIterable {
    /// Origin top-left, y grows down (UIKit, flipped `NSView`).
    case flipped
    /// Origin bottom-left, y grows up (AppKit).
    case unflipped
}
