/// A font as layout needs it, like `UIFont`: a point size and a weight, and
/// an estimate of the text it sets.
///
/// Trellis has no fonts (the standard library has none), so text is measured
/// by an estimate: each character is `averageAdvance` × the point size wide
/// (0.5, or 0.55 from semibold up) and a line is 1.2 × the point size tall,
/// about what San Francisco sets. Sizes from it are for laying out, not for
/// matching a device to the point; give a view its real size with
/// `intrinsicContentSize` on a subclass when it matters.
public struct UIFont: Hashable, Sendable {
    /// The point size.
    public var pointSize: Double
    /// The weight.
    public var weight: Weight

    /// A font weight, like `UIFont.Weight` (its raw values).
    public struct Weight: Hashable, Sendable {
        /// UIKit's raw value, from -1 (ultra light) to 1 (black).
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type style, like `UIFont.TextStyle`, with its size at the default (Large) setting.
    public struct TextStyle: Hashable, Sendable {
        /// The size at the Large content size (Apple's Human Interface Guidelines, "Typography").
        public var pointSize: Double
        /// The style's weight (headline is semibold).
        public var weight: Weight
        public static let largeTitle = TextStyle(pointSize: 34, weight: .regular)
        public static let title1 = TextStyle(pointSize: 28, weight: .regular)
        public static let title2 = TextStyle(pointSize: 22, weight: .regular)
        public static let title3 = TextStyle(pointSize: 20, weight: .regular)
        public static let headline = TextStyle(pointSize: 17, weight: .semibold)
        public static let body = TextStyle(pointSize: 17, weight: .regular)
        public static let callout = TextStyle(pointSize: 16, weight: .regular)
        public static let subheadline = TextStyle(pointSize: 15, weight: .regular)
        public static let footnote = TextStyle(pointSize: 13, weight: .regular)
        public static let caption1 = TextStyle(pointSize: 12, weight: .regular)
        public static let caption2 = TextStyle(pointSize: 11, weight: .regular)
    }

    /// A font of a size and weight.
    ///
    /// - Precondition: `pointSize` is finite and not negative.
    public init(pointSize: Double, weight: Weight = .regular) {
        precondition(pointSize.isFinite && pointSize >= 0, "a point size must be finite and not negative")
        self.pointSize = pointSize
        self.weight = weight
    }

    /// `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: Double) -> UIFont { UIFont(pointSize: size) }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: Double, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// `UIFont.preferredFont(forTextStyle:)`, at the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.pointSize, weight: style.weight)
    }

    /// The height of a line of text: 1.2 × the point size.
    public var lineHeight: Double { pointSize * 1.2 }

    /// The estimated advance of one character, as a share of the point size.
    public var averageAdvance: Double { weight.rawValue >= Weight.semibold.rawValue ? 0.55 : 0.5 }

    /// The estimated width of a line of `text`: its characters × the advance.
    public func width(of text: String) -> Double {
        Double(text.count) * averageAdvance * pointSize
    }
}
