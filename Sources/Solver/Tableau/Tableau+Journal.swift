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
/// proportional to the work the call did.
///
/// A kept row's cells are copied into one buffer of the tableau
/// (`journalCells`), end to end, and its entry is plain data (where the
/// cells are, and the constant): the row itself keeps its own cells and is
/// changed in place, committing frees nothing, and only a rollback makes
/// rows again. The entry and cell buffers are reused from one transaction to
/// the next.
struct Journal: Sendable {
    enum Entry: Sendable {
        /// The row at `index` as it was: `count` cells from `start` in the
        /// tableau's `journalCells`, and `constant`; no row (the symbol was
        /// parametric) when `count` is negative.
        case row(index: Int32, start: Int32, count: Int32, constant: Double)
        case objectiveCell(level: Int, symbol: Symbol, value: Double)
        case objectiveConstant(level: Int, constant: Double)
        /// A level's use count before it changed (levels not restructured yet).
        case levelUses(level: Int, uses: Int)
    }

    var entries: [Entry] = []
    var symbolCount: Int
    /// Whether the levels were restructured (a level added or dropped): the
    /// objective and the levels as they were at the start are then in the
    /// tableau's `restructuredObjective`, and objective entries are no longer
    /// made. Kept there rather than here, so that closing a transaction
    /// destroys no more than the (recycled) entry buffer.
    var restructured = false
    var pivotCount: Int
    /// Whether the tableau was waiting to be optimised at the start.
    var optimizationPending: Bool
}

/// The objective, the priority levels and their use counts as they were when
/// a transaction began, kept once it restructures the levels (before that,
/// `levelUses` and objective entries record each change — keeping copies
/// from the start would make every optional addition copy them).
struct ObjectiveSnapshot: Sendable {
    var objective = ObjectiveLevels()
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
            entries: entries, symbolCount: symbolIDCount, restructured: false, pivotCount: pivotCount,
            optimizationPending: optimizationPending)
        keptRows.begin(rowCount: symbolIDCount)
    }

    /// Closes the transaction, keeping its buffers, emptied, for the next
    /// one. In place: a copy of the journal would share its entries, and
    /// emptying them would copy them.
    private mutating func closeJournal() {
        journal!.entries.clear()
        swap(&spareJournalEntries, &journal!.entries)
        journalCells.removeAll()
        if journal!.restructured { restructuredObjective = ObjectiveSnapshot() }
        journal = nil
    }

    /// The row a `.row` entry kept, made anew.
    private func keptRow(start: Int32, count: Int32, constant: Double) -> Row? {
        guard count >= 0 else { return nil }
        let range = Int(start)..<Int(start) + Int(count)
        return Row(constant: constant, sortedCells: Array(journalCells.cells(in: range)))
    }

    /// Whether every row the open transaction touched or made, and every
    /// objective level, is still finite (numbers near the limits of a
    /// `Double` can overflow while re-optimising).
    func transactionIsFinite() -> Bool {
        guard let journal else { return true }
        for entry in journal.entries {
            if case .row(let index, _, _, _) = entry, let row = row(of: Symbol(id: index)), !row.isFinite {
                return false
            }
        }
        for index in journal.symbolCount..<symbolIDCount {
            if let row = row(of: Symbol(id: Int32(index))), !row.isFinite { return false }
        }
        return objective.isFinite
    }

    /// Keeps everything the transaction did.
    mutating func commit() {
        if journal != nil { closeJournal() }
    }

    /// Undoes everything the transaction did.
    mutating func rollback() {
        guard let saved = journal else { return }
        journal = nil
        for entry in saved.entries.reversed() {
            switch entry {
            case .row(let index, let start, let count, let constant):
                replaceRow(at: Int(index), with: keptRow(start: start, count: count, constant: constant))
            default:
                // Once restructured, the objective at the start is kept
                // whole; before, the entries are undone in place (a copy
                // would share the spans and levels, and the first restored
                // cell would copy them whole).
                if !saved.restructured { Self.undo(entry, on: &objective) }
            }
        }
        if saved.restructured {
            objective = restructuredObjective.objective
            objective.rebuildSpans()
        }
        for index in saved.symbolCount..<symbolIDCount where isBasic(Symbol(id: Int32(index))) {
            replaceRow(at: index, with: nil)
        }
        truncateSymbols(to: saved.symbolCount)
        frozen.truncate(to: saved.symbolCount)
        infeasibleRows.clear()
        enteringCandidates.clear()
        restorePhaseState(optimizationPending: saved.optimizationPending)
        if optimizationPending {
            // The candidates the tableau had at the start are not kept (an
            // optimal one has none): every symbol of the objective is one.
            for level in 0..<objective.count {
                for symbol in objective.row(at: level).symbols { enteringCandidates.append(symbol.id) }
            }
        }
        restorePivotCount(saved.pivotCount)
        // Back in place to be closed, its entries shared with nothing.
        journal = consume saved
        closeJournal()
    }

    /// Undoes one objective entry on `objective`, widening the spans to the
    /// cells restored unless the objective has none (`withoutSpans()`).
    private static func undo(_ entry: Journal.Entry, on objective: inout ObjectiveLevels, spans: Bool = true) {
        switch entry {
        case .row: break
        case .levelUses(let level, let uses): objective.setUses(uses, at: level)
        case .objectiveCell(let level, let symbol, let value):
            if spans {
                objective.set(symbol, value, level: level)
            } else {
                objective.setLeavingSpans(symbol, value, level: level)
            }
        case .objectiveConstant(let level, let constant): objective.setConstant(constant, at: level)
        }
    }

    @inline(__always)
    mutating func willModifyRow(_ index: Int) {
        journalRow(index)
    }

    /// Records a row before its first change in the open transaction
    /// (`willModifyRow`) — a rollback restores that state and has no use for
    /// later ones. Rows of symbols made in the transaction are not kept: a
    /// rollback drops them.
    @inline(__always)
    mutating func journalRow(_ index: Int) {
        willChangeValue(index)
        if journal != nil && index < keptRows.rowCount && !keptRows.contains(index) { keepRow(index) }
    }

    /// `journalRow`'s work for a row not kept yet, out of line so that the
    /// loops calling `journalRow` stay small.
    @inline(never)
    private mutating func keepRow(_ index: Int) {
        keptRows.insert(index)
        guard let row = row(of: Symbol(id: Int32(index))) else {
            journal!.entries.append(.row(index: Int32(index), start: 0, count: -1, constant: 0))
            return
        }
        let start = row.withCells { journalCells.append($0) }
        journal!.entries.append(
            .row(index: Int32(index), start: Int32(start), count: Int32(row.count), constant: row.constant))
    }

    /// Records the cells of an objective level that adding `row` (and
    /// clearing `symbol`) is about to change, and its constant.
    @inline(__always)
    mutating func willModifyObjective(_ level: Int, cells row: Row, and symbol: Symbol?) {
        guard journal != nil, !journal!.restructured else { return }
        willShiftObjectiveConstant(level: level)
        if let symbol { willModifyObjectiveCell(level, symbol) }
        for cell in row.symbols { willModifyObjectiveCell(level, cell) }
    }

    /// Records one objective cell's value before it changes.
    @inline(__always)
    mutating func willModifyObjectiveCell(_ level: Int, _ symbol: Symbol) {
        // A symbol made in this transaction is dropped by a rollback anyway.
        if journal != nil, !journal!.restructured, symbol.index < journal!.symbolCount {
            journal!.entries.append(
                .objectiveCell(level: level, symbol: symbol, value: objective.coefficient(of: symbol, level: level)))
        }
    }

    @inline(__always)
    mutating func willShiftObjectiveConstant(level: Int) {
        if journal != nil, !journal!.restructured {
            journal!.entries.append(.objectiveConstant(level: level, constant: objective.constant(at: level)))
        }
    }

    /// Records the whole objective before its levels are inserted or removed.
    mutating func willRestructureObjective() {
        guard journal != nil, !journal!.restructured else { return }
        // Without the spans, and its cells restored without making them:
        // sharing them would make the next write copy them whole; a
        // rollback rebuilds them from the levels.
        var atStart = objective.withoutSpans()
        // The levels themselves change only here, so they are still as at the start.
        for entry in journal!.entries.reversed() { Self.undo(entry, on: &atStart, spans: false) }
        restructuredObjective = ObjectiveSnapshot(objective: atStart)
        journal!.restructured = true
    }

    /// Records a level's use count before it changes.
    @inline(__always)
    mutating func willChangeLevelUses(_ level: Int) {
        if journal != nil, !journal!.restructured {
            journal!.entries.append(.levelUses(level: level, uses: objective.uses(at: level)))
        }
    }
}

