import Testing

@testable import TrellisSolver

/// The solver's side of its symbols on its own: when compaction is worth
/// it, and what renumbering keeps.
@Suite struct SymbolSpaceTests {
    /// Before the first compaction nothing was kept: 64 symbols left behind
    /// are not enough (it waits for more than 64), 65 are.
    @Test func compactionWaitsForMoreThan64() {
        var space = SymbolSpace()
        for _ in 0..<64 { space.noteAbandoned() }
        #expect(!space.isWorthCompacting)
        space.noteAbandoned()
        #expect(space.isWorthCompacting)
    }

    /// After a compaction that kept 201 symbols, 100 left behind are not
    /// more than half (2 · 100 = 200 < 201), 101 are (202 > 201).
    @Test func compactionWaitsForHalfOfWhatWasKept() {
        var space = SymbolSpace()
        for _ in 0..<200 { space.append(.none) }
        space.didCompact(keeping: 201)
        #expect(space.abandonedCount == 0)
        for id in 1...100 { space.abandon(Symbol(id: Int32(id))) }
        #expect(space.abandonedCount == 100)
        #expect(!space.isWorthCompacting)
        space.noteAbandoned()
        #expect(space.isWorthCompacting)
    }

    /// Renumbering keeps the owners in id order at their new ids, and hands
    /// over each variable whose symbol is dropped; abandoning clears an owner.
    @Test func renumberingKeepsOwnersInOrder() {
        var space = SymbolSpace()
        let kept = Variable("kept")
        let dropped = Variable("dropped")
        space.append(.variable(dropped))  // id 1
        space.append(.markerSum)  // id 2
        space.append(.variable(kept))  // id 3
        var forgotten: [Variable] = []
        space.renumber([0, -1, 1, 2], count: 3) { forgotten.append($0) }
        #expect(space.count == 3)
        #expect(forgotten.count == 1 && forgotten.first === dropped)
        if case .markerSum = space.owner(of: Symbol(id: 1)) {} else { Issue.record("id 1 is not the marker sum") }
        guard case .variable(let variable) = space.owner(of: Symbol(id: 2)) else {
            Issue.record("id 2 is not a variable's")
            return
        }
        #expect(variable === kept)
        space.abandon(Symbol(id: 2))
        if case .none = space.owner(of: Symbol(id: 2)) {} else { Issue.record("id 2 still has an owner") }
        #expect(space.abandonedCount == 1)
        #expect(space.invariantViolations().isEmpty)
    }
}
