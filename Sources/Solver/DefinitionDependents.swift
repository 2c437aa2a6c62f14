/// The definitions that refer to each tableau symbol and to each definition:
/// what must be recomputed when a value changes (`propagateValues()`).
///
/// One list per symbol and per definition, kept as singly linked lists in one
/// shared array of links: most lists hold one or two definitions (the next
/// link of a chain), and an array per list was two small allocations per
/// view in a row of views — 20,000 blocks for the allocator to hand out and
/// take back. The lists are never pruned: a definition that is materialised
/// or removed stays in the lists it was in, and readers skip it.
struct DefinitionDependents: Sendable {
    fileprivate struct Link: Sendable {
        let dependent: Int32
        let next: Int32
    }

    /// The first link of each symbol's list (-1: empty), indexed by symbol id.
    private var symbolHeads: [Int32] = [-1]
    /// The first link of each definition's list, indexed by definition.
    private var definitionHeads: [Int32] = []
    private var links: [Link] = []

    /// A list for a new symbol, and for a new definition.
    mutating func appendSymbol() { symbolHeads.append(-1) }
    mutating func appendDefinition() { definitionHeads.append(-1) }

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
