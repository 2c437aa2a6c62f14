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

    /// x0 == 0, x(i+1) == x(i) + 10 for i < n, then x(n) <= 5: x(n) is 10·n,
    /// so every link is needed, and the certificate, already minimal, is
    /// shown so by one solve rather than by a solve per member.
    func chain(_ n: Int) -> (links: [Constraint], bad: Constraint) {
        let xs = (0...n).map { Variable("x\($0)") }
        let links = [xs[0] .== 0] + (0..<n).map { xs[$0 + 1] .== xs[$0] + 10 }
        return (links, xs[n] .<= 5)
    }

    @Test func longChainConflictNamesEveryLink() throws {
        let (links, bad) = chain(400)
        let solver = Solver()
        try solver.add(links)
        #expect {
            try solver.add(bad)
        } throws: { error in
            guard case AddConstraintError.unsatisfiableConstraint(_, let set) = error else { return false }
            return set.count == 402 && zip(set, links + [bad]).allSatisfy { $0 === $1 }
        }
    }

    @Test func everyMemberOfAShortChainConflictIsNeeded() throws {
        // The set the solver names, checked member by member by brute force:
        // without any one of them the rest can hold.
        let (links, bad) = chain(12)
        let solver = Solver()
        try solver.add(links)
        var named: [Constraint] = []
        do {
            try solver.add(bad)
        } catch {
            if case .unsatisfiableConstraint(_, let set) = error { named = set }
        }
        #expect(named.count == 14)
        for left in named.indices {
            let rest = Solver()
            try rest.add(named.enumerated().filter { $0.offset != left }.map(\.element))
        }
    }

    @Test func irreducibilityNeedsOneDependencyThroughEveryMember() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        // x >= 10, x <= 5: x - 10 and x - 5 depend on each other, through both.
        #expect(SolverCore.isIrreducible([x .>= 10, x .<= 5]))
        // A third member on another variable takes no part in the dependency.
        #expect(!SolverCore.isIrreducible([x .>= 10, y .== 5, x .<= 5]))
        // x == 1, x == 2, x == 3: two dependencies (any two conflict).
        #expect(!SolverCore.isIrreducible([x .== 1, x .== 2, x .== 3]))
        // x + y == 1, y + z == 1, x - z == 5: x - z = (x + y) - (y + z) = 0.
        #expect(SolverCore.isIrreducible([x + y .== 1, y + z .== 1, x - z .== 5]))
        // A constant that cannot hold is its own minimal set.
        #expect(SolverCore.isIrreducible([Constraint(Expression(constant: 5), .equal)]))
    }

    @Test func aConflictWithMoreThanOneDependencyIsStillMinimised() throws {
        // x == 1 and x == 2 fight; adding x == 3 names one of them with it.
        let solver = Solver()
        let x = Variable("x")
        let one = x .== 1, two = x .== 2
        try solver.add(one)
        #expect(throws: AddConstraintError.self) { try solver.add(two) }
        let three = x .== 3
        #expect {
            try solver.add(three)
        } throws: { error in
            guard case AddConstraintError.unsatisfiableConstraint(_, let set) = error else { return false }
            return set.count == 2 && set[0] === one && set[1] === three
        }
    }
}
