/// Transactions: every solver call that can fail runs inside one, so that a
/// failure puts the tableau back exactly as it was — same rows, same symbols,
/// same objective — rather than in an equivalent but different basis.
///
/// The journal records the old value of each row and objective level the first
/// time, and every time, it is about to change; rolling back replays it in
/// reverse. Its cost is proportional to the work the call did.
struct Journal: Sendable {
    var rows: [(index: Int, row: Row?)] = []
    var objectiveRows: [(level: Int, row: Row)] = []
    var symbolCount: Int
    var levels: [Float]
    var levelUses: [Int]
    var objectiveLevels: [Row]?
    var pivotCount: Int
}

extension Tableau {
    /// Opens a transaction.
    ///
    /// - Precondition: No transaction is open.
    mutating func beginTransaction() {
        precondition(journal == nil, "nested transaction")
        journal = Journal(
            symbolCount: kinds.count, levels: levels, levelUses: levelUses, objectiveLevels: nil,
            pivotCount: pivotCount)
    }

    /// Keeps everything the transaction did.
    mutating func commit() {
        journal = nil
    }

    /// Undoes everything the transaction did.
    mutating func rollback() {
        guard let saved = journal else { return }
        journal = nil
        for entry in saved.rows.reversed() {
            rows[entry.index] = entry.row
        }
        if let whole = saved.objectiveLevels {
            objective = whole
        } else {
            for entry in saved.objectiveRows.reversed() {
                objective[entry.level] = entry.row
            }
        }
        levels = saved.levels
        levelUses = saved.levelUses
        artificial = nil
        kinds.removeSubrange(saved.symbolCount...)
        rows.removeSubrange(saved.symbolCount...)
        if frozen.count > saved.symbolCount { frozen.removeSubrange(saved.symbolCount...) }
        restorePivotCount(saved.pivotCount)
    }

    @inline(__always)
    mutating func willModifyRow(_ index: Int) {
        if journal != nil, index < journal!.symbolCount {
            journal!.rows.append((index, rows[index]))
        }
    }

    @inline(__always)
    mutating func willModifyObjective(_ level: Int) {
        if journal != nil, journal!.objectiveLevels == nil {
            journal!.objectiveRows.append((level, objective[level]))
        }
    }

    /// Records the whole objective before its levels are inserted or removed.
    mutating func willRestructureObjective() {
        if journal != nil, journal!.objectiveLevels == nil {
            var whole = objective
            for entry in journal!.objectiveRows.reversed() { whole[entry.level] = entry.row }
            journal!.objectiveLevels = whole
        }
    }
}
