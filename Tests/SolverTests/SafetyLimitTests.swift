import Testing

@testable import TrellisSolver

/// The simplex loops stop at safety limits (pivots per optimisation, rounds
/// of rounding repair); a loop that stops at one is counted, and the
/// invariant check then fails instead of the solver passing the result off
/// as optimal.
@Suite struct SafetyLimitTests {
    /// Adds `Σ x = 100` and, for each x, `x == 10·(k+1)` at a priority of its
    /// own: every addition after the first re-optimises the levels.
    static func build(_ solver: Solver) throws {
        let xs = (0..<6).map { Variable("x\($0)") }
        try solver.add(xs.dropFirst().reduce(Expression(xs[0])) { $0 + $1 } .== 100)
        for (k, x) in xs.enumerated() { try solver.add(x .== Double(10 * (k + 1)) ~ Priority(Float(100 + k))) }
    }

    @Test func defaultLimitsAreNeverHit() throws {
        let solver = Solver()
        try Self.build(solver)
        #expect(solver.safetyLimitHits == 0)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// Additions only: every pivot the default solver makes is made by a
    /// simplex loop (an addition substitutes its row; it does not pivot), so
    /// with a limit of 0 pivots each loop that would pivot stops and is counted.
    @Test func hittingThePivotLimitIsCountedAndFailsTheCheck() throws {
        let reference = Solver()
        try Self.build(reference)
        #expect(reference.pivotCount > 0)

        let limited = Solver()
        limited.pivotLimit = 0
        try Self.build(limited)
        #expect(limited.pivotCount == 0)
        #expect(limited.safetyLimitHits > 0)
        #expect(limited.invariantViolations().contains { $0.hasPrefix("a safety limit stopped") })
        // A reset keeps the count (and the limit): the hits happened.
        let hits = limited.safetyLimitHits
        limited.reset()
        #expect(limited.safetyLimitHits == hits)
        #expect(limited.pivotLimit == 0)
    }
}
