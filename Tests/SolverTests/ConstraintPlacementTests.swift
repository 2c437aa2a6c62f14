import Testing

@testable import TrellisSolver

/// Each way the solver holds a constraint is written in its record
/// (`ConstraintPlacement`), and the invariant checks catch a record that
/// says otherwise.
@Suite struct ConstraintPlacementTests {
    /// `b == a + 8` is the first constraint to mention b: a definition (the
    /// first, index 0). `a >= 0` is a bound, alone on its side: a row.
    @Test func aDefinitionAndARowAreToldApart() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let a = Variable("a"), b = Variable("b")
        let definition = b - a .== 8
        let bound = a .>= 0
        try solver.add(definition)
        try solver.add(bound)
        #expect(solver.placement(of: definition) == .definition(0))
        #expect(solver.placement(of: bound) == .row)
    }

    /// x >= 0 … x >= 4 required: the fifth finds four on the side, is
    /// stronger than each, and the four go dormant. y >= 0 … y >= 5 at 500
    /// (y == 10 @100 holds y above all, with room): the first four stay rows,
    /// the fifth and sixth go into the side's group; the fifth is active, the
    /// sixth stronger, so the fifth goes dormant.
    @Test func dormantBoundsAreToldFromDormantOptionalOnes() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        let required = (0..<5).map { x .>= Double($0) }
        try solver.add(required)
        #expect(required.prefix(4).allSatisfy { solver.placement(of: $0) == .dormantBound })
        #expect(solver.placement(of: required[4]) == .row)
        try solver.add(y .== 10 ~ 100)
        let optional = (0..<6).map { y .>= Double($0) ~ 500 }
        for bound in optional { try solver.add(bound) }
        #expect(optional.prefix(4).allSatisfy { solver.placement(of: $0) == .row })
        #expect(solver.placement(of: optional[4]) == .dormantSoftBound)
        #expect(solver.placement(of: optional[5]) == .row)
        // Removing the strongest wakes the next: a row again.
        try solver.remove(required[4])
        #expect(solver.placement(of: required[3]) == .row)
    }

    /// A record whose placement is not where the constraint is held breaks
    /// an invariant, for each placement written over each other.
    @Test(arguments: [
        ConstraintPlacement.row, .definition(1), .dormantBound, .dormantSoftBound,
    ])
    func aWrongPlacementIsAViolation(_ wrong: ConstraintPlacement) throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), x = Variable("x")
        let definition = b - a .== 8
        try solver.add(definition)
        let bounds = (0..<5).map { x .>= Double($0) }
        try solver.add(bounds)
        let row = a .>= 1
        try solver.add(row)
        #expect(solver.invariantViolations().isEmpty)
        for held in [definition, row, bounds[0]] where solver.placement(of: held) != wrong {
            let saved = solver.core.records[ObjectIdentifier(held)]!
            solver.core.records.modifyValue(forKey: ObjectIdentifier(held)) { $0.placement = wrong }
            #expect(!solver.invariantViolations().isEmpty, "\(held) placed as \(wrong)")
            solver.core.records.modifyValue(forKey: ObjectIdentifier(held)) { $0 = saved }
        }
        #expect(solver.invariantViolations().isEmpty)
    }

    /// The placement shares the 32 bits the definition index had: records
    /// stay 48 bytes (`ColumnTests` checks the stride), and every index a
    /// definition can have reads back.
    @Test func everyPlacementReadsBack() {
        let constraint = Variable("x") .>= 0
        for placement in [
            ConstraintPlacement.row, .definition(0), .definition(Int32.max), .dormantBound, .dormantSoftBound,
        ] {
            let record = ConstraintRecord(
                constraint: constraint, marker: .invalid, other: .invalid, markerCoefficient: 1, priority: .required,
                constant: 0, order: 0, placement: placement)
            #expect(record.placement == placement)
        }
    }
}
