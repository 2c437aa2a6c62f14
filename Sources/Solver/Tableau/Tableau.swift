/// The simplex tableau of the Cassowary algorithm, in basic feasible solved form.
///
/// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm" (ACM TOCHI, 2001), keep every constraint as a row
/// `basic = constant + Σ coefficient · parametric` over non-basic ("parametric")
/// symbols; parametric symbols are zero, so a basic symbol's value is its row's
/// constant. Restricted rows (whose basic symbol is a slack or an error) keep a
/// non-negative constant, and restricted rows never contain a parametric
/// external symbol, so choosing an external subject can never make one negative.
///
/// Unlike the paper's single weighted objective, the objective here is a list of
/// rows, one per priority level in use, compared lexicographically from the
/// highest level down (see `Tableau+Objective.swift`).
struct Tableau: Sendable {
    /// The kind of each symbol, indexed by id; id 0 is the invalid symbol.
    private var kinds: [SymbolKind] = [.external]
    /// The row of each basic symbol, indexed by id; `nil` for parametric
    /// symbols. Read-only outside this file for the variable handles' reads
    /// (`VariableHandle.swift`), which take the field itself into a local:
    /// through an accessor the local is a copy, one more retain and release
    /// per read (`Docs/Performance.md`).
    private(set) var rows = BasicRows(repeating: nil, count: 1)
    /// The column index: for each symbol, the basic symbols whose rows hold
    /// it, so that a pivot or a constant change touches only those rows.
    private(set) var columns = ColumnIndex()
    /// Restricted rows whose constants went negative since the last
    /// optimisation (a superset: rows that recovered are dropped when read).
    var infeasibleRows: [Int32] = []
    /// Every symbol whose objective cost changed since it was last seen to be
    /// non-negative: a superset of the symbols that can enter, so the primal
    /// simplex never scans the (long) objective rows.
    var enteringCandidates: [Int32] = []
    /// External symbols whose rows changed since `takeTouchedValues()`, and
    /// watched ones (`watchValue(of:)`), with their values before the first
    /// change (so defined values can follow).
    private var touchedValues: [(Int32, Double)] = []
    private var touchEpoch: UInt32 = 1
    private var touchStamps: [UInt32] = [0]
    /// The restricted symbols whose value changes are reported as external
    /// ones' are: the slacks and errors that definitions refer to.
    private var watchedValues: [Bool] = [false]
    /// The objective, one row per priority level, highest first; changed
    /// only through the tableau's operations, which journal each change.
    var objective = ObjectiveLevels()
    /// The phase-one objective while a constraint is added through an
    /// artificial variable (`minimizePhaseOne(_:)`).
    private(set) var artificial: Row?
    /// Symbols that may not enter the basis (used on copies, to stay on an optimal face).
    var frozen: [Bool] = []
    /// Whether every objective level is bounded below: true for the solver's
    /// own objective (sums of non-negative errors) and the phase-one objective
    /// (one non-negative artificial symbol); false once `setObjective` puts an
    /// arbitrary linear program on a copy.
    var objectiveIsBoundedBelow = true
    /// Whether rows went in since the last optimisation without one of their
    /// own (`SolverCore.defersOptimization`): every row is feasible, but the
    /// objective may be above its optimum (`deferOptimization()`).
    private(set) var optimizationPending = false
    /// How many pivots the tableau has made, for tests of determinism.
    private(set) var pivotCount = 0
    /// The simplex loops' safety limits and how often one was hit; set
    /// through `setPivotLimit(_:)`, `setBlandPivots(_:)`,
    /// `setQueuedInfeasibleRows(_:)` and `carryLimits(_:)`.
    private(set) var limits = SafetyLimits()
    /// The undo log of the open transaction, if any (see `Tableau+Journal.swift`).
    var journal: Journal?
    /// The objective and levels as the open transaction found them, once it
    /// restructured the levels (`Journal.restructured`); empty otherwise.
    var restructuredObjective = ObjectiveSnapshot()
    /// The last journal's entry buffer, emptied, reused by the next transaction.
    var spareJournalEntries: [Journal.Entry] = []
    /// The cells of the rows the open transaction's journal keeps, end to end
    /// (see `Journal`); emptied, with its capacity, when it closes.
    var journalCells = CellLog()
    /// The rows the open transaction's journal keeps (see `journalRow`).
    var keptRows = KeptRows()

    // MARK: Symbols

    /// Makes room for `count` symbols (`SolverCore.reserveCapacity(symbols:)`).
    mutating func reserveCapacity(symbols count: Int) {
        kinds.reserveCapacity(count)
        rows.reserveCapacity(count)
        columns.reserveCapacity(count)
        touchStamps.reserveCapacity(count)
        watchedValues.reserveCapacity(count)
    }

