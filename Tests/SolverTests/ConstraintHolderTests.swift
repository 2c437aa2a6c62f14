import Testing

@testable import TrellisSolver

/// A constraint may be in several solvers, but its constant and priority
/// (kept in the constraint) change in place only while one solver holds it:
/// otherwise a change made through one solver would silently move the other.
@Suite struct ConstraintHolderTests {
    /// Whether the call throws `.sharedConstraint`.
    static func isShared(_ call: () throws -> Void) -> Bool {
        do {
            try call()
            return false
        } catch ChangeConstantError.sharedConstraint {
            return true
        } catch ChangePriorityError.sharedConstraint {
            return true
        } catch {
            return false
        }
    }

    @Test func sharedConstraintDoesNotChangeInPlace() throws {
        let x = Variable("x")
        let pin = x .== 10, soft = x .== 5 ~ 250
        let first = Solver(), second = Solver()
        try first.add([pin, soft])
        try second.add([pin, soft])
        #expect(first.value(of: x) == 10 && second.value(of: x) == 10)
        #expect(Self.isShared { try first.setConstant(-20, for: pin) })
        #expect(Self.isShared { try second.setPriority(500, for: soft) })
        // Refused: both still read x = 10, and the constraint still says x == 10.
        #expect(first.value(of: x) == 10 && second.value(of: x) == 10)
        #expect(pin.constant == -10)
    }

    /// Once the other solver lets it go — removed, reset, or gone — it changes again.
    @Test func onlyHolderChangesIt() throws {
        let x = Variable("x")
        let weak = x .== 10 ~ 250
        let first = Solver()
        try first.add(weak)
        do {
            let second = Solver()
            try second.add(weak)
            #expect(Self.isShared { try first.setPriority(500, for: weak) })
            try second.remove(weak)
            try first.setPriority(500, for: weak)
            try second.add(weak)
            #expect(Self.isShared { try first.setConstant(-20, for: weak) })
            second.reset()
            try first.setConstant(-20, for: weak)
            try second.add(weak)
        }
        // The second solver is gone: the first may change it again (x == 30).
        try first.setConstant(-30, for: weak)
        #expect(first.value(of: x) == 30)
    }

    /// A failed addition does not count: `x == 1` then `x == 2` conflicts in
    /// the first solver, and the second, which takes `x == 2`, may change it.
    @Test func failedAdditionDoesNotHoldIt() throws {
        let x = Variable("x")
        let one = x .== 1, two = x .== 2
        let first = Solver(), second = Solver()
        try first.add(one)
        #expect(throws: AddConstraintError.self) { try first.add(two) }
        try second.add(two)
        try second.setConstant(-3, for: two)
        #expect(second.value(of: x) == 3)
    }
}
