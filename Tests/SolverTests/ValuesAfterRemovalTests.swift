import Foundation
import TestSupport
import Testing

@testable import TrellisSolver

/// Values stay current when a removal turns a definition into an ordinary row.
///
/// A required equality that introduces a fresh variable is kept as that
/// variable's definition; removing it first gives the variable a row. The
/// definitions that referred to it must then follow its row: before the fix
/// they were recomputed only when its value changed from the value recorded
/// for the new row, zero, so a variable that ended at zero left them stale.
@Suite struct ValuesAfterRemovalTests {
    /// `a + b == 2` defines a = 2 − b; `a + c == 5` defines c = 5 − a = 3.
    /// Removing the first leaves a and b free (both 0, the solver's choice for
    /// a free variable) and c = 5 − a = 5: `a + c == 5` must still hold.
    @Test func dependentDefinitionFollowsAMaterialisedOne() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        solver.checksInvariants = true
        let first = a + b .== 2
        try solver.add(first)
        try solver.add(a + c .== 5)
        #expect(solver.value(of: c) == 3)
        try solver.remove(first)
        #expect(solver.value(of: a) + solver.value(of: c) == 5)
        #expect(solver.value(of: a) == 0)
        #expect(solver.value(of: c) == 5)
    }

    /// The layout of the report: `w: a.width == 50`, `a.width == 0 @500`,
    /// `b.left == a.right + 8` with a.left = 0. Removing w collapses a to the
    /// optional width 0, so b.left = 0 + 0 + 8 = 8 (it stayed at 58).
    @Test func viewAfterACollapsedNeighbourMovesBack() throws {
        let aLeft = Variable("a.left"), aWidth = Variable("a.width"), bLeft = Variable("b.left")
        let solver = Solver()
        solver.checksInvariants = true
        try solver.add(aLeft .== 0)
        let w = aWidth .== 50
        try solver.add(w)
        try solver.add(aWidth .== 0 ~ 500)
        try solver.add(bLeft .== aLeft + aWidth + 8)
        #expect(solver.value(of: bLeft) == 58)
        try solver.remove(w)
        #expect(solver.value(of: aWidth) == 0)
        #expect(solver.value(of: bLeft) == 8)
    }

    /// Random sequences shaped like the report: required equalities of two
    /// or three terms over four variables (each addition that meets a fresh
    /// variable makes a definition, often of an earlier one), optional
    /// constraints, and removals. After every step every held required
    /// constraint holds in the reported values, ambiguous variables included.
    /// Without the fix each of the four seeds fails.
    @Test(arguments: 0..<4)
    func requiredConstraintsHoldAfterEveryRemoval(seed: UInt64) throws {
        var random = RepeatableRandomNumberGenerator(seed: 0x5EED_0 &+ seed)
        for sequence in 0..<500 {
            let variables = (0..<4).map { Variable("v\($0)") }
            let solver = Solver()
            var held: [Constraint] = []
            for step in 0..<12 {
                let choice = random.next(below: 6)
                if choice < 3 || held.isEmpty {
                    var terms: [Term] = []
                    for _ in 0..<(2 + random.next(below: 2)) {
                        terms.append(Term(variables[random.next(below: 4)], [1, -1, 2][random.next(below: 3)]))
                    }
                    let constant = Double(random.next(below: 21) - 10)
                    let priority: Priority = choice == 2 ? [500, 250][random.next(below: 2)] : .required
                    let relation: Relation =
                        choice == 1 ? [.lessThanOrEqual, .greaterThanOrEqual][random.next(below: 2)] : .equal
                    let constraint = Constraint(Expression(terms, constant: constant), relation, priority: priority)
                    do {
                        try solver.add(constraint)
                        held.append(constraint)
                    } catch {}
                } else {
                    try solver.remove(held.remove(at: random.next(below: held.count)))
                }
                let broken = held.filter { $0.priority.isRequired && !holds($0, in: solver) }
                #expect(broken.isEmpty, "seed \(seed) sequence \(sequence) step \(step): \(broken)")
                if !broken.isEmpty { return }
            }
        }
    }

    private func holds(_ constraint: Constraint, in solver: Solver) -> Bool {
        let expression = constraint.expression
        var total = expression.constant
        for term in expression.terms { total += term.coefficient * solver.value(of: term.variable) }
        switch constraint.relation {
        case .equal: return abs(total) <= 1e-9
        case .lessThanOrEqual: return total <= 1e-9
        case .greaterThanOrEqual: return total >= -1e-9
        }
    }

    /// The same check inside the fuzz interpreter (`SolverProgram`, which
    /// the solver fuzz target runs): after every operation of a tame program
    /// every held required constraint holds. `TRELLIS_SOAK=1` runs 20,000.
    @Test(arguments: 0..<4)
    func fuzzProgramsKeepRequiredConstraints(seed: UInt64) {
        let soak = ProcessInfo.processInfo.environment["TRELLIS_SOAK"] != nil
        var random = RepeatableRandomNumberGenerator(seed: 0x57A1E &+ seed)
        for program in 0..<(soak ? 5_000 : 250) {
            let length = 2 + random.next(below: 60)
            let bytes = [SolverProgram.Scale.tame.rawValue] + (0..<length).map { _ in UInt8(random.next(below: 256)) }
            let problems = SolverProgram.run(bytes, scales: [.tame])
            #expect(problems.isEmpty, "seed \(seed) program \(program):\n\(problems.joined(separator: "\n"))")
            if !problems.isEmpty { return }
        }
    }
}
