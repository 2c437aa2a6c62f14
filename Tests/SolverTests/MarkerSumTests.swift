import Testing

@testable import TrellisSolver

/// Marker sums (`SolverCore+MarkerSums.swift`) on the shape they are for: n
/// lengths wᵢ, each preferring 50 (weak), tied to w0 (required), whose sum is
/// closed at 60·n (required). The closing row expands through every tie, so
/// without a sum each of the n rows holding w0 would receive n markers.
@Suite struct MarkerSumTests {
    static let n = 100

    struct Line {
        let solver = Solver()
        let lengths = (0..<MarkerSumTests.n).map { Variable("w\($0)") }
        let ties: [Constraint]
        let closure: Constraint

        init() throws {
            let lengths = self.lengths, solver = self.solver
            solver.checksInvariants = true
            for length in lengths { try solver.add(length .== 50 ~ 250) }
            ties = lengths.dropFirst().map { $0 .== lengths[0] }
            closure = Expression(lengths.map { Term($0, 1) }) .== Double(60 * MarkerSumTests.n)
            try solver.add(ties)
            try solver.add(closure)
        }

        var cellCount: Int { solver.core.tableau.cellCount }

        var liveSums: Int {
            (0..<solver.core.symbolSpace.count).count { solver.core.isMarkerSum(Symbol(id: Int32($0))) }
        }
    }

    /// Every length is 60 · n / n = 60; the rows hold a few cells each.
    @Test func tiedLengthsStaySparse() throws {
        let line = try Line()
        #expect(line.lengths.allSatisfy { line.solver.value(of: $0) == 60 })
        #expect(line.liveSums == 1)
        // n² = 10,000 cells without the sum.
        #expect(line.cellCount < 12 * Self.n)
        #expect(line.solver.invariantViolations().isEmpty)
    }

    /// Removing a tie takes its marker out of the sum that holds it (the
    /// only one: it holds every tie's): the other ties' markers stay
    /// gathered, in one sum, and the rows gain a cell each at most where
    /// they held the sum (unfolded, each of the n rows holding w0 would
    /// receive n markers: n²/2 cells or more). The other ties and the
    /// closure still hold. Then, the closure gone too, every length is back
    /// at its preferred 50.
    @Test func removingATieTakesItsMarkerOutOfTheSum() throws {
        let line = try Line()
        try line.solver.remove(line.ties[3])  // w4 == w0
        #expect(line.liveSums == 1)
        #expect(line.cellCount < 16 * Self.n)
        let values = line.lengths.map { line.solver.value(of: $0) }
        #expect(abs(values.reduce(0, +) - Double(60 * Self.n)) < 1e-9)
        #expect(values.indices.allSatisfy { $0 == 4 || abs(values[$0] - values[0]) < 1e-9 })
        #expect(line.solver.invariantViolations().isEmpty)
        try line.solver.remove(line.closure)
        #expect(line.lengths.allSatisfy { line.solver.value(of: $0) == 50 })
        #expect(line.solver.invariantViolations().isEmpty)
    }

    /// Ties taken out and put back, 30 at a time in a scrambled order, three
    /// rounds. A removed tie frees its length, so every tied length then
    /// depends on it: from the line as built, a few cells in each of the
    /// rows holding the shared width (about 3n rows) and no more, since the
    /// marker is taken out of the sum in place; substituted back whole, the
    /// sum put n markers in each of those rows. Put back, the ties leave
    /// some of that behind (about 2,000 to 6,400 cells after a round here),
    /// but the tableau stays well short of the n² cells of substituting the
    /// sums back whole (13,700 to 16,700 after a round). Every length is 60
    /// again at the end, as in `tiedLengthsStaySparse`.
    @Test func tiesRemovedAndRestoredStayShortOfSquare() throws {
        let line = try Line()
        var order = Array(line.ties.indices)
        for round in 0..<3 {
            order = order.enumerated().sorted { ($0.offset * 37 + round) % 99 < ($1.offset * 37 + round) % 99 }
                .map(\.element)
            for index in order.prefix(30) {
                let before = line.cellCount
                try line.solver.remove(line.ties[index])
                if round == 0 { #expect(line.cellCount - before < 5 * Self.n) }
            }
            for index in order.prefix(30) { try line.solver.add(line.ties[index]) }
            #expect(line.cellCount < 2 * Self.n * Self.n / 3)
            #expect(line.solver.invariantViolations().isEmpty)
        }
        #expect(line.lengths.allSatisfy { abs(line.solver.value(of: $0) - 60) < 1e-9 })
    }

    /// A tie's constant changed to 10 (w7 == w0 + 10): 199 · w0 + w0 + 10 =
    /// 6,000, so w0 = 5,990 / 100 = 59.9 and w7 = 69.9.
    @Test func changingATiesConstantShiftsThroughTheSum() throws {
        let line = try Line()
        let tie = line.ties[6]  // w7 == w0
        try line.solver.setConstant(-10, for: tie)
        let w0 = line.solver.value(of: line.lengths[0]), w7 = line.solver.value(of: line.lengths[7])
        #expect(abs(w0 - 59.9) < 1e-9)
        #expect(abs(w7 - 69.9) < 1e-9)
        #expect(abs(line.solver.value(of: line.lengths[8]) - 59.9) < 1e-9)
        #expect(line.solver.invariantViolations().isEmpty)
        // Shifted in place through the sum, not unfolded: still one sum, still sparse.
        #expect(line.liveSums == 1)
        #expect(line.cellCount < 12 * Self.n)
    }

    /// `w3 == 10` cannot hold: every tie keeps w3 at w0 and the closure at
    /// 60. Dropping any one tie frees its length to take up the rest, so the
    /// minimal set is all 99 ties, the closure and `w3 == 10` — read through
    /// the sum the closure's row holds.
    @Test func aConflictNamesEveryTieThroughTheSum() throws {
        let line = try Line()
        let before = line.solver.debugDescription
        let bad = line.lengths[3] .== 10
        var conflict: [Constraint] = []
        do {
            try line.solver.add(bad)
        } catch {
            guard case .unsatisfiableConstraint(_, let set) = error else { throw error }
            conflict = set
        }
        #expect(conflict.count == Self.n + 1)
        let members = Set(conflict.map(ObjectIdentifier.init))
        #expect(line.ties.allSatisfy { members.contains(ObjectIdentifier($0)) })
        #expect(members.contains(ObjectIdentifier(line.closure)) && members.contains(ObjectIdentifier(bad)))
        #expect(line.solver.debugDescription == before)
    }

    /// With no sums (a threshold no row reaches), the same line reaches the
    /// same values and holds n² cells: what the sums save.
    @Test func withoutSumsTheRowsAreDense() throws {
        let solver = Solver()
        solver.markerSumThreshold = .max
        let lengths = (0..<Self.n).map { Variable("w\($0)") }
        for length in lengths { try solver.add(length .== 50 ~ 250) }
        try solver.add(lengths.dropFirst().map { $0 .== lengths[0] })
        try solver.add(Expression(lengths.map { Term($0, 1) }) .== Double(60 * Self.n))
        #expect(lengths.allSatisfy { solver.value(of: $0) == 60 })
        let cells = solver.core.tableau.cellCount
        #expect(cells > Self.n * Self.n / 2)
    }
}
