import Layout

/// Why an item is ambiguous, as far as the builder can tell from its constraints.
extension ScriptBuilder {
    /// Guesses the cause of an item's ambiguity, for the hint `trellis check` prints.
    ///
    /// - Equal priorities: the item is a view with an intrinsic size on an
    ///   ambiguous axis, and other ambiguous views in the same superview have
    ///   one too, with the same hugging or compression-resistance priority on
    ///   that axis (two labels in a row with room to spare).
    /// - Underconstrained: nothing constrains the item on an ambiguous axis,
    ///   or every optional constraint of the layout holds. (Then no two
    ///   constraints compete: a move that keeps the layout optimal keeps every
    ///   error at zero, so the ambiguity is exactly a missing constraint.)
    /// - Otherwise unknown.
    ///
    /// - Parameters:
    ///   - item: An ambiguous item.
    ///   - components: Its ambiguous components.
    ///   - ambiguousItems: Every ambiguous item.
    ///   - everyOptionalHolds: `everyOptionalConstraintHolds()`, computed once per report.
    /// - Returns: The cause.
    func ambiguityCause(
        of item: LayoutItem, _ components: [LayoutReport.RectComponent], among ambiguousItems: [LayoutItem],
        everyOptionalHolds: Bool
    ) -> LayoutReport.AmbiguityCause {
        let axes: [LayoutAxis] = Set(components.map(\.isHorizontal)).sorted { $0 && !$1 }.map {
            $0 ? .horizontal : .vertical
        }
        if let view = item as? View {
            for axis in axes where view.intrinsicContentSize[axis] >= 0 {
                let ties = ambiguousItems.compactMap { $0 as? View }.filter { other in
                    other !== view && other.superview === view.superview && other.intrinsicContentSize[axis] >= 0
                        && (other.contentHuggingPriority(for: axis) == view.contentHuggingPriority(for: axis)
                            || other.contentCompressionResistancePriority(for: axis)
                                == view.contentCompressionResistancePriority(for: axis))
                }
                if !ties.isEmpty { return .equalPriorities(with: ties.map(\.name)) }
            }
        }
        let unconstrained = axes.contains { axis in
            engine.constraintsAffectingLayout(for: item, axis: axis).isEmpty
                && ((item as? View)?.intrinsicContentSize[axis] ?? -1) < 0
        }
        return unconstrained || everyOptionalHolds ? .underconstrained : .unknown
    }

    /// Whether every optional constraint of the layout holds (then nothing
    /// competes, and an ambiguity is exactly a missing constraint).
    ///
    /// - Complexity: O(*n*) in the active constraints.
    func everyOptionalConstraintHolds() -> Bool {
        engine.constraints.allSatisfy { constraint in
            constraint.priority.isRequired || engine.violation(of: constraint) < 1e-6
        }
    }
}
