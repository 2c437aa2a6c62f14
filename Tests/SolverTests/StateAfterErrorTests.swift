import Testing

@testable import TrellisSolver

/// Every call that throws leaves the solver exactly as it was: the full dump
/// (`debugDescription`: objective levels, rows, edits) is the same before and
/// after, every value is the same, and the solver goes on exactly like a twin
/// that never saw the failing call (same dump after the same later calls, so
/// hidden state — symbol numbering, the order of constraints — is restored too).
@Suite struct StateAfterErrorTests {
    /// A solver with something of everything: definitions (fresh variables in
    /// required equalities), tableau rows, a redundant required equality (a
    /// basic dummy), inequalities, ties at optional levels, edit variables and
    /// an exercised ambiguity.
    struct Fixture {
        let solver = Solver()
        let x = (0..<6).map { Variable("x\($0)") }
        var held: [String: Constraint] = [:]

        init() throws {
            solver.checksInvariants = true
            let constraints: [(String, Constraint)] = [
                ("x0", x[0] .== 100),
                ("x0 again", x[0] .== 100),
                ("chain", x[1] .== x[0] + 20),
                ("sum", x[2] + x[3] .== 300),
                ("x2 low", x[2] .>= 10),
                ("x3 high", x[3] .<= 250),
                ("x3 floor", x[3] .>= 0),
                ("tie a", x[2] .== 0 ~ 500),
                ("tie b", x[3] .== 0 ~ 500),
                ("soft", x[4] .== x[1] * 2 ~ 250),
                ("bound", x[4] .<= 1000),
                ("free", x[5] .>= x[4]),
            ]
            for (name, constraint) in constraints {
                try solver.add(constraint)
                held[name] = constraint
            }
            try solver.addEditVariable(x[4], priority: 700)
            try solver.suggestValue(230, for: x[4])
            solver.exerciseAmbiguity(of: x[5])
        }
    }

    /// One failing call: what it does to a fixture, and which error it must throw.
    struct FailingCall: CustomStringConvertible, Sendable {
        let description: String
        let call: @Sendable (Fixture) throws -> Void
        /// Matches the error of the call's own type (each call throws its own).
        let expected: @Sendable (any Error) -> Bool
    }

