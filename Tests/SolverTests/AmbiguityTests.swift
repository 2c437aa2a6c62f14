import Testing

@testable import TrellisSolver

@Suite struct AmbiguityTests {
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
