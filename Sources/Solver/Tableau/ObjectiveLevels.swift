/// The lexicographic objective: one `ObjectiveRow` per priority level in use,
/// highest priority first, each with its priority and how many constraints
/// use it, and for each symbol the levels that may hold it.
///
/// A symbol's cost is the vector of its coefficients in the levels; the
/// simplex reads it from the highest level down until an entry is non-zero
/// (`Tableau+Objective.swift`), and a pivot substitutes its entering symbol
/// in every level that holds it. With hundreds of levels, most symbols are
/// held by one level, and those walks read every level's block table, each
/// on its own cache line. `spans` lets them read only the levels from a
/// symbol's first to its last that may hold it: every level outside its
/// span holds zero for it. A write of a non-zero coefficient widens the
/// span to its level (two compares per written cell), a cost walk narrows
/// its start to the level it finds, and substituting or eliminating the
/// symbol everywhere empties it.
///
/// The tableau changes the levels only through these operations, and its
/// journal records their old state (`Tableau+Journal.swift`) before each.
struct ObjectiveLevels: Sendable {
    /// The rows, highest priority first.
    private var rows: [ObjectiveRow] = []
    /// The priority of each level, descending.
    private var levelPriorities: [Float] = []
    /// How many constraints use each level.
    private var levelUses: [Int] = []
    /// For each symbol id, the levels that may hold it (`LevelSpan.empty`, or
    /// an id past the end, for a symbol no level holds).
    private var spans: [LevelSpan] = []

    /// No levels.
    init() {}

    /// One level a row, each used once, highest priority first (the linear
    /// programs solved over an optimal face on a copy of the tableau).
    init(minimizing programs: [Row]) {
        for (index, program) in programs.enumerated() {
            rows.append(ObjectiveRow())
            levelPriorities.append(Float(programs.count - index))
            levelUses.append(1)
            add(program, times: 1, level: index)
        }
    }

    /// How many levels there are.
    @inline(__always)
    var count: Int { rows.count }

    /// The priorities of the levels, highest first.
    var priorities: [Float] { levelPriorities }

    /// How many constraints use each level, highest priority first.
    var uses: [Int] { levelUses }

    /// How many constraints use `level`.
    @inline(__always)
    func uses(at level: Int) -> Int { levelUses[level] }

    /// The row of `level`.
    func row(at level: Int) -> ObjectiveRow { rows[level] }

    /// The span of each symbol id (`levels(mayHolding:)` reads one), for
    /// the invariant checks.
    var symbolSpans: [LevelSpan] { spans }

    // MARK: Levels

    /// Where the level of `priority` is, or would be inserted, and whether
    /// it exists.
    func position(of priority: Float) -> (index: Int, exists: Bool) {
        var index = 0
        while index < levelPriorities.count, levelPriorities[index] > priority { index += 1 }
        return (index, index < levelPriorities.count && levelPriorities[index] == priority)
    }

    /// The level of `priority`, which must be in use.
    func level(of priority: Float) -> Int { levelPriorities.firstIndex(of: priority)! }

    /// Inserts an empty level of `priority` at `index` (`position(of:)`),
    /// used once. The spans that reach it move down one level (their starts
    /// only if at or below it).
    mutating func insertLevel(_ priority: Float, at index: Int) {
        if rows.capacity == 0 {
            // Most layouts use a few levels: room for eight at the first
            // spares the three arrays their regrowths at the second, third
            // and fifth.
            levelPriorities.reserveCapacity(8)
            levelUses.reserveCapacity(8)
            rows.reserveCapacity(8)
        }
        levelPriorities.insert(priority, at: index)
        levelUses.insert(1, at: index)
        rows.insert(ObjectiveRow(), at: index)
        // A level added last is below every span.
        guard index < rows.count - 1 else { return }
        spans.insertLevel(at: index)
    }

    /// Removes the level at `index`, returning the symbols it held.
    mutating func removeLevel(at index: Int) -> [Symbol] {
        let held = rows[index].symbols
        levelPriorities.remove(at: index)
        levelUses.remove(at: index)
        rows.remove(at: index)
        spans.removeLevel(at: index)
        return held
    }

