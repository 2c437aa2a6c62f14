import Testing

@testable import TrellisSolver

/// `Solver.value(at:)` and `readValues(at:into:)` read what `value(of:)`
/// reads, for tableau variables, defined variables and unknown ones, and
/// stay right when the solver forgets variables (entries move) or resets.
@Suite struct VariableHandleTests {
    @Test func readsTableauDefinedAndUnknownVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), unknown = Variable("unknown")
        // x == 3 is a bound on x; x + y == 10 then defines y = 10 - x = 7.
        try solver.add(x .== 3)
        try solver.add(x + y .== 10)
        var handles = [x, y, unknown].map { solver.handle(for: $0) }
        var values: [Double] = []
        solver.readValues(at: &handles, into: &values)
        #expect(values == [3, 7, 0])
        #expect(solver.value(at: &handles[1]) == 7)
        #expect(solver.value(at: &handles[2]) == 0)
    }

    @Test func followsChangesAfterTheHandleWasMade() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        try solver.addEditVariable(width, priority: .high)
        // half == width / 2: 400 → 200, then 401 → 200.5.
        try solver.add(2 * half .== width)
        var handle = solver.handle(for: half)
        try solver.suggestValue(400, for: width)
        #expect(solver.value(at: &handle) == 200)
        try solver.suggestValue(401, for: width)
        #expect(solver.value(at: &handle) == 200.5)
    }

    @Test func aVariableUnknownWhenTheHandleWasMadeIsReadOnceKnown() throws {
        let solver = Solver()
        let x = Variable("x")
        var handle = solver.handle(for: x)
        #expect(solver.value(at: &handle) == 0)
        try solver.add(x .== 42)
        #expect(solver.value(at: &handle) == 42)
    }

    @Test func staysRightWhenEntriesMove() throws {
        // Each vᵢ is defined by vᵢ == i + 1 chained on nothing: removing the
        // first constraint forgets v₀, and the last entry moves into its place.
        let solver = Solver()
        let anchor = Variable("anchor")
        try solver.add(anchor .== 0)
        let variables = (0..<5).map { Variable("v\($0)") }
        var constraints: [Constraint] = []
        for (i, v) in variables.enumerated() {
            let c = v .== anchor + Double(i + 1)
            try solver.add(c)
            constraints.append(c)
        }
        var handles = variables.map { solver.handle(for: $0) }
        var values: [Double] = []
        solver.readValues(at: &handles, into: &values)
        #expect(values == [1, 2, 3, 4, 5])
        try solver.remove(constraints[0])
        solver.readValues(at: &handles, into: &values)
        // v₀ is unconstrained now: the solver reads 0 for it, as value(of:) does.
        #expect(values == [solver.value(of: variables[0]), 2, 3, 4, 5])
        #expect(values[0] == 0)
        // The moved entry's handle was updated: read again, the same.
        solver.readValues(at: &handles, into: &values)
        #expect(values == [0, 2, 3, 4, 5])
    }

    @Test func readsZeroAfterResetAndTheNewValueAfterwards() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x .== 5)
        var handle = solver.handle(for: x)
        #expect(solver.value(at: &handle) == 5)
        solver.reset()
        #expect(solver.value(at: &handle) == 0)
        try solver.add(x .== 8)
        #expect(solver.value(at: &handle) == 8)
    }
}

extension VariableHandleTests {
    @Test func aHandleGivenToAnotherSolverReadsThatSolversValue() throws {
        // The same additions in the other order: both tables go through the
        // same number of changes (the same version), but x is the first
        // variable of one and the second of the other.
        let first = Solver(), second = Solver()
        let x = Variable("x"), y = Variable("y")
        try first.add(x .== 1)
        try first.add(y .== 5)
        try second.add(y .== 2)
        try second.add(x .== 3)
        #expect(first.core.variableRoles.version == second.core.variableRoles.version)
        var handle = first.handle(for: x)
        #expect(first.value(at: &handle) == 1)
        #expect(second.value(at: &handle) == 3)
        #expect(first.value(at: &handle) == 1)
    }
}
