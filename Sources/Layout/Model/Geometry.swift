import TrellisSolver

/// A point: `x` and `y`, like `CGPoint`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, {0, 0}.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "{\(formatNumber(x)), \(formatNumber(y))}" }
}

/// A size: `width` and `height`, like `CGSize`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// {0, 0}.
    public static let zero = Size(width: 0, height: 0)

    /// The size on one axis: the width for `.horizontal`, the height for `.vertical`.
    public subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "{\(formatNumber(width)), \(formatNumber(height))}" }
}

/// A rectangle: an origin and a size, like `CGRect`.
///
/// Which corner the origin is depends on the coordinate system it is given
/// in: the top-left in flipped (UIKit) coordinates and in the engine's
/// attribute space, the bottom-left in unflipped (AppKit) coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The origin.
    public var origin: Point
    /// The size.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x.
    public var minX: Double { origin.x }
    /// The smallest y.
    public var minY: Double { origin.y }
    /// The largest x.
    public var maxX: Double { origin.x + size.width }
    /// The largest y.
    public var maxY: Double { origin.y + size.height }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The overlap of two rectangles, or nil when they do not overlap (like `CGRectIntersection`,
    /// which returns the null rectangle instead).
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The common part; nil when it is empty.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), x1 = min(maxX, other.maxX)
        let y0 = max(minY, other.minY), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle that contains both, like `CGRect.union`.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: Their union.
    public func union(_ other: Rect) -> Rect {
        let x = Swift.min(minX, other.minX)
        let y = Swift.min(minY, other.minY)
        return Rect(x: x, y: y, width: Swift.max(maxX, other.maxX) - x, height: Swift.max(maxY, other.maxY) - y)
    }

    /// Whether every number lies within `tolerance` of the other rectangle's.
    ///
    /// - Parameters:
    ///   - other: The rectangle to compare with.
    ///   - tolerance: The largest difference that counts as equal.
    public func isClose(to other: Rect, tolerance: Double = LayoutEngine.tolerance) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// Prints as UIKit does: `{{70, 162}, {200, 200}}`.
    public var description: String { "{\(origin), \(size)}" }
}
