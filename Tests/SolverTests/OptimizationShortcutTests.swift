import Testing

@testable import TrellisSolver

/// `Tableau.optimize()` returns at once when no symbol is listed as one whose
/// cost changed (`enteringCandidates`) and no row is recorded infeasible: the
/// case after a constant change whose dual simplex made no pivot. The primal
/// passes look only at those lists, so the shortcut changes nothing they would
/// have changed; these tests fail if it were taken on another ground (no
/// pivot of the dual simplex, while a cost changed) or left anything behind.
/// The dual simplex likewise returns at once when no row is recorded
/// infeasible; a suggestion that makes one infeasible still pivots.
@Suite struct OptimizationShortcutTests {
    /// x + w == r, x == 10, w >= 0 @500, r edited @750 (the solver of
    /// `SameSuggestionTests`): suggesting 110 and then 111 moves w from 100
    /// to 101 (r - 10) by constants alone.
    static func resizableRow() throws -> (Solver, Variable, Variable) {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), w = Variable("w"), r = Variable("r")
        try solver.add(x + w .== r)
        try solver.add(x .== 10)
        try solver.add(w .>= 0 ~ 500)
        try solver.addEditVariable(r)
        try solver.suggestValue(110, for: r)
        return (solver, w, r)
    }

    @Test func aConstantChangeWithoutAPivotLeavesWhatTheFullPassesWould() throws {
        let (solver, w, r) = try Self.resizableRow()
        let pivots = solver.pivotCount
        try solver.suggestValue(111, for: r)
        #expect(solver.value(of: w) == 101)
        #expect(solver.pivotCount == pivots)
        let shortcut = solver.core.tableau
        #expect(shortcut.enteringCandidates.isEmpty && shortcut.infeasibleRows.isEmpty)
        // The passes the shortcut skipped, run on a copy, change nothing.
        var full = shortcut
        full.optimizeListedSymbols(artificial: false)
        #expect(full.pivotCount == shortcut.pivotCount)
        #expect(full.rows.elementsEqual(shortcut.rows))
        #expect(full.objectiveLevelCount == shortcut.objectiveLevelCount)
        for level in 0..<full.objectiveLevelCount {
            #expect(full.objectiveRow(at: level).constant == shortcut.objectiveRow(at: level).constant)
        }
    }

    @Test func aPriorityChangeWithoutADualPivotStillOptimizes() throws {
        // x == 10 @750 beats x == 20 @500: x = 10. Lowered to @250, it loses:
        // x = 20. No constant changes (the dual simplex has nothing to fix),
        // only costs (its errors move to a lower level), so only the primal
        // simplex, which must pivot, gets x there.
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let ten = x .== 10 ~ 750
        try solver.add(ten)
        try solver.add(x .== 20 ~ 500)
        #expect(solver.value(of: x) == 10)
        let pivots = solver.pivotCount
        try solver.setPriority(250, for: ten)
        #expect(solver.value(of: x) == 20)
        #expect(solver.pivotCount > pivots)
    }

    @Test func aSuggestionThatPivotsIsOptimizedAfterwards() throws {
        // Suggesting 5 asks w = -5, below its bound @500 (weaker than the
        // edit @750, stronger than nothing): w's error takes the shortfall
        // by a pivot, w = -5, and the invariant checks find the objective
        // optimal. Back at 111, w = 101.
        let (solver, w, r) = try Self.resizableRow()
        let pivots = solver.pivotCount
        try solver.suggestValue(5, for: r)
        #expect(solver.value(of: w) == -5)
        #expect(solver.pivotCount > pivots)
        try solver.suggestValue(111, for: r)
        #expect(solver.value(of: w) == 101)
    }
}
