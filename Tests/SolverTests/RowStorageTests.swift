import Testing

@testable import TrellisSolver

/// Rows are values: two rows share storage after a copy, and a write to one
/// (every kind of write a row has) leaves the other as it was. The journal
/// keeps rows this way, and a rollback depends on it.
@Suite struct RowStorageTests {
    func original() -> Row { .oneTwoThreeFour() }

    func cells(_ row: Row) -> [Cell] { Array(row.cells) }

    static let writes: [(String, @Sendable (inout Row) -> Void)] = [
        ("insert a new symbol", { $0.insert(Symbol(id: 4), 7) }),
        ("append a newer symbol", { $0.append(Symbol(id: 9), 7) }),
        ("add to a coefficient", { $0.insert(Symbol(id: 3), 1) }),
        ("cancel a coefficient", { $0.insert(Symbol(id: 3), -3) }),
        ("remove a symbol", { $0.remove(Symbol(id: 1)) }),
        ("scale", { $0.scale(by: -2) }),
        ("solve for a symbol", { $0.solve(for: Symbol(id: 5)) }),
        (
            "merge a row",
            { $0.add(Row(constant: 2, sortedCells: [Cell(symbol: Symbol(id: 2), coefficient: 1)]), times: 3) }
        ),
        (
            "substitute a symbol",
            {
                $0.substitute(
                    Symbol(id: 1), with: Row(constant: 0, sortedCells: [Cell(symbol: Symbol(id: 9), coefficient: 1)]))
            }
        ),
    ]

    @Test(arguments: 0..<writes.count)
    func aWriteLeavesTheCopyAsItWas(write: Int) {
        let (name, body) = Self.writes[write]
        let kept = original()
        var changed = kept
        body(&changed)
        #expect(changed != kept, "\(name) changed nothing")
        #expect(kept.constant == 1, "\(name)")
        #expect(
            cells(kept) == [
                Cell(symbol: Symbol(id: 1), coefficient: 2),
                Cell(symbol: Symbol(id: 3), coefficient: 3),
                Cell(symbol: Symbol(id: 5), coefficient: 4),
            ], "\(name)")
    }

    /// An empty row's storage is shared by every empty row; a row that
    /// gains a cell gets its own.
    @Test func emptyRowsGrowApart() {
        var a = Row(constant: 0)
        let b = Row(constant: 0)
        a.insert(Symbol(id: 2), 5)
        #expect(cells(a) == [Cell(symbol: Symbol(id: 2), coefficient: 5)])
        #expect(b.isEmpty && b.capacity == 0)
    }

    /// A newer symbol goes last, into an empty row's own new storage too.
    @Test func appendingPutsTheCellLast() {
        var row = original()
        row.append(Symbol(id: 8), -1)
        #expect(cells(row).last == Cell(symbol: Symbol(id: 8), coefficient: -1) && row.count == 4)
        var empty = Row(constant: 0)
        empty.append(Symbol(id: 2), 3)
        #expect(cells(empty) == [Cell(symbol: Symbol(id: 2), coefficient: 3)])
        #expect(Row(constant: 0).isEmpty)
    }

    /// Equality compares the constant and the cells, not the room after them.
    @Test func equalityIgnoresRoom() {
        var roomy = original()
        roomy.insert(Symbol(id: 7), 1)
        roomy.remove(Symbol(id: 7))
        #expect(roomy == original())
        #expect(roomy.capacity >= original().capacity)
    }
}
