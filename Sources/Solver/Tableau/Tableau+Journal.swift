/// Transactions: every solver call that can fail runs inside one, so that a
/// failure puts the tableau back exactly as it was — same rows, same symbols,
/// same objective — rather than in an equivalent but different basis.
///
/// The journal records, before each change, what is needed to undo it
/// exactly: the old row (before its first change in the transaction only:
/// replayed in reverse, that one is the last word), the old value of an
/// objective cell (none for the cells of symbols made in the transaction,
/// which a rollback drops), the old objective constant, or the old use count
/// of a priority level. Once the levels are restructured (a level added or
/// dropped), the objective and the levels as they were at the start are kept
/// whole instead. Rolling back replays the entries in reverse. Its cost is
/// proportional to the work the call did, and its entry buffer is reused from
/// one transaction to the next.
struct Journal: Sendable {
    enum Entry: Sendable {
        case row(index: Int, row: Row?)
        case objectiveCell(level: Int, symbol: Symbol, value: Double)
        case objectiveConstant(level: Int, constant: Double)
        /// A level's use count before it changed (levels not restructured yet).
        case levelUses(level: Int, uses: Int)
    }

    var entries: [Entry] = []
    var symbolCount: Int
    /// The priority levels and their use counts as they were when the
    /// transaction began, once the levels were restructured (before that,
    /// `levelUses` entries record each count that changed — keeping a copy
    /// from the start would make every optional addition copy the counts).
    var levelsAtStart: (levels: [Float], uses: [Int])?
    /// The whole objective as it was when the transaction began, once its
    /// levels were restructured (after which objective entries are not needed).
    var objectiveLevels: [ObjectiveRow]?
    var pivotCount: Int
}

extension Tableau {
    /// Opens a transaction.
    ///
    /// - Precondition: No transaction is open.
    mutating func beginTransaction() {
        precondition(journal == nil, "nested transaction")
        infeasibleRows.clear()
        var entries: [Journal.Entry] = []
        swap(&entries, &spareJournalEntries)
        journal = Journal(
            entries: entries, symbolCount: kinds.count, levelsAtStart: nil, objectiveLevels: nil, pivotCount: pivotCount
        )
    }

    /// Keeps a closed transaction's entry buffer, emptied, for the next one.
    private mutating func recycle(_ entries: inout [Journal.Entry]) {
        entries.clear()
        swap(&spareJournalEntries, &entries)
        keptRows.removeAll()
    }

    /// Whether every row the open transaction touched or made, and every
    /// objective level, is still finite (numbers near the limits of a
    /// `Double` can overflow while re-optimising).
    func transactionIsFinite() -> Bool {
        guard let journal else { return true }
        for entry in journal.entries {
            if case .row(let index, _) = entry, let row = rows[index], !row.isFinite { return false }
        }
        for index in journal.symbolCount..<rows.count {
            if let row = rows[index], !row.isFinite { return false }
        }
        return objective.allSatisfy(\.isFinite)
    }

    /// Keeps everything the transaction did.
    mutating func commit() {
        guard var closed = journal else { return }
        journal = nil
        recycle(&closed.entries)
    }

    /// Undoes everything the transaction did.
    mutating func rollback() {
        guard var saved = journal else { return }
        journal = nil
        defer { recycle(&saved.entries) }
        var objectiveAtStart = objective
        for entry in saved.entries.reversed() {
            switch entry {
            case .row(let index, let row): replaceRow(at: index, with: row)
            case .levelUses(let level, let uses): if saved.levelsAtStart == nil { levelUses[level] = uses }
            default: Self.undo(entry, on: &objectiveAtStart)
            }
        }
        objective = saved.objectiveLevels ?? objectiveAtStart
        for level in objective.indices { objective[level].truncate(to: saved.symbolCount) }
        if let start = saved.levelsAtStart {
            levels = start.levels
            levelUses = start.uses
        }
        artificial = nil
        for index in saved.symbolCount..<kinds.count where rows[index] != nil {
            replaceRow(at: index, with: nil)
        }
        kinds.removeSubrange(saved.symbolCount...)
        truncateSymbols(to: saved.symbolCount)
        frozen.truncate(to: saved.symbolCount)
        infeasibleRows.clear()
        enteringCandidates.clear()
        restorePivotCount(saved.pivotCount)
    }

