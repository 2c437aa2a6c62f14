import Testing

@testable import TrellisSolver

@Suite struct AmbiguityTests {
    /// Two chains of 100 definitions each (`x[i] == x[i-1] + 1`, `y[i] ==
    /// y[i-1] + 1`): the x chain hangs from a free `x[0]`, so every x is
    /// ambiguous; `y[0] == 0` pins the y chain, so every y is determined.
    /// Asked one variable at a time (the answers kept per query: fewer than
    /// one in sixteen of the definitions) and all at once (one entry per
    /// definition), the answers are the same.
    @Test func longDefinitionChainsAnswerAlikeAskedOneByOneOrTogether() throws {
        let solver = Solver()
        let xs = (0..<100).map { Variable("x\($0)") }, ys = (0..<100).map { Variable("y\($0)") }
        try solver.add(ys[0] .== 0)
        for i in 1..<100 {
            try solver.add(xs[i] .== xs[i - 1] + 1)
            try solver.add(ys[i] .== ys[i - 1] + 1)
        }
        let expected = Array(repeating: true, count: 100) + Array(repeating: false, count: 100)
        let variables = xs + ys
        #expect(variables.map { solver.ambiguity(of: [$0])[0] } == expected)
        #expect(solver.ambiguity(of: variables) == expected)
        #expect(solver.value(of: ys[99]) == 99)
    }

    @Test func equalPriorityTieIsAmbiguous() throws {
        // a + b == 10, a == 0 @500, b == 0 @500: every split costs 10 at level
        // 500, so both a and b range over [0, 10].
        let solver = Solver()
        solver.checksInvariants = true
        let a = Variable("a"), b = Variable("b")
        try solver.add(a + b .== 10)
        try solver.add(a .== 0 ~ 500)
        try solver.add(b .== 0 ~ 500)
        #expect(solver.isAmbiguous(a))
        #expect(solver.isAmbiguous(b))
        #expect(solver.valueRange(of: a) == 0...10)
        #expect(solver.ambiguity(of: [a, b]) == [true, true])
    }

    @Test func unequalPrioritiesBreakTheTie() throws {
        // b == 0 @501 wins: b = 0, a = 10.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add(a + b .== 10)
        try solver.add(a .== 0 ~ 500)
        try solver.add(b .== 0 ~ 501)
        #expect(!solver.isAmbiguous(a))
        #expect(solver.value(of: a) == 10)
        #expect(solver.value(of: b) == 0)
    }

    @Test func boundsAloneLeaveAnInterval() throws {
        // x >= 10, x <= 20 alone: x may be anywhere in [10, 20].
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x .>= 10)
        try solver.add(x .<= 20)
        #expect(solver.isAmbiguous(x))
        #expect(solver.valueRange(of: x) == 10...20)
    }

    @Test func halfBoundIsUnbounded() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x .>= 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.valueRange(of: x) == 10...Double.infinity)
    }

    @Test func pinnedVariableIsDetermined() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x .== 10)
        try solver.add(y .== x * 2 + 1)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(solver.value(of: y) == 21)
        #expect(solver.isAmbiguous(Variable("unseen")))
    }

    @Test func exerciseMovesToTheOtherEnd() throws {
        // x in [10, 20]: exercising moves it to the far end and back.
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        try solver.add(x .>= 10)
        try solver.add(x .<= 20)
        let start = solver.value(of: x)
        #expect(solver.exerciseAmbiguity(of: x))
        let moved = solver.value(of: x)
        #expect(moved != start)
        #expect(moved == 10 || moved == 20)
        #expect(solver.isAmbiguous(x))
        solver.resetExercises()
        // Back to the solver's own choice: still optimal, still ambiguous.
        #expect((10...20).contains(solver.value(of: x)))
        #expect(solver.isAmbiguous(x))
    }

    @Test func exerciseLeavesDeterminedVariablesAlone() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x .== 3)
        #expect(!solver.exerciseAmbiguity(of: x))
        #expect(solver.value(of: x) == 3)
    }
}
