import Testing

@testable import TrellisSolver

/// A row that grows a cell at a time — the row of a long chain of views,
/// through insertions or through merges — gets new storage a logarithmic
/// number of times: each time at least double the last.
@Suite struct RowGrowthTests {
    /// Counts how often `grow` changes the row's capacity over `steps` calls.
    func storageChanges(steps: Int, _ grow: (inout Row, Int32) -> Void) -> (changes: Int, row: Row) {
        var row = Row(constant: 0)
        var changes = 0
        var capacity = row.capacity
        for id in Int32(1)...Int32(steps) {
            grow(&row, id)
            if row.capacity != capacity {
                changes += 1
                capacity = row.capacity
            }
        }
        return (changes, row)
    }

    /// 4,096 insertions, each a new highest id: from no storage, doubling
    /// at least each time, 4,096 cells take at most 1 + log2(4,096) = 13
    /// new storages (growing by a fixed few cells took about 800).
    @Test func insertingCellAfterCellDoublesTheStorage() {
        let (changes, row) = storageChanges(steps: 4096) { row, id in row.insert(Symbol(id: id), 1) }
        #expect(row.count == 4096)
        #expect(changes <= 13)
        #expect(row.coefficient(for: Symbol(id: 4096)) == 1)
    }

    /// The same through merges: each step adds a one-cell row of a new
    /// symbol (`add(_:times:)`, the merge a substitution makes).
    @Test func mergingCellAfterCellDoublesTheStorage() {
        let (changes, row) = storageChanges(steps: 4096) { row, id in
            row.add(Row(constant: 1, sortedCells: [Cell(symbol: Symbol(id: id), coefficient: 2)]), times: 1)
        }
        #expect(row.count == 4096)
        #expect(row.constant == 4096)
        #expect(changes <= 13)
        #expect(row.coefficient(for: Symbol(id: 1)) == 2)
    }

    /// A row of `n` cells (symbols 1…n, coefficient 1) minus a row of its
    /// first `n - 1`: one cell is left (symbol n, coefficient 1).
    func cancelledRow(_ n: Int32) -> Row {
        var row = Row(constant: 0, sortedCells: (1...n).map { Cell(symbol: Symbol(id: $0), coefficient: 1) })
        row.add(
            Row(constant: 0, sortedCells: (1..<n).map { Cell(symbol: Symbol(id: $0), coefficient: 1) }), times: -1)
        return row
    }

    /// A long row that a merge leaves under a quarter of its storage gets
    /// storage of its new size: 1,000 cells cancelled to 1 keep room for
    /// 2·1 + 4 = 6, not 1,004 (a sum's row moving from variable to
    /// variable left every row it passed through that long).
    @Test func aLongRowCancelledToOneCellGivesItsStorageBack() {
        let row = cancelledRow(1000)
        #expect(row.count == 1)
        #expect(row.coefficient(for: Symbol(id: 1000)) == 1)
        #expect(row.capacity == 6)
    }

    /// Short storage stays: a row of 40 cells (room for 44) cancelled to one
    /// keeps its 44, under the 64 cells that are worth giving back.
    @Test func aShortRowKeepsItsStorage() {
        let row = cancelledRow(40)
        #expect(row.count == 1)
        #expect(row.capacity == 44)
    }
}
