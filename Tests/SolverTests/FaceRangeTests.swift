import TestSupport
import Testing

@testable import TrellisSolver

/// Ranges over the optimal face solved on the rows the question reaches
/// (`SolverCore+FaceRange.swift`): hand-worked ranges of variables and
/// expressions, and, on seeded random systems, the very same numbers as the
/// simplex on a copy of the whole tableau with the costed symbols frozen.
@Suite struct FaceRangeTests {
    // MARK: Hand-worked ranges

    @Test func aPolygonIsWalkedVertexByVertex() throws {
        // x >= 0, y >= 0, x + y <= 10, x + 2y <= 16, all required, nothing
        // preferred: the face is the polygon with vertices (0, 0), (10, 0),
        // (4, 6) (where both sums are tight: y = 16 - 10 = 6, x = 4) and (0, 8).
        // Over the vertices: x in [0, 10], y in [0, 8], x + y in [0, 10],
        // x - y in [0 - 8, 10 - 0] = [-8, 10], and 2x + 3y takes 0, 20,
        // 8 + 18 = 26 and 24: [0, 26], reached only at (4, 6), two
        // pivots away from (0, 0).
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        try solver.add(x .>= 0)
        try solver.add(y .>= 0)
        try solver.add(x + y .<= 10)
        try solver.add(x + 2 * y .<= 16)
        #expect(solver.valueRange(of: x) == 0...10)
        #expect(solver.valueRange(of: y) == 0...8)
        #expect(solver.valueRange(of: x + y) == 0...10)
        #expect(solver.valueRange(of: x - y) == -8...10)
        #expect(solver.valueRange(of: 2 * x + 3 * y) == 0...26)
    }

    @Test func aTieAtOnePriorityOpensTheSplitOnly() throws {
        // a + b + c == 12 required; a, b, c >= 0 required; a == 0, b == 0,
        // c == 0 each at 500. Every split of 12 into non-negative parts has
        // the same total error 12 at level 500, so each of a, b, c is in
        // [0, 12] and a + b = 12 - c is too; a + b + c is 12 on every optimum;
        // a - b runs from (0, 12, 0) to (12, 0, 0): [-12, 12].
        let solver = Solver()
        solver.checksInvariants = true
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a + b + c .== 12)
        for v in [a, b, c] {
            try solver.add(v .>= 0)
            try solver.add(v .== 0 ~ 500)
        }
        for v in [a, b, c] { #expect(solver.valueRange(of: v) == 0...12) }
        #expect(solver.valueRange(of: a + b) == 0...12)
        #expect(solver.valueRange(of: a + b + c) == 12...12)
        #expect(solver.valueRange(of: a - b) == -12...12)
    }

    @Test func aHigherPriorityClosesWhatItPrefers() throws {
        // As above with c == 0 at 600: c = 0 on every optimum, so a + b = 12,
        // a in [0, 12], and a + 2c = a in [0, 12]; c + 5 is 5 throughout.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a + b + c .== 12)
        for v in [a, b, c] { try solver.add(v .>= 0) }
        try solver.add(a .== 0 ~ 500)
        try solver.add(b .== 0 ~ 500)
        try solver.add(c .== 0 ~ 600)
        #expect(solver.valueRange(of: c) == 0...0)
        #expect(solver.valueRange(of: a) == 0...12)
        #expect(solver.valueRange(of: a + 2 * c) == 0...12)
        #expect(solver.valueRange(of: c + 5) == 5...5)
    }

