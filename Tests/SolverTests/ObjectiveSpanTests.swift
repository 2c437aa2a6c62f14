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

    @Test func theSnapshotOfRestructuredLevelsKeepsNoSpans() {
        // An error costing 1 at level 500; a transaction adds 2 to its cost
        // (journaled: the old value, 1) and then a level 750 above, which
        // keeps the objective as at the start: level 500 alone, the error at
        // 1 there, and no spans (restoring the cell must not make them; a
        // rollback rebuilds them from the levels).
        var tableau = Tableau()
        let error = tableau.makeSymbol(.error)
        tableau.addObjective(error, 1, level: tableau.retainLevel(for: 500))
        tableau.beginTransaction()
        tableau.addObjective(error, 2, level: 0)
        #expect(tableau.objective.coefficient(of: error, level: 0) == 3)
        #expect(tableau.retainLevel(for: 750) == 0)
        let snapshot = tableau.restructuredObjective.objective
        #expect(snapshot.priorities == [500])
        #expect(snapshot.coefficient(of: error, level: 0) == 1)
        #expect(snapshot.levels(mayHolding: error).isEmpty)
        tableau.rollback()
        #expect(tableau.levels == [500])
        #expect(tableau.objective.coefficient(of: error, level: 0) == 1)
        #expect(tableau.objective.levels(mayHolding: error) == 0..<1)
        #expect(tableau.objective.invariantViolations().isEmpty)
    }
}
