/// A hash table keyed by object identity: the solver's maps from variables and
/// constraints to what it knows about them.
///
/// `Dictionary<ObjectIdentifier, Value>` hashes every key with SipHash (about
/// a hundred instructions), and building a row looks up each of its variables
/// twice. Here a key is an object's address, mixed by a few multiplications
/// and shifts (`hash(of:)`), in an open-addressing index with linear probing,
/// at most half full, over a dense array of entries (key and value).
///
/// Each slot is one 64-bit word: the upper half of the key's hash (its *tag*)
/// above the entry's position + 1, 0 when empty. A large layout's tables do
/// not fit in the cache, and every new key's slot is a miss; one word per slot
/// makes inserting a key, or finding an absent one, touch one cache line of the
/// index, where separate arrays of keys and positions touched two. The tag
/// holds the slot a key hashes to (its top bits), so growing rehashes the
/// index without reading a key and removal shifts the following slots back
/// (no tombstones); it also tells most keys in a cluster apart without reading
/// their entries. A removal moves the last entry into the gap. The table does
/// not retain its keys: whoever puts an object in keeps it alive while it is
/// there (the solver's records and symbol owners do).
///
/// `values` are in the order they were inserted, except that a removal moves
/// the last value into the removed one's place — the same in every run.
struct IdentityTable<Value> {
    struct Entry {
        let key: UInt
        var value: Value
    }

    /// Each slot: the key's tag << 32 | (position in `entries` + 1); 0 when empty.
    private var slots: [UInt64] = []
    private var entries: [Entry] = []
    /// 64 − log2(slot count): a hash's top bits index the slots. At least 32
    /// (at most 2³² slots), so a slot's tag holds its home: `slot >> shift`.
    private var shift: UInt64 = 64

    init() {}

    var count: Int { entries.count }

    /// The values, in the order of `entries`.
    var values: LazyMapCollection<[Entry], Value> { entries.lazy.map(\.value) }

    /// SplitMix64's finaliser of the address. (One Fibonacci multiplication was
    /// not enough: objects allocated in a repeating pattern have addresses in
    /// arithmetic progressions, and some strides piled a row of 10,000 views'
    /// keys into clusters 400 slots long.)
    @inline(__always)
    private static func hash(of key: UInt) -> UInt64 {
        var x = UInt64(key)
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }

    @inline(__always)
    private static func position(in slot: UInt64) -> Int {
        Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: slot)) - 1
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> (index: Int, found: Bool) {
        let hash = Self.hash(of: key)
        let tag = hash >> 32
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash >> shift)
        while true {
            let slot = slots[index]
            if slot == 0 { return (index, false) }
            if slot >> 32 == tag && entries[Self.position(in: slot)].key == key { return (index, true) }
            index = (index + 1) & mask
        }
    }

    /// Reads the slot `key` hashes to, and returns it: a prefetch. In a large
    /// table each look-up of a new key misses the cache; reading the slots of
    /// several keys one after the other lets those misses overlap, where the
    /// look-ups themselves, each waiting on its own slot before it branches,
    /// take them one at a time. The caller keeps the result somewhere, so that
    /// the read is not optimised away.
    @inline(__always)
    func prefetch(_ key: ObjectIdentifier) -> UInt64 {
        guard !slots.isEmpty else { return 0 }
        return slots[Int(truncatingIfNeeded: Self.hash(of: UInt(bitPattern: key)) >> shift)]
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard !entries.isEmpty else { return nil }
            let (index, found) = slot(of: UInt(bitPattern: key))
            return found ? entries[Self.position(in: slots[index])].value : nil
        }
        set {
            if let newValue {
                insert(newValue, for: UInt(bitPattern: key))
            } else {
                removeValue(forKey: key)
            }
        }
    }

    private mutating func insert(_ value: Value, for key: UInt) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        let (index, found) = slot(of: key)
        if found {
            entries[Self.position(in: slots[index])].value = value
            return
        }
        precondition(entries.count < Int(Int32.max), "too many keys")
        slots[index] = (Self.hash(of: key) >> 32) << 32 | UInt64(entries.count + 1)
        entries.append(Entry(key: key, value: value))
    }

    /// Removes the entry of `key`, returning its value.
    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
        guard !entries.isEmpty else { return nil }
        let (start, found) = slot(of: UInt(bitPattern: key))
        guard found else { return nil }
        let position = Self.position(in: slots[start])
        // Backward-shift deletion: move each following slot of the cluster
        // into the hole when the hole lies between its home and where it is.
        let mask = slots.count - 1
        var hole = start
        var index = start
        while true {
            index = (index + 1) & mask
            let occupant = slots[index]
            if occupant == 0 { break }
            let home = Int(truncatingIfNeeded: occupant >> shift)
            if (hole - home) & mask < (index - home) & mask {
                slots[hole] = occupant
                hole = index
            }
        }
        slots[hole] = 0
        // The last entry moves into the removed one's place.
        let last = entries.count - 1
        if position != last {
            let moved = slot(of: entries[last].key).index
            slots[moved] = slots[moved] & ~0xFFFF_FFFF | UInt64(position + 1)
            entries.swapAt(position, last)
        }
        return entries.removeLast().value
    }

    /// How far the farthest key sits from the slot it hashes to (for tests:
    /// a good hash keeps this small however the keys were allocated).
    var longestDisplacement: Int {
        let mask = slots.count - 1
        var longest = 0
        for (index, slot) in slots.enumerated() where slot != 0 {
            longest = Swift.max(longest, (index - Int(truncatingIfNeeded: slot >> shift)) & mask)
        }
        return longest
    }

    /// Doubles the index and re-homes its slots from their tags.
    private mutating func grow() {
        let slotCount = max(16, slots.count * 2)
        precondition(slotCount <= 1 << 32, "too many keys")
        let old = slots
        slots = [UInt64](repeating: 0, count: slotCount)
        shift = UInt64(64 - slotCount.trailingZeroBitCount)
        let mask = slotCount - 1
        for slot in old where slot != 0 {
            var index = Int(truncatingIfNeeded: slot >> shift)
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}

extension IdentityTable: Sendable where Value: Sendable {}
extension IdentityTable.Entry: Sendable where Value: Sendable {}