    /// Undoes one objective entry on a copy of the objective.
    private static func undo(_ entry: Journal.Entry, on objective: inout [ObjectiveRow]) {
        switch entry {
        case .row, .levelUses: break
        case .objectiveCell(let level, let symbol, let value):
            if symbol.index < objective[level].values.count { objective[level].set(symbol, value) }
        case .objectiveConstant(let level, let constant): objective[level].constant = constant
        }
    }

    @inline(__always)
    mutating func willModifyRow(_ index: Int) {
        _ = journalRow(index)
    }

    /// Records a row before its first change in the open transaction
    /// (`willModifyRow`) — a rollback restores that state and has no use for
    /// later ones; returns whether it did: then the journal shares the row's
    /// cells, and the change is best made into new cells
    /// (`Row.substitute(_:with:shared:changes:)`), after which the row has
    /// cells of its own and later changes are made in place.
    @inline(__always)
    mutating func journalRow(_ index: Int) -> Bool {
        willChangeValue(index)
        return journal != nil && keepRow(index)
    }

    /// `journalRow`'s work inside a transaction, kept out of line so that the
    /// loops calling `journalRow` stay small (inlined into the substitution
    /// loop, it made pivots outside transactions 4 % slower).
    @inline(never)
    private mutating func keepRow(_ index: Int) -> Bool {
        guard index < journal!.symbolCount, keptRows.insert(index) else { return false }
        journal!.entries.append(.row(index: index, row: rows[index]))
        return true
    }

    /// Records the cells of an objective level that adding `row` (and
    /// clearing `symbol`) is about to change, and its constant.
    @inline(__always)
    mutating func willModifyObjective(_ level: Int, cells row: Row, and symbol: Symbol?) {
        guard journal != nil, journal!.objectiveLevels == nil else { return }
        willShiftObjectiveConstant(level: level)
        if let symbol { willModifyObjectiveCell(level, symbol) }
        for cell in row.symbols { willModifyObjectiveCell(level, cell) }
    }

    /// Records one objective cell's value before it changes.
    @inline(__always)
    mutating func willModifyObjectiveCell(_ level: Int, _ symbol: Symbol) {
        // A symbol made in this transaction is dropped by a rollback anyway.
        if journal != nil, journal!.objectiveLevels == nil, symbol.index < journal!.symbolCount {
            journal!.entries.append(
                .objectiveCell(level: level, symbol: symbol, value: objective[level].coefficient(for: symbol)))
        }
    }

    @inline(__always)
    mutating func willShiftObjectiveConstant(level: Int) {
        if journal != nil, journal!.objectiveLevels == nil {
            journal!.entries.append(.objectiveConstant(level: level, constant: objective[level].constant))
        }
    }

    /// Records the whole objective before its levels are inserted or removed.
    mutating func willRestructureObjective() {
        guard journal != nil, journal!.objectiveLevels == nil else { return }
        var atStart = objective
        var usesAtStart = levelUses
        for entry in journal!.entries.reversed() {
            if case .levelUses(let level, let uses) = entry { usesAtStart[level] = uses }
            Self.undo(entry, on: &atStart)
        }
        journal!.objectiveLevels = atStart
        // The levels themselves change only here, so they are still as at the start.
        journal!.levelsAtStart = (levels, usesAtStart)
    }

    /// Records a level's use count before it changes.
    @inline(__always)
    mutating func willChangeLevelUses(_ level: Int) {
        if journal != nil, journal!.objectiveLevels == nil {
            journal!.entries.append(.levelUses(level: level, uses: levelUses[level]))
        }
    }
}

/// The rows a transaction's journal keeps: a short list searched one by one,
/// and a set once the list is long. Emptied when the transaction closes (the
/// list keeps its storage).
struct KeptRows: Sendable {
    private var list: [Int32] = []
    private var set: Set<Int32>?

    /// Adds row `index`; false if it was there.
    mutating func insert(_ index: Int) -> Bool {
        let id = Int32(truncatingIfNeeded: index)
        if set != nil { return set!.insert(id).inserted }
        if list.contains(id) { return false }
        list.append(id)
        if list.count > 32 { set = Set(list) }
        return true
    }

    mutating func removeAll() {
        list.clear()
        set = nil
    }
}
