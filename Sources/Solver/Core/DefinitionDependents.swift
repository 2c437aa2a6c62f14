/// The definitions that refer to each tableau symbol and to each definition:
/// what must be recomputed when a value changes (`propagateValues()`).
///
/// One list per symbol and per definition, kept as singly linked lists in one
/// shared array of links: most lists hold one or two definitions (the next
/// link of a chain), and an array per list was two small allocations per
/// view in a row of views — 20,000 blocks for the allocator to hand out and
/// take back.
///
/// A definition that is materialised stays in the lists it was in until a
/// walk passes it (`forEachLive`, which unlinks it) or the links are
/// compacted (`compactIfWorthwhile`, once more than half of them are of
/// materialised definitions). Without that, a layout that keeps replacing
/// a view pinned to an edited edge would walk every definition it ever had
/// on each change of the edge (figures in Docs/Performance.md, "How it is
/// fast"). (Definition indices are never reused, so a link to a
/// materialised definition can never come to mean another.)
struct DefinitionDependents: Sendable {
    fileprivate struct Link: Sendable {
        let dependent: Int32
        var next: Int32
    }

    /// The first link of each symbol's list (-1: empty), indexed by symbol id.
    private var symbolHeads: [Int32] = [-1]
    /// The first link of each definition's list, indexed by definition.
    private var definitionHeads: [Int32] = []
    private var links: [Link] = []
    /// Links of materialised definitions, still in their lists or unlinked
    /// but not yet compacted away.
    private var abandonedLinks = 0

    /// How many links are stored, live or not (for tests).
    var linkCount: Int { links.count }

    /// A list for a new symbol, and for a new definition.
    mutating func reserveCapacity(symbols count: Int) { symbolHeads.reserveCapacity(count) }
    mutating func appendSymbol() { symbolHeads.append(-1) }
    mutating func appendDefinition() { definitionHeads.append(-1) }

    /// Keeps the lists of the symbols `newIDs` keeps (-1: dropped), in their
    /// new places.
    mutating func renumberSymbols(_ newIDs: [Int32], count: Int) {
        var heads = [Int32](repeating: -1, count: count)
        for id in symbolHeads.indices where newIDs[id] >= 0 { heads[Int(newIDs[id])] = symbolHeads[id] }
        symbolHeads = heads
    }

    /// Renumbers the definitions: definition `index` becomes `newIndices[index]`,
    /// or is dropped at -1 (with its links, wherever they are); `count` are
    /// kept. Every list keeps its order.
    mutating func renumberDefinitions(_ newIndices: [Int32], count: Int) {
        var heads = [Int32](repeating: -1, count: count)
        for index in definitionHeads.indices where newIndices[index] >= 0 {
            heads[Int(newIndices[index])] = definitionHeads[index]
        }
        definitionHeads = heads
        rebuildLinks(keeping: { newIndices[Int($0)] >= 0 }, renumbering: { newIndices[Int($0)] })
    }

    /// Forgets the lists of symbols from `count` on (after a rollback).
    mutating func truncateSymbols(to count: Int) { symbolHeads.truncate(to: count) }

    /// Records that definition `dependent` refers to the symbol `id`.
    mutating func add(_ dependent: Int32, toSymbol id: Int32) {
        symbolHeads[Int(id)] = link(dependent, before: symbolHeads[Int(id)])
    }

    /// Records that definition `dependent` refers to definition `index`.
    mutating func add(_ dependent: Int32, toDefinition index: Int32) {
        definitionHeads[Int(index)] = link(dependent, before: definitionHeads[Int(index)])
    }

    private mutating func link(_ dependent: Int32, before head: Int32) -> Int32 {
        precondition(links.count < Int(Int32.max), "too many definitions")
        links.append(Link(dependent: dependent, next: head))
        return Int32(links.count - 1)
    }

    /// Hands the list of definition `index` to the symbol `id` that replaces it.
    mutating func move(definition index: Int32, toSymbol id: Int32) {
        symbolHeads[Int(id)] = definitionHeads[Int(index)]
        definitionHeads[Int(index)] = -1
    }