    /// Sets the use count of `level` (a count recorded by the journal, or a
    /// change of one).
    @inline(__always)
    mutating func setUses(_ uses: Int, at level: Int) { levelUses[level] = uses }

    // MARK: Costs

    /// The levels that may hold `symbol`, highest first: every level outside
    /// them holds zero for it.
    @inline(__always)
    func levels(mayHolding symbol: Symbol) -> Range<Int> {
        let index = symbol.index
        guard index < spans.count else { return 0..<0 }
        let span = spans[index]
        return span.first <= span.last ? Int(span.first)..<Int(span.last) + 1 : 0..<0
    }

    /// Records that no level holds `symbol` any more (substituted or
    /// eliminated at each of `levels(mayHolding:)`).
    @inline(__always)
    mutating func forget(_ symbol: Symbol) {
        if symbol.index < spans.count { spans[symbol.index] = .empty }
    }

    @inline(__always)
    func coefficient(of symbol: Symbol, level: Int) -> Double { rows[level].coefficient(for: symbol) }

    @inline(__always)
    func constant(at level: Int) -> Double { rows[level].constant }

    /// Whether any level holds `symbol`.
    func holds(_ symbol: Symbol) -> Bool {
        levels(mayHolding: symbol).contains { rows[$0].contains(symbol) }
    }

    /// The level and value of the first entry of a symbol's cost vector
    /// that makes it negative (below `-Tolerance.epsilon`), or nil when the
    /// cost is not negative (`Tableau.costSign(of:)`). The walk starts at the
    /// symbol's first level; past a zero there, it records the first
    /// non-zero level it finds as the new start of the span (an empty span
    /// when it finds none), so the next walk starts there.
    @inline(__always)
    mutating func negativeCost(of symbol: Symbol) -> (level: Int, cost: Double)? {
        let index = symbol.index
        guard index < spans.count else { return nil }
        let span = spans[index]
        guard span.first <= span.last else { return nil }
        let first = Int(span.first)
        let value = rows.withUnsafeBufferPointer { $0[first].coefficient(for: symbol) }
        if value < -Tolerance.epsilon { return (first, value) }
        if value > 0 { return nil }
        return negativeCost(of: symbol, below: first, firstIsZero: value == 0)
    }

    /// `negativeCost(of:)` past the symbol's first level, whose entry was
    /// zero (`firstIsZero`) or too small to count.
    @inline(never)
    private mutating func negativeCost(of symbol: Symbol, below first: Int, firstIsZero: Bool) -> (
        level: Int, cost: Double
    )? {
        // One borrow of the levels for the walk: no bounds check a level.
        let (nonZero, negative): (Int, (level: Int, cost: Double)?) = rows.withUnsafeBufferPointer { levels in
            var nonZero = firstIsZero ? -1 : first
            for level in (first + 1)..<Swift.min(Int(spans[symbol.index].last) + 1, levels.count) {
                let value = levels[level].coefficient(for: symbol)
                if value == 0 { continue }
                if nonZero < 0 { nonZero = level }
                if value < -Tolerance.epsilon { return (nonZero, (level, value)) }
                if value > 0 { break }
            }
            return (nonZero, nil)
        }
        if nonZero < 0 {
            spans[symbol.index] = .empty
        } else if nonZero != first {
            spans[symbol.index].first = Int32(nonZero)
        }
        return negative
    }

    // MARK: Changes

    /// Widens the span of `symbol` to `level`.
    @inline(__always)
    private mutating func noteHeld(_ symbol: Symbol, at level: Int) {
        let index = symbol.index
        if index >= spans.count { growSpans(toHold: index) }
        spans[index].widen(to: Int32(level))
    }

    /// Extends the spans past `index`, the new ones empty. Symbols are made
    /// a few at a time in ascending ids: the spans at least double, so they
    /// are extended a logarithmic number of times.
    @inline(never)
    private mutating func growSpans(toHold index: Int) {
        let count = Swift.max(index + 1, 2 * spans.count, 256)
        spans.append(contentsOf: repeatElement(.empty, count: count - spans.count))
    }

