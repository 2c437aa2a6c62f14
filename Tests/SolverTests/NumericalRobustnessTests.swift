import TestSupport
import Testing

@testable import TrellisSolver

/// Scales, redundancy and near-degeneracy. Expected values are worked by hand
/// in the comments. The solver's one tolerance is 1e-8, relative to what
/// cancelled for coefficients and absolute for constants (`Tolerance.swift`;
/// `Docs/Reliability.md` says what that means for scales).
@Suite struct NumericalRobustnessTests {
    static func close(_ a: Double, _ b: Double, relative: Double = 1e-9) -> Bool {
        abs(a - b) <= relative * max(1, abs(a), abs(b))
    }

    static let scales: [Double] = [1e-6, 1e-5, 1e-3, 1, 1e3, 1e5, 1e6]

    /// A row of three views at scale `s`: left = 10s, widths 100s and 50s at a
    /// gap of 8s, the last one's width preferring 300s (@250) but bounded by
    /// right ≤ 400s (required). By hand: x1 = 10s + 100s + 8s = 118s; the
    /// last width = 400s − 118s = 282s, short of 300s.
    @Test(arguments: scales)
    func rowOfViewsAtEveryScale(scale s: Double) throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x0 = Variable("x0"), w0 = Variable("w0"), x1 = Variable("x1"), w1 = Variable("w1")
        try solver.add(x0 .== 10 * s)
        try solver.add(w0 .== 100 * s)
        try solver.add(x1 .== x0 + w0 + 8 * s)
        try solver.add(w1 .== 300 * s ~ 250)
        try solver.add(x1 + w1 .<= 400 * s)
        try solver.add(w1 .>= 0)
        #expect(Self.close(solver.value(of: x1), 118 * s))
        #expect(Self.close(solver.value(of: w1), 282 * s))
        #expect(solver.ambiguity(of: [x0, w0, x1, w1]) == [false, false, false, false])
    }

    /// Coefficients from 1e-6 to 1e6: `a·x == b` gives x = b / a.
    @Test(arguments: scales)
    func coefficientsAtEveryScale(coefficient a: Double) throws {
        for b in [1e-3, 1.0, 1e3] {
            let solver = Solver()
            solver.checksInvariants = true
            let x = Variable("x"), y = Variable("y")
            try solver.add(y .>= 0)
            try solver.add(x * a + y .== b)  // y is basic already: x is solved for in the tableau
            try solver.add(y .== 0 ~ 500)
            #expect(Self.close(solver.value(of: x), b / a, relative: 1e-9), "a = \(a), b = \(b)")
            #expect(!solver.isAmbiguous(x))
        }
    }

    /// Mixed scales in one system: a 1e6-wide canvas split by a 1e-6 ratio.
    /// By hand: w = 1e6, part = 1e-6 · w = 1, rest = w − part = 999,999.
    @Test func mixedScalesInOneSystem() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let w = Variable("w"), part = Variable("part"), rest = Variable("rest")
        try solver.add(w .== 1e6)
        try solver.add(part .== w * 1e-6)
        try solver.add(rest .== w - part)
        try solver.add(rest .<= 2e6)
        #expect(solver.values(of: [w, part, rest]) == [1e6, 1, 999_999])
    }

    /// The same required equality 100 times: redundant, never a conflict;
    /// removing 99 copies leaves it holding; changing the last copy's constant
    /// works, and changing any copy while another holds is a conflict.
    @Test func sameRequiredConstraintHundredTimes() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        try solver.add(y .== x + 1)
        let copies = (0..<100).map { _ in x .== 10 }
        for copy in copies { try solver.add(copy) }
        #expect(solver.values(of: [x, y]) == [10, 11])
        let dump = solver.debugDescription
        #expect(throws: ChangeConstantError.self) { try solver.setConstant(-12, for: copies[57]) }
        #expect(solver.debugDescription == dump)
        for copy in copies.dropLast() { try solver.remove(copy) }
        try solver.setConstant(-12, for: copies.last!)
        #expect(solver.values(of: [x, y]) == [12, 13])
        #expect(!solver.isAmbiguous(x))
        try solver.remove(copies.last!)
        #expect(solver.isAmbiguous(x))
    }

    /// The same optional equality 100 times at one level against one other:
    /// the sum of errors 100·|x − 10| + |x − 20| is least at x = 10.
    @Test func sameOptionalConstraintHundredTimes() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        for _ in 0..<100 { try solver.add(x .== 10 ~ 500) }
        let other = x .== 20 ~ 500
        try solver.add(other)
        #expect(solver.value(of: x) == 10)
        #expect(!solver.isAmbiguous(x))
        try solver.setPriority(501, for: other)
        #expect(solver.value(of: x) == 20)
    }

    /// A chain of 1,000 required equalities x[i+1] == x[i] + 1 from x[0] == 0:
    /// x[999] = 999. Moving the head moves the whole chain; a redundant
    /// closing constraint x[999] == x[0] + 999 keeps the far half determined
    /// when a link is cut, and without it that half is ambiguous.
    @Test func chainOfThousandEqualities() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = (0..<1_000).map { Variable("x\($0)") }
        let head = x[0] .== 0
        try solver.add(head)
        var links: [Constraint] = []
        for i in 1..<x.count {
            links.append(x[i] .== x[i - 1] + 1)
            try solver.add(links.last!)
        }
        #expect(solver.value(of: x[999]) == 999)
        try solver.setConstant(-5, for: head)
        #expect(solver.value(of: x[999]) == 1_004)
        // A redundant closing constraint, then one that contradicts the chain.
        let closing = x[999] .== x[0] + 999
        try solver.add(closing)
        let dump = solver.debugDescription
        #expect(throws: AddConstraintError.self) { try solver.add(x[999] .== x[0] + 998.5) }
        #expect(solver.debugDescription == dump)
        try solver.remove(links[499])
        #expect(solver.value(of: x[999]) == 1_004, "the closing constraint still pins the far end")
        #expect(solver.isAmbiguous(x[499]) == false)
        #expect(solver.isAmbiguous(x[500]) == false, "pinned from the far end through the closing constraint")
        #expect(!solver.isAmbiguous(x[700]))
        try solver.remove(closing)
        #expect(solver.ambiguity(of: [x[0], x[499], x[500], x[999]]) == [false, false, true, true])
    }

    /// A chain at a small scale: 1,000 links of 1e-3 add up to 0.999 without
    /// drift beyond rounding.
    @Test func chainOfSmallSteps() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = (0..<1_000).map { Variable("x\($0)") }
        try solver.add(x[0] .== 0)
        for i in 1..<x.count { try solver.add(x[i] .== x[i - 1] + 1e-3) }
        #expect(Self.close(solver.value(of: x[999]), 0.999, relative: 1e-12))
    }

    /// 500 parallel lower bounds x ≥ i·s and 500 upper bounds x ≤ (1000 − i)·s,
    /// with x pulled to 0 weakly: the tightest lower bound wins, x = 499·s.
    @Test(arguments: [1e-3, 1, 1e3])
    func manyParallelInequalities(scale s: Double) throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x")
        try solver.add(x .== 0 ~ .low)
        for i in 0..<500 {
            try solver.add(x .>= Double(i) * s)
            try solver.add(x .<= Double(1_000 - i) * s)
            try solver.add(x * 2 .>= Double(i) * s * 2)  // the same bound, scaled
        }
        #expect(Self.close(solver.value(of: x), 499 * s))
        #expect(!solver.isAmbiguous(x))
        #expect(throws: AddConstraintError.self) { try solver.add(x .>= 502 * s) }
    }

    /// Nearly parallel equalities: x + y == 10 and x + (1 + 1e-6)·y == 10 + 1e-5
    /// differ by 1e-6·y == 1e-5, so y = 10, x = 0 (condition number about 1e6).
    @Test func nearlyParallelEqualities() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y .== 10)
        try solver.add(x + y * (1 + 1e-6) .== 10 + 1e-5)
        #expect(Self.close(solver.value(of: y), 10, relative: 1e-6))
        #expect(abs(solver.value(of: x)) < 1e-5)
        #expect(solver.ambiguity(of: [x, y]) == [false, false])
    }

    /// Equalities that differ by less than the tolerance are the same
    /// equality: 1e-9·y cancels, so the second is redundant, not a conflict
    /// and not a constraint on y.
    @Test func differencesBelowTheToleranceAreZero() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y .== 10)
        try solver.add(x + y * (1 + 1e-9) .== 10)
        #expect(solver.isAmbiguous(y))
    }

    /// 1e300 coefficients and constants: a correct result or
    /// `.numericalOverflow` (with the solver unchanged), never a
    /// trap, NaN or infinite value.
    @Test(arguments: 0..<8)
    func hugeNumbersOverflowCleanly(index: Int) throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y"), fresh = Variable("fresh")
        try solver.add(x .>= 0)
        try solver.add(y .== x + 1 ~ 500)
        let cases: [Constraint] = [
            x * 1e300 + y * 1e300 .== 1e300,
            x * 1e300 .>= 1e308,
            fresh * 1e-7 .== 1e305,
            fresh * 1e300 .== x * 1e-300 + 1e300,
            x * 1e-7 + y .== .greatestFiniteMagnitude,
            fresh .== x * 1e300 + y * 1e300 + 1e300,
            x * 1e300 .<= y * 1e-300,
            x * 1.7e308 + y * 1.7e308 .>= 1.7e308,
        ]
        let constraint = cases[index]
        let dump = solver.debugDescription
        do {
            try solver.add(constraint)
            for variable in [x, y, fresh] {
                #expect(
                    solver.value(of: variable).isFinite, "\(constraint): \(variable) = \(solver.value(of: variable))")
            }
            #expect(solver.invariantViolations().isEmpty)
        } catch .numericalOverflow {
            #expect(solver.debugDescription == dump)
        } catch .unsatisfiableConstraint {
            #expect(solver.debugDescription == dump)
        }
        for variable in [x, y, fresh] {
            #expect(solver.value(of: variable).isFinite, "\(constraint): \(variable) = \(solver.value(of: variable))")
        }
    }

    /// Once a solver holds an extreme number, any call can overflow while it
    /// re-solves, not only the one that brought the number: here a defined
    /// variable `y = 1.7e308 · x + 1e300` is finite while x is 0 (y = 1e300),
    /// and overflows once x moves (1.7e308 · 10 > Double.greatestFiniteMagnitude
    /// ≈ 1.8e308). Each such call is refused with `.numericalOverflow` and
    /// leaves the solver exactly as it was.
    @Test func callsThatOverflowLaterAreUndone() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let x = Variable("x"), y = Variable("y")
        try solver.add(y .== 1.7e308 * x + 1e300)
        try solver.add(x .== 0 ~ 1)
        #expect(solver.value(of: y) == 1e300)
        try solver.addEditVariable(x, priority: 500)
        let dump = solver.debugDescription
        #expect(throws: SuggestValueError.self) { try solver.suggestValue(10, for: x) }
        #expect(solver.debugDescription == dump)
        #expect(solver.value(of: y) == 1e300)
        // A suggestion that stays finite is accepted: y = 1.7e308 · 0.5 + 1e300.
        try solver.suggestValue(0.5, for: x)
        #expect(solver.value(of: y) == 1.7e308 * 0.5 + 1e300)
        try solver.suggestValue(0, for: x)
        // A required constraint that moves x is refused the same way, as an overflow.
        let push = x .== 10
        let before = solver.debugDescription
        #expect(throws: AddConstraintError.self) { try solver.add(push) }
        #expect(!solver.contains(push))
        #expect(solver.debugDescription == before)
        // Its constant is restored too when a constant change overflows.
        let lower = x .>= -1
        try solver.add(lower)
        #expect(throws: ChangeConstantError.self) { try solver.setConstant(-20, for: lower) }
        #expect(solver.constant(of: lower) == 1)
        #expect(solver.value(of: y).isFinite)
    }

    /// Long random sequences — 10,000 operations of every kind (1,000 unless
    /// the slow tests run, `SlowTests`), at most 40 constraints held at once —
    /// keep every invariant (checked after each mutation), leave the state
    /// unchanged after every error, and agree with a from-scratch solve every
    /// 500 operations and at the end.
    @Test(arguments: [UInt64(1), 2])
    func tenThousandOperationsAgreeWithFromScratch(seed: UInt64) {
        let operations = SlowTests.areEnabled ? 10_000 : 1_000
        var random = RepeatableRandomNumberGenerator(seed: seed)
        let bytes = [0] + (0..<60_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        var program = SolverProgram(bytes, maximumOperations: operations, checkInterval: 500, maximumHeld: 40)
        program.run()
        #expect(program.operations == operations, "seed \(seed)")
        #expect(program.problems.isEmpty, "seed \(seed): \(program.problems.joined(separator: "\n"))")
    }
}

