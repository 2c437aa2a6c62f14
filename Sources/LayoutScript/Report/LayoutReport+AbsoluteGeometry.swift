import TrellisLayout

extension LayoutReport {
    /// An item's frame and alignment rect in attribute space: x right, y down, shared by the whole script.
    public struct AbsolutePlacement: Sendable, Equatable {
        /// The frame in attribute space.
        public var frame: Rect
        /// The alignment rect in attribute space.
        public var alignmentRect: Rect
    }

    /// Every item's frame and alignment rect in attribute space, in declaration order.
    ///
    /// A root's frame is its attribute-space rectangle as given. A child's
    /// parent-relative rectangle is moved by its parent's attribute-space
    /// origin; under `coordinates unflipped` its y counts up from the parent's
    /// bottom edge, so the top is `parentTop + parentHeight - y - height`.
    /// Parents come before children (names are declared before use); an
    /// item whose parent is missing is placed as a root.
    ///
    /// - Returns: One placement per item of `items`, in the same order.
    /// - Complexity: O(*n*) in the number of items.
    public func absolutePlacements() -> [AbsolutePlacement] {
        var frames: [String: Rect] = [:]
        var result: [AbsolutePlacement] = []
        result.reserveCapacity(items.count)
        for item in items {
            let parentFrame = item.parent.flatMap { frames[$0] }
            let placement = AbsolutePlacement(
                frame: absolute(item.frame, in: parentFrame),
                alignmentRect: absolute(item.alignmentRect, in: parentFrame))
            if frames[item.name] == nil { frames[item.name] = placement.frame }
            result.append(placement)
        }
        return result
    }

    /// A parent-relative rectangle in attribute space.
    ///
    /// - Parameters:
    ///   - rectangle: The rectangle as reported.
    ///   - parent: The parent's frame in attribute space, or `nil` for a root.
    /// - Returns: The rectangle in attribute space.
    private func absolute(_ rectangle: Rect, in parent: Rect?) -> Rect {
        guard let parent else { return rectangle }
        let top: Double
        switch coordinates {
        case .flipped: top = parent.minY + rectangle.minY
        case .unflipped: top = parent.minY + parent.height - rectangle.minY - rectangle.height
        }
        return Rect(x: parent.minX + rectangle.minX, y: top, width: rectangle.width, height: rectangle.height)
    }
}
