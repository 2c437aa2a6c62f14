import TrellisSolver

/// Distances in from the four edges of a rectangle, like `UIEdgeInsets`.
///
/// Positive values move in, negative values move out. `top` and `bottom`
/// always mean the visual top and bottom edges, whatever the coordinate system.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets, in `UIEdgeInsetsMake` order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every inset is finite (neither infinite nor NaN).
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// The insets of an alignment rect inside image bounds (Listing 1-1, `BuildInsets`).
    ///
    /// The alignment rect is first clipped to the bounds, so the insets are
    /// never negative; the insets are how far the clipped rect lies from each
    /// edge of the bounds. Both rectangles are in the same flipped (y down)
    /// coordinates, as an image's pixels are.
    ///
    /// - Parameters:
    ///   - alignmentRect: The core of the art.
    ///   - imageBounds: The whole image.
    /// - Returns: The insets; nil when the two rectangles do not overlap.
    /// - Complexity: O(1).
    public init?(alignmentRect: Rect, imageBounds: Rect) {
        guard let target = alignmentRect.intersection(imageBounds) else { return nil }
        self.init(
            top: target.minY - imageBounds.minY, left: target.minX - imageBounds.minX,
            bottom: imageBounds.maxY - target.maxY, right: imageBounds.maxX - target.maxX)
    }

    /// The inset on one side of an axis.
    var horizontal: Double { left + right }
    /// The total vertical inset.
    var vertical: Double { top + bottom }

    /// The insets as they read: `{top, left, bottom, right}`.
    public var description: String {
        "{\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right))}"
    }
}