/// A defined value that overflows where no coefficient is extreme.
@Suite struct DefinitionOverflowTests {
    /// a = 1 and each next variable is 1e49 times the one before: the seventh
    /// product would be 1e49·7 = 1e343, past a Double's 1.8e308. Its addition
    /// is refused and leaves the solver as it was (g = 1e294 still, h unknown).
    @Test func chainOfProductsPastADouble() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let variables = names.map { Variable($0) }
        try solver.add(variables[0] .== 1)
        for i in 1..<7 { try solver.add(variables[i] .== 1e49 * variables[i - 1]) }
        let last = variables[7] .== 1e49 * variables[6]
        #expect(throws: AddConstraintError.self) { try solver.add(last) }
        #expect(!solver.contains(last))
        #expect(NumericalRobustnessTests.close(solver.value(of: variables[6]), 1e294))
        #expect(solver.value(of: variables[7]) == 0)
    }

    /// Once a defined value is extreme, later calls are guarded even when their
    /// own numbers are not: with a edited at 1 and each next variable 1e49 times
    /// the one before, g = 1e49·6 = 1e294. Suggesting a = 1e20 (an ordinary
    /// number) would make g = 1e314, past a Double: refused, values kept.
    @Test func extremeDefinedValueGuardsLaterCalls() throws {
        let solver = Solver()
        let variables = ["a", "b", "c", "d", "e", "f", "g"].map { Variable($0) }
        try solver.addEditVariable(variables[0], priority: 500)
        try solver.suggestValue(1, for: variables[0])
        for i in 1..<7 { try solver.add(variables[i] .== 1e49 * variables[i - 1]) }
        #expect(NumericalRobustnessTests.close(solver.value(of: variables[6]), 1e294))
        #expect(throws: SuggestValueError.self) { try solver.suggestValue(1e20, for: variables[0]) }
        #expect(solver.value(of: variables[0]) == 1)
        #expect(NumericalRobustnessTests.close(solver.value(of: variables[6]), 1e294))
    }
}
