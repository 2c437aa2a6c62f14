import TestSupport
import Testing

@testable import TrellisSolver

/// The lists of definitions that refer to each symbol and definition: dead
/// links (of materialised definitions) are dropped by walks and compaction,
/// and the live ones keep their order.
@Suite struct DefinitionDependentsTests {

    /// Random definitions over 20 symbols, each referring to a few symbols
    /// and earlier definitions; random ones die. After every step each list
    /// walked gives exactly the live definitions that refer to it, most
    /// recent first, and the links stored stay within a bound of the live ones.
    @Test(arguments: [1, 2, 3])
    func walksGiveTheLiveDependentsInOrder(seed: UInt64) {
        var lists = DefinitionDependents()
        let symbols = 20
        for _ in 1..<symbols { lists.appendSymbol() }  // symbol 0 exists already
        var live: [Bool] = []
        // What each definition refers to, as (is a definition, index).
        var references: [[(Bool, Int32)]] = []
        var random = RepeatableRandomNumberGenerator(seed: seed)
        for step in 0..<600 {
            let liveDefinitions = live.indices.filter { live[$0] }
            if random.next(below: 3) == 0 && !liveDefinitions.isEmpty {
                let victim = liveDefinitions[random.next(below: liveDefinitions.count)]
                live[victim] = false
                lists.abandon(linkCount: references[victim].count)
                lists.compactIfWorthwhile { live[Int($0)] }
            } else {
                let index = Int32(live.count)
                var refs: [(Bool, Int32)] = []
                for _ in 0..<(1 + random.next(below: 3)) {
                    if !liveDefinitions.isEmpty && random.next(below: 2) == 0 {
                        refs.append((true, Int32(liveDefinitions[random.next(below: liveDefinitions.count)])))
                    } else {
                        refs.append((false, Int32(random.next(below: symbols))))
                    }
                }
                lists.appendDefinition()
                for (isDefinition, target) in refs {
                    if isDefinition {
                        lists.add(index, toDefinition: target)
                    } else {
                        lists.add(index, toSymbol: target)
                    }
                }
                live.append(true)
                references.append(refs)
            }
            // Walk one symbol's list and one definition's, then check all lists.
            var walked: [Int32] = []
            lists.forEachLive(ofSymbol: Int32(random.next(below: symbols)), isLive: { live[Int($0)] }) {
                walked.append($0)
            }
            if !live.isEmpty {
                lists.forEachLive(ofDefinition: Int32(random.next(below: live.count)), isLive: { live[Int($0)] }) {
                    walked.append($0)
                }
            }
            for symbol in 0..<symbols {
                let expected = expectedDependents(of: (false, Int32(symbol)), references, live)
                var got: [Int32] = []
                lists.forEachLive(ofSymbol: Int32(symbol), isLive: { live[Int($0)] }) { got.append($0) }
                #expect(got == expected)
            }
            for definition in live.indices where live[definition] && (step % 25 == 0 || step == 599) {
                let expected = expectedDependents(of: (true, Int32(definition)), references, live)
                #expect(Array(lists.ofDefinition(Int32(definition)).filter { live[Int($0)] }) == expected)
            }
        }
        // Live links: one per reference of a live definition. Dead ones are
        // compacted away once they are more than half (and more than 64).
        let liveLinks = references.indices.filter { live[$0] }.reduce(0) { $0 + references[$1].count }
        #expect(lists.linkCount <= Swift.max(2 * liveLinks, liveLinks + 64) + 3)
    }

    /// The live definitions referring to `target`, most recent first, each
    /// once per reference.
    func expectedDependents(of target: (Bool, Int32), _ references: [[(Bool, Int32)]], _ live: [Bool]) -> [Int32] {
        var result: [Int32] = []
        for index in references.indices.reversed() where live[index] {
            for reference in references[index].reversed() where reference == target { result.append(Int32(index)) }
        }
        return result
    }

    @Test func aDefinitionReplacedOverAndOverDoesNotPileUp() throws {
        // A view pinned to an edited edge, replaced 1,000 times, with the
        // solver's own compaction off, so only pruning keeps the lists short:
        // each replacement materialises the old definition, and its link in
        // left's list must go, or every change of left walks them all.
        let (solver, left) = try SymbolCompactionTests.replaceAPinnedView(1_000, compacting: false)
        // One live definition with one link; the dead ones compacted away
        // past 64, walks dropping them from left's list before that.
        #expect(solver.core.definitions.dependentLinkCount <= 130)
        var walked = 0
        var definitions = solver.core.definitions
        definitions.forEachLiveDependent(ofSymbol: solver.core.symbol(of: left)!.id) { _ in walked += 1 }
        #expect(walked == 1)
    }
}
