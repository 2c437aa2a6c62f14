/// The solver's side of its symbols: who each belongs to, and the count of
/// symbols left behind that triggers compaction (`SolverCore+Compaction.swift`).
///
/// The tableau keeps each symbol's kind, row and column; this keeps the
/// owners by the same ids, made, truncated and renumbered with the
/// tableau's. Its fields are private: `SolverCore` changes them only
/// through these operations.
struct SymbolSpace {
    /// The owner of each symbol, indexed by id; id 0 is the invalid symbol.
    private var owners: [SymbolOwner] = [.none]
    /// Symbols left behind since the last compaction (removed constraints'
    /// markers and errors, dropped definitions' markers, dropped marker
    /// sums, spent artificial variables).
    private(set) var abandonedCount = 0
    /// How many symbols the last compaction kept (0 before the first).
    private var keptAtLastCompaction = 0
    /// Whether abandoned symbols and definitions are dropped (off in tests
    /// that compare a solver with one that keeps them).
    var compacts = true

    /// How many symbol ids there are, the invalid id 0 included.
    var count: Int { owners.count }

    @inline(__always)
    func owner(of symbol: Symbol) -> SymbolOwner { owners[symbol.index] }

    /// Calls `body` with each symbol and its owner, lowest id first.
    func forEachOwner(_ body: (Symbol, SymbolOwner) throws -> Void) rethrows {
        for (id, owner) in owners.enumerated() { try body(Symbol(id: Int32(id)), owner) }
    }

    /// Makes room for `count` symbols.
    mutating func reserveCapacity(_ count: Int) { owners.reserveCapacity(count) }

    /// Adds the next symbol, owned by `owner`.
    mutating func append(_ owner: SymbolOwner) { owners.append(owner) }

    /// Forgets the symbols from `count` on (after a rollback).
    mutating func truncate(to count: Int) { owners.removeSubrange(count...) }

    /// Leaves `symbol` behind: it belongs to nothing any more, and counts
    /// towards the next compaction.
    mutating func abandon(_ symbol: Symbol) {
        owners[symbol.index] = .none
        abandonedCount += 1
    }

    /// Counts a symbol left behind whose owner stays as it is (a dropped
    /// marker sum, a spent artificial variable).
    mutating func noteAbandoned() { abandonedCount += 1 }

    /// Whether the symbols left behind since the last compaction are more
    /// than half of what it kept, and more than 64.
    var isWorthCompacting: Bool { abandonedCount > 64 && 2 * abandonedCount > keptAtLastCompaction }

    /// Starts the count afresh after a compaction that keeps `count` symbols.
    mutating func didCompact(keeping count: Int) {
        abandonedCount = 0
        keptAtLastCompaction = count
    }

    /// Renumbers the owners as `Tableau.renumberSymbols(_:count:)` does the
    /// symbols: the owner at `id` moves to `newIDs[id]`, or is dropped at
    /// -1, `count` kept; `dropped` is called with each variable whose symbol
    /// goes.
    mutating func renumber(_ newIDs: [Int32], count: Int, dropping dropped: (Variable) -> Void) {
        precondition(newIDs.count == owners.count, "one new id for each owner")
        var kept: [SymbolOwner] = []
        kept.reserveCapacity(count)
        for id in owners.indices {
            if newIDs[id] >= 0 {
                kept.append(owners[id])
            } else if case .variable(let variable) = owners[id] {
                dropped(variable)
            }
        }
        assert(kept.count == count, "the kept owners are the kept symbols")
        owners = kept
    }

    /// Every broken invariant of the owners on their own, as text: the
    /// invalid symbol belongs to nothing. (That there is one owner per
    /// tableau symbol, and that each owner holds its symbol, needs the
    /// tableau, the records and the roles: `SolverCore.invariantViolations()`.)
    func invariantViolations() -> [String] {
        guard case .none = owners[0] else { return ["the invalid symbol has an owner"] }
        return []
    }
}
