import Testing

@testable import TrellisSolver

/// `Solver.add(_:)` with an array: the rows go in one after the other and the
/// solver re-optimises once at the end, or when a row needs the optimum to go
/// in (one without a subject of its own). `DifferentialTests` checks it
/// against HiGHS over the oracle systems; these check what a list keeps when
/// a member fails, and what it does with extreme numbers.
@Suite struct ListAdditionTests {
    /// `x == 10` at 250, `x == 15` at 750 (which leaves x at 10 until the
    /// solver re-optimises), `y == x + 5` and `x >= 20` required, then
    /// `x <= 5`, which conflicts with `x >= 20`, and one more after it. The
    /// row of `x >= 20` has no subject (its slack would go in below zero), so
    /// the solver optimises in the middle of the list (x moves to 15) and
    /// writes that row again over what is left parametric; the failing member
    /// undoes only itself. By hand: x = max(15, 20) = 20 and y = 25.
    @Test func aFailingMemberKeepsTheOnesBefore() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        let prefer = x .== 10 ~ 250, stronger = x .== 15 ~ 750, follow = y .== x + 5
        let floor = x .>= 20, ceiling = x .<= 5, after = y .<= 100
        var conflict: [Constraint] = []
        do {
            try solver.add([prefer, stronger, follow, floor, ceiling, after])
            Issue.record("the list was added whole")
        } catch {
            guard case .unsatisfiableConstraint(let failing, let set) = error else {
                Issue.record("threw \(error)")
                return
            }
            #expect(failing === ceiling)
            conflict = set
        }
        #expect(Set(conflict.map(ObjectIdentifier.init)) == [ObjectIdentifier(floor), ObjectIdentifier(ceiling)])
        #expect([prefer, stronger, follow, floor].allSatisfy(solver.contains))
        #expect(!solver.contains(ceiling) && !solver.contains(after))
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 25)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// A list whose rows all have subjects re-optimises once, at the end:
    /// x prefers 10 at 250 and 30 at 750, and the stronger wins (x = 30,
    /// y = 35), as one at a time.
    @Test func theOptimumIsReachedAtTheEnd() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        try solver.add([x .== 10 ~ 250, y .== x + 5, x .>= 0, x .== 30 ~ 750, y .<= 100])
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 35)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// A member with extreme numbers is added as it would be alone (inside
    /// the overflow guard, re-optimised at once): the same error, or the same
    /// values, as adding the members one at a time.
    /// The last case conflicts with `x >= 0` (x ≤ −1), after rows that left
    /// the optimisation pending (the layout engine's activation met such a
    /// refusal: `conflictingLineWithAnExtremeNumberActivates`).
    @Test(arguments: 0..<5)
    func extremeNumbersAreAddedAsAlone(index: Int) throws {
        let x = Variable("x"), y = Variable("y")
        let extreme: [Constraint] = [
            x * 1e300 + y * 1e300 .== 1e300,
            x * 1e300 .>= 1e308,
            x * 1.7e308 + y * 1.7e308 .>= 1.7e308,
            x * 1e-7 + y .== .greatestFiniteMagnitude,
            x * 1e300 .<= -1e300,
        ]
        func outcome(_ add: (Solver, [Constraint]) throws(AddConstraintError) -> Void) -> String {
            let solver = Solver()
            solver.checksInvariants = true
            let members = [x .>= 0, y .== x + 1 ~ 500, extreme[index], y .<= 1e6 ~ 250]
            do throws(AddConstraintError) {
                try add(solver, members)
            } catch {
                return "\(error), holding \(members.map(solver.contains)): x = \(solver.value(of: x))"
            }
            return "x = \(solver.value(of: x)), y = \(solver.value(of: y))"
        }
        let listed = outcome { (solver, members) throws(AddConstraintError) in try solver.add(members) }
        let alone = outcome { (solver, members) throws(AddConstraintError) in
            for member in members { try solver.add(member) }
        }
        #expect(listed == alone)
    }

    /// 300 lengths, each hugging 40 at 250 and resisting below 40 at 750 (in
    /// the tableau first), then, as one list, each pulled to 60 at 999 — a
    /// `fillProportionally` stack's length rules, each at odds with its
    /// view's hugging. Every pull leaves its optimisation owed and brings
    /// entering candidates; the list settles once they pass the limit, so
    /// no pivot prices more than the limit and one row's candidates (without
    /// it, 300 pulls gathered 1,500 and the settling priced them all at
    /// every pivot). By hand: the pulls outrank hugging, every length is 60.
    @Test func aListSettlesBeforeItsCandidatesPassTheLimit() throws {
        let solver = Solver()
        let lengths = (0..<300).map { Variable("w\($0)") }
        for w in lengths {
            try solver.add(w .<= 40 ~ 250)
            try solver.add(w .>= 40 ~ 750)
        }
        var most = 0
        try solver.deferringOptimization { () throws(AddConstraintError) in
            for w in lengths {
                try solver.add(w .== 60 ~ 999)
                most = max(most, solver.core.tableau.enteringCandidates.count)
            }
        }
        #expect(most <= SolverCore.pendingCandidateLimit + 8)
        #expect(lengths.allSatisfy { solver.value(of: $0) == 60 })
    }
}
