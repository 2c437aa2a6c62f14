import Foundation
import TestSupport
import Testing

@testable import TrellisSolver

/// The solver against an independent LP solver: scipy's HiGHS, solved level by
/// level from the highest priority down (Scripts/oracle). The fixtures hold
/// 2,400 seeded random systems (2–6 variables, ties at shared priority levels,
/// edits, removals, constant and priority changes) with, at each check, every
/// variable's least and greatest value over the optimal face; and 360 systems
/// where one more required constraint conflicts, with every minimal conflicting
/// set. Regenerate with the command in each fixture's header. Each test
/// replays its fixture in chunks; a plain `swift test` runs the first chunk
/// of each (a sample of every fixture), and `TRELLIS_SLOW_TESTS=1` (as
/// `.ci/run` sets it) runs them all.
@Suite struct DifferentialTests {
    struct Fixture: Decodable {
        let command: String
        let cases: [Case]
    }

    struct Case: Decodable {
        let id: Int
        let variables: Int
        let constraints: [ConstraintSpec]
        let steps: [Step]
    }

    struct ConstraintSpec: Decodable {
        let terms: [[Double]]
        let constant: Double
        let op: String
        let priority: Float
    }

    struct Step: Decodable {
        let op: String
        let constraint: Int?
        let variable: Int?
        let priority: Float?
        let value: Double?
        let constant: Double?
        let min: [Double?]?
        let max: [Double?]?
        let minimalConflicts: [[Int]]?
    }

