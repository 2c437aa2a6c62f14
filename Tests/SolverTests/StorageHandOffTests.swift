import Testing

@testable import TrellisSolver

#if DEBUG
    /// The tableau hands rows and its column index on by moving them, so that a
    /// write finds its storage unshared. A copy kept alive by mistake (a `let`
    /// of a row across its update, an index read before it is moved out) still
    /// gives the same values, and would show only as time; these tests fail
    /// instead. They count row storage copied before a write
    /// (`StorageCopies`, debug builds) and watch the index's address.
    @Suite struct StorageHandOffTests {
        /// Eight views in a row: each width at least 20 and wishing for 50
        /// (low), each left edge 8 after the previous view, the row's end at
        /// most 400, and the fourth width edited at high. The wishes and the
        /// end mention variables already defined, so they are tableau rows,
        /// and the suggestions below pivot among them: 8 · 50 + 7 · 8 = 456
        /// points of wishes against 400 of room.
        func row(in solver: Solver) throws -> Variable {
            let lefts = (0..<8).map { Variable("left\($0)") }
            let widths = (0..<8).map { Variable("width\($0)") }
            try solver.add(lefts[0] .== 0)
            for i in 0..<8 {
                try solver.add(widths[i] .>= 20)
                try solver.add((widths[i] .== 50).withPriority(.low))
                if i > 0 { try solver.add(lefts[i] .== lefts[i - 1] + widths[i - 1] + 8) }
            }
            try solver.add(lefts[7] + widths[7] .<= 400)
            try solver.addEditVariable(widths[3], priority: .high)
            return widths[3]
        }

        /// The suggested widths: 0 up to 494 in steps of 13, then back down.
        let sweep = Array(stride(from: 0.0, through: 494, by: 13)) + stride(from: 494.0, through: 0, by: -13)

        @Test func suggestionsCopyNoRowStorage() throws {
            let solver = Solver()
            let edited = try row(in: solver)
            let pivotsBefore = solver.pivotCount
            let tally = StorageCopies.Tally()
            try StorageCopies.$tally.withValue(tally) {
                for value in sweep { try solver.suggestValue(value, for: edited) }
            }
            // The sweep must pivot, or it guards nothing.
            #expect(solver.pivotCount > pivotsBefore)
            #expect(tally.rows == 0)
        }

        @Test func addingAndRemovingConstraintsCopiesNoRowStorage() throws {
            let solver = Solver()
            let edited = try row(in: solver)
            let tally = StorageCopies.Tally()
            try StorageCopies.$tally.withValue(tally) {
                for value in stride(from: 20.0, through: 300, by: 40) {
                    let cap = edited .<= value
                    try solver.add(cap)
                    try solver.suggestValue(value + 50, for: edited)
                    try solver.remove(cap)
                }
            }
            #expect(tally.rows == 0)
        }

        @Test func pivotsMoveTheColumnIndexRatherThanCopyingIt() throws {
            let solver = Solver()
            let edited = try row(in: solver)
            let pivotsBefore = solver.pivotCount
            // A suggestion makes no symbol, so the columns never grow: an
            // address that changes is a copy.
            let address = solver.core.tableau.columns.columnsAddress
            for value in sweep {
                try solver.suggestValue(value, for: edited)
                #expect(solver.core.tableau.columns.columnsAddress == address)
            }
            #expect(solver.pivotCount > pivotsBefore)
        }
    }
#endif
