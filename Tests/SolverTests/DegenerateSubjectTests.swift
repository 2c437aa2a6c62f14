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
}
