import Testing

@testable import TrellisSolver

/// The dense objective row marks the blocks of 64 ids that may hold a
/// non-zero coefficient, for walking the row in id order; a walk unmarks the
/// blocks it finds all zero.
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
                // What stays marked is the blocks that hold a non-zero coefficient.
                #expect(row.markedBlocks == Set(model.keys.map { $0 >> 6 }).count)
            }
        }
        #expect(row.symbols.map(\.id) == model.keys.sorted())
        #expect(row.symbols.allSatisfy { row.coefficient(for: $0) == model[$0.id] })
    }

    /// Coefficients past the end of the storage are zero until written:
    /// making a symbol costs the levels nothing. Worked by hand.
    @Test func storageGrowsOnlyWhereWritten() {
        var row = ObjectiveRow()
        #expect(row.coefficient(for: Symbol(id: 1000)) == 0)
        #expect(!row.contains(Symbol(id: 1000)))
        row.set(Symbol(id: 1000), 0)
        row.remove(Symbol(id: 1000))
        #expect(row.values.isEmpty)
        // 3 · (1 + 2·s3 − s9) = 3 + 6·s3 − 3·s9: one growth, to 256 ids
        // (at least 256, at least double).
        let added = Row(
            constant: 1,
            sortedCells: [Cell(symbol: Symbol(id: 3), coefficient: 2), Cell(symbol: Symbol(id: 9), coefficient: -1)])
        row.add(added, times: 3)
        #expect(row.constant == 3)
        #expect(row.coefficient(for: Symbol(id: 3)) == 6 && row.coefficient(for: Symbol(id: 9)) == -3)
        #expect(row.values.count == 256)
        // s256 is past them: 2 · 256 = 512.
        var doubled = row
        doubled.set(Symbol(id: 256), 1)
        #expect(doubled.values.count == 512)
        // Dropping s5 on: s9 goes. Keeping s0, s3, s4 as 0, 1, 2: s3 is now s1.
        row.truncate(to: 5)
        #expect(row.symbols == [Symbol(id: 3)])
        // A mark left past the end (s200's block, after a truncation) is read as empty.
        var marked = row
        marked.set(Symbol(id: 200), 1)
        marked.truncate(to: 5)
        #expect(marked.compactSymbols() == [Symbol(id: 3)])
        #expect(marked.markedBlocks == 1)
        row.renumber([0, -1, -1, 1, 2], count: 3)
        #expect(row.coefficient(for: Symbol(id: 1)) == 6)
        #expect(row.values.count == 3)
    }

    @Test func oneCellSetAndClearedOverAndOverIsUnmarkedByAWalk() {
        var row = ObjectiveRow()
        for round in 0..<10_000 {
            row.set(Symbol(id: Int32(round % 3)), 1)
            row.set(Symbol(id: Int32(round % 3)), 0)
        }
        #expect(row.markedBlocks == 1)
        #expect(row.compactSymbols().isEmpty)
        #expect(row.markedBlocks == 0)
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
            #expect(level.values.count <= 2 * symbolCount)
            #expect(level.markedBlocks <= (symbolCount + 63) / 64)
        }
    }
}
