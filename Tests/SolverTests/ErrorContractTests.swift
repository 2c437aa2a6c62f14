import Testing

@testable import TrellisSolver

/// Each solver call throws its own error type; each converts to the
/// `SolverError` of the same case, with the same description.
@Suite struct ErrorContractTests {
    /// A client that keeps one error type for every call.
    static func moveThenDrop(_ solver: Solver, _ constraint: Constraint) throws(SolverError) {
        do { try solver.setConstant(-5, for: constraint) } catch { throw SolverError(error) }
        do { try solver.remove(constraint) } catch { throw SolverError(error) }
    }

    @Test func aClientKeepingSolverErrorConvertsEachCallsError() {
        let solver = Solver()
        let stranger = Variable("x") .== 1
        do {
            try Self.moveThenDrop(solver, stranger)
            Issue.record("an unknown constraint was changed")
        } catch {
            guard case .unknownConstraint(let c) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(c === stranger)
        }
    }

    @Test func conversionsKeepTheCaseAndTheDescription() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x .== 10
        try solver.add(pin)
        do {
            try solver.add(pin)
        } catch {
            guard case .duplicateConstraint(let c) = SolverError(error) else {
                Issue.record("\(error)")
                return
            }
            #expect(c === pin)
            #expect(error.description == SolverError(error).description)
        }
        do {
            try solver.suggestValue(1, for: x)
        } catch {
            guard case .unknownEditVariable(let v) = SolverError(error) else {
                Issue.record("\(error)")
                return
            }
            #expect(v === x)
            #expect(error.description == "unknown edit variable: x")
        }
        do {
            try solver.setPriority(.low, for: pin)
        } catch {
            guard case .requiredPriorityChange(let c) = SolverError(error) else {
                Issue.record("\(error)")
                return
            }
            #expect(c === pin)
        }
    }
}
