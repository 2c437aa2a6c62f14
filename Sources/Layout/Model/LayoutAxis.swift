/// An axis: horizontal or vertical, like `NSLayoutConstraint.Axis`.
public typealias LayoutAxis = LayoutAttribute.Axis

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