    /// Creates a new symbol of `kind`.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        precondition(kinds.count < Int(Int32.max), "too many symbols")
        kinds.append(kind)
        rows.append(nil)
        columns.appendSymbol()
        touchStamps.append(0)
        watchedValues.append(false)
        return Symbol(id: Int32(kinds.count - 1))
    }

    /// Reports the value changes of a restricted symbol as an external
    /// symbol's are (`takeTouchedValues()`): a definition refers to it.
    mutating func watchValue(of symbol: Symbol) { watchedValues[symbol.index] = true }

    /// Whether the value changes of a symbol are reported.
    @inline(__always)
    func reportsValue(of symbol: Symbol) -> Bool {
        kinds[symbol.index] == .external || watchedValues[symbol.index]
    }

    @inline(__always)
    func kind(of symbol: Symbol) -> SymbolKind { kinds[symbol.index] }

    @inline(__always)
    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }

    @inline(__always)
    func row(of symbol: Symbol) -> Row? { rows[symbol.index] }

    /// How many symbol ids there are, the invalid id 0 included: the ids
    /// are `0..<symbolIDCount`.
    var symbolIDCount: Int { kinds.count }

    /// The kinds of the symbols by id, for a loop over many cells: held in
    /// a local, it spares the loop's closure a capture of the state.
    var symbolKinds: [SymbolKind] {
        @inline(__always) get { kinds }
    }

    /// Calls `body` with each basic symbol and its row, lowest id first.
    func forEachBasicRow(_ body: (Symbol, Row) throws -> Void) rethrows {
        for index in rows.indices {
            guard let row = rows[index] else { continue }
            try body(Symbol(id: Int32(index)), row)
        }
    }

    /// Whether every row and every objective level is finite.
    var isFinite: Bool {
        rows.allSatisfy { $0?.isFinite ?? true } && objective.isFinite
    }

    /// The value of a symbol: its row's constant if basic, else zero.
    func value(of symbol: Symbol) -> Double {
        rows[symbol.index]?.constant ?? 0
    }

    /// Whether `symbol` may enter the basis.
    @inline(__always)
    func canEnter(_ symbol: Symbol) -> Bool {
        kinds[symbol.index] != .dummy && (frozen.isEmpty || !frozen[symbol.index])
    }

    // MARK: Pending optimisation, phase one, safety limits

    /// Leaves the optimisation after rows that went in without one of their
    /// own for later (`SolverCore.defersOptimization`); the next
    /// `optimize()` clears it.
    mutating func deferOptimization() { optimizationPending = true }

    /// Minimises `row`, the row of an artificial symbol made basic with it,
    /// as the phase-one objective, and returns it as the optimum left it.
    mutating func minimizePhaseOne(_ row: consuming Row) -> Row {
        artificial = row
        optimize(artificial: true)
        let phaseOne = artificial!
        artificial = nil
        return phaseOne
    }

    /// What a rollback puts back of the state above: no phase-one
    /// objective, and the pending optimisation the transaction found.
    mutating func restorePhaseState(optimizationPending pending: Bool) {
        artificial = nil
        optimizationPending = pending
    }

    /// Sets `SafetyLimits.pivotLimit` (tests lower it: `Solver.pivotLimit`).
    mutating func setPivotLimit(_ limit: Int?) { limits.pivotLimit = limit }

    /// Sets `SafetyLimits.blandPivots` (tests run Bland's rules alone: `Solver.blandPivots`).
    mutating func setBlandPivots(_ count: Int?) { limits.blandPivots = count }

    /// Sets `SafetyLimits.queuedInfeasibleRows` (`Solver.queuedInfeasibleRows`).
    mutating func setQueuedInfeasibleRows(_ count: Int?) { limits.queuedInfeasibleRows = count }

    /// Takes the limits of the tableau this one replaces, with the hits it
    /// counted: a saved state put back (a failed call, a reset) keeps the
    /// count of limits hit since it was saved.
    mutating func carryLimits(_ newer: SafetyLimits) { limits = newer }

    // MARK: Rows

    /// Makes `symbol` basic with `row`.
    mutating func setRow(_ row: Row, for symbol: Symbol) {
        willModifyRow(symbol.index)
        replaceRow(at: symbol.index, with: row)
    }

    /// Removes and returns the row of a basic symbol.
    @discardableResult
    mutating func removeRow(of symbol: Symbol) -> Row? {
        guard rows[symbol.index] != nil else { return nil }
        willModifyRow(symbol.index)
        // Taken out, not copied: the caller holds the only reference to its
        // cells, so solving it (a pivot) writes them in place.
        return replaceRow(at: symbol.index, with: nil)
    }

    /// Drops the storage of symbols from `count` on (after a rollback).
    mutating func truncateSymbols(to count: Int) {
        kinds.removeSubrange(count...)
        touchStamps.removeSubrange(count...)
        watchedValues.removeSubrange(count...)
        rows.removeSubrange(count...)
        columns.truncate(to: count)
        objective.truncate(to: count)
    }

    /// Renumbers the symbols: the symbol at `id` becomes `newIDs[id]`, or is
    /// dropped at -1 (it must be in no row and no objective level); `count`
    /// are kept. `newIDs` keeps the order of ids, so every tie broken by the
    /// lowest id goes the same way as before. Outside transactions only.
    mutating func renumberSymbols(_ newIDs: [Int32], count: Int) {
        precondition(journal == nil && artificial == nil && frozen.isEmpty && touchedValues.isEmpty)
        var keptKinds: [SymbolKind] = []
        keptKinds.reserveCapacity(count)
        for id in kinds.indices where newIDs[id] >= 0 { keptKinds.append(kinds[id]) }
        kinds = keptKinds
        let oldRows = rows
        rows = BasicRows(repeating: nil, count: count)
        columns = ColumnIndex()
        for _ in 1..<count { columns.appendSymbol() }
        touchStamps = [UInt32](repeating: 0, count: count)
        var keptWatches = [Bool](repeating: false, count: count)
        for id in watchedValues.indices where watchedValues[id] && newIDs[id] >= 0 {
            keptWatches[Int(newIDs[id])] = true
        }
        watchedValues = keptWatches
        for (id, row) in oldRows.enumerated() {
            guard let row else { continue }
            replaceRow(at: Int(newIDs[id]), with: row.renumbered(newIDs))
        }
        objective.renumber(newIDs, count: count)
        infeasibleRows = infeasibleRows.compactMap { newIDs[Int($0)] >= 0 ? newIDs[Int($0)] : nil }
        enteringCandidates = enteringCandidates.compactMap { newIDs[Int($0)] >= 0 ? newIDs[Int($0)] : nil }
    }

    /// Records a reported symbol's value before its row first changes.
    @inline(__always)
    mutating func willChangeValue(_ index: Int) {
        Self.noteValue(
            of: index, reported: kinds[index] == .external || watchedValues[index], value: rows[index]?.constant ?? 0,
            epoch: touchEpoch, stamps: &touchStamps, touched: &touchedValues)
    }

    /// Records a reported row's value (`reportsValue(of:)`) before its first
    /// change since the last `takeTouchedValues()` (`stamps` says which are
    /// recorded).
    @inline(__always)
    private static func noteValue(
        of index: Int, reported: @autoclosure () -> Bool, value: @autoclosure () -> Double, epoch: UInt32,
        stamps: inout [UInt32], touched: inout [(Int32, Double)]
    ) {
        guard reported(), stamps[index] != epoch else { return }
        stamps[index] = epoch
        touched.append((Int32(index), value()))
    }

    /// Whether a reported symbol's row changed since `takeTouchedValues()`.
    var hasTouchedValues: Bool { !touchedValues.isEmpty }

    /// The reported symbols whose rows changed, with their earlier values; starts afresh.
    mutating func takeTouchedValues() -> [(Int32, Double)] {
        var taken: [(Int32, Double)] = []
        swap(&taken, &touchedValues)
        touchEpoch &+= 1
        return taken
    }

    /// Gives back the array `takeTouchedValues()` returned, emptied but with
    /// its capacity, so the next call allocates nothing.
    mutating func recycleTouchedValues(_ buffer: inout [(Int32, Double)]) {
        guard touchedValues.isEmpty else { return }
        buffer.clear()
        swap(&buffer, &touchedValues)
    }

    /// Puts `row` (or none) at `index`, keeping the column index in step;
    /// returns the row that was there.
    @discardableResult
    mutating func replaceRow(at index: Int, with row: Row?) -> Row? {
        let id = Int32(index)
        // Swapped in: the old row moves out without a copy.
        var old = row
        swap(&old, &rows[index])
        columns.update { columns in
            old?.forEachCell { columns.remove(id, from: $0.symbol.index) }
            row?.forEachCell { columns.insert(id, into: $0.symbol.index) }
        }
        return old
    }

    /// The basic symbols whose rows hold `symbol`, lowest id first.
    func rowsHolding(_ symbol: Symbol) -> ColumnRows {
        columns[symbol.index]
    }

    /// Makes the parametric `symbol` basic with `row`, which does not hold
    /// it: replaces `symbol` by `row` in every row and objective, then sets
    /// `row` as its row, with the column index updated in the one pass of
    /// the substitution (each update moves the index's arrays out and back).
    /// `leaving`, when valid, is the basic symbol of a pivot, whose row
    /// `row` was (solved for `symbol`): taken out of the tableau with its
    /// columns left as they were, so each of its cells' columns moves from
    /// `leaving`'s row to `symbol`'s here.
    ///
    /// - Complexity: O(Σ length of the rows that hold `symbol`, and of `row`).
    mutating func makeBasic(_ symbol: Symbol, with row: consuming Row, replacing leaving: Symbol) {
        willModifyRow(symbol.index)
        let moving = leaving.isValid
        if !moving && columns.isEmpty(symbol.index) {
            columns.clear(symbol.index)
            substituteInObjective(symbol, with: row)
            replaceRow(at: symbol.index, with: consume row)
            return
        }
        substituteInRows(symbol, with: row, replacing: leaving)
        substituteInObjective(symbol, with: row)
        rows[symbol.index] = consume row
    }

    /// Enters `row` in the index as `symbol`'s — each of its cells' columns
    /// gains `symbol`'s row and, for a pivot (`leaving` valid), loses
    /// `leaving`'s, which is out of the tableau but still in the column of
    /// `symbol` (its pivot element) — then replaces `symbol` by `row` in
    /// every row that holds it, emptying its column.
    ///
    /// The merge updates the index as cells enter and cancel, while the walk
    /// reads the column of `symbol` (which no merge changes) and empties it
    /// at the end. The index is moved out meanwhile (the placeholder leaves
    /// it the only holder of its arrays, so nothing is copied) and consumed
    /// back in, and nothing in the walk reads it. (Not swapped out and back:
    /// that leaves a placeholder to destroy, which the compiler does through
    /// each array's type metadata.)
    @inline(__always)
    private mutating func substituteInRows(_ symbol: Symbol, with row: Row, replacing leaving: Symbol) {
        let basic = symbol.id, old = leaving.id
        let moving = leaving.isValid
        var columnIndex = self.columns
        self.columns = ColumnIndex.placeholder
        // Outside a transaction (a suggestion, an optional change) the loop
        // has no journaling in it (`Docs/Performance.md`, "Journaling").
        let journaling = journal != nil
        columnIndex.update { columns in
            // `row` holds no `symbol`: its columns are not the walk's.
            if moving { columns.remove(old, from: symbol.index) }
            row.forEachCell { cell in
                if moving && cell.symbol != leaving { columns.remove(old, from: cell.symbol.index) }
                columns.insert(basic, into: cell.symbol.index)
            }
            columns.forEachRow(emptying: symbol.index) { columns, id in
                let index = Int(id)
                @inline(__always) func update(_ cell: Symbol, entered: Bool) {
                    if entered { columns.insert(id, into: cell.index) } else { columns.remove(id, from: cell.index) }
                }
                if journaling {
                    journalRow(index)
                } else {
                    willChangeValue(index)
                }
                rows[index]!.substitute(symbol, with: row, changes: update)
                noteIfInfeasible(Symbol(id: id))
            }
        }
        self.columns = consume columnIndex
    }

    /// Replaces `symbol` by `row` in the objective's levels and in the
    /// artificial objective.
    @inline(__always)
    private mutating func substituteInObjective(_ symbol: Symbol, with row: Row) {
        let levels = objective.levels(mayHolding: symbol)
        if !levels.isEmpty {
            if journal != nil {
                for level in levels where objective.coefficient(of: symbol, level: level) != 0 {
                    willModifyObjective(level, cells: row, and: symbol)
                }
            }
            if objective.substitute(symbol, with: row, in: levels) {
                row.forEachCell { enteringCandidates.append($0.symbol.id) }
            }
        }
        if artificialHolds(symbol) {
            artificial!.substitute(symbol, with: row)
        }
    }

    /// Inlined (as `leavingSymbol(for:)` is): a non-mutating method called
    /// from a mutating one had the whole tableau copied to the stack for it.
    @inline(__always)
    private func artificialHolds(_ symbol: Symbol) -> Bool {
        artificial?.contains(symbol) == true
    }

    /// Adds, in every row and objective level that holds `symbol`, `factor`
    /// times its coefficient there to the coefficient of `added`, and takes
    /// `added` out of the row of `symbol` (a marker sum giving up one of its
    /// markers: `s = c·m + rest` becomes `s = rest`, and what held `s` holds
    /// `c·m` beside it). Constants do not change, so no row's feasibility
    /// does.
    ///
    /// - Complexity: O(Σ length of the rows that hold `symbol`).
    mutating func moveCell(of added: Symbol, outOfRowOf symbol: Symbol, times factor: Double) {
        willModifyRow(symbol.index)
        rows[symbol.index]!.remove(added)
        let basic = symbol.id
        columns.update { $0.remove(basic, from: added.index) }
        for id in Array(columns[symbol.index]) {
            let index = Int(id)
            willModifyRow(index)
            let had = rows[index]!.contains(added)
            rows[index]!.insert(added, rows[index]!.coefficient(for: symbol) * factor)
            let has = rows[index]!.contains(added)
            if had != has {
                columns.update { has ? $0.insert(id, into: added.index) : $0.remove(id, from: added.index) }
            }
        }
        for level in objective.levels(mayHolding: symbol) {
            let coefficient = objective.coefficient(of: symbol, level: level)
            if coefficient != 0 {
                willModifyObjectiveCell(level, added)
                objective.insert(added, coefficient * factor, level: level)
            }
        }
        if artificialHolds(symbol) {
            artificial!.insert(added, artificial!.coefficient(for: symbol) * factor)
        }
    }

    /// Swaps a basic and a parametric symbol.
    ///
    /// - Parameters:
    ///   - entering: The parametric symbol that becomes basic.
    ///   - leaving: The basic symbol that becomes parametric; its row contains `entering`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        // Taken out with its columns as they are: `makeBasic` moves them.
        willModifyRow(leaving.index)
        var row = rows[leaving.index].take()!
        row.solve(for: entering, replacing: leaving)
        makeBasic(entering, with: consume row, replacing: leaving)
        noteIfInfeasible(entering)
        pivotCount += 1
    }

    mutating func restorePivotCount(_ count: Int) { pivotCount = count }

    /// Adds `amount` to the constant of the row at `index`.
    mutating func shiftConstant(ofRow index: Int, by amount: Double) {
        willModifyRow(index)
        rows[index]!.constant += amount
        noteIfInfeasible(Symbol(id: Int32(index)))
    }

    /// Moves the parametric `symbol` by `amount`: each row that holds it
    /// shifts its constant by its coefficient of `symbol` times `amount` (the
    /// rows' part of a constant change, `SolverCore.setConstant`).
    ///
    /// - Complexity: O(Σ log(length) of the rows that hold `symbol`).
    mutating func shiftConstants(ofRowsHolding symbol: Symbol, by amount: Double) {
        // Only constants change, never a column: the column is walked in
        // place, and the constants are changed through one borrow of `rows`,
        // with the lists the walk adds to moved out meanwhile. A transaction
        // keeps each row first (`willModifyRow`); outside one, the only
        // record is an external row's value before its first change
        // (`willChangeValue`), made in the same walk.
        let holding = columns[symbol.index]
        let journaling = journal != nil
        if journaling { holding.forEachRow { willModifyRow(Int($0)) } }
        var infeasible: [Int32] = []
        var stamps: [UInt32] = []
        var touched: [(Int32, Double)] = []
        swap(&infeasible, &infeasibleRows)
        swap(&stamps, &touchStamps)
        swap(&touched, &touchedValues)
        defer {
            swap(&infeasible, &infeasibleRows)
            swap(&stamps, &touchStamps)
            swap(&touched, &touchedValues)
        }
        let kinds = self.kinds, watched = watchedValues, epoch = touchEpoch
        rows.withUnsafeMutableSlots { rows in
            holding.forEachRow { id in
                let index = Int(id)
                let old = rows[index].row!.constant
                if !journaling {
                    Self.noteValue(
                        of: index, reported: kinds[index] == .external || watched[index], value: old, epoch: epoch,
                        stamps: &stamps, touched: &touched)
                }
                let constant = old + rows[index].row!.coefficient(forOldestOrNewest: symbol) * amount
                rows[index].row!.constant = constant
                if Self.isInfeasible(kind: kinds[index], constant: constant) { infeasible.append(id) }
            }
        }
    }

    /// Records the row of `symbol` for the dual simplex if it is restricted
    /// and its constant is negative.
    mutating func noteIfInfeasible(_ symbol: Symbol) {
        if Self.isInfeasible(kind: kinds[symbol.index], constant: rows[symbol.index]?.constant ?? 0) {
            infeasibleRows.append(symbol.id)
        }
    }

    /// Whether a row whose basic symbol is of `kind` is infeasible at `constant`.
    @inline(__always)
    static func isInfeasible(kind: SymbolKind, constant: Double) -> Bool {
        kind.isRestricted && constant < -Tolerance.epsilon
    }

    /// Adds `amount` to the constant of the objective at `level`.
    mutating func shiftObjectiveConstant(level: Int, by amount: Double) {
        willShiftObjectiveConstant(level: level)
        objective.shiftConstant(at: level, by: amount)
    }

    /// Adds to each objective level's constant its coefficient of the
    /// parametric `symbol` times `amount` (the objective's part of a
    /// constant change, `SolverCore.setConstant`). Inlined: out of line,
    /// the call retains and releases the tableau's arrays on every resize.
    @inline(__always)
    mutating func shiftObjectiveConstants(holding symbol: Symbol, by amount: Double) {
        for level in objective.levels(mayHolding: symbol) {
            let coefficient = objective.coefficient(of: symbol, level: level)
            if coefficient != 0 { shiftObjectiveConstant(level: level, by: coefficient * amount) }
        }
    }

    /// Removes `symbol` from every row and objective (it must be zero and unused).
    mutating func eliminate(_ symbol: Symbol) {
        for id in columns[symbol.index] {
            willModifyRow(Int(id))
            rows[Int(id)]!.remove(symbol)
        }
        columns.clear(symbol.index)
        for level in objective.levels(mayHolding: symbol) where objective.coefficient(of: symbol, level: level) != 0 {
            willModifyObjectiveCell(level, symbol)
            objective.remove(symbol, level: level)
        }
        objective.forget(symbol)
    }

    /// The most pivots one optimisation may make before it stops; a safety net
    /// against cycling on pathological input, far above what any solve needs
    /// (`limits.pivotLimit` lowers it in tests).
    var pivotLimit: Int { limits.pivotLimit ?? 64 * (rows.count + 64) }

    /// How many pivots one optimisation makes by the faster rules (most
    /// infeasible row, steepest cost) before it falls back to Bland's
    /// lowest-id rules, which cannot cycle: more than a solve of an ordinary
    /// layout needs, so the fallback is a guarantee rather than a habit
    /// (`limits.blandPivots` sets it in tests).
    var blandPivots: Int { limits.blandPivots ?? rows.count + 64 }

    // MARK: Primal simplex

    /// What a primal optimisation ended with.
    enum Outcome {
        case optimal
        case unbounded
    }

    /// Minimises the objective (or the artificial objective) by primal simplex,
    /// keeping the tableau feasible.
    ///
    /// Entering: the symbol of steepest cost (`nextEnteringSymbol(steepest:)`),
    /// and after `blandPivots` pivots the lowest-id symbol whose cost is
    /// lexicographically negative (Bland's rule, which cannot cycle); leaving:
    /// the restricted row of least ratio, lowest id on ties.
    ///
    /// When the objective is bounded below (`objectiveIsBoundedBelow`), two
    /// things cannot happen in exact arithmetic, and are rounding when they do
    /// (numbers far apart in size, cancelling): an improving symbol that no row
    /// limits — its cost is cleared (`clearRoundingCost(of:artificial:)`) —
    /// and a restricted row pushed below zero by a pivot — the dual simplex
    /// takes it back to zero (`repairRoundedRows()`), then the primal resumes.
    ///
    /// - Parameter artificial: Whether to minimise the phase-one objective.
    /// - Returns: `.unbounded` if no row limits an improving symbol.
    @discardableResult
    @inline(__always)
    mutating func optimize(artificial useArtificial: Bool = false) -> Outcome {
        if !useArtificial { optimizationPending = false }
        // The primal simplex enters only a listed symbol (`nextEnteringSymbol`
        // returns none for an empty list, whatever the costs) and the repairs
        // look only at the recorded rows: with both lists empty the passes
        // below change nothing, so they are skipped. That is the case after a
        // constant change whose dual simplex made no pivot (a pivot lists the
        // symbols of the objective cells it rewrites), as in most small resizes.
        if !useArtificial && enteringCandidates.isEmpty && infeasibleRows.isEmpty { return .optimal }
        return optimizeListedSymbols(artificial: useArtificial)
    }

    /// The passes of `optimize(artificial:)`, which looks at the lists first.
    @discardableResult
    mutating func optimizeListedSymbols(artificial useArtificial: Bool) -> Outcome {
        guard objectiveIsBoundedBelow && !useArtificial else { return primalSimplex(artificial: useArtificial) }
        defer { infeasibleRows.clear() }
        var outcome = primalSimplex(artificial: false)
        var rounds = 0
        while rounds < limits.repairRounds, nextInfeasibleRow() != nil {
            repairRoundedRows()
            outcome = primalSimplex(artificial: false)
            rounds += 1
        }
        if rounds == limits.repairRounds, nextInfeasibleRow() != nil { limits.hits += 1 }
        return outcome
    }

    private mutating func primalSimplex(artificial useArtificial: Bool) -> Outcome {
        var pivots = 0
        var steps = 0
        let limit = pivotLimit
        let bland = blandPivots
        while pivots < limit && steps < 2 * limit {
            steps += 1
            let entering =
                useArtificial ? artificialEnteringSymbol() : nextEnteringSymbol(steepest: pivots < bland)
            guard entering.isValid else { return .optimal }
            let (leaving, _) = leavingSymbol(for: entering)
            guard leaving.isValid else {
                guard objectiveIsBoundedBelow else { return .unbounded }
                clearRoundingCost(of: entering, artificial: useArtificial)
                continue
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
        }
        // Stopped at the limit: counted if a symbol could still improve the objective.
        if (useArtificial ? artificialEnteringSymbol() : nextEnteringSymbol()).isValid {
            limits.hits += 1
        }
        return .optimal
    }

    /// Takes the restricted rows that rounding left below zero back to zero:
    /// by dual simplex pivots where a row has a symbol that can absorb the
    /// shortfall, and otherwise by setting the constant to zero (it is within
    /// rounding of zero: the primal simplex never makes a row negative).
    private mutating func repairRoundedRows() {
        var snaps = 0
        while snaps < rows.count, let stuck = dualSimplex() {
            willModifyRow(stuck.index)
            rows[stuck.index]!.constant = 0
            snaps += 1
        }
        if snaps == rows.count, nextInfeasibleRow() != nil { limits.hits += 1 }
    }

    /// Zeroes the cost that makes `symbol` look improving: the phase-one cell,
    /// or the cell of the highest objective level where the cost is negative.
    private mutating func clearRoundingCost(of symbol: Symbol, artificial useArtificial: Bool) {
        if useArtificial {
            artificial!.remove(symbol)
            return
        }
        for level in objective.levels(mayHolding: symbol) {
            let cost = objective.coefficient(of: symbol, level: level)
            if cost > Tolerance.epsilon { return }
            if cost < -Tolerance.epsilon {
                willModifyObjectiveCell(level, symbol)
                objective.remove(symbol, level: level)
                enteringCandidates.append(symbol.id)
                return
            }
        }
    }

    private func artificialEnteringSymbol() -> Symbol {
        guard let row = artificial else { return .invalid }
        for cell in row.cells where cell.coefficient < 0 && canEnter(cell.symbol) {
            return cell.symbol
        }
        return .invalid
    }

    /// The restricted row that limits `entering` first, by the minimum ratio
    /// test, and how far `entering` can go (infinite when no row limits it).
    @inline(__always)
    func leavingSymbol(for entering: Symbol) -> (symbol: Symbol, step: Double) {
        var best = Symbol.invalid
        var bestRatio = Double.infinity
        for id in columns[entering.index] where kinds[Int(id)].isRestricted {
            let row = rows[Int(id)]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = max(row.constant, 0) / -coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                best = Symbol(id: id)
            }
        }
        return (best, bestRatio)
    }

    // MARK: Dual simplex

    /// Restores feasibility by dual simplex after constants changed, keeping the
    /// objective optimal.
    ///
    /// - Returns: `nil` on success, or the basic symbol of a restricted row that
    ///   no pivot can make non-negative (the required constraints cannot hold).
    @inline(__always)
    mutating func dualOptimize() -> Symbol? {
        // The dual simplex pivots only on a recorded row: with none it
        // changes nothing (as after most 1-point resizes).
        if infeasibleRows.isEmpty { return nil }
        defer { infeasibleRows.clear() }
        return dualSimplex()
    }

    /// Restores feasibility by dual simplex after a change that cannot make
    /// the system infeasible; a row no pivot can fix is rounding, and its
    /// constant is set to zero (`repairRoundedRows()`).
    @inline(__always)
    mutating func dualOptimizeRepairingRounding() {
        // Nothing recorded, nothing to repair (see `dualOptimize()`).
        if infeasibleRows.isEmpty { return }
        defer { infeasibleRows.clear() }
        repairRoundedRows()
    }

    /// The dual simplex loop over the recorded infeasible rows (`dualOptimize()`).
    ///
    /// Leaving: the steepest infeasible row (`nextInfeasibleRow(steepest:)`),
    /// which takes far fewer pivots than the lowest id; after `blandPivots`
    /// pivots in one call, the lowest id (Bland's rule, with the entering
    /// rule's lowest-id ties), which cannot cycle however degenerate the
    /// tableau is.
    private mutating func dualSimplex() -> Symbol? {
        var pivots = 0
        let limit = pivotLimit
        let bland = blandPivots
        let queued = limits.queuedInfeasibleRows ?? InfeasibleRowQueue.threshold
        while pivots < limit {
            if pivots < bland && infeasibleRows.count > queued {
                if let failing = queuedDualSimplex(pivots: &pivots, until: min(bland, limit)) { return failing }
                continue
            }
            guard let leaving = nextInfeasibleRow(steepest: pivots < bland) else { return nil }
            guard dualPivot(leaving: leaving) else { return leaving }
            pivots += 1
        }
        // Stopped at the limit: counted if a row is still infeasible.
        if nextInfeasibleRow() != nil { limits.hits += 1 }
        return nil
    }

    /// The dual simplex loop by the steepest-edge rule over many infeasible
    /// rows, kept in order in a queue (`InfeasibleRowQueue`) rather than
    /// scanned, until no row is infeasible or `pivots` reaches `end`; the
    /// rows still queued go back to the record when it returns.
    ///
    /// - Returns: The basic symbol of a row no pivot can fix, or nil.
    private mutating func queuedDualSimplex(pivots: inout Int, until end: Int) -> Symbol? {
        var queue = InfeasibleRowQueue()
        defer { queue.drain(into: &infeasibleRows) }
        while pivots < end {
            guard let leaving = nextInfeasibleRow(queue: &queue) else { return nil }
            guard dualPivot(leaving: leaving) else { return leaving }
            pivots += 1
        }
        return nil
    }

    /// Pivots the infeasible row of `leaving` on its dual simplex entering
    /// symbol (`dualEnteringSymbol(for:)`), if it has one.
    @inline(__always)
    private mutating func dualPivot(leaving: Symbol) -> Bool {
        // Read into a local first: passed straight from `rows`, the call
        // made Swift copy the whole tableau, once per pivot. The local
        // ends before the pivot: alive, it shares the row's cells, and
        // solving the row would copy them.
        let entering: Symbol
        do {
            let row = rows[leaving.index]!
            entering = dualEnteringSymbol(for: row)
        }
        guard entering.isValid else { return false }
        pivot(entering: entering, leaving: leaving)
        return true
    }

    /// The steepest infeasible row by `queue`, into which the rows recorded
    /// since the last call move first (`InfeasibleRowQueue`).
    private mutating func nextInfeasibleRow(queue: inout InfeasibleRowQueue) -> Symbol? {
        for id in infeasibleRows {
            if let score = infeasibilityScore(of: id) { queue.heap.push(.init(score: score, id: id)) }
        }
        infeasibleRows.clear()
        while let entry = queue.heap.popFirst() {
            guard let score = infeasibilityScore(of: entry.id) else { continue }
            if score == entry.score { return Symbol(id: entry.id) }
            queue.heap.push(.init(score: score, id: entry.id))
        }
        return nil
    }

    /// The steepest-edge score of the row of `id` (`nextInfeasibleRow(steepest:)`),
    /// or nil when it is not a restricted row below zero; a score that is not
    /// a number counts as the least.
    private func infeasibilityScore(of id: Int32) -> Double? {
        guard let row = rows[Int(id)], row.constant < -Tolerance.epsilon, kinds[Int(id)].isRestricted else {
            return nil
        }
        let score = Self.steepestEdgeScore(of: row)
        return score.isNaN ? -.infinity : score
    }

    /// A row's constant² / (1 + Σ coefficient²): the dual steepest-edge score
    /// with the row's own norm.
    @inline(__always)
    private static func steepestEdgeScore(of row: Row) -> Double {
        var norm = 1.0
        row.forEachCell { norm += $0.coefficient * $0.coefficient }
        return row.constant * row.constant / norm
    }

    /// A restricted row among those recorded with a negative constant that
    /// still has one, and drops the recorded rows that recovered.
    ///
    /// - Parameter steepest: Whether to take the row whose constant is
    ///   largest against the row's size — the greatest constant² / (1 +
    ///   Σ coefficient²), lowest id on ties: the dual steepest-edge rule with
    ///   the row's own norm, which needs no weights kept between pivots —
    ///   rather than the lowest id (Bland's rule).
    private mutating func nextInfeasibleRow(steepest: Bool = false) -> Symbol? {
        var kept = 0
        var chosen = Int32.max
        var chosenScore = 0.0
        for position in infeasibleRows.indices {
            let id = infeasibleRows[position]
            guard let row = rows[Int(id)], row.constant < -Tolerance.epsilon, kinds[Int(id)].isRestricted else {
                continue
            }
            infeasibleRows[kept] = id
            kept += 1
            if steepest {
                let score = Self.steepestEdgeScore(of: row)
                // The first row is taken whatever its score (it may be zero,
                // or not a number, with coefficients far apart in size).
                if chosen == .max || score > chosenScore || (score == chosenScore && id < chosen) {
                    chosen = id
                    chosenScore = score
                }
            } else if id < chosen {
                chosen = id
            }
        }
        infeasibleRows.truncate(to: kept)
        return kept == 0 ? nil : Symbol(id: chosen)
    }
}
