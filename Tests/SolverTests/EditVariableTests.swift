import Testing

@testable import TrellisSolver

@Suite struct EditVariableTests {
    @Test func suggestionsMoveTheLayoutAndRespectRequiredBounds() throws {
        // left + width == right, left == 0, width >= 100; edit right @750.
        // Suggest 300: width = 300. Suggest 50: width >= 100 wins, right = 100.
        let solver = Solver()
        solver.checksInvariants = true
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(left + width .== right)
        try solver.add(left .== 0)
        try solver.add(width .>= 100)
        try solver.addEditVariable(right)
        try solver.suggestValue(300, for: right)
        #expect(solver.value(of: width) == 300)
        try solver.suggestValue(50, for: right)
        #expect(solver.value(of: right) == 100)
        #expect(solver.hasEditVariable(right))
        try solver.removeEditVariable(right)
        #expect(!solver.hasEditVariable(right))
    }

    @Test func addingAnEditHoldsTheCurrentValue() throws {
        // x == 5 @100 puts x at 5; an edit @750 added afterwards starts at 5,
        // so nothing moves until a suggestion.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x .== 5 ~ 100)
        try solver.addEditVariable(x, priority: 750)
        #expect(solver.value(of: x) == 5)
        try solver.suggestValue(42, for: x)
        #expect(solver.value(of: x) == 42)
    }

    @Test func strongerConstraintBeatsTheEdit() throws {
        // x <= 20 @800 outranks the edit @750: suggesting 50 gives 20.
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x .<= 20 ~ 800)
        try solver.addEditVariable(x)
        try solver.suggestValue(50, for: x)
        #expect(solver.value(of: x) == 20)
        try solver.suggestValue(10, for: x)
        #expect(solver.value(of: x) == 10)
    }

    @Test(arguments: [
        (Priority.required, "required"), (Priority(0), "invalid"), (Priority(1001), "invalid"),
    ])
    func editPrioritiesAreChecked(priority: Priority, expected: String) {
        let solver = Solver()
        let x = Variable("x")
        #expect {
            try solver.addEditVariable(x, priority: priority)
        } throws: { error in
            switch error as? AddEditVariableError {
            case .requiredEditVariable: return expected == "required"
            case .invalidPriority: return expected == "invalid"
            default: return false
            }
        }
    }

    @Test func editErrorsCarryTheVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SuggestValueError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: RemoveEditVariableError.self) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x)
        #expect(throws: AddEditVariableError.self) { try solver.addEditVariable(x) }
        #expect(throws: SuggestValueError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SuggestValueError.self) { try solver.suggestValue(.infinity, for: x) }
    }
}

/// A suggestion of the value an edit already holds returns before the
/// tableau (the edit's constraint holds -value as its constant, checked as
/// an invariant); the values stay, and the next other value still moves them.
@Suite struct SameSuggestionTests {
    @Test func theValueAnEditHoldsChangesNothing() throws {
        // x + w == r, x == 10, w >= 0 @500, r edited @750: suggest 110 gives
        // w = 100 (110 - 10); 110 again leaves it and makes no pivot; 60 gives 50.
        let (solver, w, r) = try OptimizationShortcutTests.resizableRow()
        #expect(solver.value(of: w) == 100)
        let pivots = solver.pivotCount
        try solver.suggestValue(110, for: r)
        #expect(solver.value(of: w) == 100)
        #expect(solver.pivotCount == pivots)
        try solver.suggestValue(60, for: r)
        #expect(solver.value(of: w) == 50)
    }

    @Test func theValueHeldWhenTheEditWasAdded() throws {
        // x == 5 @100 puts x at 5; an edit added then holds 5, so suggesting 5
        // leaves x at 5, and 7 moves it (the edit @strong outranks @100).
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        try solver.add(x .== 5 ~ 100)
        try solver.addEditVariable(x)
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: x) == 5)
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: x) == 7)
    }
}
