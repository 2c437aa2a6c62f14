import Testing

@testable import TrellisSolver

/// Exact hierarchical priorities: the published cases where summed-weight
/// solvers (kiwi, cassowary.js) give a different answer.
@Suite struct PriorityHierarchyTests {
    func makeSolver() -> Solver {
        let solver = Solver()
        solver.checksInvariants = true
        return solver
    }

    @Test func strongestOfFourLevelsWins() throws {
        // w == 1 @101, w == 2 @102, w == 3 @103, w == 4 @104: level 104 is
        // satisfied first and exactly, so w = 4 whatever the lower levels want.
        let solver = makeSolver()
        let w = Variable("w")
        for value in 1...4 { try solver.add(w .== Double(value) ~ Priority(Float(100 + value))) }
        #expect(solver.value(of: w) == 4)
        #expect(!solver.isAmbiguous(w))
    }

    @Test func inequalityAtHigherLevelBeatsEquality() throws {
        // v >= 100 @501 is met exactly first (v in [100, ∞)); then v == 90 @500
        // is as close as it can be at v = 100; v == 10 @10 cannot move it.
        let solver = makeSolver()
        let v = Variable("v")
        try solver.add(v .>= 100 ~ 501)
        try solver.add(v .== 90 ~ 500)
        try solver.add(v .== 10 ~ 10)
        #expect(solver.value(of: v) == 100)
    }

    @Test func noNumberOfLowerViolationsOutweighsOneHigher() throws {
        // A thousand x == 0 @250 against one x == 100 @251: level 251 alone
        // decides, x = 100 (a weighted solver would give 0).
        let solver = makeSolver()
        solver.checksInvariants = false
        let x = Variable("x")
        for _ in 0..<1000 { try solver.add(x .== 0 ~ 250) }
        try solver.add(x .== 100 ~ 251)
        #expect(solver.value(of: x) == 100)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func addAndRemoveSequence() throws {
        // cassowary.js: x == 100 @weak, then x <= 10 and x <= 20 required;
        // removing them one by one gives 10, 20, 100.
        let solver = makeSolver()
        let x = Variable("x")
        try solver.add(x .== 100 ~ 1)
        let ten = x .<= 10
        let twenty = x .<= 20
        try solver.add(ten)
        try solver.add(twenty)
        #expect(solver.value(of: x) == 10)
        try solver.remove(ten)
        #expect(solver.value(of: x) == 20)
        try solver.remove(twenty)
        #expect(solver.value(of: x) == 100)
    }

    @Test func withinALevelTheSumOfErrorsIsMinimised() throws {
        // x == 0, x == 10, x == 10 all @500: the median minimises |x| + 2|x - 10|, x = 10.
        let solver = makeSolver()
        let x = Variable("x")
        try solver.add(x .== 0 ~ 500)
        try solver.add(x .== 10 ~ 500)
        try solver.add(x .== 10 ~ 500)
        #expect(solver.value(of: x) == 10)
        #expect(!solver.isAmbiguous(x))
    }
}
