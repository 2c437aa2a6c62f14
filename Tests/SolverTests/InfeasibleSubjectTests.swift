import Testing

@testable import TrellisSolver

/// A required equality whose row has no subject (every external symbol in
/// it is basic, and its marker is a dummy) is solved for one of its slacks
/// or errors whose substitution keeps every cost non-negative; the dual
/// simplex then repairs the rows that the row's constant leaves below zero.
/// Phase one with an artificial variable is the fallback.
@Suite struct InfeasibleSubjectTests {
    static let n = 100

    /// n lengths, each hugging 50 at 250 and resisting below 50 at 750,
    /// each tied to the first.
    static func tiedLengths(_ solver: Solver) throws -> (lengths: [Variable], ties: [Constraint]) {
        let lengths = (0..<n).map { Variable("w\($0)") }
        for length in lengths {
            try solver.add(length .<= 50 ~ 250)
            try solver.add(length .>= 50 ~ 750)
        }
        let ties = lengths.dropFirst().map { $0 .== lengths[0] }
        for tie in ties { try solver.add(tie) }
        return (lengths, ties)
    }

    /// Closed at 60·n. By hand: the ties make every length equal, so each
    /// is 60 (hugging broken by 10 at 250, resistance kept).
    @Test func aClosedLineOfTiedLengthsTakesNoArtificialVariable() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (lengths, _) = try Self.tiedLengths(solver)
        let abandoned = solver.core.symbolSpace.abandonedCount
        try solver.add(Expression(lengths.map { Term($0, 1) }) .== Double(60 * Self.n))
        #expect(lengths.allSatisfy { solver.value(of: $0) == 60 })
        // Phase one would have left its artificial symbol behind, abandoned.
        #expect(solver.core.symbolSpace.abandonedCount == abandoned)
    }

    /// Closed at 40·n with w0 required to be at least 50. By hand: the ties
    /// make the sum n·w0 ≥ 50·n > 40·n. Without the closing row, w0's floor
    /// or any one tie (the untied length then takes 40·n − 50·(n − 1)) the
    /// rest hold, so the conflict is all of them; and nothing changes.
    @Test func aConflictFoundByTheRepairIsTheWholeChain() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let (lengths, ties) = try Self.tiedLengths(solver)
        let floor = lengths[0] .>= 50
        try solver.add(floor)
        let before = solver.debugDescription
        let closing = Expression(lengths.map { Term($0, 1) }) .== Double(40 * Self.n)
        var conflict: [Constraint] = []
        do {
            try solver.add(closing)
        } catch {
            if case .unsatisfiableConstraint(_, let set) = error { conflict = set }
        }
        let expected = Set((ties + [floor, closing]).map(ObjectIdentifier.init))
        #expect(Set(conflict.map(ObjectIdentifier.init)) == expected)
        #expect(conflict.count == Self.n + 1)
        #expect(solver.debugDescription == before)
        #expect(lengths.allSatisfy { solver.value(of: $0) == 50 })
    }

    /// `x − a == 10` at 750 and `y − a == 0` at 250 over a required `a == 0`,
    /// then `x + y == 12`: its row holds only the four errors. Solved for
    /// either error of the strong constraint, the other errors' costs would
    /// turn negative at 750; solved for an error of the weak one, no cost
    /// does. By hand: the strong one holds, x = 10, and y = 2 breaks the weak
    /// one by 2.
    @Test func theSubjectIsAnErrorWhoseCostNoOtherCostOutweighs() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y"), a = Variable("a")
        try solver.add(a .== 0)
        let strong = x - a .== 10 ~ 750
        let weak = y - a .== 0 ~ 250
        try solver.add(strong)
        try solver.add(weak)
        let sum = x + y .== 12
        var core = solver.core
        var newVariables: [Variable] = []
        let (row, _, _) = core.makeRow(for: sum, priority: .required, constant: -12, newVariables: &newVariables)
        let subject = core.tableau.subjectKeepingOptimality(of: row)
        let weakRecord = try #require(solver.core.records[ObjectIdentifier(weak)])
        #expect([weakRecord.marker, weakRecord.other].contains(subject))
        try solver.add(sum)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 2)
    }
}
