import Testing

@testable import TrellisSolver

/// A row with no external symbol and a zero constant takes one of its
/// restricted symbols as subject, at zero, with no pivot: what a stack's
/// views tied to its height add, one after the other.
@Suite struct DegenerateSubjectTests {
    /// n heights, each hugging 20 at 250 and resisting below 20 at 750, then
    /// each tied to a shared height s. By hand: every height, and s, is 20
    /// (each view's pair of constraints holds exactly at 20).
    func tiedHeights(_ n: Int) throws -> (solver: Solver, heights: [Variable], s: Variable, pivots: [Int]) {
        let solver = Solver()
        let s = Variable("s")
        let heights = (0..<n).map { Variable("h\($0)") }
        for h in heights {
            try solver.add(h .<= 20 ~ 250)
            try solver.add(h .>= 20 ~ 750)
        }
        var pivots: [Int] = []
        for h in heights {
            let before = solver.pivotCount
            try solver.add(h .== s)
            pivots.append(solver.pivotCount - before)
        }
        return (solver, heights, s, pivots)
    }

    @Test func tiesToASharedLengthNeedNoPivots() throws {
        let (solver, heights, s, pivots) = try tiedHeights(60)
        #expect(solver.value(of: s) == 20)
        #expect(heights.allSatisfy { solver.value(of: $0) == 20 })
        // The first tie defines s; each later one reduces to a row of the
        // views' slacks and errors with a zero constant: solved as it is.
        #expect(pivots.allSatisfy { $0 == 0 })
    }

    @Test func aDegenerateSubjectKeepsEveryRowFeasible() throws {
        let (solver, _, s, _) = try tiedHeights(8)
        solver.checksInvariants = true
        // Moving the shared height by a required pin: every view follows,
        // and the errors say by how much (hugging broken by 5 at 250).
        let pin = s .== 25
        try solver.add(pin)
        #expect(solver.value(of: s) == 25)
        try solver.remove(pin)
        #expect(solver.value(of: s) == 20)
    }

    /// A core holding a slack `a` in `inA` rows and a slack `b` in `inB`
    /// rows (each row `0 + 1·symbol`, its basic symbol an external one), and
    /// the degenerate subject it picks for the row `a + b`.
    func subject(inA: Int, inB: Int) -> (picked: Symbol, a: Symbol, b: Symbol) {
        var core = SolverCore()
        let a = core.tableau.makeSymbol(.slack)
        let b = core.tableau.makeSymbol(.slack)
        for (symbol, count) in [(a, inA), (b, inB)] {
            for _ in 0..<count {
                let basic = core.tableau.makeSymbol(.external)
                core.tableau.setRow(
                    Row(constant: 0, sortedCells: [Cell(symbol: symbol, coefficient: 1)]), for: basic)
            }
        }
        let row = Row(
            constant: 0, sortedCells: [Cell(symbol: a, coefficient: 1), Cell(symbol: b, coefficient: 1)])
        return (core.degenerateSubject(of: row), a, b)
    }

    /// The slack in the fewest rows is the subject, the lower id on a tie,
    /// however many rows the candidates are in: the counts stop at a limit
    /// that grows until a candidate is under it, and the choice is the one
    /// full counts give.
    @Test(arguments: [
        (3, 5, "a"), (5, 3, "b"), (4, 4, "a"),  // under the first limit
        (40, 5, "b"), (20, 17, "b"), (17, 20, "a"), (30, 30, "a"),  // past it
        (1_000, 999, "b"), (300, 2_000, "a"),  // past the next ones
    ])
    func theFewestRowsWinAtAnyCount(inA: Int, inB: Int, expected: String) {
        let (picked, a, b) = subject(inA: inA, inB: inB)
        #expect(picked == (expected == "a" ? a : b))
    }
}
