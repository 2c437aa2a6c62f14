import Testing

@testable import TrellisSolver

/// Transactions restore the priority levels and their use counts exactly:
/// a changed count is journaled as an entry until the levels are
/// restructured (a level added or dropped), after which the levels as they
/// were at the start are kept whole.
@Suite struct JournalTests {
    /// Levels 500 (used twice) and 250 (once), highest first.
    func tableauWithTwoLevels() -> Tableau {
        var tableau = Tableau()
        _ = tableau.retainLevel(for: 500)
        _ = tableau.retainLevel(for: 500)
        _ = tableau.retainLevel(for: 250)
        return tableau
    }

    /// A rollback hands the journal back to be closed with `consume`, so the
    /// entry buffer it empties for the next transaction is shared with
    /// nothing. A copy of the journal left alive across the close (the
    /// `consume` dropped) makes emptying it allocate a new buffer: a new
    /// address here, and an allocation in every failed call.
    @Test func rollbackKeepsTheEntryBufferForTheNextTransaction() {
        var tableau = tableauWithTwoLevels()
        tableau.beginTransaction()
        _ = tableau.retainLevel(for: 500)  // a use-count entry
        #expect(tableau.journal?.entries.count == 1)
        let buffer = tableau.journal!.entries.withUnsafeBufferPointer { $0.baseAddress }
        tableau.rollback()
        #expect(tableau.journal == nil && tableau.spareJournalEntries.isEmpty)
        #expect(tableau.spareJournalEntries.withUnsafeBufferPointer { $0.baseAddress } == buffer)
    }

    @Test func rollbackRestoresChangedUseCounts() {
        var tableau = tableauWithTwoLevels()
        #expect(tableau.levels == [500, 250] && tableau.levelUses == [2, 1])
        tableau.beginTransaction()
        #expect(tableau.retainLevel(for: 500) == 0)
        _ = tableau.retainLevel(for: 250)
        tableau.releaseLevel(for: 500)
        tableau.releaseLevel(for: 500)
        #expect(tableau.levelUses == [1, 2])
        tableau.rollback()
        #expect(tableau.levels == [500, 250] && tableau.levelUses == [2, 1])
        #expect(tableau.objectiveLevelCount == 2)
    }

    @Test func rollbackRestoresRestructuredLevels() {
        var tableau = tableauWithTwoLevels()
        tableau.beginTransaction()
        _ = tableau.retainLevel(for: 500)  // 3 uses: journaled as an entry
        tableau.releaseLevel(for: 250)  // last use: the level goes
        #expect(tableau.retainLevel(for: 750) == 0)  // a new level, first
        _ = tableau.retainLevel(for: 500)
        #expect(tableau.levels == [750, 500] && tableau.levelUses == [1, 4])
        tableau.rollback()
        #expect(tableau.levels == [500, 250] && tableau.levelUses == [2, 1])
        #expect(tableau.objectiveLevelCount == 2)
    }

    @Test func commitKeepsTheChanges() {
        var tableau = tableauWithTwoLevels()
        tableau.beginTransaction()
        _ = tableau.retainLevel(for: 500)
        _ = tableau.retainLevel(for: 100)
        tableau.commit()
        #expect(tableau.levels == [500, 250, 100] && tableau.levelUses == [3, 1, 1])
        // The next transaction starts from the committed state.
        tableau.beginTransaction()
        tableau.releaseLevel(for: 100)
        tableau.rollback()
        #expect(tableau.levels == [500, 250, 100] && tableau.levelUses == [3, 1, 1])
    }
}
