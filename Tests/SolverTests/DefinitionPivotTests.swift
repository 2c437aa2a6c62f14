import Testing

@testable import TrellisSolver

/// An optional constraint over one defined variable pivots the variable's
/// definition onto its slack first (`SolverCore+DefinitionPivot.swift`): the
/// variable gets a short row of its own and the link's slack another,
/// instead of a row holding the whole chain below it.
@Suite struct DefinitionPivotTests {
    func cellCount(of solver: Solver) -> Int {
        solver.core.tableau.cellCount
    }

    /// Wishes x(i) == 2i @500 on a chain of 400: every gap of 2 leaves the
    /// link's 1 room, so every wish holds and x(i) = 2i, determined. Each
    /// wish's row holds its two errors and each link's slack row its
    /// neighbours' few symbols, so the tableau stays under 8 cells a
    /// variable; and no slack goes below zero, so no wish takes a pivot.
    /// (Expanding each variable's chain into its wish's row, i cells for
    /// x(i), then took a pivot a wish to bring the link's slack in.)
    @Test func wishesOnAChainKeepRowsShort() throws {
        let solver = Solver()
        let count = 400
        let (xs, links) = try solver.addInequalityChain(count)
        var largest = 0
        for i in 0..<count {
            try solver.add(xs[i] .== Double(2 * i) ~ 500)
            largest = max(largest, cellCount(of: solver))
        }
        #expect(largest < 8 * count)
        #expect(solver.pivotCount == 0)
        #expect(solver.values(of: xs) == (0..<count).map { Double(2 * $0) })
        #expect(solver.ambiguity(of: xs).allSatisfy { !$0 })
        #expect(links.allSatisfy { solver.placement(of: $0) == .row })
    }

    /// x(i) == 2i @500 for i = 0, 1, 3, and x2 == 1 @600 on a chain of 4.
    /// The links need x2 >= x0 + 2 >= 2, so at level 600 the least error is
    /// x2 = 2 (error 1), which forces x0 = 0 and x1 = 1 (x1 >= 1 from x0,
    /// x1 <= 1 from x2). At 500: x0 = 0 holds, x1 = 1 misses its 2 by 1
    /// (forced), x3 = 6 holds (6 >= 3). The wish on x2 leaves its link's
    /// slack at 1 − 2 − 1 = −2 until the dual simplex repairs it.
    @Test func aWishForLessRoomThanTheLinksNeedIsPushedBack() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _) = try solver.addInequalityChain(4)
        for (i, target, priority) in [(0, 0.0, 500), (1, 2, 500), (2, 1, 600), (3, 6, 500)] as [(Int, Double, Float)] {
            try solver.add(xs[i] .== target ~ Priority(priority))
        }
        #expect(solver.values(of: xs) == [0, 1, 2, 6])
        #expect(solver.ambiguity(of: xs).allSatisfy { !$0 })
    }

    /// The same system, then its link x1 + 1 <= x2 removed — a row since
    /// x2's wish pivoted it: x2 takes its wish of 1 at level 600; at 500 x0 =
    /// 0, x1 = 2 and x3 = 6 hold (x3 >= x2 + 1 = 2). Put back, the first
    /// answer returns.
    @Test func removingAPivotedLinkFreesItsVariable() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, links) = try solver.addInequalityChain(4)
        for (i, target, priority) in [(0, 0.0, 500), (1, 2, 500), (2, 1, 600), (3, 6, 500)] as [(Int, Double, Float)] {
            try solver.add(xs[i] .== target ~ Priority(priority))
        }
        #expect(solver.placement(of: links[1]) == .row)
        try solver.remove(links[1])
        #expect(solver.values(of: xs) == [0, 2, 1, 6])
        try solver.add(links[1])
        #expect(solver.values(of: xs) == [0, 1, 2, 6])
    }

    /// After the wishes x(i) == 2i @500, x3 <= 2 (required) cannot hold: the
    /// links need x3 >= x0 + 3 >= 3. It is refused with the bound, the three
    /// links and itself, and the solver is exactly as before.
    @Test func aConflictAfterPivotsLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _) = try solver.addInequalityChain(4)
        for i in 0..<4 { try solver.add(xs[i] .== Double(2 * i) ~ 500) }
        let before = solver.debugDescription
        let end = xs[3] .<= 2
        #expect {
            try solver.add(end)
        } throws: { error in
            guard case AddConstraintError.unsatisfiableConstraint(let failing, let set) = error else { return false }
            return failing === end && set.count == 5
        }
        #expect(solver.debugDescription == before)
        #expect(solver.values(of: xs) == [0, 2, 4, 6])
    }

    /// An edit of x2 at 750 on the chain with wishes x(i) == 2i @500, moved
    /// to 1: the links hold it at x2 >= 2 (edit error 1), and at 500 x0 = 0,
    /// x1 = 1 (forced, as above) and x3 = 6. Moved to 9: x2 = 9, x3 >= 10
    /// misses its 6 by 4, x0 = 0 and x1 = 2 hold.
    @Test func anEditOnAChainVariableMovesItsNeighbours() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _) = try solver.addInequalityChain(4)
        for i in 0..<4 { try solver.add(xs[i] .== Double(2 * i) ~ 500) }
        try solver.addEditVariable(xs[2], priority: 750)
        try solver.suggestValue(1, for: xs[2])
        #expect(solver.values(of: xs) == [0, 1, 2, 6])
        try solver.suggestValue(9, for: xs[2])
        #expect(solver.values(of: xs) == [0, 2, 9, 10])
    }
}
