/// Every definition the solver keeps (`SolverCore+Definitions.swift`): the
/// definitions by index, their values, their terms end to end, the
/// definitions that refer to each symbol and each definition, and those
/// waiting to be recomputed — the state behind the `definition` placement,
/// changed only through its operations.
///
/// A definition's index never changes until the slots are compacted
/// (`compactIfWorthwhile()`, which returns the new indices for the roles
/// and records that hold them); a materialised or dropped definition leaves
/// a nil slot, its terms and its links until then.
struct DefinitionStore {
    /// Definitions, by index in the order made; nil once materialised or dropped.
    private(set) var slots: [Definition?] = []
    /// The value of each defined variable, kept current by `propagate`.
    private(set) var values: [Double] = []
    /// The terms of every definition, end to end (`Definition.termRange`).
    private var terms: [Definition.Term] = []
    /// Terms of materialised definitions, dropped once they are more than half.
    private var abandonedTerms = 0
    /// Nil slots, dropped once they are more than half (and more than 64).
    private var abandonedSlots = 0
    /// The definitions that refer to each tableau symbol, and to each definition.
    private var dependents = DefinitionDependents()
    /// Definitions whose own constant changed, or whose value was deferred,
    /// since the last propagation.
    private(set) var outdated: [Int32] = []

    /// How many links from symbols and definitions to their dependents are
    /// kept, live or not (the tests bound it to show that links are dropped).
    var dependentLinkCount: Int { dependents.linkCount }

    /// How many slots there are, live or not.
    var count: Int { slots.count }

    /// The definition at `index`, nil once materialised.
    subscript(index: Int) -> Definition? {
        @inline(__always) get { slots[index] }
    }

    /// Whether some definition waits to be recomputed.
    var hasOutdated: Bool { !outdated.isEmpty }

    /// Whether the definitions waiting outnumber the definitions, so that
    /// propagating now bounds what waits.
    var hasManyOutdated: Bool { outdated.count > slots.count }

    /// The value of definition `index` as of the last propagation.
    @inline(__always)
    func value(at index: Int) -> Double { values[index] }

    /// The terms of a definition.
    func terms(of definition: Definition) -> ArraySlice<Definition.Term> { terms[definition.termRange] }

    /// The term at `position` of the terms end to end (`Definition.termRange`).
    @inline(__always)
    func term(at position: Int) -> Definition.Term { terms[position] }

    // MARK: Adding

    /// Where the next definition's terms start.
    var nextTermStart: Int { terms.count }

    /// Appends a term of the definition about to be added (the caller
    /// checks that the terms' positions fit 32 bits).
    mutating func appendTerm(_ term: Definition.Term) { terms.append(term) }

    /// Adds a definition whose terms were just appended, at the next index,
    /// linked into the lists of what it refers to; with its value, or with
    /// its value left to the next propagation (nil).
    mutating func append(_ definition: Definition, value: Double?) {
        let index = Int32(slots.count)
        slots.append(definition)
        dependents.appendDefinition()
        for term in terms[definition.termRange] {
            switch term.reference {
            case .symbol(let id): dependents.add(index, toSymbol: id)
            case .definition(let dependency): dependents.add(index, toDefinition: dependency)
            }
        }
        if let value {
            values.append(value)
        } else {
            // Computed at the next propagation, after the earlier definitions it refers to.
            values.append(0)
            outdated.append(index)
        }
    }

    // MARK: Changing

    /// Gives definition `index` the constant its constraint's `constant` gives it.
    mutating func setConstant(solving constant: Double, at index: Int) {
        slots[index]!.constant = -constant / slots[index]!.pivot
    }

    /// Has definition `index` recomputed at the next propagation.
    mutating func markOutdated(_ index: Int32) { outdated.append(index) }

    /// Marks every live definition outdated: after a rollback of the tableau,
    /// whose restored rows the touched-value log does not name.
    mutating func markEveryDefinitionOutdated() {
        for index in slots.indices where slots[index] != nil { outdated.append(Int32(index)) }
    }

    // MARK: Removing

    /// Takes definition `index` out (materialised or dropped), leaving a nil
    /// slot; its terms and links are dead. `compactAfterRemoval()` follows,
    /// once whatever refers to it refers to something else.
    mutating func take(_ index: Int) -> Definition {
        let definition = slots[index]!
        slots[index] = nil
        abandonedSlots += 1
        abandonedTerms += Int(definition.termCount)
        dependents.abandon(linkCount: Int(definition.termCount))
        return definition
    }