    static let calls: [FailingCall] = [
        FailingCall(
            description: "add a duplicate", call: { f in try f.solver.add(f.held["sum"]!) },
            expected: { if case AddConstraintError.duplicateConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "remove an unknown constraint",
            call: { f in try f.solver.remove(f.x[0] .== 1) },
            expected: { if case RemoveConstraintError.unknownConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "add against a definition",
            call: { f in try f.solver.add(f.x[1] .== 7) },
            expected: { if case AddConstraintError.unsatisfiableConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "add an inequality that needs phase one",
            call: { f in try f.solver.add(f.x[2] + f.x[3] .>= 400) },
            expected: { if case AddConstraintError.unsatisfiableConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "add against the bounds of a tie",
            call: { f in try f.solver.add(f.x[2] .<= 40) },
            expected: { if case AddConstraintError.unsatisfiableConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "add a contradiction with no variable",
            call: { f in try f.solver.add(Constraint(Expression(constant: 1), .equal)) },
            expected: { if case AddConstraintError.unsatisfiableConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "setConstant that breaks a required inequality",
            call: { f in try f.solver.setConstant(5, for: f.held["x3 high"]!) },
            expected: { if case ChangeConstantError.unsatisfiableConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "setConstant of a definition with a redundant copy",
            call: { f in try f.solver.setConstant(-110, for: f.held["x0"]!) },
            expected: { if case ChangeConstantError.unsatisfiableConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "setConstant of the redundant copy (a basic dummy)",
            call: { f in try f.solver.setConstant(-90, for: f.held["x0 again"]!) },
            expected: { if case ChangeConstantError.unsatisfiableConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "setConstant to NaN",
            call: { f in try f.solver.setConstant(.nan, for: f.held["sum"]!) },
            expected: { if case ChangeConstantError.nonFiniteValue = $0 { true } else { false } }),
        FailingCall(
            description: "setConstant of an unknown constraint",
            call: { f in try f.solver.setConstant(1, for: f.x[0] .== 1) },
            expected: { if case ChangeConstantError.unknownConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "setPriority to required",
            call: { f in try f.solver.setPriority(.required, for: f.held["tie a"]!) },
            expected: { if case ChangePriorityError.requiredPriorityChange = $0 { true } else { false } }),
        FailingCall(
            description: "setPriority of a required constraint",
            call: { f in try f.solver.setPriority(10, for: f.held["sum"]!) },
            expected: { if case ChangePriorityError.requiredPriorityChange = $0 { true } else { false } }),
        FailingCall(
            description: "setPriority to 0",
            call: { f in try f.solver.setPriority(0, for: f.held["tie a"]!) },
            expected: { if case ChangePriorityError.invalidPriority = $0 { true } else { false } }),
        FailingCall(
            description: "add at priority 1001",
            call: { f in try f.solver.add(f.x[0] .== 1 ~ 1001) },
            expected: { if case AddConstraintError.invalidPriority = $0 { true } else { false } }),
        FailingCall(
            description: "add at priority NaN",
            call: { f in try f.solver.add(f.x[0] .== 1 ~ Priority(.nan)) },
            expected: { if case AddConstraintError.invalidPriority = $0 { true } else { false } }),
        FailingCall(
            description: "add an infinite coefficient",
            call: { f in try f.solver.add(f.x[0] * .infinity .== 1) },
            expected: { if case AddConstraintError.nonFiniteConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "add a NaN constant",
            call: { f in try f.solver.add(f.x[0] .== .nan) },
            expected: { if case AddConstraintError.nonFiniteConstraint = $0 { true } else { false } }),
        FailingCall(
            description: "add a coefficient that overflows",
            call: { f in try f.solver.add(Variable("fresh") * 1e-7 .== f.x[0] + 1e305) },
            expected: { if case AddConstraintError.numericalOverflow = $0 { true } else { false } }),
        FailingCall(
            description: "add a duplicate edit",
            call: { f in try f.solver.addEditVariable(f.x[4]) },
            expected: { if case AddEditVariableError.duplicateEditVariable = $0 { true } else { false } }),
        FailingCall(
            description: "add a required edit",
            call: { f in try f.solver.addEditVariable(f.x[3], priority: .required) },
            expected: { if case AddEditVariableError.requiredEditVariable = $0 { true } else { false } }),
        FailingCall(
            description: "add an edit at priority 0",
            call: { f in try f.solver.addEditVariable(f.x[3], priority: 0) },
            expected: { if case AddEditVariableError.invalidPriority = $0 { true } else { false } }),
        FailingCall(
            description: "suggest to a variable that is not edited",
            call: { f in try f.solver.suggestValue(1, for: f.x[3]) },
            expected: { if case SuggestValueError.unknownEditVariable = $0 { true } else { false } }),
        FailingCall(
            description: "suggest infinity",
            call: { f in try f.solver.suggestValue(.infinity, for: f.x[4]) },
            expected: { if case SuggestValueError.nonFiniteValue = $0 { true } else { false } }),
        FailingCall(
            description: "remove an edit that is not there",
            call: { f in try f.solver.removeEditVariable(f.x[3]) },
            expected: { if case RemoveEditVariableError.unknownEditVariable = $0 { true } else { false } }),
    ]

    @Test(arguments: calls)
    func failingCallLeavesTheSolverAsItWas(_ failing: FailingCall) throws {
        let fixture = try Fixture()
        let twin = try Fixture()
        let dump = fixture.solver.debugDescription
        let values = fixture.solver.values(of: fixture.x)
        let ambiguity = fixture.solver.ambiguity(of: fixture.x)
        let constants = fixture.held.mapValues { fixture.solver.constant(of: $0) }
        let priorities = fixture.held.mapValues { fixture.solver.priority(of: $0) }
        #expect(dump == twin.solver.debugDescription, "fixtures are deterministic")
        do {
            try failing.call(fixture)
            Issue.record("\(failing) did not throw")
        } catch {
            #expect(failing.expected(error), "\(failing) threw \(error)")
        }
        #expect(fixture.solver.debugDescription == dump, "\(failing) changed the dump")
        #expect(fixture.solver.values(of: fixture.x) == values)
        #expect(fixture.solver.ambiguity(of: fixture.x) == ambiguity)
        #expect(fixture.held.mapValues { fixture.solver.constant(of: $0) } == constants)
        #expect(fixture.held.mapValues { fixture.solver.priority(of: $0) } == priorities)
        #expect(fixture.held.values.allSatisfy { fixture.solver.contains($0) })
        #expect(fixture.solver.invariantViolations().isEmpty)

        // Hidden state: the same later calls give the same dump as on the twin.
        for solver in [fixture, twin] {
            solver.solver.resetExercises()
            try solver.solver.remove(solver.held["x0"]!)
            try solver.solver.setConstant(-120, for: solver.held["x0 again"]!)
            try solver.solver.add(solver.x[5] .== 3 ~ 100)
            try solver.solver.suggestValue(400, for: solver.x[4])
            try solver.solver.setPriority(600, for: solver.held["tie b"]!)
        }
        #expect(fixture.solver.debugDescription == twin.solver.debugDescription)
        #expect(fixture.solver.pivotCount == twin.solver.pivotCount)
    }

    /// The conflicts reported for constant changes that cannot hold, by hand:
    /// `x0 == 100` twice, so moving either copy contradicts the other.
    @Test func redundantEqualityConstantChangeReportsTheOtherCopy() throws {
        let fixture = try Fixture()
        do {
            try fixture.solver.setConstant(-90, for: fixture.held["x0 again"]!)
            Issue.record("x0 == 90 and x0 == 100 both held")
        } catch {
            guard case .unsatisfiableConstraint(let constraint, let conflict) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(constraint === fixture.held["x0 again"])
            #expect(
                conflict.map(ObjectIdentifier.init)
                    == [fixture.held["x0"]!, fixture.held["x0 again"]!].map(ObjectIdentifier.init))
        }
    }
}
