import Testing

@testable import TrellisSolver

/// Required inequalities that the current point satisfies with room stay out
/// of the tableau (`SolverCore+DormantInequalities.swift`), and come back
/// into it when a change of value leaves them without room.
///
/// The system, added as a list (only a list holds inequalities dormant):
/// `x == 0` (required), `y == 20` at 500, then the spacing `y − x >= 10`.
/// At the point, y − x = 20: 10 of room, so it is dormant.
@Suite struct DormantInequalityTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let origin: Constraint
    let wish: Constraint
    let spacing: Constraint

    init() {
        origin = x .== 0
        wish = (y .== 20) ~ 500
        spacing = y - x .>= 10
    }

    func makeSolver() throws -> Solver {
        let solver = Solver()
        solver.checksInvariants = true
        try solver.add([origin, wish, spacing])
        return solver
    }

    @Test func anInequalityWithRoomIsDormant() throws {
        let solver = try makeSolver()
        #expect(solver.placement(of: spacing) == .dormantInequality)
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 20)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aConstantChangeThatCrossesItWakesIt() throws {
        let solver = try makeSolver()
        // y wishes for 5, but y − 0 >= 10 is required: y = 10.
        try solver.setConstant(-5, for: wish)
        #expect(solver.placement(of: spacing) == .row)
        #expect(solver.value(of: y) == 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aConstantChangeThatKeepsRoomStaysDormant() throws {
        let solver = try makeSolver()
        // y − x >= 15 (constant −15): y − x = 20 has 5 of room, so only the
        // record changes. y then wishes for 5: the woken spacing holds it at
        // 15, its new constant.
        try solver.setConstant(-15, for: spacing)
        #expect(solver.placement(of: spacing) == .dormantInequality)
        #expect(solver.core.records[ObjectIdentifier(spacing)]!.constant == -15)
        #expect(solver.value(of: y) == 20)
        #expect(solver.invariantViolations().isEmpty)
        try solver.setConstant(-5, for: wish)
        #expect(solver.placement(of: spacing) == .row)
        #expect(solver.value(of: y) == 15)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aConstantChangeWithoutRoomWakesOrIsRefused() throws {
        // y − x >= 25: 20 has none, so it wakes, y = 25 over its wish of 20.
        let solver = try makeSolver()
        try solver.setConstant(-25, for: spacing)
        #expect(solver.placement(of: spacing) == .row)
        #expect(solver.value(of: y) == 25)
        #expect(solver.invariantViolations().isEmpty)
        // With y <= 22 required, y − x >= 25 (x = 0) cannot hold: refused,
        // and the spacing stays dormant with its constant, twice alike.
        let capped = try makeSolver()
        let cap = y .<= 22
        try capped.add(cap)
        #expect(capped.placement(of: spacing) == .dormantInequality)
        for _ in 0..<2 {
            #expect(throws: ChangeConstantError.self) { try capped.setConstant(-25, for: spacing) }
            #expect(capped.placement(of: spacing) == .dormantInequality)
            #expect(capped.core.records[ObjectIdentifier(spacing)]!.constant == -10)
            #expect(capped.value(of: y) == 20)
            #expect(capped.invariantViolations().isEmpty)
        }
        // y − x >= 18 keeps 2 of room at y = 20: in place.
        try capped.setConstant(-18, for: spacing)
        #expect(capped.placement(of: spacing) == .dormantInequality)
        #expect(capped.value(of: y) == 20)
    }

    @Test func aRemovedDormantInequalityHoldsNoMore() throws {
        let solver = try makeSolver()
        try solver.remove(spacing)
        #expect(solver.placement(of: spacing) == nil)
        // Nothing keeps y from its wish of 5 now.
        try solver.setConstant(-5, for: wish)
        #expect(solver.value(of: y) == 5)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aFailedWakeLeavesTheSolverAsItWas() throws {
        let solver = try makeSolver()
        let before = solver.invariantViolations()
        // y <= 5 (a bound) and x + y <= 5 (a row) each move y to 5, where the
        // dormant y − x >= 10 needs y >= 10: a conflict with x == 0, the
        // spacing and the new one (without x == 0, x = −5 would do).
        for refused in [y .<= 5, x + y .<= 5] {
            for _ in 0..<2 {
                do {
                    try solver.add(refused)
                    Issue.record("\(refused) was added")
                } catch {
                    guard case .unsatisfiableConstraint(let constraint, let conflict) = error else {
                        Issue.record("unexpected \(error)")
                        continue
                    }
                    #expect(constraint === refused)
                    #expect(
                        conflict.map(ObjectIdentifier.init) == [origin, spacing, refused].map(ObjectIdentifier.init))
                }
                #expect(!solver.contains(refused))
                #expect(solver.placement(of: spacing) == .dormantInequality)
                #expect(solver.value(of: x) == 0)
                #expect(solver.value(of: y) == 20)
                #expect(solver.invariantViolations() == before)
            }
        }
        // What the refused ones did not hold, the solver still takes: y <= 15
        // leaves y − x = 15, room to spare.
        let cap = y .<= 15
        try solver.add(cap)
        #expect(solver.value(of: y) == 15)
        #expect(solver.placement(of: spacing) == .dormantInequality)
    }

    @Test func aRangeQueryIsCutByADormantInequality() throws {
        let solver = try makeSolver()
        // z in [0, 100] with no wish: ambiguous. z <= y − 5 arrives with room
        // (z is at an end of its range, 0 or 100; y − z − 5 is 15 at z = 0),
        // and cuts the range to [0, 15] (y = 20 at every optimum).
        try solver.add(z .>= 0)
        try solver.add(z .<= 100)
        try solver.add(x .<= z)
        let cut = y - z .>= 5
        try solver.add([cut])
        #expect(solver.value(of: z) == 0)
        #expect(solver.placement(of: cut) == .dormantInequality)
        #expect(solver.valueRange(of: z) == 0...15)
        #expect(solver.valueRange(of: y) == 20...20)
        #expect(solver.isAmbiguous(z))
        #expect(!solver.isAmbiguous(y))
        // Asking changes nothing.
        #expect(solver.placement(of: cut) == .dormantInequality)
        #expect(solver.value(of: z) == 0)
    }

    @Test func aRangeUnboundedWithoutADormantInequalityIsBoundedByIt() throws {
        let solver = try makeSolver()
        // z >= x = 0 and nothing above: without the dormant z <= y − 5 the
        // range would be [0, ∞); y = 20 at every optimum, so it is [0, 15].
        // The expression z + y then ranges over [20, 35].
        try solver.add(z .>= 0)
        try solver.add(x .<= z)
        let cut = y - z .>= 5
        try solver.add([cut])
        #expect(solver.placement(of: cut) == .dormantInequality)
        #expect(solver.valueRange(of: z) == 0...15)
        #expect(solver.valueRange(of: z + y) == 20...35)
        #expect(solver.placement(of: cut) == .dormantInequality)
    }

    @Test func aRangeWhoseEndsCrossNoDormantInequalityIsTheHeldFacesRange() throws {
        let solver = try makeSolver()
        // z in [0, 10]: the dormant y − z >= 5 (15 at z = 0, 10 at z = 10)
        // holds at both ends, so the range is [0, 10].
        try solver.add(z .>= 0)
        try solver.add(z .<= 10)
        let cut = y - z .>= 5
        try solver.add([cut])
        #expect(solver.placement(of: cut) == .dormantInequality)
        #expect(solver.valueRange(of: z) == 0...10)
    }

    @Test func bothSearchesForWhatAnEndCrossesAgree() throws {
        let solver = try makeSolver()
        // z in [0, 100], no wish, and the dormant y − z >= 5: z's held range
        // ends at 100, where y − z − 5 = 20 − 100 − 5 < 0, so that end
        // crosses it; the spacing y − x >= 10 (x and y stay) it does not.
        try solver.add(z .>= 0)
        try solver.add(z .<= 100)
        try solver.add(x .<= z)
        let cut = y - z .>= 5
        try solver.add([cut])
        #expect(solver.value(of: z) == 0)
        let core = solver.core
        let (range, ends) = core.valueRangeAndEnds(of: try #require(core.rangeRow(of: z)))
        #expect(range.lower == 0 && range.upper == 100)
        var found: [[ObjectIdentifier]] = []
        for side in [DormantCrossingSearch.dormantTerms, .reachedVariables] {
            found.append(
                ends.flatMap { core.dormantInequalities(crossedBy: $0, searching: side) }.map {
                    ObjectIdentifier($0.constraint)
                })
        }
        #expect(found == [[ObjectIdentifier(cut)], [ObjectIdentifier(cut)]])
    }

    @Test func anExerciseWakesOnlyWhatItsMoveCrosses() throws {
        let solver = try makeSolver()
        // z in [0, 100], no wish; the dormant y − z >= 5 cuts it to [0, 15]
        // (y = 20). The exercise moves z from 0 to the far end, 15, where
        // y − z − 5 = 0: no room, so that one wakes. The spacing y − x >= 10
        // (20 at every point here) keeps its room and stays dormant.
        try solver.add(z .>= 0)
        try solver.add(z .<= 100)
        try solver.add(x .<= z)
        let cut = y - z .>= 5
        try solver.add([cut])
        #expect(solver.value(of: z) == 0)
        #expect(solver.exerciseAmbiguity(of: z))
        #expect(solver.value(of: z) == 15)
        #expect(solver.value(of: y) == 20)
        #expect(solver.placement(of: spacing) == .dormantInequality)
        #expect(solver.placement(of: cut) == .row)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func anExerciseThatCrossesNothingWakesNothing() throws {
        let solver = try makeSolver()
        // z in [0, 10]: the dormant y − z >= 5 has 15 of room at z = 0 and
        // 10 at z = 10, so the exercise (z to 10) leaves both dormant.
        try solver.add(z .>= 0)
        try solver.add(z .<= 10)
        let cut = y - z .>= 5
        try solver.add([cut])
        #expect(solver.exerciseAmbiguity(of: z))
        #expect(solver.value(of: z) == 10)
        #expect(solver.placement(of: spacing) == .dormantInequality)
        #expect(solver.placement(of: cut) == .dormantInequality)
        solver.resetExercises()
        #expect(solver.placement(of: cut) == .dormantInequality)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aRangeOverAForgottenVariableWakesOnlyWhatMentionsIt() throws {
        // a0 + a1 + a2 == 100 defines a0 (a1 and a2 at 0, so a0 = 100), and
        // a0 <= 1000 arrives with 900 of room: dormant. Removing the sum
        // forgets a0, which then reads 0: still 1000 of room, so it stays
        // dormant, over a variable with no role. Its range wakes it (in a
        // copy): a0 <= 1000 and nothing below. A variable never seen is
        // free, and nothing need wake for it.
        let a = (0..<3).map { Variable("a\($0)") }
        let unseen = Variable("unseen")
        let solver = Solver()
        solver.checksInvariants = true
        let sum = a[0] + a[1] + a[2] .== 100
        let cap = a[0] .<= 1000
        try solver.add([sum, cap] + a.dropFirst().map { $0 .>= 0 })
        #expect(solver.placement(of: cap) == .dormantInequality)
        try solver.remove(sum)
        #expect(solver.placement(of: cap) == .dormantInequality)
        let woken = solver.core.dormantInequalitiesGivingRoles(to: [a[0]])
        #expect(woken.map { ObjectIdentifier($0.constraint) } == [ObjectIdentifier(cap)])
        #expect(solver.core.dormantInequalitiesGivingRoles(to: [unseen]).isEmpty)
        #expect(solver.core.dormantInequalitiesGivingRoles(to: [a[1], unseen]).isEmpty)
        #expect(solver.valueRange(of: a[0]) == -Double.infinity...1000)
        #expect(solver.valueRange(of: unseen) == -Double.infinity...Double.infinity)
        #expect(solver.valueRange(of: a[0] + unseen) == -Double.infinity...Double.infinity)
        #expect(solver.placement(of: cap) == .dormantInequality)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func wakesGoOldestFirst() throws {
        let solver = try makeSolver()
        let wider = y - x .>= 12
        try solver.add([wider])
        #expect(solver.placement(of: wider) == .dormantInequality)
        // y wishes for 0: the older spacing wakes first and leaves y = 10,
        // where the wider one has no room (10 < 12): it wakes too, y = 12.
        // Woken the other way round, y = 12 would leave the older one
        // with 2 of room, dormant.
        try solver.setConstant(0, for: wish)
        #expect(solver.placement(of: spacing) == .row)
        #expect(solver.placement(of: wider) == .row)
        #expect(solver.value(of: y) == 12)
    }

    @Test func theSameCallsGiveTheSameState() throws {
        func run() throws -> [Double] {
            let solver = try makeSolver()
            let wider = y - x .>= 12
            try solver.add([wider])
            try solver.setConstant(-11, for: wish)
            try solver.remove(spacing)
            try solver.add([spacing])
            return [solver.value(of: x), solver.value(of: y)]
                + [spacing, wider].map { solver.placement(of: $0) == .impliedInequality ? 1 : 0 }
        }
        // y wishes for 11: the wider spacing wakes (11 − 0 < 12), y = 12. The
        // spacing, removed and added back, is the wider one's slack plus 2
        // (y − x − 10 = (y − x − 12) + 2): implied, not dormant.
        let first = try run()
        #expect(first == [0, 12, 1, 0], "\(first)")
        #expect(try run() == first)
    }

    @Test func aBoundOnADefinedVariableWaitsToo() throws {
        // The long sum: a0 + a1 + a2 == 100 defines a0 (a1 and a2 at 0), so
        // a0 >= 0 arrives with 100 of room: dormant, where a row would hold
        // the whole sum. a1 >= 0 and a2 >= 0 are rows of their own.
        let a = (0..<3).map { Variable("a\($0)") }
        let solver = Solver()
        solver.checksInvariants = true
        let sum = a[0] + a[1] + a[2] .== 100
        let bounds = a.map { $0 .>= 0 }
        try solver.add([sum] + bounds)
        #expect(solver.placement(of: bounds[0]) == .dormantInequality)
        #expect(solver.placement(of: bounds[1]) == .row)
        // a1 >= 60 leaves a0 <= 40; a2 >= 60 as well would need a0 <= −20:
        // refused, naming the sum, a0's bound and both new bounds.
        let first = a[1] .>= 60
        try solver.add(first)
        let values = a.map { solver.value(of: $0) }
        #expect(values[1] >= 60 && abs(values.reduce(0, +) - 100) < 1e-9)
        let second = a[2] .>= 60
        #expect {
            try solver.add(second)
        } throws: { error in
            guard case AddConstraintError.unsatisfiableConstraint(_, let conflict) = error else { return false }
            return conflict.map(ObjectIdentifier.init) == [sum, bounds[0], first, second].map(ObjectIdentifier.init)
        }
        #expect(a.map { solver.value(of: $0) } == values)
        #expect(solver.placement(of: bounds[0]) == .dormantInequality)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aWokenBoundIsARowItsGroupCanMakeDormant() throws {
        // a0 + a1 + a2 == 100 defines a0 (a1 and a2 at 0, so a0 = 100). One
        // at a time, a0 >= 1 … a0 >= 5 are bounds of a0's group: from the
        // fourth, only the strongest, a0 >= 5, stays a row. Removing it in a
        // list wakes a0 >= 4, which has 96 of room there but is its group's
        // active bound, so a row; a0 >= 6 then makes it dormant.
        let a = (0..<3).map { Variable("a\($0)") }
        let solver = Solver()
        solver.checksInvariants = true
        try solver.add(a[0] + a[1] + a[2] .== 100)
        let bounds = (1...5).map { a[0] .>= Double($0) }
        for bound in bounds { try solver.add(bound) }
        try solver.deferringOptimization { () throws(RemoveConstraintError) in try solver.remove(bounds[4]) }
        #expect(solver.placement(of: bounds[3]) == .row)
        #expect(solver.invariantViolations().isEmpty)
        let stronger = a[0] .>= 6
        try solver.add(stronger)
        #expect(solver.placement(of: bounds[3]) == .dormantBound)
        #expect(solver.placement(of: stronger) == .row)
        // Nothing fixes a1 and a2: any point with a0 >= 6 on the sum will do.
        let values = a.map { solver.value(of: $0) }
        #expect(values[0] >= 6 && abs(values.reduce(0, +) - 100) < 1e-9)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func removingTheDefinitionWakesABoundOnItsVariable() throws {
        // a0 + a1 + a2 == 100 defines a0 (a1 and a2 at 0, so a0 = 100), and
        // a0 >= 1 arrives with 99 of room: dormant. Removing the sum forgets
        // a0, which then reads 0: a0 >= 1 has no room and wakes, a row
        // a0 = 1 + s over a fresh slack s at 0, so a0 = 1.
        let a = (0..<3).map { Variable("a\($0)") }
        let solver = Solver()
        solver.checksInvariants = true
        let sum = a[0] + a[1] + a[2] .== 100
        let bound = a[0] .>= 1
        try solver.add([sum, bound] + a.dropFirst().map { $0 .>= 0 })
        #expect(solver.placement(of: bound) == .dormantInequality)
        try solver.remove(sum)
        #expect(solver.placement(of: bound) == .row)
        #expect(solver.value(of: a[0]) == 1)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aRemovalWakesWhatItsReoptimisationCrosses() throws {
        // x == 10 at 900, x == 20 at 500, x == 30 at 700: x = 10 (rows
        // x = 10 + a⁺ − a⁻, b⁻ = 10 − a⁺ + a⁻ + b⁺, c⁻ = 20 − a⁺ + a⁻ + c⁺).
        // y == 0, and x − y <= 25 arrives in a list with 15 of room: dormant.
        // Removing the first wish pivots its marker a⁺ in through the row that
        // limits it first, b⁻ (ratio 10 against c⁻'s 20): x = 20, 5 of room
        // left. The re-optimisation then brings in b⁺ against c⁻ (the 700
        // level outweighs 500): x = 30, past 25. So the inequality wakes, and
        // x stops at 25.
        let solver = Solver()
        let first = (x .== 10) ~ 900
        try solver.add(first)
        try solver.add((x .== 20) ~ 500)
        try solver.add((x .== 30) ~ 700)
        try solver.add(y .== 0)
        let cap = x - y .<= 25
        try solver.add([cap])
        #expect(solver.placement(of: cap) == .dormantInequality)
        #expect(solver.value(of: x) == 10)
        try solver.remove(first)
        #expect(solver.placement(of: cap) == .row)
        #expect(solver.value(of: x) == 25)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aRemovalThatTurnsADefinitionIntoARowWakesWhatItsVariableCrosses() throws {
        // a == -5; b − a >= 1 defines b = a + 1 + s = −4 (s its slack at 0),
        // and c − b >= 1 defines c = b + 1 + t = −3 over b's definition.
        // b <= −1 arrives with 3 of room: dormant. Removing b − a >= 1 turns
        // b's definition into a row (c refers to it): b = −4 + s, then s
        // enters through that row, the only one that holds it, and b is
        // parametric at 0, where b <= −1 has no room: it wakes, and b = −1
        // (c = b + 1 + t = 0). The tableau notes b's value before its new row
        // as 0, so the move is noted with the definition's value.
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let link = b - a .>= 1
        let cap = b .<= -1
        try solver.add([a .== -5, link, c - b .>= 1, cap])
        #expect(solver.placement(of: cap) == .dormantInequality)
        #expect(solver.value(of: b) == -4)
        try solver.remove(link)
        #expect(solver.placement(of: cap) == .row)
        #expect(solver.value(of: b) == -1)
        #expect(solver.value(of: c) >= solver.value(of: b) + 1)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aWishThatTurnsADefinitionIntoARowWakesWhatItsVariableCrosses() throws {
        // a == -5; b − a >= 1 defines b = a + 1 + s = −4; b <= −1 arrives
        // with 3 of room: dormant. The wish b == 0 pivots b's definition onto
        // its slack (`SolverCore+DefinitionPivot.swift`): b becomes a symbol
        // whose value before its row the tableau notes as 0, and the wish
        // puts it at 0 (s = b − a − 1 = 4), where b <= −1 has no room: it
        // wakes, and b = −1 against the wish.
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        let cap = b .<= -1
        try solver.add([a .== -5, b - a .>= 1, cap])
        #expect(solver.placement(of: cap) == .dormantInequality)
        #expect(solver.value(of: b) == -4)
        try solver.add((b .== 0) ~ 500)
        #expect(solver.placement(of: cap) == .row)
        #expect(solver.value(of: b) == -1)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func oneAtATimeNothingIsDormant() throws {
        let solver = Solver()
        for constraint in [origin, wish, spacing] { try solver.add(constraint) }
        #expect(solver.placement(of: spacing) == .row)
    }

    @Test func theConflictShrinkingHoldsNoneDormant() throws {
        let core = SolverCore()
        #expect(core.holdsDormantInequalities)
        #expect(
            SolverCore.isSatisfiable([(origin, constant: 0), (spacing, constant: -10), (y .<= 5, constant: -5)])
                == false)
    }
}
