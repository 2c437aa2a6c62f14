import Testing

@testable import TrellisSolver

/// `RowAccumulator` sums scaled rows and symbols into one sorted row.
@Suite struct RowAccumulatorTests {
    func symbol(_ id: Int32) -> Symbol { Symbol(id: id) }

    /// 2 + 3·s5 + 1·s2, then 2 × (1 + 1·s2 − 1·s5 + 4·s9), then −2·s9:
    /// constant 2 + 2·1 = 4; s2: 1 + 2 = 3; s5: 3 − 2 = 1; s9: 8 − 2 = 6.
    @Test func sumsRowsAndSymbolsSortedByID() {
        var accumulator = RowAccumulator()
        accumulator.reset(constant: 2)
        accumulator.add(symbol(5), 3)
        accumulator.add(symbol(2), 1)
        let row = Row(
            constant: 1,
            sortedCells: [
                Cell(symbol: symbol(2), coefficient: 1), Cell(symbol: symbol(5), coefficient: -1),
                Cell(symbol: symbol(9), coefficient: 4),
            ])
        accumulator.add(row, times: 2)
        accumulator.add(symbol(9), -2)
        let sum = accumulator.makeRow()
        #expect(sum.constant == 4)
        #expect(
            Array(sum.cells) == [
                Cell(symbol: symbol(2), coefficient: 3), Cell(symbol: symbol(5), coefficient: 1),
                Cell(symbol: symbol(9), coefficient: 6),
            ])
    }

    /// 0.1 + 0.2 − 0.3 is 5.6e-17 in doubles, not 0: it cancels (below
    /// 1e-8 of the largest term), and the symbol is dropped.
    @Test func dropsSumsThatCancel() {
        var accumulator = RowAccumulator()
        accumulator.reset(constant: 0)
        accumulator.add(symbol(3), 0.1)
        accumulator.add(symbol(4), 1)
        accumulator.add(symbol(3), 0.2)
        accumulator.add(symbol(3), -0.3)
        let sum = accumulator.makeRow()
        #expect(Array(sum.cells) == [Cell(symbol: symbol(4), coefficient: 1)])
    }

    /// Sixty terms, ids 60 down to 1, each symbol k added as k and then
    /// again as −k/2 (the second pass ascending): more than the insertion
    /// sort takes, so the general sort runs; each sum is k/2, ids ascending.
    /// A reset then starts afresh with the buffers kept.
    @Test func sortsLongSumsAndStartsAfreshAfterReset() {
        var accumulator = RowAccumulator()
        accumulator.reset(constant: 1)
        for id in stride(from: Int32(60), through: 1, by: -1) { accumulator.add(symbol(id), Double(id)) }
        for id in Int32(1)...30 { accumulator.add(symbol(id), -Double(id) / 2) }
        let sum = accumulator.makeRow()
        #expect(sum.count == 60)
        #expect(sum.symbols.map(\.id) == Array(1...60))
        #expect(sum.coefficient(for: symbol(7)) == 3.5)
        #expect(sum.coefficient(for: symbol(45)) == 45)
        accumulator.reset(constant: -1)
        accumulator.add(symbol(8), 2)
        let fresh = accumulator.makeRow()
        #expect(fresh.constant == -1)
        #expect(Array(fresh.cells) == [Cell(symbol: symbol(8), coefficient: 2)])
    }
}
