import Testing

@testable import TrellisSolver

/// Required equalities that introduce a new variable are kept as lazy
/// definitions; these tests drive every path through them.
@Suite struct DefinitionTests {
    /// x0 == 0, x(i) == x(i-1) + w(i-1) + 8, w == 50 @750: a row of views.
    func chain(_ count: Int, in solver: Solver) throws -> (xs: [Variable], ws: [Variable], links: [Constraint]) {
        var xs: [Variable] = [], ws: [Variable] = [], links: [Constraint] = []
        for i in 0..<count {
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            try solver.add(w .== 50 ~ 750)
            let link = i == 0 ? x .== 8 : x .== xs[i - 1] + ws[i - 1] + 8
            try solver.add(link)
            xs.append(x); ws.append(w); links.append(link)
        }
        return (xs, ws, links)
    }

    /// Removing the chain from its end: each last link is a definition nothing
    /// else refers to, so it is dropped without expanding the chain. The rest
    /// keep their values (x0 = 8, x(i) = x(i-1) + 50 + 8 = 8 + 58·i), the dropped x reads 0 (no constraint
    /// mentions it), and adding the link again gives it back its value.
    @Test func removingTheLastLinkDropsItsDefinition() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _, links) = try chain(6, in: solver)
        for i in stride(from: 5, to: 2, by: -1) {
            try solver.remove(links[i])
            #expect(solver.value(of: xs[i]) == 0)
            #expect(solver.value(of: xs[i - 1]) == 8 + 58 * Double(i - 1))
        }
        try solver.add(links[3])
        #expect(solver.value(of: xs[3]) == 8 + 58 * 3)
        #expect(solver.value(of: xs[2]) == 8 + 58 * 2)
    }

    @Test func chainValuesAndAmbiguity() throws {
        // x(i) = 8 + 58 i, all determined.
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _, _) = try chain(50, in: solver)
        let expected: [Double] = (0..<50).map { Double(8 + 58 * $0) }
        #expect(solver.values(of: xs) == expected)
        #expect(solver.ambiguity(of: xs).allSatisfy { !$0 })
        #expect(solver.valueRange(of: xs[49]) == 2850...2850)
    }

    @Test func boundingTheChainEndUsesTheExpansion() throws {
        // x49 + w49 <= 2000 forces the widths (50 @750) to shrink: the sum of
        // 50 widths is 2000 - 8 - 49·8 = 1600, so each width may be anything
        // that sums to 1600 — an equal-priority tie, so the widths are ambiguous.
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, ws, _) = try chain(50, in: solver)
        try solver.add(xs[49] + ws[49] .<= 2000)
        let end = solver.value(of: xs[49]) + solver.value(of: ws[49])
        #expect(abs(end - 2000) < 1e-9)
        #expect(solver.isAmbiguous(ws[10]))
        #expect(solver.isAmbiguous(xs[10]))
        #expect(!solver.isAmbiguous(xs[0]))
    }

    @Test func changingALinkConstantShiftsTheRest() throws {
        // Link 10 from +8 to +18 (constant -8 → -18): x(i) for i ≥ 10 moves 10 right.
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _, links) = try chain(20, in: solver)
        try solver.add(xs[19] .<= 10_000)
        try solver.setConstant(-18, for: links[10])
        let ninth: Double = 8 + 58 * 9
        #expect(solver.value(of: xs[9]) == ninth)
        let tenth: Double = 8 + 58 * 10 + 10, last: Double = 8 + 58 * 19 + 10
        #expect(solver.value(of: xs[10]) == tenth)
        #expect(solver.value(of: xs[19]) == last)
    }

    @Test func removingALinkFreesTheTail() throws {
        // Without link 10, x10 is free: it and everything after it are ambiguous.
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _, links) = try chain(20, in: solver)
        try solver.add(xs[19] .<= 10_000)
        try solver.remove(links[10])
        #expect(!solver.isAmbiguous(xs[9]))
        #expect(solver.isAmbiguous(xs[10]))
        #expect(solver.isAmbiguous(xs[15]))
        try solver.add(xs[10] .== 1000)
        let fifteenth: Double = 1000 + 5 * 58
        #expect(solver.value(of: xs[15]) == fifteenth)
        #expect(!solver.isAmbiguous(xs[15]))
    }

    @Test func definitionsOutliveTheCompactionOfTheirTerms() throws {
        // Removing links 10..<90 materialises them: 160 of the 199 definition
        // terms are abandoned, and the term store is compacted. Adding the
        // links back (now tableau rows: their variables have symbols) gives
        // x(i) = 8 + 58 i again, through the definitions left (links 0..<10
        // and 90..<100), which must still read their own terms.
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _, links) = try chain(100, in: solver)
        for link in links[10..<90] { try solver.remove(link) }
        for link in links[10..<90] { try solver.add(link) }
        let expected: [Double] = (0..<100).map { Double(8 + 58 * $0) }
        #expect(solver.values(of: xs) == expected)
        // Link 95 from +8 to +18: x95 ... x99 move 10 right.
        try solver.setConstant(-18, for: links[95])
        let last: Double = 8 + 58 * 99 + 10, before: Double = 8 + 58 * 94
        #expect(solver.value(of: xs[99]) == last)
        #expect(solver.value(of: xs[94]) == before)
    }

    @Test func conflictThroughADefinitionNamesIt() throws {
        // x := y + 10 (definition), y == 5, then x == 20 conflicts with both.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let link = x .== y + 10
        try solver.add(link)
        let pin = y .== 5
        try solver.add(pin)
        let bad = x .== 20
        #expect {
            try solver.add(bad)
        } throws: { error in
            guard case AddConstraintError.unsatisfiableConstraint(_, let set) = error else { return false }
            return set.count == 3 && set[0] === link && set[1] === pin && set[2] === bad
        }
        #expect(solver.value(of: x) == 15)
    }

    @Test func definitionsCancelBeforeWalkingTheChain() throws {
        // a := chain end + 8 and b := a + 4: b - a == 4 whatever the chain is,
        // so b is determined relative to a even while the chain is free.
        let solver = Solver()
        solver.checksInvariants = true
        let start = Variable("start")
        var previous = start
        for i in 0..<100 {
            let next = Variable("c\(i)")
            try solver.add(next .== previous + 3)
            previous = next
        }
        let a = Variable("a"), b = Variable("b"), gap = Variable("gap")
        try solver.add(a .== previous + 8)
        try solver.add(b .== a + 4)
        try solver.add(gap .== b - a)
        #expect(solver.isAmbiguous(a))
        #expect(!solver.isAmbiguous(gap))
        #expect(solver.value(of: gap) == 4)
    }

    @Test func editOnADefinedVariable() throws {
        // x := y * 2, edit x to 30: y = 15.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x .== y * 2)
        try solver.addEditVariable(x)
        try solver.suggestValue(30, for: x)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: x) == 30)
    }
}
