import Testing
@testable import Solver

/// `IdentityTable` against `Dictionary` as the model: the same random inserts,
/// overwrites and removals must leave the same contents, through growth and
/// through long probe clusters (backward-shift deletion is the subtle part).
@Suite struct IdentityTableTests {
    final class Key {}

    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    @Test(arguments: [1, 2, 3])
    func matchesDictionary(seed: UInt64) {
        let keys = (0..<300).map { _ in Key() }
        var table = IdentityTable<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        var random = Generator(state: seed)
        for step in 0..<20_000 {
            let key = ObjectIdentifier(keys[random.next(keys.count)])
            switch random.next(3) {
            case 0, 1:
                table[key] = step
                model[key] = step
            default:
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key))
            }
            if step % 97 == 0 {
                #expect(table.count == model.count)
                for k in keys.map(ObjectIdentifier.init) where table[k] != model[k] {
                    Issue.record("step \(step): table \(String(describing: table[k])), model \(String(describing: model[k]))")
                    return
                }
                #expect(table.values.sorted() == model.values.sorted())
            }
        }
    }

    @Test func valuesKeepInsertionOrderUntilARemoval() {
        let keys = (0..<5).map { _ in Key() }
        var table = IdentityTable<String>()
        for (i, key) in keys.enumerated() { table[ObjectIdentifier(key)] = "v\(i)" }
        #expect(Array(table.values) == ["v0", "v1", "v2", "v3", "v4"])
        // Removing v1 moves the last value (v4) into its place.
        table[ObjectIdentifier(keys[1])] = nil
        #expect(Array(table.values) == ["v0", "v4", "v2", "v3"])
        #expect(table[ObjectIdentifier(keys[4])] == "v4")
        #expect(table[ObjectIdentifier(keys[1])] == nil)
        // Overwriting keeps the position.
        table[ObjectIdentifier(keys[2])] = "w2"
        #expect(Array(table.values) == ["v0", "v4", "w2", "v3"])
    }

    /// Objects allocated in a repeating pattern (a row of views: the same
    /// few objects per view) have addresses in arithmetic progressions. One
    /// Fibonacci multiplication piled such keys into clusters hundreds of
    /// slots long (408 on the row of 10,000 views in a release build; for
    /// 20,000 keys 1,104 bytes apart, 476 — found by simulating every stride
    /// from 16 to 8,192 bytes). With 20,000 keys at most half full, a random
    /// hash's longest displacement is a few dozen; 100 leaves room without
    /// letting a clustering hash through. (The keys are made-up addresses:
    /// the table hashes them and never follows them.)
    @Test(arguments: [1104, 2208, 2576, 3312, 7728, 48, 64])
    func keysInArithmeticProgressionStayNearTheirSlots(stride: UInt) {
        var table = IdentityTable<Int>()
        let base: UInt = 0x55D0_1234_5670
        for i in 0..<20_000 {
            table[unsafeBitCast(base + UInt(i) * stride, to: ObjectIdentifier.self)] = i
        }
        #expect(table.count == 20_000)
        #expect(table.longestDisplacement < 100)
        #expect(table[unsafeBitCast(base + 7 * stride, to: ObjectIdentifier.self)] == 7)
    }

    @Test func emptyTableAnswersNothing() {
        var table = IdentityTable<Int>()
        let key = ObjectIdentifier(Key())
        #expect(table[key] == nil)
        #expect(table.removeValue(forKey: key) == nil)
        #expect(table.count == 0)
        #expect(table.values.isEmpty)
    }
}
