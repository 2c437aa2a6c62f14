import Testing

@testable import TrellisSolver

/// The spans of levels that may hold each symbol (`ObjectiveLevels`): how
/// the checks read past them, how inserting or removing a level moves them,
/// and how a rollback restores them. Worked by hand.
@Suite struct ObjectiveSpanTests {
    @Test func theFullScanReadsLevelsOutsideASymbolsSpan() {
        // An error costing −1 at the only level (priority 500): its cost (−1)
        // is negative, so it can enter. With its span wrongly emptied, the
        // span walk sees nothing, but the full scan (the reference the
        // optimality check uses) must still find it.
        var tableau = Tableau()
        let error = tableau.makeSymbol(.error)
        tableau.addObjective(error, -1, level: tableau.retainLevel(for: 500))
        #expect(tableau.enteringSymbol() == error)
        tableau.objective.forget(error)
        #expect(tableau.costSign(of: error) == 0)
        #expect(tableau.enteringSymbol() == error)
        #expect(!tableau.objective.invariantViolations().isEmpty)
    }
}
