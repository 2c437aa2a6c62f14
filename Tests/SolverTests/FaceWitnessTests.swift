import Testing

@testable import TrellisSolver

/// Ambiguity of chains of definitions: a direction on the optimal face
/// proves most of them ambiguous without expanding them
/// (`SolverCore+FaceWitness.swift`); terms that cancel still come out determined.
@Suite struct FaceWitnessTests {
    @Test func aChainWhoseEndIsPinnedIsDeterminedAtTheEnds() throws {
        // x0 == 0; x1 == x0 + w0; x2 == x1 + w1; x3 == x2 + w2; x3 == 30;
        // w0, w1, w2 >= 0. The widths can trade (any split of 30 is a
        // solution, and nothing prefers one), so x1 = w0 and x2 = w0 + w1 are
        // ambiguous, while x0 = 0 and x3 = w0 + w1 + w2 = 30 are not: in x3
        // the two ambiguous terms x2 and w2 cancel.
        let solver = Solver()
        solver.checksInvariants = true
        let x = (0...3).map { Variable("x\($0)") }
        let w = (0...2).map { Variable("w\($0)") }
        try solver.add(x[0] .== 0)
        for i in 0..<3 {
            try solver.add(x[i + 1] .== x[i] + w[i])
            try solver.add(w[i] .>= 0)
        }
        try solver.add(x[3] .== 30)
        #expect(solver.ambiguity(of: x) == [false, true, true, false])
        #expect(solver.value(of: x[3]) == 30)
    }

    @Test func anUndeterminedRowIsAmbiguousEverywhereButItsStart() throws {
        // x0 == 0; x(i+1) == xi + wi for 200 widths >= 0, and nothing else:
        // every position after the first can move.
        let solver = Solver()
        let n = 200
        let x = (0...n).map { Variable("x\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }
        try solver.add(x[0] .== 0)
        for i in 0..<n {
            try solver.add(x[i + 1] .== x[i] + w[i])
            try solver.add(w[i] .>= 0)
        }
        let ambiguity = solver.ambiguity(of: x)
        #expect(ambiguity[0] == false)
        #expect(ambiguity[1...].allSatisfy { $0 })
    }
}
