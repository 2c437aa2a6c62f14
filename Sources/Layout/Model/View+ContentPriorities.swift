import TrellisSolver

/// Content hugging and compression resistance: how strongly a view keeps its
/// intrinsic size on each axis, as in Auto Layout.
extension View {
    /// How strongly the view resists growing beyond its intrinsic size on an axis (250 by default).
    public func contentHuggingPriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets the content-hugging priority of an axis (a valid priority, 1...1000).
    public func setContentHuggingPriority(_ priority: Priority, for axis: LayoutAxis) {
        precondition(priority.isValid, "priority \(priority) is outside 1...1000")
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        engine.updateContentPriorities(of: self, axis: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Priority {
        axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    /// Sets the compression-resistance priority of an axis (a valid priority, 1...1000).
    public func setContentCompressionResistancePriority(_ priority: Priority, for axis: LayoutAxis) {
        precondition(priority.isValid, "priority \(priority) is outside 1...1000")
        if axis == .horizontal { resistance.horizontal = priority } else { resistance.vertical = priority }
        engine.updateContentPriorities(of: self, axis: axis)
    }
}

/// The hugging and resistance constraints of one axis of a view.
struct ContentSizeConstraints {
    /// `size <= intrinsic` at the hugging priority.
    var hugging: LayoutConstraint
    /// `size >= intrinsic` at the compression-resistance priority.
    var resistance: LayoutConstraint
}
