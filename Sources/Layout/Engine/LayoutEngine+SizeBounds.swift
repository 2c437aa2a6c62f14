import TrellisSolver

/// A view's width and height are never negative, as in UIKit and AppKit.
///
/// UIKit logs a lone `UIView:0x….width == - 16` as unsatisfiable, and a cell
/// content view 0 wide cannot hold a label 8 inside each margin: Auto Layout
/// keeps every view's size at 0 or more without any constraint saying so.
/// The engine does the same with two required solver constraints per view
/// (its alignment-rect width and height `>= 0`). No `LayoutConstraint` owns
/// them, so they are never broken and never listed among a view's
/// constraints; a conflict they take part in names them among its pins
/// (`label.width >= 0`), as UIKit's log lists only the constraints it broke
/// between. Layout guides have none: a guide may be given a negative size.
extension LayoutEngine {
    /// Adds a new view's size bounds to the solver.
    ///
    /// - Complexity: Two solver additions on variables nothing else uses yet.
    func addSizeBounds(of view: View) {
        view.sizeBounds = [view.width .>= 0, view.height .>= 0]
        for bound in view.sizeBounds {
            recovering(nil) { () throws(AddConstraintError) in try self.solver.add(bound) }
        }
    }

    /// Takes a removed view's size bounds out of the solver.
    func removeSizeBounds(of view: View) {
        for bound in view.sizeBounds { removeFromSolver(bound) }
        view.sizeBounds = []
    }

    /// `label.width >= 0` when `constraint` is one of a view's size bounds, among the items of a conflict's members.
    func sizeBoundDescription(of constraint: Constraint, amongItemsOf members: [LayoutConstraint]) -> String? {
        for member in members {
            for case let view as View in member.items {
                if view.sizeBounds.first === constraint { return "\(view.name).width >= 0" }
                if view.sizeBounds.last === constraint { return "\(view.name).height >= 0" }
            }
        }
        return nil
    }
}
