import Testing

@testable import TrellisSolver

/// Many required bounds on one variable: the weaker ones are kept dormant
/// (`SolverCore+Bounds.swift`), and nothing a caller sees changes.
@Suite struct BoundTests {
    /// x >= 0, x >= 1, …, x >= 9, and x == 0 @100 pulling it down.
    private func ascending(_ solver: Solver, _ x: Variable) throws -> [Constraint] {
        let bounds = (0..<10).map { x .>= Double($0) }
        try solver.add(x .== 0 ~ 100)
        try solver.add(bounds)
        return bounds
    }

    @Test func theStrongestBoundHoldsAndOnlyItIsInTheTableau() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = try ascending(solver, x)
        // The strongest lower bound is 9; x == 0 @100 pulls x to it.
        #expect(solver.value(of: x) == 9)
        #expect(bounds.allSatisfy(solver.contains))
        // Nine bounds are implied by x >= 9: once the group reached four, only
        // the strongest stayed in the tableau (no marker for the others).
        let dormant = bounds.filter { solver.core.records[ObjectIdentifier($0)]!.placement == .dormantBound }
        #expect(dormant.count == 9)
        #expect(!dormant.contains { $0 === bounds[9] })
    }

    /// A variable's first bound goes straight in, its group made once it is
    /// in: refused, it leaves no group; later bounds group as usual (x >= 0
    /// … x >= 4: the fifth finds four, so the four go dormant).
    @Test func aRefusedFirstBoundLeavesNoGroup() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let pin = x .== 0
        try solver.add(pin)
        #expect(throws: AddConstraintError.self) { try solver.add(x .>= 5) }
        #expect(solver.core.bounds.required[ObjectIdentifier(x)] == nil)
        try solver.remove(pin)
        let bounds = (0..<5).map { x .>= Double($0) }
        try solver.add(bounds)
        #expect(solver.core.bounds.required[ObjectIdentifier(x)]?.lower.count == 5)
        let dormant = bounds.filter { solver.core.records[ObjectIdentifier($0)]!.placement == .dormantBound }
        #expect(dormant.count == 4 && !dormant.contains { $0 === bounds[4] })
    }

    @Test func removingTheStrongestBringsBackTheNext() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = try ascending(solver, x)
        try solver.remove(bounds[9])
        #expect(solver.value(of: x) == 8)  // x >= 8 is now the strongest
        try solver.remove(bounds[3])  // a dormant one: nothing moves
        #expect(solver.value(of: x) == 8)
        for bound in bounds[4...8].reversed() { try solver.remove(bound) }
        #expect(solver.value(of: x) == 2)  // 0, 1 and 2 are left
        #expect(!solver.contains(bounds[9]))
    }

    @Test func changingConstantsKeepsTheStrongestInCharge() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = try ascending(solver, x)
        // Weaken the strongest (x >= 9 becomes x >= 2): x >= 8 takes over.
        try solver.setConstant(-2, for: bounds[9])
        #expect(solver.value(of: x) == 8)
        // Strengthen a dormant one (x >= 1 becomes x >= 20).
        try solver.setConstant(-20, for: bounds[1])
        #expect(solver.value(of: x) == 20)
        try solver.remove(bounds[1])
        #expect(solver.value(of: x) == 8)
    }

    /// Soak program 5684 (tame), reduced: four bounds x0 >= -160 are all in the
    /// tableau (below the threshold); one is tightened in place to x0 >= 0;
    /// a fifth, x0 >= 0, is then implied by it and goes dormant. Removing the
    /// tightened one leaves only x0 >= -160 active, so x0 >= 0 must come back.
    /// By hand: x0 >= 0 required; x0 == -160 (edit) and x0 == -70, both @500,
    /// each pull x0 down, so x0 = 0 before and after the removal (it was -70).
    @Test func removingTheStrongestOfSeveralActiveBringsBackAStrongerDormant() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x0 = Variable("x0")
        let tightened = Constraint(0.5 * x0 + 80, .greaterThanOrEqual)
        try solver.add(tightened)
        try solver.add(Constraint(x0 + 160, .greaterThanOrEqual))
        try solver.addEditVariable(x0, priority: Priority(500))
        try solver.suggestValue(-160, for: x0)
        try solver.add(Constraint(2 * x0 + 320, .greaterThanOrEqual))
        try solver.add(Constraint(4 * x0 + 640, .greaterThanOrEqual))
        try solver.setConstant(0, for: tightened)
        try solver.add(Constraint(-x0 - 70, .equal, priority: Priority(500)))
        let atZero = Constraint(1 * x0, .greaterThanOrEqual)
        try solver.add(atZero)
        #expect(solver.core.records[ObjectIdentifier(atZero)]!.placement == .dormantBound)
        #expect(solver.value(of: x0) == 0)
        try solver.remove(tightened)
        #expect(solver.value(of: x0) == 0)
        #expect(solver.core.records[ObjectIdentifier(atZero)]!.placement == .row)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func upperBoundsWorkTheSameWay() throws {
        // w <= 100, w <= 99, …, w <= 91, and w == 200 @100 pushing up: w = 91.
        let solver = Solver()
        solver.checksInvariants = true
        let w = Variable("w")
        try solver.add(w .== 200 ~ 100)
        let bounds = (0..<10).map { w .<= Double(100 - $0) }
        try solver.add(bounds)
        #expect(solver.value(of: w) == 91)
        try solver.remove(bounds[9])
        #expect(solver.value(of: w) == 92)
    }

    @Test func aConflictNamesTheStrongestBoundAndRollsBack() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        let bounds = try ascending(solver, x)
        let before = solver.debugDescription
        let bad = x .<= 5
        // x >= 9 and x <= 5 cannot both hold; the weaker bounds 6…8 would
        // conflict too, but the set is minimal with the strongest.
        #expect {
            try solver.add(bad)
        } throws: { error in
            guard case AddConstraintError.unsatisfiableConstraint(_, let set) = error else { return false }
            return set.count == 2 && set[0] === bounds[9] && set[1] === bad
        }
        #expect(solver.debugDescription == before)
        #expect(solver.value(of: x) == 9)
        // Below every bound but the removed ones it fits: 0…5 left after removing 6…9.
        for bound in bounds[6...9] { try solver.remove(bound) }
        try solver.add(bad)
        #expect(solver.value(of: x) == 5)
    }

    @Test func dormantBoundsComeBackStrongestFirstWithRepeatedValues() throws {
        // Upper bounds 10, 10, 12, 9, 9, 15, 11, 9 on x, which a weak pull
        // takes as high as they let it: x is the least bound left. By hand,
        // removing them in the order 9, 9, 9, 10, 10, 11, 12 leaves x at 9,
        // 9, 10, 10, 11, 12, 15 (the last 9 removed is the only 9 left, and
        // so on).
        let solver = Solver()
        solver.checksInvariants = true  // the dormant bounds stay sorted
        let x = Variable("x")
        try solver.add(x .== 100 ~ 1)
        let values: [Double] = [10, 10, 12, 9, 9, 15, 11, 9]
        let bounds = values.map { x .<= $0 }
        try solver.add(bounds)
        #expect(solver.value(of: x) == 9)
        var left = [9.0, 9, 10, 10, 11, 12, 15]
        for index in [3, 4, 7, 0, 1, 6, 2] {
            try solver.remove(bounds[index])
            #expect(solver.value(of: x) == left.removeFirst())
        }
    }
}
