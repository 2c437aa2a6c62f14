import TrellisSolver

/// What a layout gives a view: its frame and alignment rect, whether it is
/// ambiguous, its fitting size and the constraints that place it.
extension View {
    /// The frame in the superview's coordinates (as given, for a root), after laying out.
    public var frame: Rect { engine.frame(of: self) }

    /// The alignment rect in the superview's coordinates, after laying out.
    public var alignmentRect: Rect { engine.alignmentRect(of: self) }

    /// Whether another optimal layout would give the view another alignment rect.
    public var hasAmbiguousLayout: Bool { engine.ambiguity(of: self).isAmbiguous }

    /// The smallest size that satisfies the view's constraints (compressed target, fitting priority 50).
    public var fittingSize: Size {
        engine.systemLayoutSizeFitting(self, View.layoutFittingCompressedSize)
    }

    /// The size the view takes when asked for `targetSize` at the given priorities.
    ///
    /// - Parameters:
    ///   - targetSize: The size wanted, e.g. `View.layoutFittingCompressedSize`.
    ///   - horizontalFittingPriority: How strongly the width is wanted (50 by default).
    ///   - verticalFittingPriority: How strongly the height is wanted (50 by default).
    /// - Returns: The width and height of the alignment rect the layout then gives.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: Priority = .fittingSize,
        verticalFittingPriority: Priority = .fittingSize
    ) -> Size {
        engine.systemLayoutSizeFitting(
            self, targetSize, horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority)
    }

    /// The constraints that mention the view on an axis, in activation order.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        engine.constraintsAffectingLayout(for: self, axis: axis)
    }

    /// Moves the view to another optimal layout when it is ambiguous.
    public func exerciseAmbiguityInLayout() {
        engine.exerciseAmbiguity(of: self)
    }
}
