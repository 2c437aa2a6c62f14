/// A distance between two anchors as a dimension, like `NSLayoutXAxisAnchor.anchorWithOffset(to:)`
/// and `NSLayoutYAxisAnchor.anchorWithOffset(to:)`.
extension LayoutAnchor where Kind: PositionAnchorKind {
    /// A dimension that measures the distance from this anchor to `otherAnchor`:
    /// `otherAnchor - self`, positive when `otherAnchor` lies after this one
    /// (to the right, below, or further along the leading-to-trailing direction).
    ///
    /// It takes part in constraints like a width or a height, so a gap can
    /// equal another gap or a size:
    ///
    /// ```swift
    /// // The label sits midway between the top of the card and the top of the button.
    /// label.topAnchor.anchorWithOffset(to: label.centerYAnchor)  // half the label's height
    /// card.topAnchor.anchorWithOffset(to: label.centerYAnchor)
    ///     .constraint(equalTo: label.centerYAnchor.anchorWithOffset(to: button.topAnchor))
    /// ```
    ///
    /// - Parameter otherAnchor: An anchor of the same kind, on any item of the same engine.
    /// - Returns: A dimension whose `expression` is `otherAnchor - self`; its
    ///   `item` and `attribute` are `otherAnchor`'s.
    public func anchorWithOffset(to otherAnchor: LayoutAnchor<Kind>) -> LayoutDimension {
        precondition(origin == nil && otherAnchor.origin == nil, "an offset is measured between two plain anchors")
        return LayoutDimension(otherAnchor.item, otherAnchor.attribute, origin: expression)
    }
}

/// The kinds of anchor that are positions (everything but dimensions), which
/// `anchorWithOffset(to:)` measures between.
public protocol PositionAnchorKind: LayoutAnchorKind {}

extension HorizontalPositionKind: PositionAnchorKind {}
extension DirectionalPositionKind: PositionAnchorKind {}
extension VerticalPositionKind: PositionAnchorKind {}
