import Testing

@testable import TrellisSolver

/// An optional constraint whose new variable `v` can be its subject is kept
/// as a definition over its errors (`v = (e⁺ − e⁻ − rest)/a`, or over its
/// slack and error), costed at its level; these tests drive every query and
/// change through one.
@Suite struct OptionalDefinitionTests {
    /// left == 0, then x(i) == x(i-1) + 10 @750 for i in 1..<count (x0 is left).
    func row(_ count: Int, in solver: Solver) throws -> (xs: [Variable], links: [Constraint]) {
        let xs = (0..<count).map { Variable("x\($0)") }
        try solver.add(xs[0] .== 0)
        var links: [Constraint] = []
        for i in 1..<count {
            let link = xs[i] .== xs[i - 1] + 10 ~ 750
            try solver.add(link)
            links.append(link)
        }
        return (xs, links)
    }

    /// Every link is a definition, and nothing is in the tableau. The errors
    /// are costed, so each is 0: x(i) = 10·i, determined.
    @Test func aRowOfOptionalLinksStaysOutOfTheTableau() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, links) = try row(10, in: solver)
        for (index, link) in links.enumerated() {
            #expect(solver.placement(of: link) == .definition(Int32(index + 1)))
        }
        #expect(solver.tableauRowCount == 0)
        #expect(solver.values(of: xs) == (0..<10).map { Double(10 * $0) })
        #expect(solver.ambiguity(of: xs).allSatisfy { !$0 })
        #expect(solver.valueRange(of: xs[9]) == 90...90)
    }

    /// A wish x9 == 50 @500 loses to the links at 750: x9 stays 90.
    /// Required, it wins: the links must give up 40 in all, at one level, so
    /// any split with each link shortened (d(i) <= 0, Σ d(i) = −40) is
    /// optimal. x9 = 50 is determined; x1 = 10 + d1 is in [−30, 10], x5 =
    /// 50 + d1 + … + d5 in [10, 50].
    @Test func aRequiredEndSpreadsOverTheLinksAtOneLevel() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _) = try row(10, in: solver)
        try solver.add(xs[9] .== 50 ~ 500)
        #expect(solver.value(of: xs[9]) == 90)
        #expect(!solver.isAmbiguous(xs[9]))
        try solver.add(xs[9] .== 50)
        #expect(solver.value(of: xs[9]) == 50)
        #expect(!solver.isAmbiguous(xs[9]))
        #expect(solver.isAmbiguous(xs[1]))
        #expect(solver.ambiguity(of: [xs[1], xs[5], xs[9]]) == [true, true, false])
        #expect(solver.valueRange(of: xs[1]) == -30...10)
        #expect(solver.valueRange(of: xs[5]) == 10...50)
    }

    /// With x9 == 50 required, link 3 moved to 250 takes all 40: x3 =
    /// 20 + 10 − 40 = −10 and every other link holds, so x(i) = 10·i for
    /// i < 3 and 10·i − 40 from 3 on. Link 2 then asks +20: the row needs 10
    /// more, which link 3 gives too (x2 = 30, x3 = −10). Removing link 3
    /// leaves x3 to the links after it: x3 = 50 − 60 = −10 still.
    @Test func priorityAndConstantChangesAndRemoval() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, links) = try row(10, in: solver)
        try solver.add(xs[9] .== 50)
        try solver.setPriority(250, for: links[2])
        #expect(solver.values(of: xs) == [0, 10, 20, -10, 0, 10, 20, 30, 40, 50])
        #expect(solver.ambiguity(of: xs).allSatisfy { !$0 })
        // x2 - x1 - 10 == 0: the constant -10 becomes -20.
        try solver.setConstant(-20, for: links[1])
        #expect(solver.values(of: xs) == [0, 10, 30, -10, 0, 10, 20, 30, 40, 50])
        try solver.remove(links[2])
        #expect(solver.values(of: xs) == [0, 10, 30, -10, 0, 10, 20, 30, 40, 50])
        #expect(solver.ambiguity(of: xs).allSatisfy { !$0 })
    }

    /// The last link, which nothing refers to, is dropped with its errors
    /// and its level: the solver is as it was before the link.
    @Test func removingTheLastLinkDropsItsErrorsAndLevel() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let a = Variable("a"), b = Variable("b")
        try solver.add(a .== 0)
        let before = solver.debugDescription
        let link = b .== a + 5 ~ 300
        try solver.add(link)
        #expect(solver.value(of: b) == 5)
        #expect(solver.core.tableau.levels == [300])
        try solver.remove(link)
        #expect(solver.core.tableau.levels.isEmpty)
        #expect(solver.debugDescription == before)
        #expect(solver.value(of: b) == 0)
    }

    /// `b >= a + 5 @300` with a == 0 defines b over its slack and error: b
    /// can grow for free (ambiguous, [5, ∞)). A wish b == 2 @100 loses
    /// (b = 5); b == 2 @500 wins (b = 2, the link's error 3).
    @Test func anOptionalInequality() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let a = Variable("a"), b = Variable("b")
        try solver.add(a .== 0)
        let link = b .>= a + 5 ~ 300
        try solver.add(link)
        #expect(solver.placement(of: link) == .definition(1))
        #expect(solver.value(of: b) == 5)
        #expect(solver.isAmbiguous(b))
        #expect(solver.valueRange(of: b) == 5...Double.infinity)
        try solver.add(b .== 2 ~ 100)
        #expect(solver.value(of: b) == 5)
        #expect(!solver.isAmbiguous(b))
        try solver.add(b .== 2 ~ 500)
        #expect(solver.value(of: b) == 2)
        #expect(solver.ambiguity(of: [b]) == [false])
    }

    /// An edit stays a row, even as the first constraint on v (each
    /// suggestion shifts its constant in place): suggestions move v, and
    /// w == v + 1 follows (8, then 10). Without the edit v is free, and so
    /// is w.
    @Test func anEditOnANewVariableIsARow() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let v = Variable("v"), w = Variable("w")
        try solver.addEditVariable(v, priority: .high)
        let edit = try #require(solver.core.edits[ObjectIdentifier(v)]).constraint
        #expect(solver.placement(of: edit) == .row)
        try solver.suggestValue(7, for: v)
        try solver.add(w .== v + 1)
        #expect(solver.value(of: w) == 8)
        try solver.suggestValue(9, for: v)
        #expect(solver.value(of: w) == 10)
        #expect(!solver.isAmbiguous(w))
        try solver.removeEditVariable(v)
        #expect(solver.isAmbiguous(w))
    }

    /// A required constraint that cannot hold is refused, and the solver,
    /// its optional definitions and their levels included, is as before.
    @Test func aFailedAdditionLeavesTheDefinitionsAsTheyWere() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (xs, _) = try row(10, in: solver)
        try solver.add(xs[9] .== 50)
        let before = solver.debugDescription
        #expect(throws: AddConstraintError.self) { try solver.add(xs[0] .== 1) }
        #expect(solver.debugDescription == before)
        #expect(solver.value(of: xs[9]) == 50)
    }
}
