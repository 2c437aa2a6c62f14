/// The first arranged view of a `fill` stack hands its leading canvas
/// connection to the next view before it leaves.
///
/// The solver holds a stack's closing edge (its length as the sum of every
/// view's length and gap) in rows as long as the stack, anchored at the
/// first view's leading connection. Taking that connection and the spacing
/// after it out first leaves the chain of views anchored at the trailing
/// edge alone: the solver moves the long rows to the next view's position,
/// and the next view's connection, added in the update pass, moves them
/// back, each time through rows of every view (emptying a stack from the
/// front was quadratic). Added while the leaving view and the spacing after
/// it still hold, the next view's connection holds the leaving view's length
/// at 0 through short rows, and what leaves afterwards no longer carries the
/// sum. The constraint is the one the update pass would make; the pass then
/// keeps it.
extension StackView {
    /// Activates the leading canvas connection of the view after `view`, the
    /// first arranged view of a `fill` stack, when the update pass would make
    /// it and the solver takes it while `view` is still arranged.
    ///
    /// A gap after `view` would make its length negative: the solver's copy of
    /// that spacing (which leaves with `view`) is given the constant 0 first,
    /// the constraint itself keeping its own. Nothing happens when the stack
    /// waits for a full derivation, a view is hidden, or the gaps run between
    /// baselines; nor, with nothing recorded, when the connection cannot hold
    /// with `view`'s own constraints (a required width): the update pass then
    /// adds it after `view` has left.
    func handOverLeadingConnection(from view: View) {
        guard !isRemoved, distribution == .fill, !needsFullArrangement, !hadHiddenArrangedViews,
            !(isBaselineRelativeArrangement && axis == .vertical), arrangedList.first === view,
            let next = arrangedList.neighbours(of: view).next, !next.isRemoved
        else { return }
        if gap(after: view) != 0 {
            guard let spacing = arrangement.constraint(withIdentifier: name + ".UISV-spacing." + next.name),
                engine.setSolverConstantIfConsistent(0, of: spacing)
            else { return }
        }
        engine.setNeedsArrangement(self)
        arrangement.activateIfConsistent(leadingConnectionRule(for: next), in: engine)
    }
}
