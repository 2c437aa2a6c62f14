import Testing

@testable import TrellisSolver

/// The spans of levels that may hold each symbol (`ObjectiveLevels`): how
/// the checks read past them, how inserting or removing a level moves them,
/// and how a rollback restores them. Worked by hand.
@Suite struct ObjectiveSpanTests {
    @Test func theFullScanReadsLevelsOutsideASymbolsSpan() {
        // An error costing −1 at the only level (priority 500): its cost (−1)
        // is negative, so it can enter. With its span wrongly emptied, the
        // span walk sees nothing, but the full scan (the reference the
        // optimality check uses) must still find it.
        var tableau = Tableau()
        let error = tableau.makeSymbol(.error)
        tableau.addObjective(error, -1, level: tableau.retainLevel(for: 500))
        #expect(tableau.enteringSymbol() == error)
        tableau.objective.forget(error)
        #expect(tableau.costSign(of: error) == 0)
        #expect(tableau.enteringSymbol() == error)
        #expect(!tableau.objective.invariantViolations().isEmpty)
    }

    @Test func theSnapshotOfRestructuredLevelsKeepsNoSpans() {
        // An error costing 1 at level 500; a transaction adds 2 to its cost
        // (journaled: the old value, 1) and then a level 750 above, which
        // keeps the objective as at the start: level 500 alone, the error at
        // 1 there, and no spans (restoring the cell must not make them; a
        // rollback rebuilds them from the levels).
        var tableau = Tableau()
        let error = tableau.makeSymbol(.error)
        tableau.addObjective(error, 1, level: tableau.retainLevel(for: 500))
        tableau.beginTransaction()
        tableau.addObjective(error, 2, level: 0)
        #expect(tableau.objective.coefficient(of: error, level: 0) == 3)
        #expect(tableau.retainLevel(for: 750) == 0)
        let snapshot = tableau.restructuredObjective.objective
        #expect(snapshot.priorities == [500])
        #expect(snapshot.coefficient(of: error, level: 0) == 1)
        #expect(snapshot.levels(mayHolding: error).isEmpty)
        tableau.rollback()
        #expect(tableau.levels == [500])
        #expect(tableau.objective.coefficient(of: error, level: 0) == 1)
        #expect(tableau.objective.levels(mayHolding: error) == 0..<1)
        #expect(tableau.objective.invariantViolations().isEmpty)
    }

    /// A symbol held at levels `first` and `last` of five (priorities 500,
    /// 400, 300, 200 and 100), a level inserted or removed at `index`, and
    /// the span expected after (nil: empty).
    struct SpanCase: Sendable, CustomStringConvertible {
        var first: Int
        var last: Int
        var inserting: Bool
        var index: Int
        var expected: ClosedRange<Int>?
        var description: String { "\(first)...\(last) \(inserting ? "insert" : "remove") \(index)" }
    }

    static let spanCases: [SpanCase] = [
        // Inserted above the span: both ends move down one.
        SpanCase(first: 1, last: 3, inserting: true, index: 0, expected: 2...4),
        // At the first level: the old first is now below it, both move.
        SpanCase(first: 1, last: 3, inserting: true, index: 1, expected: 2...4),
        // Inside (first < index ≤ last): the first stays, the last moves.
        SpanCase(first: 1, last: 3, inserting: true, index: 2, expected: 1...4),
        SpanCase(first: 1, last: 3, inserting: true, index: 3, expected: 1...4),
        // Below the span, or appended last: nothing moves.
        SpanCase(first: 1, last: 3, inserting: true, index: 4, expected: 1...3),
        SpanCase(first: 1, last: 3, inserting: true, index: 5, expected: 1...3),
        // A one-level span at the index moves down whole.
        SpanCase(first: 2, last: 2, inserting: true, index: 2, expected: 3...3),
        // Removed above the span: both ends move up one.
        SpanCase(first: 1, last: 3, inserting: false, index: 0, expected: 0...2),
        // The first level removed: old level 3 is now 2; the first stays
        // (a span may start above the symbol's first non-zero level).
        SpanCase(first: 1, last: 3, inserting: false, index: 1, expected: 1...2),
        // Inside (first < index ≤ last): the first stays, the last moves up.
        SpanCase(first: 1, last: 3, inserting: false, index: 2, expected: 1...2),
        SpanCase(first: 1, last: 3, inserting: false, index: 3, expected: 1...2),
        // Below the span: nothing moves.
        SpanCase(first: 1, last: 3, inserting: false, index: 4, expected: 1...3),
        // The only level holding it removed: no level holds it.
        SpanCase(first: 2, last: 2, inserting: false, index: 2, expected: nil),
    ]

