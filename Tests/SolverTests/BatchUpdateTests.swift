import TestSupport
import Testing

@testable import TrellisSolver

/// Changes made inside `performBatchUpdates(_:)` leave defined values for the
/// next read; every read, inside the batch or after it, sees current values.
@Suite struct BatchUpdateTests {
    /// A chain of tops defined one after the other (`top[i] == top[i-1] + height[i-1]`),
    /// then every height pinned inside a batch, the way a feed's cells are
    /// filled after they are chained: top[i] = 10·i (tops 0, 10, 20, …).
    @Test func chainedDefinitionsFollowChangesMadeInABatch() throws {
        let n = 20
        let solver = Solver()
        solver.checksInvariants = true
        let tops = (0..<n).map { Variable("top\($0)") }, heights = (0..<n).map { Variable("height\($0)") }
        try solver.add(tops[0] .== 0)
        for i in 1..<n { try solver.add(tops[i] - tops[i - 1] - heights[i - 1] .== 0) }
        #expect(solver.value(of: tops[n - 1]) == 0)
        try solver.performBatchUpdates { () throws(AddConstraintError) in
            for i in 0..<n { try solver.add(heights[i] .== 10) }
            // Read inside the batch: 10 · 5 = 50.
            #expect(solver.value(of: tops[5]) == 50)
            for i in 0..<n { try solver.add(heights[i] .== 0 ~ 500) }
        }
        // The optional heights of 0 lose to the required 10s.
        for i in 0..<n { #expect(solver.value(of: tops[i]) == 10 * Double(i)) }
    }

    /// A definition made inside a batch refers to values that changed in the
    /// batch: `c == b + 1` after `b := a + 2` and `a == 5` gives c = 5 + 2 + 1 = 8;
    /// `d == 3`, made in the batch from nothing that moves, reads 3.
    @Test func definitionMadeInABatchGetsItsValueOnRead() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let solver = Solver()
        try solver.add(b - a .== 2)
        try solver.performBatchUpdates { () throws(AddConstraintError) in
            try solver.add(a .== 5)
            try solver.add(c - b .== 1)
            try solver.add(d .== 3)
        }
        #expect(solver.value(of: c) == 8)
        #expect(solver.value(of: b) == 7)
        #expect(solver.value(of: d) == 3)
    }

    /// Outside a batch too, a change leaves the defined values for the next
    /// read: `b := a + 2` with `a == 5` reads b = 7, and moving a to 9 (a
    /// weaker pin giving way to a stronger one) reads b = 11.
    @Test func changesOutsideABatchWaitForTheNextRead() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        let definition = b - a .== 2
        try solver.add(definition)
        #expect(solver.core.records[ObjectIdentifier(definition)]?.placement == .definition(0))
        try solver.add(a .== 5 ~ 100)
        #expect(solver.value(of: b) == 7)
        try solver.add(a .== 9 ~ 200)
        #expect(solver.core.tableau.hasTouchedValues, "the change was propagated before a read")
        #expect(solver.value(of: b) == 11)
        #expect(!solver.core.tableau.hasTouchedValues)
    }

    /// Changes nobody reads leave a bounded backlog: a definition's constant
    /// changed 1,000 times (`b == a + i`) keeps at most one pending entry per
    /// definition past the count; the read then gives b = 5 + 1000.
    @Test func anUnreadBacklogStaysBounded() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        let definition = b - a .== 2
        try solver.add(definition)
        try solver.add(a .== 5)
        for i in 1...1000 {
            try solver.setConstant(-Double(i), for: definition)
            #expect(solver.core.definitions.outdated.count <= solver.core.definitions.count)
        }
        #expect(solver.value(of: b) == 1005)
    }

    /// The same random programs of definitions, constants and removals, run
    /// once change by change and once in batches, end at the same values.
    @Test(arguments: [1, 2, 3, 4] as [UInt64]) func batchesEndWhereSingleChangesEnd(seed: UInt64) throws {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        let count = 12
        var steps: [(kind: Int, i: Int, j: Int, value: Double)] = []
        for _ in 0..<60 {
            steps.append(
                (
                    random.next(below: 3), random.next(below: count), random.next(below: count),
                    Double(random.next(below: 40))
                ))
        }
        func run(batched: Bool) throws -> [Double] {
            let solver = Solver()
            solver.checksInvariants = true
            let variables = (0..<count).map { Variable("v\($0)") }
            var added: [Constraint] = []
            for start in stride(from: 0, to: steps.count, by: 7) {
                let body = { () throws in
                    for step in steps[start..<min(start + 7, steps.count)] {
                        switch step.kind {
                        case 0 where step.i > step.j:
                            // v_i == v_j + value: defines v_i the first time it is seen.
                            let constraint = variables[step.i] - variables[step.j] .== step.value
                            if (try? solver.add(constraint)) != nil { added.append(constraint) }
                        case 1:
                            let constraint = variables[step.i] .== step.value ~ Priority(Float(1 + step.j))
                            try solver.add(constraint)
                            added.append(constraint)
                        default:
                            if !added.isEmpty { try solver.remove(added.remove(at: step.j % added.count)) }
                        }
                    }
                }
                if batched { try solver.performBatchUpdates(body) } else { try body() }
            }
            return variables.map { solver.value(of: $0) }
        }
        let single = try run(batched: false), batched = try run(batched: true)
        for (a, b) in zip(single, batched) { #expect(abs(a - b) < 1e-9, "seed \(seed)") }
    }
}
