import Testing

@testable import TrellisSolver

/// A constraint may be in several solvers: each holds its own constant and
/// priority for it, so a change made through one solver leaves the others
/// and the `Constraint` (which keeps the values it was created with) alone.
@Suite struct SharedConstraintTests {
    /// `x == 10` and `x == 5 @250` in two solvers; the first moves the pin to
    /// 20 (constant -20) and the second raises the soft one to 500 and moves
    /// it to 7. First: x == 20 holds (required). Second: x == 10 still
    /// required, so x = 10 whatever the soft one asks.
    @Test func eachSolverChangesItsOwnCopy() throws {
        let x = Variable("x")
        let pin = x .== 10, soft = x .== 5 ~ 250
        let first = Solver(), second = Solver()
        first.checksInvariants = true
        second.checksInvariants = true
        try first.add([pin, soft])
        try second.add([pin, soft])
        try first.setConstant(-20, for: pin)
        try second.setPriority(500, for: soft)
        try second.setConstant(-7, for: soft)
        #expect(first.value(of: x) == 20)
        #expect(second.value(of: x) == 10)
        #expect(first.constant(of: pin) == -20 && second.constant(of: pin) == -10)
        #expect(first.priority(of: soft) == 250 && second.priority(of: soft) == 500)
        #expect(first.constant(of: soft) == -5 && second.constant(of: soft) == -7)
        // The constraint keeps its creation values.
        #expect(pin.constant == -10 && soft.constant == -5 && soft.priority == 250)
        // The second solver drops the pin: its soft x == 7 @500 decides alone.
        try second.remove(pin)
        #expect(second.value(of: x) == 7)
        #expect(first.value(of: x) == 20)
        #expect(second.constant(of: pin) == nil && second.priority(of: pin) == nil)
    }

    /// Adding a constraint uses the values it was created with, whatever
    /// another solver changed: the second solver adds `x == 10 @250` after the
    /// first moved its copy to 30 @500.
    @Test func addingUsesTheCreationValues() throws {
        let x = Variable("x")
        let weak = x .== 10 ~ 250
        let first = Solver()
        try first.add(weak)
        try first.setPriority(500, for: weak)
        try first.setConstant(-30, for: weak)
        let second = Solver()
        try second.add(weak)
        #expect(first.value(of: x) == 30)
        #expect(second.value(of: x) == 10)
        #expect(second.priority(of: weak) == 250)
    }

    /// A conflict is found with the constants each solver holds: in the
    /// first, `x == 1` moved to `x == 3` (constant -3); adding `x >= 2`
    /// holds there (3 ≥ 2). In the second, the pin still says x == 1, so
    /// `x >= 2` conflicts with it, and the conflict names both.
    @Test func conflictsUseEachSolversConstants() throws {
        let x = Variable("x")
        let pin = x .== 1
        let first = Solver(), second = Solver()
        try first.add(pin)
        try second.add(pin)
        try first.setConstant(-3, for: pin)
        let atLeastTwo = x .>= 2
        try first.add(atLeastTwo)
        #expect(first.value(of: x) == 3)
        #expect {
            try second.add(atLeastTwo)
        } throws: { error in
            guard case AddConstraintError.unsatisfiableConstraint(_, let conflict) = error else { return false }
            return conflict.count == 2 && conflict[0] === pin && conflict[1] === atLeastTwo
        }
        // A constant change that conflicts, minimised with the held constants:
        // in the first solver, x == 3 and x >= 2; moving the pin to 1 (constant
        // -1) breaks x >= 2.
        #expect {
            try first.setConstant(-1, for: pin)
        } throws: { error in
            guard case ChangeConstantError.unsatisfiableConstraint(_, let conflict) = error else { return false }
            // The changed constraint comes last.
            return conflict.count == 2 && conflict[0] === atLeastTwo && conflict[1] === pin
        }
        #expect(first.constant(of: pin) == -3)
    }
}