    /// Hands the dependents of definition `index` (taken out) to the symbol
    /// `id` that replaces it: their terms refer to the symbol now, and they
    /// are recomputed at the next propagation (the tableau records the new
    /// symbol's old value as zero, not the definition's value, so a later
    /// change back to zero would look like no change).
    mutating func replace(definition index: Int, bySymbol id: Int32) {
        dependents.move(definition: Int32(index), toSymbol: id)
        let slots = self.slots
        dependents.forEachLive(ofSymbol: id, isLive: { slots[Int($0)] != nil }) { dependent in
            outdated.append(dependent)
            for position in slots[Int(dependent)]!.termRange
            where terms[position].reference == .definition(Int32(index)) {
                terms[position].reference = .symbol(id)
            }
        }
    }

    /// Whether a live definition refers to definition `index` (dropping the
    /// materialised ones from its list on the way).
    mutating func hasLiveDependents(ofDefinition index: Int) -> Bool {
        var referenced = false
        let slots = self.slots
        dependents.forEachLive(ofDefinition: Int32(index), isLive: { slots[Int($0)] != nil }) { _ in
            referenced = true
        }
        return referenced
    }

    /// Calls `body` with each live definition that refers to the symbol `id`
    /// (most recent first), dropping the materialised ones from its list.
    mutating func forEachLiveDependent(ofSymbol id: Int32, _ body: (Int32) -> Void) {
        let slots = self.slots
        dependents.forEachLive(ofSymbol: id, isLive: { slots[Int($0)] != nil }, body)
    }

    /// Calls `body` with each live definition that refers to the symbol
    /// `id` (most recent first), pruning nothing.
    func forEachDependent(ofSymbol id: Int32, _ body: (Int32) -> Void) {
        for dependent in dependents.ofSymbol(id) where slots[Int(dependent)] != nil { body(dependent) }
    }

    /// Calls `body` with each live definition that refers to definition
    /// `index` (most recent first), pruning nothing.
    func forEachDependent(ofDefinition index: Int32, _ body: (Int32) -> Void) {
        for dependent in dependents.ofDefinition(index) where slots[Int(dependent)] != nil { body(dependent) }
    }

    /// Whether no live definition refers to the symbol `id`.
    func hasNoLiveDependents(ofSymbol id: Int32) -> Bool {
        dependents.ofSymbol(id).allSatisfy { slots[Int($0)] == nil }
    }

    /// Drops dead links and terms, each once they are more than half.
    mutating func compactAfterRemoval() {
        let slots = self.slots
        dependents.compactIfWorthwhile(isLive: { slots[Int($0)] != nil })
        guard abandonedTerms > 64 && 2 * abandonedTerms > terms.count else { return }
        var compacted: [Definition.Term] = []
        compacted.reserveCapacity(terms.count - abandonedTerms)
        for index in self.slots.indices {
            guard let range = self.slots[index]?.termRange else { continue }
            self.slots[index]!.termStart = Int32(compacted.count)
            compacted.append(contentsOf: terms[range])
        }
        terms = compacted
        abandonedTerms = 0
    }

    /// Whether the nil slots are enough to drop (`compact()`).
    var isWorthCompacting: Bool { abandonedSlots > 64 && 2 * abandonedSlots > slots.count }

    /// Drops the nil slots, renumbering the live definitions in order, with
    /// their values, links and the terms that refer to them; the new index
    /// of each old one (-1: dropped). Values must be current.
    mutating func compact() -> [Int32] {
        var newIndices = [Int32](repeating: -1, count: slots.count)
        var kept: [Definition?] = []
        var keptValues: [Double] = []
        kept.reserveCapacity(slots.count - abandonedSlots)
        keptValues.reserveCapacity(slots.count - abandonedSlots)
        for index in slots.indices where slots[index] != nil {
            newIndices[index] = Int32(kept.count)
            kept.append(slots[index])
            keptValues.append(values[index])
        }
        slots = kept
        values = keptValues
        abandonedSlots = 0
        dependents.renumberDefinitions(newIndices, count: kept.count)
        for position in terms.indices {
            if case .definition(let index) = terms[position].reference {
                terms[position].reference = .definition(Swift.max(0, newIndices[Int(index)]))
            }
        }
        return newIndices
    }

    // MARK: Symbols

    /// Makes room for the lists of `count` symbols.
    mutating func reserveCapacity(symbols count: Int) { dependents.reserveCapacity(symbols: count) }

    /// An empty list for a new symbol.
    mutating func appendSymbol() { dependents.appendSymbol() }

