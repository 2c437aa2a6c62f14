import Testing

@testable import TrellisSolver

@Suite struct ConflictTests {
    @Test func conflictSetIsMinimalAndStateUnchanged() throws {
        // x >= 10, y == 5 (unrelated), x <= 20, then x == 30: only x <= 20 and
        // x == 30 fight; x >= 10 and y == 5 are not in the minimal set.
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        let low = x .>= 10, pin = y .== 5, high = x .<= 20
        try solver.add([low, pin, high])
        try solver.add(x .== 15 ~ 100)
        let before = solver.debugDescription
        let bad = x .== 30
        #expect {
            try solver.add(bad)
        } throws: { error in
            guard case AddConstraintError.unsatisfiableConstraint(let c, let set) = error else { return false }
            return c === bad && set.count == 2 && set[0] === high && set[1] === bad
        }
        #expect(solver.debugDescription == before)
        #expect(solver.value(of: x) == 15)
        #expect(!solver.contains(bad))
    }

    @Test func chainConflictNamesTheWholeChain() throws {
        // a == b + 10, b == c + 10, c == 0, a <= 15: all four are needed.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let cs = [a .== b + 10, b .== c + 10, c .== 0]
        try solver.add(cs)
        let bad = a .<= 15
        #expect {
            try solver.add(bad)
        } throws: { error in
            guard case AddConstraintError.unsatisfiableConstraint(_, let set) = error else { return false }
            return set.count == 4
        }
    }

    @Test func constantChangeThatConflictsIsRolledBack() throws {
        // x >= 10 and x <= w with w == 20; setting x >= 30 conflicts with x <= w, w == 20.
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), w = Variable("w")
        let low = x .>= 10
        let high = x .<= w
        let width = w .== 20
        try solver.add([low, high, width])
        let before = solver.debugDescription
        #expect {
            try solver.setConstant(-30, for: low)
        } throws: { error in
            guard case ChangeConstantError.unsatisfiableConstraint(let c, let set) = error else { return false }
            return c === low && set.count == 3
        }
        #expect(solver.debugDescription == before)
        #expect(solver.constant(of: low) == -10)
        try solver.setConstant(-15, for: low)
        #expect(solver.value(of: x) >= 15)
    }

    @Test func contradictoryConstantIsItsOwnConflict() throws {
        let solver = Solver()
        let never = Constraint(Expression(constant: 5), .equal)
        #expect(throws: AddConstraintError.self) { try solver.add(never) }
        let fine = Constraint(Expression(constant: 0), .equal)
        try solver.add(fine)
    }
}
