import Testing

@testable import TrellisSolver

/// The journal's cell log: runs appended end to end read back as written,
/// across the buffer's growth, and emptying it starts the next run at zero.
@Suite struct CellLogTests {
    func cells(_ ids: Range<Int32>) -> [Cell] {
        ids.map { Cell(symbol: Symbol(id: $0), coefficient: Double($0) / 2) }
    }

    func append(_ cells: [Cell], to log: inout CellLog) -> Int {
        cells.withUnsafeBufferPointer { log.append($0) }
    }

    @Test func runsReadBackAcrossGrowth() {
        var log = CellLog()
        // 3 cells, then 300 (past the first buffer of 256), then none, then 2.
        let runs = [cells(1..<4), cells(10..<310), [], cells(7..<9)]
        var starts: [Int] = []
        for run in runs { starts.append(append(run, to: &log)) }
        // Each run starts where the ones before it end: 0, 3, 303, 303.
        #expect(starts == [0, 3, 303, 303])
        #expect(log.count == 305)
        for (run, start) in zip(runs, starts) {
            #expect(Array(log.cells(in: start..<start + run.count)) == run)
        }
    }

    @Test func emptyingStartsOverAtZero() {
        var log = CellLog()
        _ = append(cells(1..<20), to: &log)
        log.removeAll()
        #expect(log.count == 0)
        #expect(append(cells(30..<32), to: &log) == 0)
        #expect(Array(log.cells(in: 0..<2)) == cells(30..<32))
    }
}
