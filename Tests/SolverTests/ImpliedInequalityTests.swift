import Testing

@testable import TrellisSolver

/// Required inequalities that the constraints held imply stay out of the
/// tableau (`SolverCore+ImpliedInequalities.swift`), and come back into it
/// before what implies them is removed or changed.
///
/// The system is three views of an `equalSpacing` stack, in the order the
/// stack adds it: lengths `w0 = w1 = w2 = 10`, the distributing equality
/// `x2 − x1 − w1 == x1 − x0 − w0` (which defines `x2`), `x0 == 0`, the
/// spacing inequalities `x1 − x0 − w0 >= 5` and `x2 − x1 − w1 >= 5`, then
/// the closing edge `x2 + w2 == 60`. The second spacing inequality expands
/// to the first one's slack plus the distributing dummy: implied. The two
/// gaps share 60 − 30 = 30: 15 each, so x1 = 10 + 15 = 25 and
/// x2 = 25 + 10 + 15 = 50.
@Suite struct ImpliedInequalityTests {
    let x = (0..<3).map { Variable("x\($0)") }
    let w = (0..<3).map { Variable("w\($0)") }
    let lengths: [Constraint]
    let distributing: Constraint
    let lead: Constraint
    let firstSpacing: Constraint
    let secondSpacing: Constraint
    let closing: Constraint

    init() {
        lengths = w.map { $0 .== 10 }
        distributing = x[2] - x[1] - w[1] .== x[1] - x[0] - w[0]
        lead = x[0] .== 0
        firstSpacing = x[1] - x[0] - w[0] .>= 5
        secondSpacing = x[2] - x[1] - w[1] .>= 5
        closing = x[2] + w[2] .== 60
    }

    func makeSolver() throws -> Solver {
        let solver = Solver()
        solver.checksInvariants = true
        for constraint in lengths + [distributing, lead, firstSpacing, secondSpacing, closing] {
            try solver.add(constraint)
        }
        return solver
    }

    @Test func theSecondSpacingIsHeldAsImplied() throws {
        let solver = try makeSolver()
        #expect(solver.placement(of: secondSpacing) == .impliedInequality)
        #expect(solver.placement(of: firstSpacing) == .row)
        #expect(solver.value(of: x[1]) == 25)
        #expect(solver.value(of: x[2]) == 50)
        #expect(!solver.isAmbiguous(x[2]))
    }

    @Test func removingTheFirstSpacingWakesTheSecond() throws {
        let solver = try makeSolver()
        try solver.remove(firstSpacing)
        #expect(solver.placement(of: secondSpacing) == .row)
        // The distributing equality and the edges still fix both gaps at 15.
        #expect(solver.value(of: x[1]) == 25)
        #expect(solver.value(of: x[2]) == 50)
        // The second spacing now holds alone: x2 + 10 == 60 with x2 − x1 − 10 >= 5
        // and the gaps equal. Closing at 38 asks for gaps of 4 each: refused.
        #expect(throws: ChangeConstantError.self) { try solver.setConstant(-38, for: closing) }
    }

    @Test func changingTheDistributingConstantWakesTheSecond() throws {
        let solver = try makeSolver()
        // x2 − x1 − w1 − (x1 − x0 − w0) − 10 == 0: the second gap is the first plus 10,
        // and the two share 30: 10 and 20, so x1 = 20, x2 = 20 + 10 + 20 = 50.
        try solver.setConstant(-10, for: distributing)
        #expect(solver.placement(of: secondSpacing) == .row)
        #expect(solver.value(of: x[1]) == 20)
        #expect(solver.value(of: x[2]) == 50)
        // A distributing constant of −24: 2g + 24 = 30, a first gap of 3 < 5: refused.
        #expect(throws: ChangeConstantError.self) { try solver.setConstant(-24, for: distributing) }
        #expect(solver.value(of: x[1]) == 20)
    }

    @Test func removingTheImpliedOneLeavesTheRest() throws {
        let solver = try makeSolver()
        try solver.remove(secondSpacing)
        #expect(!solver.contains(secondSpacing))
        #expect(solver.value(of: x[2]) == 50)
        try solver.remove(firstSpacing)
        #expect(solver.value(of: x[2]) == 50)
    }

    @Test func aTooShortStackNamesAMinimalConflict() throws {
        let solver = Solver()
        solver.checksInvariants = true
        for constraint in lengths + [distributing, lead, firstSpacing, secondSpacing] { try solver.add(constraint) }
        let dump = solver.debugDescription
        // 35 leaves 5 for two gaps of at least 5: the lengths, the lead, the
        // first spacing, the distributing equality and the closing edge (or
        // the two spacings in place of the first and the distributing one).
        let tooShort = x[2] + w[2] .== 35
        do {
            try solver.add(tooShort)
            Issue.record("a stack too short for its gaps was accepted")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflict) = error else {
                Issue.record("\(error)")
                return
            }
            let names = Set(conflict.map { ObjectIdentifier($0) })
            let viaDistributing = Set(
                (lengths + [distributing, lead, firstSpacing, tooShort]).map { ObjectIdentifier($0) })
            let viaSpacings = Set(
                (lengths + [lead, firstSpacing, secondSpacing, tooShort]).map { ObjectIdentifier($0) })
            #expect(names == viaDistributing || names == viaSpacings)
        }
        #expect(solver.debugDescription == dump)
        #expect(solver.placement(of: secondSpacing) == .impliedInequality)
    }

    @Test func aFailedConstantChangeOfADependencyLeavesTheSolverAsItWas() throws {
        let solver = try makeSolver()
        let dump = solver.debugDescription
        #expect(throws: ChangeConstantError.self) { try solver.setConstant(-24, for: distributing) }
        #expect(solver.debugDescription == dump)
        #expect(solver.placement(of: secondSpacing) == .impliedInequality)
    }

    @Test func aWeakerSpacingIsImpliedAndAStrongerOneIsNot() throws {
        // Gaps of 15: `>= 3` is implied by the first spacing's `>= 5`; `>= 12`
        // is not (it holds, but not because of `>= 5`).
        let weaker = x[2] - x[1] - w[1] .>= 3
        let stronger = x[2] - x[1] - w[1] .>= 12
        let solver2 = Solver()
        solver2.checksInvariants = true
        for constraint in lengths + [distributing, lead, firstSpacing, weaker, stronger] {
            try solver2.add(constraint)
        }
        #expect(solver2.placement(of: weaker) == .impliedInequality)
        #expect(solver2.placement(of: stronger) == .row)
        try solver2.add(closing)
        #expect(solver2.value(of: x[2]) == 50)
    }
}
