import Testing

@testable import TrellisSolver

@Suite struct SolverChangeTests {
    @Test func constantChangesInPlace() throws {
        // x == y + 10 (constant -10), y == 5: x = 15; constant -> -20 gives x = 25.
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        let offset = x .== y + 10
        try solver.add(offset)
        try solver.add(y .== 5)
        #expect(solver.value(of: x) == 15)
        try solver.setConstant(-20, for: offset)
        #expect(solver.value(of: x) == 25)
        #expect(solver.constant(of: offset) == -20)
        #expect(offset.constant == -10, "the constraint keeps its creation constant")
    }

    @Test func optionalConstantChangeFollowsPriorities() throws {
        // x <= 100 required, x == 40 @500: constant changes move x until the bound.
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        try solver.add(x .<= 100)
        let want = x .== 40 ~ 500
        try solver.add(want)
        try solver.setConstant(-70, for: want)
        #expect(solver.value(of: x) == 70)
        try solver.setConstant(-170, for: want)
        #expect(solver.value(of: x) == 100)
    }

    @Test func priorityChangeReordersLevels() throws {
        // x == 10 @300 and x == 20 @200: 10. Raise the second to 400: 20.
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        try solver.add(x .== 10 ~ 300)
        let second = x .== 20 ~ 200
        try solver.add(second)
        #expect(solver.value(of: x) == 10)
        try solver.setPriority(400, for: second)
        #expect(solver.value(of: x) == 20)
        #expect(solver.priority(of: second) == 400)
        #expect(second.priority == 200, "the constraint keeps its creation priority")
        #expect(throws: ChangePriorityError.self) { try solver.setPriority(.required, for: second) }
    }

    @Test func misuseThrowsWithTheOffendingObject() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x .== 1
        try solver.add(c)
        #expect {
            try solver.add(c)
        } throws: { error in
            if case AddConstraintError.duplicateConstraint(let d) = error { return d === c }
            return false
        }
        let stranger = x .== 2
        #expect(throws: RemoveConstraintError.self) { try solver.remove(stranger) }
        #expect(throws: ChangeConstantError.self) { try solver.setConstant(1, for: stranger) }
        #expect(throws: AddConstraintError.self) { try solver.add(x * .infinity .== 1) }
        #expect(throws: AddConstraintError.self) { try solver.add(x .== .nan) }
        #expect(throws: AddConstraintError.self) { try solver.add(x .== 1 ~ 0) }
        #expect(throws: AddConstraintError.self) { try solver.add(x .== 1 ~ Priority(.nan)) }
        #expect(throws: ChangeConstantError.self) { try solver.setConstant(.nan, for: c) }
        #expect(solver.value(of: x) == 1)
    }

    @Test func sameCallsGiveSamePivotsAndTableau() throws {
        // Determinism: two solvers fed the same calls agree on every value,
        // the pivot count and the whole dump.
        func build() throws -> Solver {
            let solver = Solver()
            let vars = (0..<8).map { Variable("v\($0)") }
            for i in 1..<vars.count {
                try solver.add(vars[i] .>= vars[i - 1] + 10)
                try solver.add(vars[i] .== Double(i * 3) ~ Priority(Float(100 + i % 3)))
            }
            try solver.add(vars[0] .== 0)
            try solver.addEditVariable(vars[7])
            try solver.suggestValue(200, for: vars[7])
            return solver
        }
        let first = try build(), second = try build()
        #expect(first.debugDescription == second.debugDescription)
        #expect(first.pivotCount == second.pivotCount)
    }
}
