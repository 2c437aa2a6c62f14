import Testing

@testable import TrellisSolver

/// Removed constraints leave symbols and definitions behind; once they are
/// more than half, the solver renumbers the rest. The layout, the pivots and every later
/// answer must be as if nothing had been renumbered.
@Suite struct SymbolCompactionTests {
    /// A row of 20 views: x(i) = x(i-1) + w(i-1) + 8 from left = 0, each width
    /// 50 (hug 250, resist 750), all within right = 20 · 58 + 100.
    struct Row {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right")
        var xs: [Variable] = [], ws: [Variable] = []
        init(compacting: Bool) throws {
            solver.core.symbolSpace.compacts = compacting
            try solver.add(left .== 0)
            try solver.add(right .== 20 * 58 + 100)
            var previous: Expression = Expression(left)
            for i in 0..<20 {
                let x = Variable("x\(i)"), w = Variable("w\(i)")
                try solver.add(x .== previous + 8)
                try solver.add(w .<= 50 ~ 250)
                try solver.add(w .>= 50 ~ 750)
                previous = x + w
                xs.append(x)
                ws.append(w)
            }
            try solver.add(previous .<= Expression(right))
        }
    }

    /// Views added for good while the churn goes on (so their symbols are
    /// made after abandoned ones, and move when those go): a chain from
    /// `start`, tx(k) = tx(k-1) + tw(k-1) + 2, widths 20 (hug 250, resist 750).
    final class Tail {
        let start = Variable("tailStart")
        var xs: [Variable] = [], ws: [Variable] = [], hugs: [Constraint] = [], links: [Constraint] = []
    }

    /// Every tenth round a tail view is added; every 25th the oldest tail
    /// view's hug is replaced (removing a constraint whose record was
    /// renumbered). Returns the tail's positions.
    func grow(_ tail: Tail, in solver: Solver, round: Int) throws -> [Double] {
        if round == 0 { try solver.add(tail.start .== 0) }
        if round % 10 == 0 {
            let x = Variable("tx\(round)"), w = Variable("tw\(round)")
            let previous = tail.xs.last.map { $0 + tail.ws.last! + 2 } ?? tail.start + 2
            let hug = w .<= 20 ~ 250, link = x .== previous
            for constraint in [link, hug, w .>= 20 ~ 750] { try solver.add(constraint) }
            tail.xs.append(x)
            tail.ws.append(w)
            tail.hugs.append(hug)
            tail.links.append(link)
        }
        if round % 25 == 0 {
            try solver.remove(tail.hugs[0])
            tail.hugs[0] = tail.ws[0] .<= 20 ~ 250
            try solver.add(tail.hugs[0])
            // The newest tail link is still a definition (its variable was
            // fresh): removing it materialises it, through its record.
            try solver.remove(tail.links[tail.links.count - 1])
            try solver.add(tail.links[tail.links.count - 1])
        }
        return solver.values(of: tail.xs)
    }

    /// One round of churn: a badge pinned after view `round % 20`, sized by
    /// hugging and resistance, kept inside `right`, moved by an edit, then
    /// taken away again; every fifth round view 7's width is pinned and freed.
    func churn(_ row: Row, round: Int) throws -> [Double] {
        let anchor = round % 20
        let badge = Variable("badge\(round)"), badgeWidth = Variable("badgeWidth\(round)")
        let pin = badge .== row.xs[anchor] + row.ws[anchor] + 4
        let hug = badgeWidth .<= 20 ~ 250, resist = badgeWidth .>= 20 ~ 750
        let inside = badge + badgeWidth .<= Expression(row.right)
        for constraint in [pin, hug, resist, inside] { try row.solver.add(constraint) }
        try row.solver.addEditVariable(row.ws[3], priority: 500)
        try row.solver.suggestValue(60, for: row.ws[3])
        var values = [badge, badgeWidth, row.ws[3], row.xs[19]].map(row.solver.value(of:))
        try row.solver.removeEditVariable(row.ws[3])
        for constraint in [inside, hug, pin, resist] { try row.solver.remove(constraint) }
        if round % 5 == 0 {
            let fixed = row.ws[7] .== 30
            try row.solver.add(fixed)
            values.append(row.solver.value(of: row.xs[19]))
            try row.solver.remove(fixed)
        }
        return values
    }

