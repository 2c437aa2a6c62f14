import Testing

@testable import TrellisSolver

/// A constraint is in one solver at a time: a solver changes its constant and
/// priority, so a second solver would silently read the first one's changes.
@Suite struct ConstraintHolderTests {
    @Test func secondSolverIsRefused() throws {
        let x = Variable("x")
        let pin = x .== 10
        let first = Solver(), second = Solver()
        try first.add(pin)
        #expect(throws: SolverError.self) { try second.add(pin) }
        #expect(!second.contains(pin))
        // The first solver's change stays its own: x = 20 there, 0 (unknown) in the second.
        try first.setConstant(-20, for: pin)
        #expect(first.value(of: x) == 20)
        #expect(second.value(of: x) == 0)
    }

    @Test func removedOrResetConstraintMayMove() throws {
        let x = Variable("x")
        let pin = x .== 10
        let first = Solver(), second = Solver()
        try first.add(pin)
        try first.remove(pin)
        try second.add(pin)
        #expect(second.value(of: x) == 10)
        second.reset()
        try first.add(pin)
        #expect(first.value(of: x) == 10)
    }

    @Test func deallocatedSolverReleasesItsConstraints() throws {
        let x = Variable("x")
        let pin = x .== 10
        do {
            let first = Solver()
            try first.add(pin)
        }
        let second = Solver()
        try second.add(pin)
        #expect(second.value(of: x) == 10)
    }

    /// A refused or failed addition leaves the constraint free: `x == 1` then
    /// `x == 2` conflicts in the first solver, and the second takes `x == 2`.
    @Test func failedAdditionLeavesItFree() throws {
        let x = Variable("x")
        let one = x .== 1, two = x .== 2
        let first = Solver(), second = Solver()
        try first.add(one)
        #expect(throws: SolverError.self) { try first.add(two) }
        try second.add(two)
        #expect(second.value(of: x) == 2)
    }
}
