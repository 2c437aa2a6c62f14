import Testing

@testable import TrellisSolver

/// A required inequality whose new variable `v` can be its subject is kept as
/// a definition `v = (s − rest)/a` over its slack `s`, as a required equality
/// is over its dummy; these tests drive every query and change through one.
@Suite struct InequalityDefinitionTests {
    /// Every link is a definition, and the tableau holds only the bound's
    /// row (x0 = s0). Each slack is 0, so x(i) = x(i-1) + 1 = i; each link
    /// can open, so every variable can grow: all ambiguous, x9 in [9, ∞).
    @Test func aChainOfInequalitiesStaysOutOfTheTableau() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, links) = try solver.addInequalityChain(10)
        for (index, link) in links.enumerated() {
            #expect(solver.placement(of: link) == .definition(Int32(index)))
        }
        #expect(solver.tableauRowCount == 1)
        #expect(solver.values(of: xs) == (0..<10).map(Double.init))
        #expect(solver.ambiguity(of: xs).allSatisfy { $0 })
        #expect(xs.allSatisfy { solver.isAmbiguous($0) })
        #expect(solver.valueRange(of: xs[9]) == 9...Double.infinity)
    }

    /// x9 <= 9 closes the chain: 0 <= x0, x(i) >= x(i-1) + 1 and x9 <= 9
    /// leave only x(i) = i. Nothing is ambiguous, and each range is a point.
    @Test func closingTheChainDeterminesIt() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _) = try solver.addInequalityChain(10)
        try solver.add(xs[9] .<= 9)
        #expect(solver.values(of: xs) == (0..<10).map(Double.init))
        #expect(solver.ambiguity(of: xs).allSatisfy { !$0 })
        #expect(!solver.isAmbiguous(xs[4]))
        #expect(solver.valueRange(of: xs[4]) == 4...4)
    }

    /// In the closed chain, link 5 asking x4 + 2 <= x5 needs x9 >= 10: it
    /// conflicts with the bound, every link and the end (all eleven are
    /// needed: drop any one and the rest hold). The solver is as before.
    @Test func aLinkConstantThatCannotHoldIsUndone() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, links) = try solver.addInequalityChain(10)
        let end = xs[9] .<= 9
        try solver.add(end)
        let before = solver.debugDescription
        // x4 + 1 - x5 <= 0: the constant 1 becomes 2.
        #expect {
            try solver.setConstant(2, for: links[4])
        } throws: { error in
            guard case ChangeConstantError.unsatisfiableConstraint(let failing, let set) = error else { return false }
            return failing === links[4] && set.count == 11
        }
        #expect(solver.debugDescription == before)
        #expect(solver.values(of: xs) == (0..<10).map(Double.init))
    }

    /// A constraint that cannot hold with the chain is refused, and the
    /// solver, definitions included, is exactly as before.
    @Test func aFailedAdditionLeavesTheDefinitionsAsTheyWere() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _) = try solver.addInequalityChain(10)
        let before = solver.debugDescription
        // x9 >= 9 always: x9 <= 5 cannot hold.
        #expect(throws: AddConstraintError.self) { try solver.add(xs[9] .<= 5) }
        #expect(solver.debugDescription == before)
        #expect(solver.values(of: xs) == (0..<10).map(Double.init))
        #expect(solver.core.definitions.count == 9)
    }

    /// Removing link 5 of the closed chain (x4 + 1 <= x5) splits it: x0…x4
    /// keep x0 >= 0 below them (x4 >= 4, unbounded above), x5…x9 keep
    /// x9 <= 9 above them (x5 <= 5, unbounded below).
    @Test func removingALinkSplitsTheChain() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, links) = try solver.addInequalityChain(10)
        try solver.add(xs[9] .<= 9)
        try solver.remove(links[4])
        #expect(solver.placement(of: links[4]) == nil)
        #expect(solver.ambiguity(of: xs).allSatisfy { $0 })
        #expect(solver.valueRange(of: xs[4]) == 4...Double.infinity)
        #expect(solver.valueRange(of: xs[5]) == -Double.infinity...5)
        // Adding it back (now a row: x5 has a symbol) closes the chain again.
        try solver.add(links[4])
        #expect(solver.placement(of: links[4]) == .row)
        #expect(solver.values(of: xs) == (0..<10).map(Double.init))
        #expect(solver.ambiguity(of: xs).allSatisfy { !$0 })
    }

    /// Removing the last link of an open chain drops its definition: x9
    /// reads 0 again (no constraint mentions it), and x8 keeps its value.
    @Test func removingTheLastLinkDropsItsDefinition() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, links) = try solver.addInequalityChain(10)
        try solver.remove(links[8])
        #expect(solver.value(of: xs[9]) == 0)
        #expect(solver.value(of: xs[8]) == 8)
        #expect(solver.core.definitions[8] == nil)
    }

    /// `2·y >= x + 4` with x == 6 defines y = (x + 4 + s)/2: y >= 5.
    /// A wish y == 20 @750 holds it at 20, where its slack is basic
    /// (s = 2·20 − 6 − 4 = 30). Moving the constant keeps y at 20 while
    /// 20 is allowed (y >= 8), then pushes it to 25 (y >= 25).
    @Test func aConstantChangeThroughABasicSlack() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        try solver.add(x .== 6)
        let link = y * 2 .>= x + 4
        try solver.add(link)
        #expect(solver.placement(of: link) == .definition(1))
        #expect(solver.value(of: y) == 5)
        #expect(solver.isAmbiguous(y))
        try solver.add(y .== 20 ~ 750)
        let slack = solver.core.records[ObjectIdentifier(link)]!.marker
        #expect(solver.core.tableau.isBasic(slack))
        #expect(solver.value(of: y) == 20)
        #expect(!solver.isAmbiguous(y))
        // 2y - x - 4 >= 0: the constant -4 becomes -10 (y >= 8), then -44 (y >= 25).
        try solver.setConstant(-10, for: link)
        #expect(solver.value(of: y) == 20)
        try solver.setConstant(-44, for: link)
        #expect(solver.value(of: y) == 25)
        #expect(solver.valueRange(of: y) == 25...25)
    }

    /// `v <= u - 3` written with v's coefficient negative on the other
    /// side (`u - v - 3 >= 0`): v = u − 3 − s. With u == 10 and a wish
    /// v == 100 @500 that the slack cannot follow, v stays at 7, its
    /// greatest value, determined (the wish's error is costed).
    @Test func anUpperLinkWrittenTheOtherWayRound() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let u = Variable("u"), v = Variable("v")
        try solver.add(u .== 10)
        let link = u - v - 3 .>= 0
        try solver.add(link)
        #expect(solver.placement(of: link) == .definition(1))
        #expect(solver.valueRange(of: v) == -Double.infinity...7)
        try solver.add(v .== 100 ~ 500)
        #expect(solver.value(of: v) == 7)
        #expect(!solver.isAmbiguous(v))
        #expect(solver.ambiguity(of: [v]) == [false])
    }

    /// A dump names a definition's slack among its terms, and two solvers
    /// given the same calls dump the same text and pivot the same.
    @Test func theSameCallsGiveTheSameDump() throws {
        func build() throws -> Solver {
            let solver = Solver()
            let (xs, links) = try solver.addInequalityChain(30)
            try solver.add(xs[29] .<= 40)
            try solver.add(xs[10] .== 30 ~ 500)
            try solver.remove(links[20])
            try solver.setConstant(3, for: links[5])
            return solver
        }
        let first = try build(), second = try build()
        #expect(first.debugDescription == second.debugDescription)
        #expect(first.pivotCount == second.pivotCount)
        #expect(first.debugDescription.contains("x2 := 1 + 1 x1 + 1 s"))
    }

    /// Links removed and added back, again and again, leave symbols and
    /// definitions behind that compaction drops; the values stay those of
    /// the closed chain (x(i) = i).
    @Test func compactionKeepsTheChain() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, links) = try solver.addInequalityChain(40)
        try solver.add(xs[39] .<= 39)
        for round in 0..<6 {
            for link in links[(round * 5)..<(round * 5 + 5)] { try solver.remove(link) }
            for link in links[(round * 5)..<(round * 5 + 5)] { try solver.add(link) }
        }
        #expect(solver.values(of: xs) == (0..<40).map(Double.init))
        #expect(solver.ambiguity(of: xs).allSatisfy { !$0 })
    }
}
