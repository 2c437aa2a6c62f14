import TestSupport
import Testing

@testable import TrellisSolver

/// The column index against `Set` as the model: contents, emptiness, counts
/// and increasing order (iterated, and walked in place) through every way a
/// column's storage changes — the inline word, a window opened, widened
/// either way and moved in the pool, far words on either side, far words
/// taken into a window, columns cleared, and the pool compacted.
@Suite struct ColumnTests {

    func expectSame(_ index: ColumnIndex, _ models: [Set<Int32>], _ context: String) -> Bool {
        for (symbol, model) in models.enumerated() {
            let rows = index[symbol]
            let walked = Array(rows)
            // The walk a constant change makes, appended after what is already in the list.
            var appended: [Int32] = [-7]
            rows.forEachRow { appended.append($0) }
            // Counted up to a limit below, at and above the size.
            let counts = [0, 1, model.count, model.count + 1, 3].map { rows.count(upTo: $0) }
            let expectedCounts = [0, 1, model.count, model.count + 1, 3].map { min($0, model.count) }
            guard walked == model.sorted(), appended == [-7] + walked, rows.isEmpty == model.isEmpty,
                index.isEmpty(symbol) == model.isEmpty, counts == expectedCounts
            else {
                Issue.record("\(context), column \(symbol): \(walked), appended \(appended), model \(model.sorted())")
                return false
            }
        }
        return true
    }

    /// Ids clustered around centres a window's width apart and far apart, in
    /// batches of updates of random size, with columns cleared now and then.
    @Test(arguments: [1, 2, 3, 4])
    func matchesSet(seed: UInt64) {
        var random = RepeatableRandomNumberGenerator(seed: seed)
        let centres: [Int32] = [5_000, 5_000 + 64 * 40, 5_000 - 64 * 30, 90_000, 200, 5_000 + 64 * 70]
        var index = ColumnIndex()
        for _ in 0..<7 { index.appendSymbol() }
        var models = [Set<Int32>](repeating: [], count: index.count)
        for batch in 0..<600 {
            if random.next(below: 10) == 0 {
                let symbol = random.next(below: models.count)
                index.clear(symbol)
                models[symbol] = []
            }
            index.update { columns in
                for _ in 0..<(1 + random.next(below: 40)) {
                    let symbol = random.next(below: models.count)
                    let centre = centres[random.next(below: centres.count)]
                    let id = max(0, centre + Int32(random.next(below: 1_500)) - 750)
                    if random.next(below: 3) < 2 {
                        columns.insert(id, into: symbol)
                        models[symbol].insert(id)
                    } else if !models[symbol].isEmpty, random.next(below: 2) == 0 {
                        let present = models[symbol].sorted()[random.next(below: models[symbol].count)]
                        columns.remove(present, from: symbol)
                        models[symbol].remove(present)
                    } else {
                        columns.remove(id, from: symbol)
                        models[symbol].remove(id)
                    }
                }
            }
            for _ in 0..<8 {
                let symbol = random.next(below: models.count)
                let probe = max(0, centres[random.next(below: centres.count)] + Int32(random.next(below: 1_500)) - 750)
                guard index[symbol].contains(probe) == models[symbol].contains(probe) else {
                    Issue.record(
                        "batch \(batch): column \(symbol) contains(\(probe)) is \(index[symbol].contains(probe))")
                    return
                }
            }
            guard expectSame(index, models, "batch \(batch)") else { return }
        }
    }

    /// Inserts one id per update into a fresh column 1.
    func column(_ ids: [Int32]) -> ColumnIndex {
        var index = ColumnIndex()
        index.appendSymbol()
        for id in ids { index.update { $0.insert(id, into: 1) } }
        return index
    }

    /// There is a column per symbol and a record per constraint: their sizes
    /// are the solver's footprint on large layouts (Docs/Solver.md). A column
    /// is plain data (its far words are a list in the index), so freeing a
    /// solver does not walk its columns.
    @Test func perSymbolAndPerConstraintStorageStaysSmall() {
        #expect(MemoryLayout<Column>.stride == 24)
        #expect(_isPOD(Column.self))
        // The constraint, two symbols, priority, constant, marker coefficient,
        // definition index and order: 8 + 4 + 4 + 4 + 8 + 4 + 4 + 8 = 44, padded.
        #expect(MemoryLayout<ConstraintRecord>.stride == 48)
    }

    @Test func oneWordStaysInline() {
        var index = column([640, 700, 703, 641, 700])
        #expect(Array(index[1]) == [640, 641, 700, 703])
        #expect(index.storage(of: 1) == (0, 0))
        index.update { columns in
            columns.remove(641, from: 1)
            columns.remove(641, from: 1)
            columns.remove(9_999, from: 1)
        }
        #expect(Array(index[1]) == [640, 700, 703])
    }