/// Which rows the open transaction's journal keeps: a stamp per row, the
/// transaction's number when kept, so that a look-up is one array read and
/// closing a transaction clears nothing.
struct KeptRows: Sendable {
    private var stamps: [UInt32] = []
    private var epoch: UInt32 = 0
    /// The rows that existed when the transaction began (ids below it).
    private(set) var rowCount = 0

    /// Starts a transaction over the rows of ids below `rowCount`, none kept.
    @inline(__always)
    mutating func begin(rowCount: Int) {
        self.rowCount = rowCount
        epoch &+= 1
        if epoch == 0 { restartEpochs() }
    }

    /// Clears every stamp once the transaction numbers wrap around.
    private mutating func restartEpochs() {
        for index in stamps.indices { stamps[index] = 0 }
        epoch = 1
    }

    /// Whether row `index` (below `rowCount`) is kept.
    @inline(__always)
    func contains(_ index: Int) -> Bool { index < stamps.count && stamps[index] == epoch }

    /// Marks row `index` (below `rowCount`) as kept.
    mutating func insert(_ index: Int) {
        if index >= stamps.count { grow(toHold: rowCount) }
        stamps[index] = epoch
    }

    /// Grows the stamps to cover `count` rows, at least doubling them, so a
    /// tableau that grows a row at a time extends them a logarithmic number
    /// of times.
    @inline(never)
    private mutating func grow(toHold count: Int) {
        let grown = Swift.max(count, 2 * stamps.count, 64)
        stamps.append(contentsOf: repeatElement(0, count: grown - stamps.count))
    }
}