    static func load(_ name: String) throws -> Fixture {
        let url = RepositoryFile.fixture("\(name).json", of: "SolverTests")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    static let systems = Result { try load("random-systems") }
    static let conflicts = Result { try load("conflicts") }
    static let bounds = Result { try load("bound-systems") }
    static let chains = Result { try load("chain-systems") }
    static let wishChains = Result { try load("wish-chain-systems") }
    static let spacings = Result { try load("spacing-systems") }
    static let centerings = Result { try load("centering-systems") }
    static let levels = Result { try load("level-systems") }

    static func close(_ a: Double, _ b: Double) -> Bool {
        if a.isInfinite || b.isInfinite { return a == b }
        return abs(a - b) <= 1e-6 * max(1, abs(b))
    }

    /// Replays a case's steps, checking each `check` against the oracle;
    /// `blandPivots` sets how many pivots each optimisation makes by the
    /// faster pivot rules before Bland's (nil: the solver's default).
    @discardableResult
    /// With `addsInLists`, each run of additions (with the failing one that
    /// ends it, if any) goes in as one `add(_:)` of an array.
    static func replay(
        _ testCase: Case, blandPivots: Int? = nil, queuedInfeasibleRows: Int? = nil, addsInLists: Bool = false
    ) throws -> Int {
        let solver = Solver()
        solver.checksInvariants = true
        solver.blandPivots = blandPivots
        solver.queuedInfeasibleRows = queuedInfeasibleRows
        let variables = (0..<testCase.variables).map { Variable("x\($0)") }
        var made: [Int: Constraint] = [:]
        func constraint(_ index: Int) -> Constraint {
            if let existing = made[index] { return existing }
            let spec = testCase.constraints[index]
            var expression = Expression(constant: spec.constant)
            for term in spec.terms { expression = expression + variables[Int(term[0])] * term[1] }
            let relation: Relation = spec.op == "==" ? .equal : spec.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            let made_ = Constraint(expression, relation, priority: Priority(spec.priority))
            made[index] = made_
            return made_
        }
        var list: [Constraint] = []
        for (number, step) in testCase.steps.enumerated() {
            let context = "case \(testCase.id) step \(number) (\(step.op))"
            if addsInLists {
                if step.op == "add" {
                    list.append(constraint(step.constraint!))
                    continue
                }
                if step.op != "addFailing" {
                    try solver.add(list)
                    list = []
                }
            }
            switch step.op {
            case "add": try solver.add(constraint(step.constraint!))
            case "remove": try solver.remove(constraint(step.constraint!))
            case "setConstant": try solver.setConstant(step.constant!, for: constraint(step.constraint!))
            case "setPriority": try solver.setPriority(Priority(step.priority!), for: constraint(step.constraint!))
            case "edit": try solver.addEditVariable(variables[step.variable!], priority: Priority(step.priority!))
            case "suggest": try solver.suggestValue(step.value!, for: variables[step.variable!])
            case "removeEdit": try solver.removeEditVariable(variables[step.variable!])
            case "addFailing":
                let failing = constraint(step.constraint!)
                var reported: [Int]?
                let members = list + [failing]
                list = []
                do {
                    try solver.add(members)
                } catch {
                    if case .unsatisfiableConstraint(let constraint, let set) = error {
                        #expect(constraint === failing, "\(context): \(constraint) failed, not the last one")
                        reported = set.compactMap { member in made.first { $0.value === member }?.key }.sorted()
                        #expect(reported?.count == set.count, "\(context): conflict names unknown constraints")
                    }
                }
                let expected = step.minimalConflicts!
                #expect(
                    reported.map { expected.contains($0) } == true,
                    "\(context): conflict \(String(describing: reported)) is not one of the minimal sets \(expected)")
            case "check":
                let ambiguity = solver.ambiguity(of: variables)
                for (index, variable) in variables.enumerated() {
                    let lower = step.min![index] ?? -.infinity
                    let upper = step.max![index] ?? .infinity
                    let determined = close(lower, upper)
                    #expect(
                        ambiguity[index] == !determined,
                        "\(context): \(variable) ambiguous \(ambiguity[index]), oracle range [\(lower), \(upper)]")
                    #expect(solver.isAmbiguous(variable) == ambiguity[index], "\(context): \(variable) bulk vs single")
                    if determined {
                        #expect(
                            close(solver.value(of: variable), lower),
                            "\(context): \(variable) = \(solver.value(of: variable)), oracle \(lower)")
                    } else {
                        let range = solver.valueRange(of: variable)
                        #expect(
                            close(range.lowerBound, lower) && close(range.upperBound, upper),
                            "\(context): \(variable) range \(range), oracle [\(lower), \(upper)]")
                        // Up to rounding: a defined value is summed along its
                        // definitions, the range from their expansion.
                        let value = solver.value(of: variable)
                        let slack = 1e-9 * max(1, abs(value))
                        #expect(
                            range.lowerBound - slack <= value && value <= range.upperBound + slack,
                            "\(context): \(variable) = \(value) outside its range \(range)")
                    }
                }
            default:
                Issue.record("\(context): unknown step")
            }
        }
        try solver.add(list)
        return solver.pivotCount
    }

    /// Part `chunk` of `parts` equal parts of a fixture's cases (the last
    /// may be shorter), so a fixture's replay runs in parallel test cases.
    static func part<Case>(_ chunk: Int, of parts: Int, _ cases: [Case]) -> ArraySlice<Case> {
        let size = (cases.count + parts - 1) / parts
        return cases.dropFirst(chunk * size).prefix(size)
    }

    /// Replays part `chunk` of `parts` of a fixture's cases, one constraint
    /// at a time or in lists.
    static func replayPart(
        _ chunk: Int, of parts: Int, _ fixture: Result<Fixture, any Error>, addsInLists: Bool
    ) throws {
        for testCase in part(chunk, of: parts, try fixture.get().cases) {
            try replay(testCase, addsInLists: addsInLists)
        }
    }

    @Test(arguments: SlowTests.chunks(24))
    func randomSystemsMatchHiGHS(chunk: Int) throws {
        let fixture = try Self.systems.get()
        for testCase in Self.part(chunk, of: 24, fixture.cases) {
            try Self.replay(testCase)
        }
    }

    /// The same systems with Bland's lowest-id rules from the first pivot (0)
    /// and from the second (1): the fallback the solver keeps against cycling
    /// reaches the same optima, and so does a switch in mid-optimisation.
    @Test(arguments: [0, 1], SlowTests.chunks(4))
    func blandsRulesMatchHiGHS(blandPivots: Int, chunk: Int) throws {
        let fixture = try Self.systems.get()
        for testCase in Self.part(chunk, of: 4, fixture.cases) {
            try Self.replay(testCase, blandPivots: blandPivots)
        }
    }

    /// The dual simplex's queue of infeasible rows, used always (0), takes
    /// the rows a scan takes: the same optima, in the same number of pivots.
    @Test(arguments: SlowTests.chunks(4))
    func queuedInfeasibleRowsPivotAsTheScan(chunk: Int) throws {
        let fixture = try Self.systems.get()
        for testCase in Self.part(chunk, of: 4, fixture.cases) {
            let queued = try Self.replay(testCase, queuedInfeasibleRows: 0)
            let scanned = try Self.replay(testCase)
            #expect(queued == scanned, "\(queued) pivots queued, \(scanned) scanned")
        }
    }

    /// The faster rules are the ones in use, and they pay: over the oracle
    /// systems they make fewer pivots in all than Bland's rules alone (their
    /// gain on larger layouts is in `Docs/Performance.md`).
    @Test func fasterRulesPivotLessThanBlandsAlone() throws {
        let fixture = try Self.systems.get()
        var faster = 0, bland = 0
        // A quarter of the systems unless the slow tests run.
        for testCase in fixture.cases.prefix(SlowTests.areEnabled ? fixture.cases.count : fixture.cases.count / 4) {
            faster += try Self.replay(testCase)
            bland += try Self.replay(testCase, blandPivots: 0)
        }
        #expect(faster < bland, "\(faster) pivots by the faster rules, \(bland) by Bland's")
    }

    /// Additions in lists re-optimise once per list (or when a row needs
    /// the optimum to go in): the same optima, the same ambiguity, and the
    /// same conflicts — with the earlier members of the failing list kept,
    /// and the optimum reached for them.
    @Test(arguments: SlowTests.chunks(4))
    func additionsInListsMatchHiGHS(chunk: Int) throws {
        for fixture in [try Self.systems.get(), try Self.conflicts.get()] {
            for testCase in Self.part(chunk, of: 4, fixture.cases) {
                try Self.replay(testCase, addsInLists: true)
            }
        }
    }

    /// 400 systems where a variable has 5–12 bounds to a side, most of them
    /// optional (`SolverCore+SoftBounds.swift`): ranges and ambiguity with
    /// the weaker bounds dormant, woken by the solution or by the face.
    @Test(arguments: [false, true], SlowTests.chunks(2))
    func boundSystemsMatchHiGHS(addsInLists: Bool, chunk: Int) throws {
        try Self.replayPart(chunk, of: 2, Self.bounds, addsInLists: addsInLists)
    }

    /// 300 chains of links that each introduce a variable (`==`, `<=`, `>=`,
    /// required or optional, either way round), which the solver keeps as
    /// definitions, with removals, constant and priority changes, edits,
    /// re-additions and conflicts: values, ambiguity, ranges and minimal
    /// conflicting sets.
    @Test(arguments: [false, true], SlowTests.chunks(2))
    func chainSystemsMatchHiGHS(addsInLists: Bool, chunk: Int) throws {
        try Self.replayPart(chunk, of: 2, Self.chains, addsInLists: addsInLists)
    }

    /// 240 chains of inequality links kept as definitions, with a wish on
    /// most variables at one level, a few or one each, added in chain order,
    /// in reverse, shuffled or each after its link (each wish gives its
    /// variable a row and the link's slack its own:
    /// `SolverCore+DefinitionPivot.swift`), then removals, constant and
    /// priority changes, edits, re-additions and conflicts: values,
    /// ambiguity, ranges and minimal conflicting sets.
    @Test(arguments: [false, true], SlowTests.chunks(2))
    func wishChainSystemsMatchHiGHS(addsInLists: Bool, chunk: Int) throws {
        try Self.replayPart(chunk, of: 2, Self.wishChains, addsInLists: addsInLists)
    }

    /// Equal-spacing stacks of 3–7 views written out in the stack's order
    /// (every spacing inequality after the first held as implied), at one
    /// priority level, a few or many, then removals of spacing,
    /// distributing and edge constraints, constant changes of them, priority
    /// changes, edits, re-additions and conflicts: values, ambiguity, ranges
    /// and minimal conflicting sets.
    @Test(arguments: [false, true], SlowTests.chunks(2))
    func spacingSystemsMatchHiGHS(addsInLists: Bool, chunk: Int) throws {
        try Self.replayPart(chunk, of: 2, Self.spacings, addsInLists: addsInLists)
    }

    /// `equalCentering` stacks of 3–7 views written out in the stack's
    /// order (optional distributing equalities, the spacing inequalities
    /// after the closing edge, mostly satisfied with room to spare) and
    /// stacks nested 3–7 deep with leaves (every stack's size bounds far
    /// from its size, or reached when a short frame compresses the leaves),
    /// then removals, constant and priority changes, edits, re-additions and
    /// (in the centering stacks) conflicts: values, ambiguity, ranges and
    /// minimal conflicting sets.
    @Test(arguments: [false, true], SlowTests.chunks(2))
    func centeringSystemsMatchHiGHS(addsInLists: Bool, chunk: Int) throws {
        try Self.replayPart(chunk, of: 2, Self.centerings, addsInLists: addsInLists)
    }

    /// 12–24 variables with two to four optional constraints each at
    /// priorities drawn from 1...999 (dozens of levels, each holding a few
    /// symbols spread past the first page of 64 ids), a few required links,
    /// then removals that empty levels, re-additions, priority changes to
    /// levels in use and to new ones, constant changes, edits and conflicts
    /// (rolled back): values, ambiguity, ranges and minimal conflicting sets.
    @Test(arguments: [false, true], SlowTests.chunks(2))
    func manyLevelSystemsMatchHiGHS(addsInLists: Bool, chunk: Int) throws {
        try Self.replayPart(chunk, of: 2, Self.levels, addsInLists: addsInLists)
    }

    @Test(arguments: SlowTests.chunks(4))
    func conflictSetsAreMinimal(chunk: Int) throws {
        let fixture = try Self.conflicts.get()
        for testCase in Self.part(chunk, of: 4, fixture.cases) {
            try Self.replay(testCase)
        }
    }
}