    @Test func anOpenEndIsInfinite() throws {
        // x >= 10 alone: x in [10, ∞), so 2x + 1 in [21, ∞) and -x in (-∞, -10].
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x .>= 10)
        #expect(solver.valueRange(of: 2 * x + 1) == 21...Double.infinity)
        #expect(solver.valueRange(of: -1 * x) == -Double.infinity...(-10))
    }

    @Test func aVariableNeverSeenLeavesAnExpressionOpenUnlessItCancels() throws {
        // x == 5; z is unknown to the solver, so x + z can be anything, and
        // x + z - z is x + 0 = 5.
        let solver = Solver()
        let x = Variable("x"), z = Variable("z")
        try solver.add(x .== 5)
        #expect(solver.valueRange(of: x + z) == -Double.infinity...Double.infinity)
        #expect(solver.valueRange(of: x + z - z) == 5...5)
        #expect(solver.valueRange(of: Expression(constant: 3)) == 3...3)
        // Nothing was added: z is still unknown.
        #expect(solver.valueRange(of: z) == -Double.infinity...Double.infinity)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func aDefinedChainIsAskedThroughItsExpansion() throws {
        // x0 == 0; x(i+1) == xi + wi, wi >= 0, wi == 10 at 250 each, and
        // x3 == 36: the widths tie at 250 over their 6 points of excess, so
        // each wi is in [10, 16], x1 = w0 in [10, 16], x2 = w0 + w1 in
        // [20, 26], x2 + w2 = x3 = 36 exactly, and x2 - x1 = w1 in [10, 16].
        let solver = Solver()
        solver.checksInvariants = true
        let x = (0...3).map { Variable("x\($0)") }
        let w = (0...2).map { Variable("w\($0)") }
        try solver.add(x[0] .== 0)
        for i in 0..<3 {
            try solver.add(x[i + 1] .== x[i] + w[i])
            try solver.add(w[i] .>= 0)
            try solver.add(w[i] .== 10 ~ 250)
        }
        try solver.add(x[3] .== 36)
        #expect(solver.valueRange(of: x[1]) == 10...16)
        #expect(solver.valueRange(of: x[2]) == 20...26)
        #expect(solver.valueRange(of: x[2] + w[2]) == 36...36)
        #expect(solver.valueRange(of: x[2] - x[1]) == 10...16)
    }

    // MARK: The same numbers as the simplex on a copy of the tableau

    /// The range by the simplex on a copy of the whole tableau, every costed
    /// parametric symbol frozen: how ranges were computed before
    /// `FaceRangeProgram`, kept here as the reference it must match to the bit
    /// (by Bland's rules throughout, which `FaceRangeProgram` follows).
    static func rangeOnTableauCopy(of row: Row, in core: SolverCore) -> (lower: Double, upper: Double) {
        let free = row.symbols.filter(core.isFree)
        if free.isEmpty { return (row.constant, row.constant) }
        if free.contains(where: { core.tableau.kind(of: $0) == .external }) { return (-.infinity, .infinity) }
        var face = core.tableau
        face.journal = nil
        face.setBlandPivots(0)
        face.frozen = (0..<face.symbolIDCount).map { index in
            index > 0 && face.row(of: Symbol(id: Int32(index))) == nil && !core.isFree(Symbol(id: Int32(index)))
        }
        var lowerFace = face
        lowerFace.setObjective([row])
        let lower = lowerFace.optimize() == .unbounded ? -Double.infinity : lowerFace.objectiveRow(at: 0).constant
        var negated = row
        negated.scale(by: -1)
        face.setObjective([negated])
        let upper = face.optimize() == .unbounded ? Double.infinity : -face.objectiveRow(at: 0).constant
        return (min(lower, row.constant), max(upper, row.constant))
    }

    /// A random system of ties and chains: sums and differences of a few
    /// variables at a few shared priorities, bounds on about half of them, and definitions
    /// (`x == y + w`) so that rows expand through them.
    static func randomSystem(seed: UInt64) -> (Solver, [Variable]) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        let solver = Solver()
        let variables = (0..<8).map { Variable("v\($0)") }
        let priorities: [Priority] = [.required, .required, 750, 500, 500, 250, 250]
        for _ in 0..<Int.random(in: 6...24, using: &random) {
            let a = variables.randomElement(using: &random)!, b = variables.randomElement(using: &random)!
            let k = Double(Int.random(in: -30...60, using: &random))
            let factor = [0.0, 1, 1, -1, 2, 0.5].randomElement(using: &random)!
            let relation = Relation.allCases.randomElement(using: &random)!
            let priority = priorities.randomElement(using: &random)!
            try? solver.add(Constraint(a + factor * b - k, relation, priority: priority))
        }
        // Bounds on some, so that more ranges close and the walks are longer.
        for v in variables where Bool.random(using: &random) {
            try? solver.add(v .>= -50)
            try? solver.add(v .<= 150)
        }
        // Definitions: each a fresh variable equal to a sum of two others.
        var all = variables
        for index in 0..<4 {
            let d = Variable("d\(index)")
            let a = all.randomElement(using: &random)!, b = all.randomElement(using: &random)!
            try? solver.add(d .== a + b + Double(index))
            all.append(d)
        }
        return (solver, all)
    }

    @Test(arguments: 0..<80)
    func rangesMatchTheSimplexOnACopyOfTheTableau(seed: UInt64) throws {
        let (solver, variables) = Self.randomSystem(seed: seed)
        // `valueRange` answers with every dormant inequality woken (in a
        // copy): the simplex it is compared with runs on that tableau too.
        var core = solver.core
        core.wakeEveryDormantInequality()
        var random = RepeatableRandomNumberGenerator(seed: seed &+ 1000)
        var expressions = variables.map { Expression($0) }
        for _ in 0..<6 {
            let a = variables.randomElement(using: &random)!, b = variables.randomElement(using: &random)!
            let k = Double(Int.random(in: -5...5, using: &random))
            expressions.append(a + k * b + 3)
        }
        for expression in expressions {
            var copy = core
            var newVariables: [Variable] = []
            let row = copy.expandedRow(expression, newVariables: &newVariables)
            guard newVariables.isEmpty else { continue }
            let expected = Self.rangeOnTableauCopy(of: row, in: core)
            let range = solver.valueRange(of: expression)
            // Bit for bit: the same pivots on the same numbers.
            #expect(
                range.lowerBound == expected.lower && range.upperBound == expected.upper,
                "seed \(seed): \(expression) range \(range), on a copy [\(expected.lower), \(expected.upper)]")
        }
    }

    @Test(arguments: 0..<40)
    func anExpressionsRangeIsThatOfAVariableHeldEqualToIt(seed: UInt64) throws {
        // The expression asked directly against a fresh variable defined equal
        // to it, asked and removed again (how pictures asked for edges before).
        let (solver, variables) = Self.randomSystem(seed: seed)
        var random = RepeatableRandomNumberGenerator(seed: seed &+ 2000)
        for _ in 0..<6 {
            let a = variables.randomElement(using: &random)!, b = variables.randomElement(using: &random)!
            let expression = a + b
            let direct = solver.valueRange(of: expression)
            let probe = Variable("probe")
            let constraint = probe .== expression
            try solver.add(constraint)
            let probed = solver.valueRange(of: probe)
            try solver.remove(constraint)
            #expect(direct == probed, "seed \(seed): \(expression) \(direct), through a variable \(probed)")
        }
    }
}
