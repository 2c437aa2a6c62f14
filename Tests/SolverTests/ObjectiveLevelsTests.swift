import Testing

@testable import TrellisSolver

/// The objective's levels keep, for each symbol, the span of levels that may
/// hold it, so that reading a symbol's cost starts at its first and a
/// substitution reads no level past its last. Worked by hand.
@Suite struct ObjectiveLevelsTests {
    /// Levels 500, 250 and 100, highest first.
    func threeLevels() -> ObjectiveLevels {
        var levels = ObjectiveLevels()
        levels.insertLevel(250, at: 0)
        levels.insertLevel(500, at: 0)
        levels.insertLevel(100, at: 2)
        return levels
    }

    @Test func theCostWalkStartsAtTheFirstLevelHoldingTheSymbol() {
        var levels = threeLevels()
        #expect(levels.priorities == [500, 250, 100])
        let symbol = Symbol(id: 5)
        // Held by no level: nothing to read.
        #expect(levels.levels(mayHolding: symbol).isEmpty)
        #expect(levels.negativeCost(of: symbol) == nil)
        // −1 at level 2 (priority 100): its cost is (0, 0, −1), negative at level 2.
        levels.insert(symbol, -1, level: 2)
        #expect(levels.levels(mayHolding: symbol) == 2..<3)
        #expect(levels.negativeCost(of: symbol)! == (2, -1))
        // +2 at level 0: (2, 0, −1) is positive; the first level is 0.
        levels.insert(symbol, 2, level: 0)
        #expect(levels.levels(mayHolding: symbol) == 0..<3)
        #expect(levels.negativeCost(of: symbol) == nil)
        // Level 0 back to zero: the first level stays 0 (a write never
        // raises it) until a walk finds level 2 first.
        levels.remove(symbol, level: 0)
        #expect(levels.levels(mayHolding: symbol) == 0..<3)
        #expect(levels.negativeCost(of: symbol)! == (2, -1))
        #expect(levels.levels(mayHolding: symbol) == 2..<3)
        #expect(levels.invariantViolations().isEmpty)
        // A level inserted above it moves its span down one.
        levels.insertLevel(750, at: 0)
        #expect(levels.levels(mayHolding: symbol) == 3..<4)
        #expect(levels.negativeCost(of: symbol)! == (3, -1))
        _ = levels.removeLevel(at: 0)
        // Level 0 removed: level 2 becomes level 1, and so does the first level.
        _ = levels.removeLevel(at: 0)
        #expect(levels.priorities == [250, 100])
        #expect(levels.levels(mayHolding: symbol) == 1..<2)
        #expect(levels.negativeCost(of: symbol)! == (1, -1))
        #expect(levels.invariantViolations().isEmpty)
        // Zero everywhere: a walk that finds nothing records that no level holds it.
        levels.remove(symbol, level: 1)
        #expect(levels.negativeCost(of: symbol) == nil)
        #expect(levels.levels(mayHolding: symbol).isEmpty)
        // Held by level 1 only, which goes: held by none.
        levels.insert(symbol, -1, level: 1)
        _ = levels.removeLevel(at: 1)
        #expect(levels.levels(mayHolding: symbol).isEmpty)
        #expect(levels.negativeCost(of: symbol) == nil)
    }

    @Test func aCostTooSmallToImproveIsPassedOver() {
        // (−1e−9, −1): the first entry is above −epsilon (1e−8), so it
        // neither improves nor worsens, and the second decides, as in
        // `Tableau.costSign(of:)`.
        var levels = threeLevels()
        let symbol = Symbol(id: 3)
        levels.insert(symbol, -1e-9, level: 0)
        levels.insert(symbol, -1, level: 1)
        #expect(levels.negativeCost(of: symbol)! == (1, -1))
        #expect(levels.levels(mayHolding: symbol) == 0..<2)
    }

    @Test func aRowAddedLowersTheFirstLevelOfEachOfItsSymbols() {
        var levels = threeLevels()
        var row = Row(constant: 4)
        row.insert(Symbol(id: 2), 1)
        row.insert(Symbol(id: 70), -3)
        levels.insert(Symbol(id: 70), 5, level: 2)
        levels.add(row, times: 2, level: 1)
        // Level 1: 8 + 2·s2 − 6·s70; level 2: 5·s70.
        #expect(levels.constant(at: 1) == 8)
        #expect(levels.levels(mayHolding: Symbol(id: 2)) == 1..<2)
        #expect(levels.levels(mayHolding: Symbol(id: 70)) == 1..<3)
        #expect(levels.negativeCost(of: Symbol(id: 70))! == (1, -6))
        #expect(levels.invariantViolations().isEmpty)
        // Renumbered (s2 dropped after being zeroed, s70 becoming s1).
        levels.remove(Symbol(id: 2), level: 1)
        var newIDs = [Int32](repeating: -1, count: 71)
        newIDs[0] = 0
        newIDs[70] = 1
        levels.renumber(newIDs, count: 2)
        #expect(levels.levels(mayHolding: Symbol(id: 1)) == 1..<3)
        #expect(levels.coefficient(of: Symbol(id: 1), level: 2) == 5)
        #expect(levels.invariantViolations().isEmpty)
    }

    @Test func aRollbackOfNewLevelsRebuildsTheSpans() {
        // An error costed at the only level (500); a transaction adds a level
        // above it (750), moving the error's span to level 1, and rolls back:
        // the levels as they were, the error's span level 0 again (the
        // snapshot keeps no spans; they are made anew from the levels).
        var tableau = Tableau()
        let error = tableau.makeSymbol(.error)
        tableau.addObjective(error, 1, level: tableau.retainLevel(for: 500))
        tableau.beginTransaction()
        #expect(tableau.retainLevel(for: 750) == 0)
        #expect(tableau.objective.levels(mayHolding: error) == 1..<2)
        tableau.rollback()
        #expect(tableau.levels == [500])
        #expect(tableau.objective.levels(mayHolding: error) == 0..<1)
        #expect(tableau.objective.invariantViolations().isEmpty)
    }

    @Test func aWishAtEachOfManyLevelsIsReadAtItsOwnLevel() throws {
        // 300 variables, each wishing for a value at its own level (7k mod
        // 999 distinct for k < 999): each level holds the errors of one wish
        // only, so each error's span is the level of its wish, and reading
        // its cost or substituting it reads that level alone.
        let solver = Solver()
        for k in 0..<300 {
            try solver.add(Variable("x\(k)") .== Double(3 * k) ~ Priority(Float(1 + 7 * k % 999)))
        }
        let objective = solver.core.tableau.objective
        #expect(objective.count == 300)
        var held = 0
        for level in 0..<objective.count {
            for symbol in objective.row(at: level).symbols {
                #expect(objective.levels(mayHolding: symbol) == level..<level + 1)
                held += 1
            }
        }
        #expect(held > 0)
        #expect(objective.invariantViolations().isEmpty)
    }
}