    @Test func nearRowsOpenAWindowAndFarOnesDoNot() {
        var index = column([64 * 100 + 1, 64 * 1_000])  // 900 words apart: far
        #expect(index.storage(of: 1) == (0, 1))
        index.update { $0.insert(64 * 90 + 5, into: 1) }  // 10 words below: a window of 11
        #expect(index.storage(of: 1) == (11, 1))
        index.update { $0.insert(64 * 150, into: 1) }  // spanning 61 words: it widens
        #expect(index.storage(of: 1) == (61, 1))
        index.update { $0.insert(64 * 160, into: 1) }  // 71 words: far
        #expect(index.storage(of: 1) == (61, 2))
        // 64·90+5, 64·100+1, 64·150, 64·160, 64·1000
        #expect(Array(index[1]) == ([5_765, 6_401, 9_600, 10_240, 64_000] as [Int32]))
    }

    /// A column's far list goes back to the index when it empties or the
    /// column is cleared, and the next column that needs one gets it empty.
    @Test func farListsAreHandedBackEmptyAndReused() {
        var index = ColumnIndex()
        for _ in 0..<3 { index.appendSymbol() }
        // 64·1 and 64·200 are 199 words apart: the second goes far.
        index.update { columns in
            columns.insert(64, into: 1)
            columns.insert(64 * 200, into: 1)
            columns.insert(64 * 300 + 3, into: 1)
        }
        #expect(index.storage(of: 1).far == 2)
        index.clear(1)
        #expect(Array(index[1]).isEmpty && index.storage(of: 1).far == 0)
        index.update { columns in
            columns.insert(128, into: 2)
            columns.insert(64 * 500 + 7, into: 2)
        }
        #expect(Array(index[2]) == ([128, 32_007] as [Int32]))
        index.update { $0.remove(64 * 500 + 7, from: 2) }
        #expect(Array(index[2]) == ([128] as [Int32]) && index.storage(of: 2).far == 0)
        index.update { columns in
            columns.insert(64 * 900, into: 1)
            columns.insert(64 * 2, into: 1)
        }
        #expect(Array(index[1]) == ([128, 57_600] as [Int32]))
        #expect(index[1].contains(128) && !index[1].contains(64 * 200))
    }

    @Test func farWordsStayFarAsTheWindowWidens() {
        // 64·100, then 64·20+1 and 64·180+2 (80 words away: far), then a
        // window 60 ..< 101, widened to 60 ..< 124 (64 words); 64·59 would
        // make it 65: far.
        var index = column([6_400, 1_281, 11_522, 3_840, 7_872, 3_776])
        #expect(index.storage(of: 1) == (64, 3))
        #expect(Array(index[1]) == ([1_281, 3_776, 3_840, 6_400, 7_872, 11_522] as [Int32]))
        index.update { columns in
            columns.remove(3_776, from: 1)
            columns.remove(6_400, from: 1)
        }
        #expect(index.storage(of: 1) == (64, 2))
        #expect(Array(index[1]) == ([1_281, 3_840, 7_872, 11_522] as [Int32]))
        #expect(index[1].contains(7_872))
        #expect(!index[1].contains(6_400))
        #expect(!index[1].contains(3_776))
    }

    /// When one update opens more windows than the pool has room for, the
    /// rest go far; a later widening takes them into the window.
    @Test func farWordsFromAFullPoolJoinTheWindowLater() {
        var index = ColumnIndex()
        for _ in 0..<100 { index.appendSymbol() }
        index.update { columns in
            for symbol in 1...100 {
                columns.insert(0, into: symbol)
                columns.insert(64 * 63, into: symbol)  // a window of 64 words, while there is room
            }
        }
        #expect(index.storage(of: 1) == (64, 0))
        #expect(index.storage(of: 100) == (0, 1))
        index.update { columns in
            columns.insert(64 * 32, into: 100)  // a window of 33 words: 64·63 stays far
            columns.insert(64 * 63 + 1, into: 100)  // 64 words: takes it in
        }
        #expect(index.storage(of: 100) == (64, 0))
        #expect(Array(index[100]) == ([0, 2_048, 4_032, 4_033] as [Int32]))
    }

    /// Windows that keep moving and columns cleared over and over leave the
    /// pool mostly abandoned; compaction keeps every column's contents.
    @Test func compactionKeepsTheColumns() {
        var index = ColumnIndex()
        for _ in 0..<20 { index.appendSymbol() }
        var models = [Set<Int32>](repeating: [], count: index.count)
        for round in 0..<200 {
            let symbol = 1 + round % 20
            index.clear(symbol)
            models[symbol] = []
            index.update { columns in
                for step in 0..<Int32(30) {
                    let id = Int32(round * 7) + step * 131
                    columns.insert(id, into: symbol)
                    models[symbol].insert(id)
                }
            }
            guard expectSame(index, models, "round \(round)") else { return }
        }
    }
}
