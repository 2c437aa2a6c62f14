import TrellisSolver

/// Insets by leading and trailing instead of left and right, like
/// `NSDirectionalEdgeInsets`: which side is leading depends on the layout direction.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge (left under left-to-right).
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge (right under left-to-right).
    public var trailing: Double

    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The absolute insets these stand for under a direction.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// The directional insets absolute ones stand for under a direction.
    public init(_ insets: EdgeInsets, direction: LayoutDirection) {
        self =
            direction == .leftToRight
            ? DirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            : DirectionalEdgeInsets(
                top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }

    /// `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(formatNumber(top)), \(formatNumber(leading)), \(formatNumber(bottom)), \(formatNumber(trailing))}"
    }
}
