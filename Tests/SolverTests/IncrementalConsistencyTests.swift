import TestSupport
import Testing

@testable import TrellisSolver

/// Long random sequences of operations keep every invariant and agree with a
/// solver built from scratch on the constraints that survive (values where the
/// layout is determined, ambiguity everywhere). The reference is the same
/// solver code, so this checks incrementality, not the optimum itself — the
/// differential tests against HiGHS do that.
@Suite struct IncrementalConsistencyTests {
    @Test(arguments: 0..<12)
    func randomOperationsMatchFromScratch(seed: UInt64) throws {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        let solver = Solver()
        solver.checksInvariants = true
        let variables = (0..<5).map { Variable("x\($0)") }
        var held: [Constraint] = []
        var edits: [Variable: Double] = [:]
        let priorities: [Priority] = [.required, 900, 500, 500, 250, 100]
        for step in 0..<300 {
            let choice = Int.random(in: 0..<10, using: &random)
            if choice < 5 {
                let a = variables.randomElement(using: &random)!, b = variables.randomElement(using: &random)!
                let k = Double(Int.random(in: -40...40, using: &random))
                let relation = Relation.allCases.randomElement(using: &random)!
                let multiplier = Double(Int.random(in: 0...2, using: &random))
                let priority = priorities.randomElement(using: &random)!
                let constraint = Constraint(a - b * multiplier - k, relation, priority: priority)
                do {
                    try solver.add(constraint)
                    held.append(constraint)
                } catch {
                    #expect(isConflict(error, naming: constraint), "seed \(seed) step \(step)")
                }
            } else if choice < 7, !held.isEmpty {
                let index = Int.random(in: 0..<held.count, using: &random)
                try solver.remove(held.remove(at: index))
            } else if choice == 7, !held.isEmpty {
                let constraint = held.randomElement(using: &random)!
                let value = Double(Int.random(in: -40...40, using: &random))
                do {
                    try solver.setConstant(value, for: constraint)
                } catch {
                    #expect(isConflict(error, naming: constraint), "seed \(seed) step \(step)")
                }
            } else if choice == 8 {
                let v = variables.randomElement(using: &random)!
                if edits[v] == nil {
                    try solver.addEditVariable(v, priority: 700)
                }
                let value = Double(Int.random(in: -50...50, using: &random))
                try solver.suggestValue(value, for: v)
                edits[v] = value
            } else if let v = edits.keys.sorted(by: { $0.name < $1.name }).first {
                try solver.removeEditVariable(v)
                edits[v] = nil
            }
        }
        let fresh = Solver()
        for constraint in held {
            // With the constant and priority the solver holds it with (changed in place above).
            var expression = constraint.expression
            expression.constant = try #require(solver.constant(of: constraint))
            let priority = try #require(solver.priority(of: constraint))
            try fresh.add(Constraint(expression, constraint.relation, priority: priority))
        }
        for v in edits.keys.sorted(by: { $0.name < $1.name }) {
            try fresh.addEditVariable(v, priority: 700)
            try fresh.suggestValue(edits[v]!, for: v)
        }
        for v in variables {
            let ambiguous = solver.isAmbiguous(v)
            #expect(ambiguous == fresh.isAmbiguous(v), "seed \(seed): \(v) ambiguity")
            if !ambiguous {
                #expect(abs(solver.value(of: v) - fresh.value(of: v)) < 1e-6, "seed \(seed): \(v) value")
            }
            let (r1, r2) = (solver.valueRange(of: v), fresh.valueRange(of: v))
            #expect(
                abs(r1.lowerBound - r2.lowerBound) < 1e-6 || r1.lowerBound == r2.lowerBound, "seed \(seed): \(v) range")
            #expect(
                abs(r1.upperBound - r2.upperBound) < 1e-6 || r1.upperBound == r2.upperBound, "seed \(seed): \(v) range")
        }
    }

    func isConflict(_ error: any Error, naming constraint: Constraint) -> Bool {
        guard case .unsatisfiableConstraint(let c, let set)? = (error as? any SolverErrorConvertible)?.solverError
        else {
            return false
        }
        return c === constraint && set.contains { $0 === constraint }
    }
}
