import Testing

@testable import TrellisSolver

/// The objective row keeps its coefficients in pages of 64 ids, allocated at
/// the first non-zero coefficient of their block; a walk gives back the pages
/// it finds all zero.
@Suite struct ObjectiveRowTests {
    @Test func symbolsAreTheNonZeroCellsInIdOrder() {
        // Random sets against a dictionary model, over 300 symbols (five
        // blocks of 64).
        var row = ObjectiveRow()
        var model: [Int32: Double] = [:]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let id = Int32(next(300))
            let value = next(3) == 0 ? 0 : Double(next(5) + 1)
            row.set(Symbol(id: id), value)
            model[id] = value == 0 ? nil : value
            if next(100) == 0 {
                #expect(row.compactSymbols().map(\.id) == model.keys.sorted())
                // What keeps a page is the blocks that hold a non-zero coefficient.
                #expect(row.pageCount == Set(model.keys.map { $0 >> 6 }).count)
            }
        }
        #expect(row.symbols.map(\.id) == model.keys.sorted())
        #expect(row.symbols.allSatisfy { row.coefficient(for: $0) == model[$0.id] })
    }

    /// Coefficients without a page are zero until written: making a symbol
    /// costs the levels nothing, and a level holding a few far-apart symbols
    /// stores a page for each, not every id below them. Worked by hand.
    @Test func storageGrowsOnlyWhereWritten() {
        var row = ObjectiveRow()
        #expect(row.coefficient(for: Symbol(id: 1000)) == 0)
        #expect(!row.contains(Symbol(id: 1000)))
        row.set(Symbol(id: 1000), 0)
        row.remove(Symbol(id: 1000))
        #expect(row.storedCoefficients == 0)
        // 3 · (1 + 2·s3 − s9) = 3 + 6·s3 − 3·s9: both in block 0, one page;
        // the first growth makes four (the zero page, that one and two free):
        // 4 · 64 coefficients.
        let added = Row(
            constant: 1,
            sortedCells: [Cell(symbol: Symbol(id: 3), coefficient: 2), Cell(symbol: Symbol(id: 9), coefficient: -1)])
        // The walk notes each symbol of the added row as it writes it: s3, s9.
        var noted: [Int] = []
        row.add(added, times: 3) { noted.append($0) }
        #expect(noted == [3, 9])
        #expect(row.constant == 3)
        #expect(row.coefficient(for: Symbol(id: 3)) == 6 && row.coefficient(for: Symbol(id: 9)) == -3)
        #expect(row.pageCount == 1 && row.storedCoefficients == 256)
        // s100,000 is in block 1,562: one more page, a free one, still 4 · 64
        // coefficients (a dense row would store 100,001).
        var far = row
        far.set(Symbol(id: 100_000), 1)
        #expect(far.pageCount == 2 && far.storedCoefficients == 256)
        #expect(far.symbols.map(\.id) == [3, 9, 100_000])
        // Two more blocks: the last free page, then the pages double to 8.
        far.set(Symbol(id: 640), 1)
        far.set(Symbol(id: 704), 1)
        #expect(far.pageCount == 4 && far.storedCoefficients == 512)
        // Dropping s5 on: s9 goes. Keeping s0, s3, s4 as 0, 1, 2: s3 is now s1.
        row.truncate(to: 5)
        #expect(row.symbols == [Symbol(id: 3)])
        #expect(row.coefficient(for: Symbol(id: 9)) == 0)
        // The page of s200's block (block 3) is given back by the truncation.
        var marked = row
        marked.set(Symbol(id: 200), 1)
        #expect(marked.pageCount == 2)
        marked.truncate(to: 5)
        #expect(marked.pageCount == 1)
        #expect(marked.compactSymbols() == [Symbol(id: 3)])
        row.renumber([0, -1, -1, 1, 2], count: 3)
        #expect(row.coefficient(for: Symbol(id: 1)) == 6)
        #expect(row.symbols == [Symbol(id: 1)])
        #expect(row.constant == 3)
    }

    @Test func oneCellSetAndClearedOverAndOverIsGivenBackByAWalk() {
        var row = ObjectiveRow()
        for round in 0..<10_000 {
            row.set(Symbol(id: Int32(round % 3)), 1)
            row.set(Symbol(id: Int32(round % 3)), 0)
        }
        #expect(row.pageCount == 1)
        #expect(row.compactSymbols().isEmpty)
        #expect(row.pageCount == 0)
        // The page given back is taken again: still the four pages.
        row.set(Symbol(id: 130), 2)
        #expect(row.pageCount == 1 && row.storedCoefficients == 256)
        #expect(row.coefficient(for: Symbol(id: 130)) == 2)
    }

    @Test func levelsSpreadOverALayoutStoreTheirOwnBlocks() throws {
        // 300 variables, each wishing for a value at its own level (7k mod
        // 999 is distinct for k < 999, 7 being prime to 999): each level holds
        // the two errors of one wish, made together (ids next to each other),
        // so one or two pages in use of the four the first growth makes, 4 · 64
        // coefficients — where a dense level holds every id up to its errors
        // (up to about 1,000 here).
        let solver = Solver()
        for k in 0..<300 {
            try solver.add(Variable("x\(k)") .== Double(3 * k) ~ Priority(Float(1 + 7 * k % 999)))
        }
        #expect(solver.core.tableau.objective.count == 300)
        for index in 0..<solver.core.tableau.objective.count {
            let level = solver.core.tableau.objective.row(at: index)
            #expect(level.pageCount <= 2)
            #expect(level.storedCoefficients == 4 * 64)
        }
    }

    @Test func editVariablesAddedAndRemovedDoNotPileUpIds() throws {
        // A row of 200 views; an edit variable on view 20's width is added,
        // moved and removed 500 times, as a drag would. Each cycle pivots
        // through the row, bringing hundreds of symbols into the objective.
        let solver = Solver()
        let left = Variable("left")
        try solver.add(left .== 0)
        var previous = left
        var widths: [Variable] = []
        for i in 0..<200 {
            let x = Variable("x\(i)"), w = Variable("w\(i)")
            try solver.add(x .== previous + 8)
            try solver.add(w .<= 50 ~ 250)
            try solver.add(w .>= 50 ~ 750)
            let end = Variable("end\(i)")
            try solver.add(end .== x + w)
            previous = end
            widths.append(w)
        }
        try solver.add(previous .<= left + 12_000)  // room: 200 · 58 = 11,600, +19 at most
        for round in 0..<500 {
            try solver.addEditVariable(widths[20], priority: 500)
            try solver.suggestValue(Double(40 + round % 30), for: widths[20])
            // Asked 40...69 at 500: below 50 the resistance (750) wins, above
            // it the edit beats the hug (250); the row has room for +19.
            #expect(solver.value(of: widths[20]) == Double(Swift.max(50, 40 + round % 30)))
            try solver.removeEditVariable(widths[20])
        }
        let symbolCount = solver.core.tableau.symbolIDCount
        for index in 0..<solver.core.tableau.objectiveLevelCount {
            let level = solver.core.tableau.objectiveRow(at: index)
            // A page per block at most; the pages at most double past the
            // blocks and the zero page.
            #expect(level.pageCount <= (symbolCount + 63) / 64)
            #expect(level.storedCoefficients <= 2 * 64 * ((symbolCount + 63) / 64 + 1) + 4 * 64)
        }
    }
}