    /// Adds `coefficient · symbol` at `level` (zero when it cancels).
    @inline(__always)
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, level: Int) {
        rows[level].insert(symbol, coefficient)
        noteHeld(symbol, at: level)
    }

    /// Sets a coefficient as it is (a journal's restore).
    mutating func set(_ symbol: Symbol, _ value: Double, level: Int) {
        rows[level].set(symbol, value)
        if value != 0 { noteHeld(symbol, at: level) }
    }

    /// Sets a coefficient as it is without widening its span (a journal's
    /// restore on a copy without spans, `withoutSpans()`).
    mutating func setLeavingSpans(_ symbol: Symbol, _ value: Double, level: Int) { rows[level].set(symbol, value) }

    @inline(__always)
    mutating func remove(_ symbol: Symbol, level: Int) { rows[level].remove(symbol) }

    /// Adds `row · factor` at `level`, constant included, widening the span
    /// of each of its symbols in the same walk.
    @inline(__always)
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        if let last = row.cells.last, last.symbol.index >= spans.count { growSpans(toHold: last.symbol.index) }
        let held = Int32(level)
        // The spans are moved out meanwhile (the walk's closure captures the
        // rows), and back.
        var widened: [LevelSpan] = []
        swap(&widened, &spans)
        widened.withUnsafeMutableBufferPointer { spans in
            rows[level].add(row, times: factor) { spans[$0].widen(to: held) }
        }
        swap(&widened, &spans)
    }

    /// Replaces `symbol` by `row` in each of `levels`, which cover the
    /// span of `symbol` (`levels(mayHolding:)`), widening the span of each
    /// symbol of `row` in the same walks and emptying that of `symbol`;
    /// whether any level held it.
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, with row: Row, in levels: Range<Int>) -> Bool {
        if let last = row.cells.last, last.symbol.index >= spans.count { growSpans(toHold: last.symbol.index) }
        // The spans are moved out meanwhile (the walks' closures capture the
        // rows), and back: one check of their uniqueness for every level.
        var widened: [LevelSpan] = []
        swap(&widened, &spans)
        let held = widened.withUnsafeMutableBufferPointer { spans in
            var held = false
            // One borrow of the levels for the walk: no uniqueness check a level.
            rows.withUnsafeMutableBufferPointer { rows in
                for level in levels {
                    let span = Int32(level)
                    if rows[level].substitute(symbol, with: row, noting: { spans[$0].widen(to: span) }) { held = true }
                }
            }
            spans[symbol.index] = .empty
            return held
        }
        swap(&widened, &spans)
        return held
    }

    /// Adds `amount` to the constant of `level`.
    @inline(__always)
    mutating func shiftConstant(at level: Int, by amount: Double) { rows[level].constant += amount }

    /// Sets the constant of `level` (a journal's restore).
    mutating func setConstant(_ constant: Double, at level: Int) { rows[level].constant = constant }

    // MARK: Symbols

    /// A copy without the spans (`rebuildSpans()` makes them again), for a
    /// transaction's snapshot: sharing them would make the next write copy
    /// them whole.
    func withoutSpans() -> ObjectiveLevels {
        var copy = self
        copy.spans = []
        return copy
    }

    /// Makes the spans anew from the levels: each symbol's from the first to
    /// the last level that holds it.
    mutating func rebuildSpans() {
        spans = []
        for level in rows.indices {
            for symbol in rows[level].symbols { noteHeld(symbol, at: level) }
        }
    }

    /// Forgets symbols from `count` on (they read as zero). Their spans
    /// stay: every level holds zero for them, so any span covers the levels
    /// that hold them.
    mutating func truncate(to count: Int) {
        for level in rows.indices { rows[level].truncate(to: count) }
    }

    /// Renumbers the symbols by `newIDs` (-1: dropped, which must be zero
    /// at every level), keeping `count` of them.
    mutating func renumber(_ newIDs: [Int32], count: Int) {
        for level in rows.indices { rows[level].renumber(newIDs, count: count) }
        spans = spans.renumbered(newIDs, count: count)
    }

    /// Whether every level is finite.
    var isFinite: Bool { rows.allSatisfy(\.isFinite) }
}
