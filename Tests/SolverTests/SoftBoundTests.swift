import Testing

@testable import TrellisSolver

/// Many optional bounds on one variable: the weaker ones wait outside the
/// tableau while the solution satisfies them with room to spare
/// (`SolverCore+SoftBounds.swift`), and nothing a caller sees changes.
/// Expected values are worked by hand from the violations each bound adds.
@Suite struct SoftBoundTests {
    /// x >= 0, x >= 1, …, x >= 9, all @500.
    private func ascending(_ solver: Solver, _ x: Variable) throws -> [Constraint] {
        let bounds = (0..<10).map { x .>= Double($0) ~ 500 }
        for bound in bounds { try solver.add(bound) }
        return bounds
    }

    private func dormant(_ bounds: [Constraint], in solver: Solver) -> [Constraint] {
        bounds.filter { solver.core.records[ObjectIdentifier($0)]!.placement == .dormantSoftBound }
    }

    /// Each bound costs max(0, i − x): zero for every x >= 9, so x is
    /// anywhere from 9 up. The first four of the side are only counted and
    /// stay in the tableau; from the fifth on, each stronger bound sends the
    /// one before it out: five wait (4 to 8), the last holds.
    @Test func theStrongestHoldsAndTheOthersWait() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = try ascending(solver, x)
        #expect(dormant(bounds, in: solver).map { -solver.constant(of: $0)! } == [4, 5, 6, 7, 8])
        #expect(solver.isAmbiguous(x))
        #expect(solver.valueRange(of: x) == 9...Double.infinity)
        #expect(solver.value(of: x) >= 9)
        #expect(bounds.allSatisfy(solver.contains))
    }

    /// x <= 3 @500 pulls back at the bounds' own priority. The cost is
    /// max(0, x − 3) + Σ max(0, i − x): its slope between k and k + 1 is
    /// 1 − (9 − k), negative up to 8 and zero from 8 to 9, so x is anywhere in
    /// [8, 9] (cost 5 + 1 = 6 at 8, 6 + 0 at 9). With only x >= 9 in the
    /// tableau every x in [3, 9] would cost 6: the woken bounds make the
    /// difference.
    @Test func aPullAtTheSamePriorityWakesTheBoundsItCrosses() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = try ascending(solver, x)
        try solver.add(x .<= 3 ~ 500)
        #expect(solver.isAmbiguous(x))
        #expect(solver.valueRange(of: x) == 8...9)
        #expect((8...9).contains(solver.value(of: x)))
        // The bounds still waiting are the ones x meets with room to spare.
        let value = solver.value(of: x)
        #expect(dormant(bounds, in: solver).allSatisfy { -solver.constant(of: $0)! < value })
    }

    /// A required x <= 3: every bound above 3 is violated, by 21 in all
    /// (6 + 5 + 4 + 3 + 2 + 1), the least at x = 3; the waiting ones (4 to 8)
    /// are all violated there and all come back.
    @Test func aRequiredCeilingWakesEveryBoundAboveIt() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = try ascending(solver, x)
        try solver.add(x .<= 3)
        #expect(solver.value(of: x) == 3)
        #expect(!solver.isAmbiguous(x))
        #expect(dormant(bounds, in: solver).isEmpty)
        // Lifted, the ceiling lets x back up to the strongest.
        try solver.remove(solver.core.records.values.first { $0.constraint.relation == .lessThanOrEqual }!.constraint)
        #expect(solver.valueRange(of: x) == 9...Double.infinity)
    }

    /// x <= 1 @500, a required x <= 10, four bounds x >= −10 @500 (counted,
    /// in the tableau, and met wherever the others put x), then x >= 0 …
    /// x >= 4 @500 (0 to 3 wait once x >= 4 comes). Cost max(0, x − 1) +
    /// Σ max(0, i − x): slope −2 on [1, 2], −1 on [2, 3], 0 on [3, 4], +1
    /// above, so x is anywhere in [3, 4]. With x >= 4 alone the tie would
    /// run over [1, 4]: the solver sits at 4, where the waiting bounds are
    /// met, and only the range query, which wakes the bounds its variable's
    /// range crosses, sees 3.
    @Test func theRangeIsTheWholeProblemsEvenWhenTheSolutionMeetsTheWaitingBounds() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        try solver.add(x .<= 1 ~ 500)
        try solver.add(x .<= 10)
        for _ in 0..<4 { try solver.add(x .>= -10 ~ 500) }
        let bounds = (0..<5).map { x .>= Double($0) ~ 500 }
        for bound in bounds { try solver.add(bound) }
        #expect(solver.value(of: x) == 4)
        #expect(dormant(bounds, in: solver).count == 4)
        #expect(solver.isAmbiguous(x))
        #expect(solver.valueRange(of: x) == 3...4)
        #expect(solver.valueRange(of: x + 1) == 4...5)
        // Asked in a copy: the solver itself is as it was.
        #expect(solver.value(of: x) == 4)
        #expect(dormant(bounds, in: solver).count == 4)
        // Exercised, x goes to the far end of [3, 4], never below 3.
        #expect(solver.exerciseAmbiguity(of: x))
        #expect([3.0, 4.0].contains(solver.value(of: x)))
    }

    @Test func removingTheStrongestBringsBackTheNext() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = try ascending(solver, x)
        try solver.remove(bounds[9])
        #expect(solver.valueRange(of: x) == 8...Double.infinity)
        try solver.remove(bounds[3])  // a waiting one: nothing moves
        #expect(solver.valueRange(of: x) == 8...Double.infinity)
        for bound in bounds[4...8].reversed() { try solver.remove(bound) }
        #expect(solver.valueRange(of: x) == 2...Double.infinity)  // 0, 1 and 2 are left
    }

    /// A waiting bound's constant and priority change like any other's.
    @Test func aWaitingBoundTakesNewConstantsAndPriorities() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = try ascending(solver, x)
        try solver.setPriority(250, for: bounds[1])
        #expect(solver.priority(of: bounds[1]) == 250)
        // x >= 1 becomes x >= 20: zero cost needs x >= 20.
        try solver.setConstant(-20, for: bounds[1])
        #expect(solver.valueRange(of: x) == 20...Double.infinity)
        // An edit drags x to 5 at 750, above the bounds' 500 and 250: x = 5,
        // and every bound above 5 is violated.
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: x) == 5)
        #expect(dormant(bounds, in: solver).allSatisfy { -solver.constant(of: $0)! < 5 })
    }

    /// x == y + 1 makes x a defined variable (no symbol of its own): its
    /// bounds are tallied by its definition and wait the same way. Zero cost
    /// needs x >= 9, so y >= 8.
    @Test func aDefinedVariablesBoundsWaitTheSameWay() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        try solver.add(x .== y + 1)
        #expect(solver.core.definition(of: x) != nil)
        let bounds = (0..<10).map { x .>= Double($0) ~ 500 }
        for bound in bounds { try solver.add(bound) }
        #expect(dormant(bounds, in: solver).count == 5)
        #expect(solver.valueRange(of: x) == 9...Double.infinity)
        #expect(solver.valueRange(of: y) == 8...Double.infinity)
        // Held at 3, x leaves every waiting bound unmet: all come back.
        try solver.add(y .== 2)
        #expect(solver.value(of: x) == 3)
        #expect(dormant(bounds, in: solver).isEmpty)
    }

    /// Upper bounds mirror lower ones: x <= 0, x <= −1, …, x <= −9.
    @Test func upperBoundsWaitTheSameWay() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = (0..<10).map { x .<= -Double($0) ~ 500 }
        try solver.add(bounds)
        #expect(dormant(bounds, in: solver).count == 5)
        #expect(solver.valueRange(of: x) == -Double.infinity...(-9))
    }
}
