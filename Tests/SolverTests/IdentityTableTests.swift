import TestSupport
import Testing

@testable import TrellisSolver

/// `IdentityTable` against `Dictionary` as the model: the same random inserts,
/// overwrites and removals must leave the same contents, through growth and
/// through long probe clusters (backward-shift deletion is the subtle part).
@Suite struct IdentityTableTests {
    final class Key {}

    @Test(arguments: [1, 2, 3])
    func matchesDictionary(seed: UInt64) {
        let keys = (0..<300).map { _ in Key() }
        var table = IdentityTable<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        var random = RepeatableRandomNumberGenerator(seed: seed)
        for step in 0..<20_000 {
            let key = ObjectIdentifier(keys[random.next(below: keys.count)])
            switch random.next(below: 3) {
            case 0, 1:
                table[key] = step
                model[key] = step
            default:
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key))
            }
            if step % 97 == 0 {
                #expect(table.count == model.count)
                for k in keys.map(ObjectIdentifier.init) where table[k] != model[k] {
                    Issue.record(
                        "step \(step): table \(String(describing: table[k])), model \(String(describing: model[k]))")
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

    /// Keys in an arithmetic progression, as a layout's objects are when made
    /// one after another. (The keys are made-up addresses: the table never
    /// follows them.)
    static func progression(_ count: Int, stride: UInt) -> [ObjectIdentifier] {
        let base: UInt = 0x55D0_1234_5670
        return (0..<count).map { unsafeBitCast(base + UInt($0) * stride, to: ObjectIdentifier.self) }
    }

    /// Objects allocated in a repeating pattern (a row of views: the same
    /// few objects per view) have addresses in arithmetic progressions. While
    /// tags are addresses, such keys sit in slots in the same order, at most
    /// a few apart (none displaced for the strides here, which no table size
    /// divides more than four times); strides that a power of two divides many
    /// times (4,096 bytes and up) would pile onto few slots, and the table
    /// mixes instead. Mixed, one Fibonacci multiplication once piled such keys
    /// into clusters hundreds of slots long (408 on the row of 10,000 views;
    /// 476 for 20,000 keys 1,104 bytes apart); with 20,000 keys at most half
    /// full, a random hash's longest displacement is a few dozen, and 100
    /// leaves room without letting a clustering hash through.
    @Test(
        arguments: [
            (1104, false), (2208, false), (2576, false), (3312, false), (7728, false), (48, false), (64, false),
            (16, false), (4096, true), (65536, true), (1 << 20, true),
        ] as [(UInt, Bool)])
    func keysInArithmeticProgressionStayNearTheirHomes(stride: UInt, mixes: Bool) {
        var table = IdentityTable<Int>()
        let keys = Self.progression(20_000, stride: stride)
        for (i, key) in keys.enumerated() { table[key] = i }
        #expect(table.count == 20_000)
        #expect(table.mixes == mixes)
        #expect(table.longestDisplacement < (mixes ? 100 : 8))
        #expect(table[keys[7]] == 7)
        #expect(table[keys[19_999]] == 19_999)
        // Keys between them (and past them) are absent, whichever mode.
        let between = Self.progression(20_000, stride: stride).map {
            unsafeBitCast(UInt(bitPattern: $0) + stride / 2, to: ObjectIdentifier.self)
        }
        if stride >= 32 { #expect(between.allSatisfy { table[$0] == nil }) }
    }

    /// The same random inserts, overwrites and removals as `matchesDictionary`,
    /// on keys in progressions: dense ones (long runs of slots), spaced ones,
    /// and ones that make the table switch to mixing midway, with removals
    /// before and after the switch.
    @Test(arguments: [16, 48, 4096] as [UInt])
    func matchesDictionaryOnProgressions(stride: UInt) {
        let keys = Self.progression(3_000, stride: stride)
        var table = IdentityTable<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        var random = RepeatableRandomNumberGenerator(seed: UInt64(stride))
        for step in 0..<30_000 {
            // Mostly the next keys in order, as a layout adds them; some old ones.
            let index =
                random.next(below: 4) == 0 ? random.next(below: keys.count) : Swift.min(keys.count - 1, step / 8)
            let key = keys[index]
            if random.next(below: 5) == 0 {
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key))
            } else {
                table[key] = step
                model[key] = step
            }
        }
        #expect(table.count == model.count)
        // 4,096 bytes apart, keys pile onto few homes: the table must mix.
        // 48 apart, it never needs to. 16 apart (denser than any real
        // object), the keys in order make one long run of slots, and a key
        // out of order whose home falls at its start would sit past the
        // limit: whether the table mixes depends on the order, and the
        // contents must match either way.
        if stride == 4096 { #expect(table.mixes) }
        if stride == 48 { #expect(!table.mixes) }
        #expect(keys.allSatisfy { table[$0] == model[$0] })
        #expect(table.values.sorted() == model.values.sorted())
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
