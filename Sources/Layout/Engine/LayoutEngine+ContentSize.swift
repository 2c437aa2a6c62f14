import TrellisSolver

/// Intrinsic content size as constraints, and the layout pass for content
/// whose height depends on its width.
extension LayoutEngine {
    /// Brings a view's content-size constraints in line with its `intrinsicContentSize`.
    ///
    /// Per axis with a metric: hugging `size <= intrinsic` at the hugging
    /// priority and resistance `size >= intrinsic` at the compression-resistance
    /// priority. A changed metric changes both constants in place; an axis that
    /// gains or loses its metric gains or loses the pair.
    ///
    /// - Complexity: At most two solver changes per axis.
    func updateContentSize(of view: View) {
        guard !view.isRemoved else { return }
        let size = view.layoutContentSize
        precondition(
            size.width.isFinite && size.height.isFinite,
            "\(view.name).intrinsicContentSize must be finite (View.noIntrinsicMetric for none), got \(size)")
        for axis in [LayoutAxis.horizontal, .vertical] {
            let metric = size[axis]
            let hasMetric = metric >= 0
            if let pair = view.contentSizeConstraints[axis] {
                if hasMetric {
                    if pair.hugging.constant != metric { pair.hugging.constant = metric }
                    if pair.resistance.constant != metric { pair.resistance.constant = metric }
                } else {
                    deactivate([pair.hugging, pair.resistance])
                    view.contentSizeConstraints[axis] = nil
                }
            } else if hasMetric {
                let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
                let suffix = axis == .horizontal ? "horizontal" : "vertical"
                let pair = ContentSizeConstraints(
                    hugging: LayoutConstraint(
                        kind: .contentSize, lhs: view[dimension], relation: .lessThanOrEqual, rhs: LayoutExpression(),
                        constant: metric, priority: view.contentHuggingPriority(for: axis),
                        identifier: "\(view.name).hugging.\(suffix)"),
                    resistance: LayoutConstraint(
                        kind: .contentSize, lhs: view[dimension], relation: .greaterThanOrEqual,
                        rhs: LayoutExpression(), constant: metric,
                        priority: view.contentCompressionResistancePriority(for: axis),
                        identifier: "\(view.name).compressionResistance.\(suffix)"))
                view.contentSizeConstraints[axis] = pair
                activate([pair.hugging, pair.resistance])
            }
        }
    }

    /// Gives a view's content-size constraints on an axis its current priorities, in place.
    func updateContentPriorities(of view: View, axis: LayoutAxis) {
        guard !view.isRemoved else { return }
        guard let pair = view.contentSizeConstraints[axis] else { return }
        let hugging = view.contentHuggingPriority(for: axis)
        let resistance = view.contentCompressionResistancePriority(for: axis)
        if pair.hugging.priority != hugging { pair.hugging.priority = hugging }
        if pair.resistance.priority != resistance { pair.resistance.priority = resistance }
    }

    /// The most rounds the layout pass takes to settle heights that depend on widths.
    static let maximumLayoutRounds = 8

    /// Runs the layout pass if anything changed since the last one.
    ///
    /// The solver already holds the solution; the pass only settles views
    /// with `heightForWidth`: it reads each one's width (or its
    /// `preferredMaxLayoutWidth`), asks for the height at that width, sets it as
    /// the intrinsic height, and repeats until no height changes (at most
    /// `maximumLayoutRounds` rounds). Then it derives again the constraints
    /// on stack baselines that now stand for another arranged view, and
    /// settles again (at most as many rounds).
    ///
    /// - Complexity: O(*w*) solver reads per round for *w* wrapping views.
    public func layoutIfNeeded() {
        updateConstraintsIfNeeded()
        guard !layoutPass.isLaidOut else { return }
        guard layoutPass.viewBeingAsked == nil else {
            noteReentry()
            return
        }
        settleWrappingViews()
        // Constraints on stack baselines follow the views the baselines stand
        // for; each round may make another view the tallest.
        for _ in 0..<max(0, layoutPass.roundLimit) {
            guard rederiveStackBaselineConstraints() else { break }
            settleWrappingViews()
        }
        layoutPass.markLaidOut()
    }

    /// Asks each wrapping view for its height at its current width and makes
    /// that its intrinsic height, round after round until no height changes
    /// (at most `layoutRoundLimit`; a pass that stops there with a height
    /// still changing is counted in `layoutRoundLimitHits`).
    private func settleWrappingViews() {
        for _ in 0..<max(0, layoutPass.roundLimit) {
            var changed = false
            for view in wrappingViews {
                guard let heightForWidth = view.heightForWidth else { continue }
                let width = view.preferredMaxLayoutWidth ?? solver.value(of: view.width)
                layoutPass.beginAsking(view)
                let height = heightForWidth(width)
                layoutPass.endAsking()
                guard height.isFinite, abs(height - (view.wrappedHeight ?? -1)) > Self.tolerance else { continue }
                view.wrappedHeight = height
                view.storedIntrinsicSize.height = height
                updateContentSize(of: view)
                // A stack or grid derives rules from its views' intrinsic
                // sizes (a fill stack's order of stretching, proportions):
                // told as `invalidateIntrinsicContentSize()` tells it.
                (view.superview as? StackView)?.arrangedSubviewDidChange(view)
                (view.superview as? GridView)?.placedViewDidChange(view)
                changed = true
            }
            if !changed { return }
            updateConstraintsIfNeeded()
        }
        if !wrappingViews.isEmpty { layoutPass.noteRoundLimitHit() }
    }

    /// Records that the view being asked for its height read the layout.
    private func noteReentry() {
        guard let view = layoutPass.viewBeingAsked else { return }
        issues.recordReentry(of: view)
    }

    /// The size of a view's alignment rect when asked for a target size at
    /// the given priorities, like `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    ///
    /// The engine adds `width == target.width` and `height == target.height` at
    /// the fitting priorities, lays out, reads the size and takes them away
    /// again. Views with `heightForWidth` are asked again at the widths the
    /// fitting gives (a label fitted narrower wraps to more lines), and
    /// return to their own heights at the next layout pass. Unlike UIKit,
    /// constraints outside the view's subtree also count.
    ///
    /// - Complexity: Two solver additions and removals, and a layout pass
    ///   when the engine has wrapping views.
    public func systemLayoutSizeFitting(
        _ view: View, _ targetSize: Size, horizontalPriority: Priority = .fittingSize,
        verticalPriority: Priority = .fittingSize
    ) -> Size {
        precondition(horizontalPriority.isValid && verticalPriority.isValid, "fitting priorities lie in 1...1000")
        precondition(!view.isRemoved, "\(view.name) was removed from the engine")
        layoutIfNeeded()
        let temporary = [
            view.width .== targetSize.width ~ horizontalPriority, view.height .== targetSize.height ~ verticalPriority,
        ]
        var added: [Constraint] = []
        for constraint in temporary {
            do {
                try changeSolver { () throws(AddConstraintError) in try solver.add(constraint) }
                added.append(constraint)
            } catch {
                switch error {
                // A target size the solver refuses (non-finite, or numbers
                // beyond a Double) leaves that dimension unconstrained.
                case .nonFiniteConstraint, .numericalOverflow: continue
                // Optional, valid and new: refused only if the solver breaks its contract.
                case .unsatisfiableConstraint, .invalidPriority, .duplicateConstraint: continue
                }
            }
        }
        if layoutPass.viewBeingAsked == nil { settleWrappingViews() }
        let size = Size(width: solver.value(of: view.width), height: solver.value(of: view.height))
        for constraint in added { removeFromSolver(constraint) }
        didMutate()
        return size
    }
}