    /// Forgets the lists of symbols from `count` on (after a rollback).
    mutating func truncateSymbols(to count: Int) { dependents.truncateSymbols(to: count) }

    /// Renumbers the symbols: `newIDs[id]`, or dropped at -1, `count` kept.
    /// Materialised definitions' terms too, until the terms are next
    /// compacted: those of a forgotten variable are never read again.
    mutating func renumberSymbols(_ newIDs: [Int32], count: Int) {
        dependents.renumberSymbols(newIDs, count: count)
        for index in slots.indices where slots[index] != nil {
            let marker = slots[index]!.marker
            if marker.isValid { slots[index]!.marker = Symbol(id: newIDs[marker.index]) }
        }
        for position in terms.indices {
            if case .symbol(let id) = terms[position].reference {
                terms[position].reference = .symbol(Swift.max(0, newIDs[Int(id)]))
            }
        }
    }

    // MARK: Values

    /// The value of a definition from the current values of what it refers to.
    @inline(__always)
    func computedValue(of definition: Definition, tableau: Tableau) -> Double {
        var total = definition.constant
        for position in definition.termRange {
            let term = terms[position]
            switch term.reference {
            case .symbol(let id): total += term.coefficient * tableau.value(of: Symbol(id: id))
            case .definition(let index): total += term.coefficient * values[Int(index)]
            }
        }
        return total
    }

    /// Recomputes the definitions that refer to the symbols whose values
    /// changed (`touched`: each with its old value), and the outdated ones,
    /// and those whose values change with them, in the order made, each once.
    /// Inlined into `SolverCore.propagateValues()`: as a call, passing the
    /// tableau retained and released its arrays on every resize.
    ///
    /// `changed` is called with each definition whose value changed.
    @inline(__always)
    mutating func propagate(
        touched: [(Int32, Double)], tableau: Tableau, queue: inout DefinitionQueue, changed: (Int32) -> Void = { _ in }
    ) {
        // Walking a list drops the materialised definitions it passes.
        let slots = self.slots
        let isLive = { (index: Int32) in slots[Int(index)] != nil }
        for (id, old) in touched {
            if tableau.value(of: Symbol(id: id)) != old {
                dependents.forEachLive(ofSymbol: id, isLive: isLive) { queue.push($0) }
            }
        }
        for index in outdated { queue.push(index) }
        outdated.clear()
        while let index = queue.pop() {
            guard let definition = slots[Int(index)] else { continue }
            let value = computedValue(of: definition, tableau: tableau)
            if value != values[Int(index)] || value.isNaN {
                values[Int(index)] = value
                changed(index)
                dependents.forEachLive(ofDefinition: index, isLive: isLive) { queue.push($0) }
            }
        }
    }

    // MARK: Invariants

    /// Every broken invariant of the definitions on their own, as text: one
    /// value per slot; the abandoned count matching the nil slots; a term
    /// refers only to an earlier, live definition, in whose list (or in its
    /// symbol's) the definition is; terms within the storage; outdated
    /// indices in range. (What needs the tableau, the roles or the records
    /// is `SolverCore`'s: `invariantViolations()`, `placementViolations()`.)
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if values.count != slots.count {
            violations.append("\(values.count) definition values for \(slots.count) definitions")
        }
        let nilSlots = slots.reduce(0) { $1 == nil ? $0 + 1 : $0 }
        if abandonedSlots != nilSlots {
            violations.append("\(abandonedSlots) definitions counted abandoned, \(nilSlots) are")
        }
        for index in outdated where index < 0 || Int(index) >= slots.count {
            violations.append("outdated definition \(index) does not exist")
        }
        for (index, definition) in slots.enumerated() {
            guard let definition else { continue }
            guard definition.termStart >= 0, definition.termRange.upperBound <= terms.count else {
                violations.append("definition \(index)'s terms are outside the storage")
                continue
            }
            for term in terms[definition.termRange] {
                switch term.reference {
                case .definition(let dependency):
                    if dependency >= index {
                        violations.append("definition \(index) refers to a later definition")
                    } else if slots[Int(dependency)] == nil {
                        violations.append("definition \(index) refers to materialised definition \(dependency)")
                    } else if !dependents.ofDefinition(dependency).contains(Int32(index)) {
                        violations.append("definition \(index) is not a dependent of definition \(dependency)")
                    }
                case .symbol(let id):
                    if !dependents.ofSymbol(id).contains(Int32(index)) {
                        violations.append("definition \(index) is not a dependent of symbol \(id)")
                    }
                }
            }
        }
        return violations
    }
}