    @Test(arguments: spanCases) func aLevelInsertedOrRemovedMovesTheSpan(_ test: SpanCase) {
        var levels = ObjectiveLevels()
        for (index, priority) in [500, 400, 300, 200, 100].enumerated() {
            levels.insertLevel(Float(priority), at: index)
        }
        let symbol = Symbol(id: 4)
        levels.insert(symbol, -1, level: test.first)
        levels.insert(symbol, -1, level: test.last)
        #expect(levels.levels(mayHolding: symbol) == test.first..<test.last + 1)
        if test.inserting {
            // 550 above 500, 450 between 500 and 400, …, 50 below 100.
            levels.insertLevel(Float(550 - 100 * test.index), at: test.index)
        } else {
            _ = levels.removeLevel(at: test.index)
        }
        let span = levels.levels(mayHolding: symbol)
        if let expected = test.expected {
            #expect(span == expected.lowerBound..<expected.upperBound + 1)
        } else {
            #expect(span.isEmpty)
        }
        #expect(levels.invariantViolations().isEmpty)
    }

    @Test func aRollbackWidensASpanAPivotEmptied() {
        // x = 4 + s − e, and the error e costs 1 at level 500 and 2 at
        // level 250: its span is levels 0 to 1. Pivoting e in for x
        // (e = 4 + s − x) substitutes it out of both levels (4 + s − x and
        // 8 + 2s − 2x) and empties its span; rolling back restores both
        // cells, so the span must cover levels 0 to 1 again.
        var tableau = Tableau()
        let s = tableau.makeSymbol(.slack)
        let e = tableau.makeSymbol(.error)
        let x = tableau.makeSymbol(.external)
        tableau.setRow(
            Row(
                constant: 4, sortedCells: [Cell(symbol: s, coefficient: 1), Cell(symbol: e, coefficient: -1)]),
            for: x)
        tableau.addObjective(e, 1, level: tableau.retainLevel(for: 500))
        tableau.addObjective(e, 2, level: tableau.retainLevel(for: 250))
        #expect(tableau.objective.levels(mayHolding: e) == 0..<2)
        tableau.beginTransaction()
        tableau.pivot(entering: e, leaving: x)
        #expect(tableau.objective.levels(mayHolding: e).isEmpty)
        #expect(tableau.objective.constant(at: 0) == 4 && tableau.objective.constant(at: 1) == 8)
        #expect(tableau.objective.coefficient(of: x, level: 1) == -2)
        tableau.rollback()
        #expect(tableau.objective.levels(mayHolding: e) == 0..<2)
        #expect(tableau.objective.coefficient(of: e, level: 0) == 1)
        #expect(tableau.objective.coefficient(of: e, level: 1) == 2)
        #expect(tableau.objective.constant(at: 0) == 0 && tableau.objective.constant(at: 1) == 0)
        #expect(!tableau.objectiveHolds(x) && !tableau.objectiveHolds(s))
        #expect(tableau.row(of: x)?.coefficient(for: e) == -1)
        #expect(tableau.invariantViolations(basicMayAppear: { _ in false }).isEmpty)
        #expect(tableau.enteringSymbol() == .invalid)
    }
}