    @Test func churnKeepsTheSymbolsBoundedAndTheLayoutExact() throws {
        let row = try Row(compacting: true)
        let tail = Tail()
        for round in 0..<600 {
            row.solver.checksInvariants = round < 120 || round % 50 == 0
            let values = try churn(row, round: round)
            // Tail view k at 22 k + 2 (hand arithmetic: 2 apart, 20 wide).
            #expect(try grow(tail, in: row.solver, round: round) == tail.xs.indices.map { 22 * Double($0) + 2 })
            // Hand arithmetic: view i sits at 8 + 58 i; with view 3 at 60
            // (the edit at 500 beats the hug at 250; there are 100 points to
            // spare), the views after it move 10 right: x19 = 8 + 58 · 19 + 10.
            let anchor = round % 20
            let anchorEnd = 8 + 58 * Double(anchor) + 50 + (anchor >= 3 ? 10 : 0)
            #expect(values[0] == anchorEnd + 4)
            #expect(values[1] == 20)
            #expect(values[2] == 60)
            #expect(values[3] == 8 + 58 * 19 + 10)
            // View 7 at 30 (required) moves the views after it 20 left.
            if round % 5 == 0 { #expect(values[4] == 8 + 58 * 19 - 20) }
        }
        // 600 rounds made about 9,000 symbols (2 variables and 6 constraints
        // a round); the row itself holds 4 + 20 · 6 + 2. Compaction waits for
        // more than half to be abandoned, so at most about twice that.
        // The tail adds 60 views of 2 variables and 3 constraints (about 7 symbols).
        #expect(row.solver.core.tableau.symbolIDCount < 2 * (4 + 20 * 6 + 2 + 60 * 7) + 70)
        #expect(row.solver.core.variableRoles.count < 2 * (42 + 121) + 70)
        // Every round's badge was a definition, materialised when removed;
        // the row and the tail keep 20 + 60.
        #expect(row.solver.core.definitions.count < 2 * 80 + 70)
        #expect(row.solver.core.definitions.dependentLinkCount < 2 * (80 * 3) + 70)
        #expect(row.solver.values(of: row.xs) == (0..<20).map { 8 + 58 * Double($0) })
    }

    /// left is edited; c(k) == left + 10 (a definition of a fresh c(k))
    /// replaces c(k-1) `rounds` times, as a view pinned to an edge would be,
    /// and left moves each time; c(k) = left + 10 is checked (hand arithmetic).
    static func replaceAPinnedView(_ rounds: Int, compacting: Bool) throws -> (Solver, Variable) {
        let solver = Solver()
        solver.core.symbolSpace.compacts = compacting
        let left = Variable("left")
        try solver.addEditVariable(left, priority: .high)
        var pin = Variable("c0") .== left + 10
        try solver.add(pin)
        for round in 1...rounds {
            solver.checksInvariants = round % 100 == 0
            try solver.remove(pin)
            let c = Variable("c\(round)")
            pin = c .== left + 10
            try solver.add(pin)
            try solver.suggestValue(Double(round % 9), for: left)
            #expect(solver.value(of: c) == Double(round % 9) + 10)
        }
        return (solver, left)
    }

    @Test func aViewReplacedOverAndOverLeavesNothingBehind() throws {
        // Each removal abandons one marker and leaves one variable's symbol
        // behind: the counted symbols are never half of all of them, and
        // must still be dropped.
        let (solver, _) = try Self.replaceAPinnedView(2_000, compacting: true)
        // Live: left, its edit's two errors and marker, c and its marker.
        #expect(solver.core.tableau.symbolIDCount < 2 * 7 + 140)
        #expect(solver.core.variableRoles.count < 2 * 2 + 140)
        #expect(solver.core.definitions.count < 2 * 1 + 70)
    }

    @Test func renumberingChangesNoPivotAndNoAnswer() throws {
        // The same calls on a solver that compacts and one that never does.
        let compacting = try Row(compacting: true), keeping = try Row(compacting: false)
        let compactingTail = Tail(), keepingTail = Tail()
        for round in 0..<300 {
            #expect(try churn(compacting, round: round) == churn(keeping, round: round))
            #expect(
                try grow(compactingTail, in: compacting.solver, round: round)
                    == grow(keepingTail, in: keeping.solver, round: round))
            #expect(compacting.solver.pivotCount == keeping.solver.pivotCount)
        }
        #expect(compacting.solver.core.tableau.symbolIDCount < keeping.solver.core.tableau.symbolIDCount / 4)
        let variables = compacting.xs + compacting.ws
        #expect(compacting.solver.values(of: variables) == keeping.solver.values(of: keeping.xs + keeping.ws))
        #expect(compacting.solver.ambiguity(of: variables) == keeping.solver.ambiguity(of: keeping.xs + keeping.ws))
        // The same conflict on both: view 0 pinned at 5,000 (the views give
        // way: they have no lower bound but their resistance), then at 40.
        try compacting.solver.add(compacting.ws[0] .== 5000)
        try keeping.solver.add(keeping.ws[0] .== 5000)
        compacting.solver.checksInvariants = true
        var conflicts: [Int] = []
        for row in [compacting, keeping] {
            do {
                try row.solver.add(row.ws[0] .== 40)
            } catch .unsatisfiableConstraint(_, let set) {
                conflicts.append(set.count)
            }
        }
        #expect(conflicts == [2, 2])
        #expect(compacting.solver.pivotCount == keeping.solver.pivotCount)
    }
}
