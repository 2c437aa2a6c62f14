/// The update pass of the views that make constraints for their subviews:
/// stack views and grid views.
///
/// A change to a stack or a grid (an arranged view added, hidden or resized,
/// the axis, the spacing, a placement) does not touch the solver at once: it
/// marks the view, and the engine brings every marked view's constraints up
/// to date before it lays out or answers a query, in a pass named after
/// UIKit's update-constraints pass (`setNeedsUpdateConstraints`,
/// `updateConstraintsIfNeeded()`), which also runs before layout. (Apple does
/// not document when a UIStackView makes its constraints; that it defers
/// them is our choice.)
///
/// Waiting is what keeps a layout built from the inside out linear. A cell
/// whose stack is filled before the cell is placed would otherwise put the
/// cell's edges into the solver's tableau first, so that the constraint
/// placing the cell below the previous one could no longer be kept as a
/// definition of the cell's top and became a row holding every cell above
/// it. Done in the update pass, the constraints the program made come
/// first, and containers go outermost first, so that each one finds its
/// arranged views' edges still free and defines them relative to its own.
extension LayoutEngine {
    /// Brings the constraints of every stack and grid view changed since the
    /// last pass up to date, outer views before the views inside them.
    ///
    /// The layout pass (`layoutIfNeeded()`) and every query of values,
    /// ambiguity, conflicts or a constraint by identifier run it first; call
    /// it to see a container's constraints in `constraints` at once.
    ///
    /// - Complexity: Linear in the arranged views of the changed containers,
    ///   plus one solver call per constraint that changed, plus sorting the
    ///   changed containers by depth (O(*c* log *c* + *c* · *d*)).
    public func updateConstraintsIfNeeded() {
        guard !pendingArrangements.isEmpty, !pendingArrangements.isUpdating else { return }
        pendingArrangements.beginUpdate()
        defer { pendingArrangements.endUpdate() }
        // Filling cells whose tops are chained moves the chain once per cell:
        // the chained values are brought up to date once, when next read.
        solver.performBatchUpdates {
            while !pendingArrangements.isEmpty {
                let batch = pendingArrangements.takeBatch()
                var known: [ObjectIdentifier: Int] = [:]
                let depths = batch.map { $0.valueDown(known: &known) { _, parent in (parent ?? -1) + 1 } }
                let order = batch.indices.sorted { (depths[$0], batch[$0].serial) < (depths[$1], batch[$1].serial) }
                for index in order {
                    let view = batch[index]
                    view.needsArrangement = false
                    if !view.isRemoved { view.updateArrangement() }
                }
            }
        }
    }

    /// Marks a container for the next update pass.
    func setNeedsArrangement(_ view: any ArrangingView) {
        guard !view.isRemoved else { return }
        // The constraints this change asks for count as declared now, or
        // when the update pass makes them.
        if containerConstraintsAreDeclaredWhenMade {
            view.arrangement.declarationOrder = nil
            view.arrangement.hidingDeclarationOrder = Self.hidingDeclarationOrder
        } else {
            view.arrangement.declarationOrder = nextOrder
            nextOrder += 1
        }
        guard !view.needsArrangement else { return }
        view.needsArrangement = true
        pendingArrangements.append(view)
        didMutate()
    }
}

/// A view that makes constraints for its subviews in the engine's update pass
/// (`StackView`, `GridView`).
protocol ArrangingView: View {
    /// Whether the view waits for the update pass.
    var needsArrangement: Bool { get set }
    /// Re-derives the view's constraints and changes in the engine only those that differ.
    func updateArrangement()
    /// The constraints the view made and keeps active.
    var arrangement: ManagedConstraints { get set }
}
