extension LayoutReport {
    /// A rectangle `[x, y, width, height]`, as reports print it.
    public struct Rectangle: Sendable, Equatable {
        /// The x coordinate of its origin.
        public var x: Double
        /// The y coordinate of its origin.
        public var y: Double
        /// Its width.
        public var width: Double
        /// Its height.
        public var height: Double

        /// Creates a rectangle.
        ///
        /// - Parameters:
        ///   - x: The x coordinate of its origin.
        ///   - y: The y coordinate of its origin.
        ///   - width: Its width.
        ///   - height: Its height.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The rectangle as `[x, y, width, height]`.
        public var components: [Double] { [x, y, width, height] }

        /// The x coordinate of its right edge.
        public var maxX: Double { x + width }

        /// The y coordinate of its far edge (bottom in a y-down space).
        public var maxY: Double { y + height }

        /// The smallest rectangle containing both.
        ///
        /// - Parameters:
        ///   - other: Another rectangle.
        /// - Returns: Their union.
        public func union(_ other: Rectangle) -> Rectangle {
            let minX = Swift.min(x, other.x)
            let minY = Swift.min(y, other.y)
            return Rectangle(
                x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX,
                height: Swift.max(maxY, other.maxY) - minY)
        }

        /// Whether two rectangles agree within a tolerance on every component.
        ///
        /// - Parameters:
        ///   - other: Another rectangle.
        ///   - tolerance: The largest difference still counted as equal.
        /// - Returns: `true` when every component differs by at most `tolerance`.
        public func isClose(to other: Rectangle, tolerance: Double = ScriptExpectation.defaultTolerance) -> Bool {
            zip(components, other.components).allSatisfy { abs($0 - $1) <= tolerance }
        }
    }
}
