import TrellisSolver

/// Explaining ambiguity: which numbers are open, why, over what range.
extension LayoutEngine {
    /// Why an item is ambiguous, with its open components, their optimal
    /// ranges and a hint; nil when the item is not ambiguous.
    ///
    /// - Parameter item: A view or guide of this engine, not removed.
    /// - Returns: The explanation, or nil.
    /// - Complexity: One bulk ambiguity query, a pass over the active
    ///   constraints, and for each open component a range query (a small
    ///   simplex each way over the rows the component reaches); use
    ///   `ambiguityExplanations()` for many items.
    public func ambiguityExplanation(of item: LayoutItem) -> AmbiguityExplanation? {
        precondition(!item.isRemoved, "\(item.name) was removed from the engine")
        let itemAmbiguity = ambiguity(of: item)
        guard itemAmbiguity.isAmbiguous else { return nil }
        let ties = TieIndex(ambiguousLayout().items)
        return explanation(
            of: item, ambiguity: itemAmbiguity, ties: ties, everyOptionalHolds: everyOptionalConstraintHolds())
    }

    /// The explanation of every ambiguous view and guide, in creation order.
    ///
    /// - Complexity: Two bulk ambiguity queries (which items, then which of
    ///   their numbers), one pass over the active constraints, and a range
    ///   query per open component (a small simplex each way over the rows the
    ///   component reaches, which is the whole layout when one tie spans it:
    ///   then this grows with the square of the layout).
    public func ambiguityExplanations() -> [AmbiguityExplanation] {
        ambiguityExplanations(limit: .max)
    }

    /// The explanation of the first `limit` ambiguous views and guides, in
    /// creation order: `ambiguityExplanations()` cut short, for a caller that
    /// shows only so many (a picture).
    ///
    /// - Parameter limit: The most items explained.
    /// - Complexity: As `ambiguityExplanations()`, with the range queries of
    ///   the first `limit` items only.
    public func ambiguityExplanations(limit: Int) -> [AmbiguityExplanation] {
        let ambiguous = ambiguousLayout().items
        guard !ambiguous.isEmpty, limit > 0 else { return [] }
        let everyOptionalHolds = everyOptionalConstraintHolds()
        let explained = Array(ambiguous.prefix(limit))
        let ties = TieIndex(ambiguous)
        // One query for all items: asked item by item, the solver may walk a
        // chain of definitions per item (an undetermined row of N views: N each).
        return zip(explained, ambiguity(of: explained)).map { item, itemAmbiguity in
            explanation(of: item, ambiguity: itemAmbiguity, ties: ties, everyOptionalHolds: everyOptionalHolds)
        }
    }

    /// The least and greatest value a free variable takes over all optimal
    /// layouts; equal bounds when it is determined, an infinite end when unbounded.
    public func valueRange(of variable: Variable) -> ClosedRange<Double> {
        layoutIfNeeded()
        return solver.valueRange(of: variable)
    }

    /// The least and greatest value an expression of attributes and
    /// variables takes over all optimal layouts, asked directly (no variable
    /// or constraint is added): `valueRange(of: LayoutExpression(view, .right))`
    /// is the range of the view's right edge. An attribute term stands for the
    /// edge's position in attribute space, as `value(of:of:)` reads it
    /// (leading and trailing under the item's direction, never negated).
    ///
    /// - Parameter expression: Terms over this engine's items (not removed) and variables.
    /// - Returns: The range; equal bounds when determined, an infinite end when unbounded.
    /// - Complexity: As `Solver.valueRange(of:)` of an expression.
    public func valueRange(of expression: LayoutExpression) -> ClosedRange<Double> {
        layoutIfNeeded()
        var translated = Expression(constant: expression.constant)
        for term in expression.terms {
            switch term.operand {
            case .variable(let variable):
                translated.terms.append(Term(variable, term.coefficient))
            case .attribute(let item, let attribute):
                precondition(!item.isRemoved, "\(item.name) was removed from the engine")
                translated = translated + valueExpression(for: attribute, of: item).scaled(by: term.coefficient)
            }
        }
        return solver.valueRange(of: translated)
    }

    /// The explanation of an ambiguous item.
    func explanation(
        of item: LayoutItem, ambiguity: ItemAmbiguity, ties: TieIndex, everyOptionalHolds: Bool
    ) -> AmbiguityExplanation {
        let open: [(AmbiguityExplanation.Component, Bool, Variable)] = [
            (.x, ambiguity.x, item.minX), (.y, ambiguity.y, item.minY),
            (.width, ambiguity.width, item.width), (.height, ambiguity.height, item.height),
        ]
        let components = open.filter(\.1).map(\.0)
        return AmbiguityExplanation(
            item: item, components: components,
            cause: ambiguityCause(
                of: item, axes: components.map(\.axis), ties: ties, everyOptionalHolds: everyOptionalHolds),
            ranges: open.filter(\.1).map { solver.valueRange(of: $0.2) })
    }

    /// The cause of an item's ambiguity on some axes.
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
    ///   - axes: The axes of its ambiguous components (repeats allowed).
    ///   - ties: The ambiguous views grouped by what makes them tie (`TieIndex`), built once per batch.
    ///   - everyOptionalHolds: `everyOptionalConstraintHolds()`, computed once per batch.
    /// - Returns: The cause.
    package func ambiguityCause(
        of item: LayoutItem, axes: [LayoutAxis], ties: TieIndex, everyOptionalHolds: Bool
    ) -> AmbiguityExplanation.Cause {
        let ordered = [LayoutAxis.horizontal, .vertical].filter(axes.contains)
        if let view = item as? View {
            for axis in ordered {
                let (listed, total) = ties.ties(of: view, axis: axis)
                if total > 0 { return .equalPriorities(with: listed, total: total) }
            }
        }
        let unconstrained = ordered.contains { axis in
            constraintsAffectingLayout(for: item, axis: axis).isEmpty
                && ((item as? View)?.intrinsicContentSize[axis] ?? -1) < 0
        }
        return unconstrained || everyOptionalHolds ? .underconstrained : .unknown
    }

    /// Whether every optional constraint of the layout holds (then nothing
    /// competes, and an ambiguity is exactly a missing constraint).
    ///
    /// - Complexity: O(*n*) in the active constraints.
    package func everyOptionalConstraintHolds() -> Bool {
        constraints.allSatisfy { constraint in
            constraint.priority.isRequired || violation(of: constraint) < 1e-6
        }
    }
}