    /// Records that a definition referring to `count` symbols and
    /// definitions was materialised: its links are dead.
    mutating func abandon(linkCount count: Int) { abandonedLinks += count }

    /// Calls `body` with each definition that refers to the symbol `id` and
    /// `isLive` says is not materialised (most recent first), unlinking the
    /// others from the list as it passes them.
    @inline(__always)
    mutating func forEachLive(ofSymbol id: Int32, isLive: (Int32) -> Bool, _ body: (Int32) -> Void) {
        guard Int(id) < symbolHeads.count else { return }
        var head = symbolHeads[Int(id)]
        walkPruning(&head, isLive: isLive, body)
        symbolHeads[Int(id)] = head
    }

    /// `forEachLive(ofSymbol:isLive:_:)` for the list of definition `index`.
    @inline(__always)
    mutating func forEachLive(ofDefinition index: Int32, isLive: (Int32) -> Bool, _ body: (Int32) -> Void) {
        var head = definitionHeads[Int(index)]
        walkPruning(&head, isLive: isLive, body)
        definitionHeads[Int(index)] = head
    }

    @inline(__always)
    private mutating func walkPruning(_ head: inout Int32, isLive: (Int32) -> Bool, _ body: (Int32) -> Void) {
        var previous: Int32 = -1
        var cursor = head
        while cursor >= 0 {
            let link = links[Int(cursor)]
            if isLive(link.dependent) {
                body(link.dependent)
                previous = cursor
            } else if previous < 0 {
                head = link.next
            } else {
                links[Int(previous)].next = link.next
            }
            cursor = link.next
        }
    }

    /// Rebuilds the links without those of materialised definitions once
    /// they are more than half of them; every list keeps its order.
    mutating func compactIfWorthwhile(isLive: (Int32) -> Bool) {
        guard abandonedLinks > 64 && 2 * abandonedLinks > links.count else { return }
        rebuildLinks(keeping: isLive, renumbering: { $0 })
    }

    /// Rebuilds every list from the links of the definitions `keeping`
    /// keeps, each renumbered, in the same order.
    private mutating func rebuildLinks(keeping isKept: (Int32) -> Bool, renumbering newIndex: (Int32) -> Int32) {
        let old = links
        var rebuilt: [Link] = []
        rebuilt.reserveCapacity(Swift.max(0, old.count - abandonedLinks))
        func copy(_ head: Int32) -> Int32 {
            let start = rebuilt.count
            var cursor = head
            while cursor >= 0 {
                let link = old[Int(cursor)]
                if isKept(link.dependent) {
                    rebuilt.append(Link(dependent: newIndex(link.dependent), next: Int32(rebuilt.count + 1)))
                }
                cursor = link.next
            }
            guard rebuilt.count > start else { return -1 }
            rebuilt[rebuilt.count - 1].next = -1
            return Int32(start)
        }
        for id in symbolHeads.indices { symbolHeads[id] = copy(symbolHeads[id]) }
        for index in definitionHeads.indices { definitionHeads[index] = copy(definitionHeads[index]) }
        links = rebuilt
        abandonedLinks = 0
    }

    /// The definitions that refer to the symbol `id` (most recent first);
    /// none for a symbol a rollback dropped (the tableau may still report
    /// it as touched).
    func ofSymbol(_ id: Int32) -> List {
        List(links: links, cursor: Int(id) < symbolHeads.count ? symbolHeads[Int(id)] : -1)
    }

    /// The definitions that refer to definition `index` (most recent first).
    func ofDefinition(_ index: Int32) -> List {
        List(links: links, cursor: definitionHeads[Int(index)])
    }

    /// One list, walked from its head.
    struct List: Sequence, IteratorProtocol {
        fileprivate let links: [Link]
        fileprivate var cursor: Int32

        mutating func next() -> Int32? {
            guard cursor >= 0 else { return nil }
            let link = links[Int(cursor)]
            cursor = link.next
            return link.dependent
        }
    }
}
