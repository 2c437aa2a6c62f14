@testable import TrellisSolver

/// Where the solver holds a constraint and how many rows its tableau has, for the tests that check placements.
extension Solver {
    /// The placement in `constraint`'s record, or nil when the solver does not hold it.
    func placement(of constraint: Constraint) -> ConstraintPlacement? {
        core.records[ObjectIdentifier(constraint)]?.placement
    }

    /// The rows the tableau holds (freed slots not counted).
    var tableauRowCount: Int {
        core.tableau.basicRowCount
    }
}
