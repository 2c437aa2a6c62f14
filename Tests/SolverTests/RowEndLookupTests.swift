import Testing

@testable import TrellisSolver

/// `Row.coefficient(forOldestOrNewest:)` looks at the first and last cells
/// before searching: it must give what `coefficient(for:)` gives for every
/// symbol, wherever it is in the row or whether it is there at all.
@Suite struct RowEndLookupTests {
    /// 0 + 1·s2 + 2·s4 + 3·s6 + 4·s8 + 5·s10: a symbol at each end, three inside.
    static func fiveCells() -> Row {
        Row(
            constant: 0,
            sortedCells: (1...5).map { Cell(symbol: Symbol(id: Int32(2 * $0)), coefficient: Double($0)) })
    }

    // Ids 0–11: absent below the first (0, 1), present at the first (2) and
    // last (10), present inside (4, 6, 8), absent between cells (3, 5, 7, 9)
    // and above the last (11).
    @Test(arguments: Int32(0)...11)
    func agreesWithTheSearchForEverySymbol(id: Int32) {
        let row = Self.fiveCells()
        let symbol = Symbol(id: id)
        // Present symbols are the even ids 2–10, each with coefficient id / 2.
        let expected = id >= 2 && id <= 10 && id % 2 == 0 ? Double(id / 2) : 0
        #expect(row.coefficient(forOldestOrNewest: symbol) == expected)
        #expect(row.coefficient(for: symbol) == expected)
    }

    @Test func shortRows() {
        #expect(Row(constant: 3).coefficient(forOldestOrNewest: Symbol(id: 1)) == 0)
        let one = Row(constant: 0, sortedCells: [Cell(symbol: Symbol(id: 4), coefficient: -2)])
        #expect(one.coefficient(forOldestOrNewest: Symbol(id: 4)) == -2)
        #expect(one.coefficient(forOldestOrNewest: Symbol(id: 3)) == 0)
        #expect(one.coefficient(forOldestOrNewest: Symbol(id: 5)) == 0)
        let two = Row(
            constant: 0,
            sortedCells: [Cell(symbol: Symbol(id: 1), coefficient: 6), Cell(symbol: Symbol(id: 7), coefficient: 8)])
        #expect(two.coefficient(forOldestOrNewest: Symbol(id: 1)) == 6)
        #expect(two.coefficient(forOldestOrNewest: Symbol(id: 7)) == 8)
        #expect(two.coefficient(forOldestOrNewest: Symbol(id: 4)) == 0)
    }
}
