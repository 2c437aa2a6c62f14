/// A hash table keyed by object identity: the solver's maps from variables and
/// constraints to what it knows about them.
///
/// `Dictionary<ObjectIdentifier, Value>` hashes every key with SipHash (about
/// a hundred instructions), and building a row looks up each of its variables
/// twice. Here a key is an object's address, in an open-addressing index with
/// linear probing, at most half full, over a dense array of entries (key and
/// value).
///
/// **Where a key goes.** A key's *tag* is 32 bits of it, and its home slot the
/// tag's low bits. At first the tag is the address itself, counted in 16-byte
/// steps (no two live objects share one): objects made one after another —
/// the views, variables and constraints of a layout built in order — land in
/// slots one after another, so a large table is filled and searched as a
/// stream the processor prefetches, not one cache miss per new key. Addresses
/// with a stride the table size divides would pile onto few slots, so no key
/// may sit more than `identityDisplacementLimit` slots past its home: the
/// first insertion that would is refused, and the table switches for good to
/// tags mixed from the whole address (SplitMix64's finaliser), whose homes are
/// random (`mixes`). Either way lookups stop after the longest displacement
/// in the table (`longestProbe`): a lookup never walks a whole cluster.
///
/// **Slots.** Each slot is one 64-bit word: the key's tag above the entry's
/// position + 1, 0 when empty. One word per slot makes inserting a key, or
/// finding an absent one, touch one cache line of the index. The tag holds the
/// home, so growing rehashes the index without reading a key and removal
/// shifts the following slots back (no tombstones); it also tells most keys in
/// a cluster apart without reading their entries. A removal moves the last
/// entry into the gap. The table does not retain its keys: whoever puts an
/// object in keeps it alive while it is there (the solver's records and symbol
/// owners do).
///
/// `values` are in the order they were inserted, except that a removal moves
/// the last value into the removed one's place — the same in every run, in
/// either mode (the mode only decides where slots are).
struct IdentityTable<Value> {
    struct Entry {
        let key: UInt
        var value: Value
    }

    /// Each slot: the key's tag << 32 | (position in `entries` + 1); 0 when empty.
    private var slots: [UInt64] = []
    private var entries: [Entry] = []
    /// Changes with every change of a key or a value (a reader that kept
    /// a value can tell whether it still holds). Settable so that a table
    /// replacing another can go on from the other's version.
    var version: UInt64 = 0
    /// Whether tags are mixed from the address (random homes) rather than the
    /// address itself (homes in allocation order).
    private(set) var mixes = false
    /// At least the largest distance of any key from its home: how far a
    /// lookup has to look. (Removals may leave it larger than needed.)
    private var longestProbe = 0

    /// The farthest a key may sit from its home while tags are addresses;
    /// beyond it the table mixes. (Mixed tags at most half full keep the
    /// longest displacement to a few dozen for 20,000 keys; addresses of a row
    /// of 10,000 views, to 21.)
    static var identityDisplacementLimit: Int { 64 }

    /// How many low bits of an address are the same for every object: 16-byte
    /// steps on 64-bit platforms (an object's header alone is 16 bytes), 8 on
    /// 32-bit ones.
    private static var granularityShift: UInt { MemoryLayout<UInt>.size == 8 ? 4 : 3 }

    init() {}

    var count: Int { entries.count }

    /// Makes room for `count` keys without rehashing.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        var slotCount = Swift.max(16, slots.count)
        while count * 2 > slotCount { slotCount *= 2 }
        if slotCount > slots.count { rehash(slotCount: slotCount) }
    }

    /// The values, in the order of `entries`.
    var values: LazyMapCollection<[Entry], Value> { entries.lazy.map(\.value) }

    /// Changes every value in place (the keys and their order stay).
    mutating func updateValues(_ body: (inout Value) -> Void) {
        version &+= 1
        for position in entries.indices { body(&entries[position].value) }
    }

    /// SplitMix64's finaliser of the address. (One Fibonacci multiplication was
    /// not enough: objects allocated in a repeating pattern have addresses in
    /// arithmetic progressions, and some strides piled a row of 10,000 views'
    /// keys into clusters 400 slots long.)
    @inline(__always)
    private static func mixed(_ key: UInt) -> UInt64 {
        var x = UInt64(key)
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }

    @inline(__always)
    private func tag(of key: UInt) -> UInt64 {
        mixes
            ? Self.mixed(key) & 0xFFFF_FFFF
            : UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: key >> Self.granularityShift))
    }

    @inline(__always)
    private static func position(in slot: UInt64) -> Int {
        Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: slot)) - 1
    }

    /// The home of a slot's key, from its tag.
    @inline(__always)
    private static func home(of slot: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: slot >> 32) & mask
    }

    /// The slot holding `key`, if any.
    @inline(__always)
    private func slot(of key: UInt) -> Int? {
        let tag = tag(of: key)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: tag) & mask
        for _ in 0...longestProbe {
            let slot = slots[index]
            if slot == 0 { return nil }
            if slot >> 32 == tag && Self.key(atPosition: Self.position(in: slot), in: entries) == key { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Where `key`'s entry is in `entries`: it stays there until a removal
    /// (which moves the last entry into the removed one's place).
    func position(of key: ObjectIdentifier) -> Int? {
        guard !entries.isEmpty, let index = slot(of: UInt(bitPattern: key)) else { return nil }
        return Self.position(in: slots[index])
    }

    /// The value of the entry at `position` (from `position(of:)`).
    @inline(__always)
    func value(atPosition position: Int) -> Value {
        precondition(UInt(bitPattern: position) < UInt(bitPattern: entries.count), "a position out of range")
        return Self.value(atPosition: position, in: entries)
    }

    /// The value at `position`, which is in range, read in place:
    /// `entries[position].value` would copy the whole entry first, a generic
    /// struct that the compiler copies through the runtime's type metadata.
    @inline(__always)
    private static func value(atPosition position: Int, in entries: [Entry]) -> Value {
        entries.withUnsafeBufferPointer { $0[position].value }
    }

    /// The key at `position`, which is in range, read in place (see `value(atPosition:in:)`).
    @inline(__always)
    private static func key(atPosition position: Int, in entries: [Entry]) -> UInt {
        entries.withUnsafeBufferPointer { $0[position].key }
    }

    /// Changes the value of the entry at `position` (from `position(of:)`).
    mutating func setValue(_ value: Value, atPosition position: Int) {
        version &+= 1
        entries[position].value = value
    }

    /// Whether the entry at `position` is `key`'s (false for a position out of range).
    @inline(__always)
    func holds(_ key: ObjectIdentifier, atPosition position: Int) -> Bool {
        UInt(bitPattern: position) < UInt(bitPattern: entries.count)
            && Self.key(atPosition: position, in: entries) == UInt(bitPattern: key)
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard !entries.isEmpty, let index = slot(of: UInt(bitPattern: key)) else { return nil }
            return Self.value(atPosition: Self.position(in: slots[index]), in: entries)
        }
        set {
            if let newValue {
                insert(newValue, for: UInt(bitPattern: key))
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Changes the value of `key` in place (one look-up, no copy of the
    /// value); nothing happens when the key is absent.
    @inline(__always)
    mutating func modifyValue(forKey key: ObjectIdentifier, _ body: (inout Value) -> Void) {
        guard !entries.isEmpty, let index = slot(of: UInt(bitPattern: key)) else { return }
        body(&entries[Self.position(in: slots[index])].value)
    }

    /// Adds `key`, which the table does not hold, with `value`: no look-up
    /// for an entry to replace.
    mutating func insertNew(_ value: consuming Value, forKey key: ObjectIdentifier) {
        assert(position(of: key) == nil, "a key the table holds")
        version &+= 1
        append(value, for: UInt(bitPattern: key))
    }

    private mutating func insert(_ value: consuming Value, for key: UInt) {
        version &+= 1
        if !entries.isEmpty, let index = slot(of: key) {
            entries[Self.position(in: slots[index])].value = value
            return
        }
        append(value, for: key)
    }

    /// Places a new entry for `key`, which is not in the table.
    @inline(__always)
    private mutating func append(_ value: consuming Value, for key: UInt) {
        precondition(entries.count < Int(Int32.max), "too many keys")
        if (entries.count + 1) * 2 > slots.count { rehash(slotCount: Swift.max(16, slots.count * 2)) }
        let slot = tag(of: key) << 32 | UInt64(entries.count + 1)
        if !place(slot) {
            // The key would sit too far from its home: mix, and place it again.
            startMixing()
            _ = place(slot & 0xFFFF_FFFF | tag(of: key) << 32)
        }
        entries.append(Entry(key: key, value: value))
    }

    /// Puts `slot` in the first empty slot from its home; false, with nothing
    /// changed, if that is farther than the limit while tags are addresses.
    @inline(__always)
    private mutating func place(_ slot: UInt64) -> Bool {
        let mask = slots.count - 1
        var index = Self.home(of: slot, mask: mask)
        var displacement = 0
        while slots[index] != 0 {
            index = (index + 1) & mask
            displacement += 1
        }
        if !mixes && displacement > Self.identityDisplacementLimit { return false }
        slots[index] = slot
        longestProbe = Swift.max(longestProbe, displacement)
        return true
    }

    /// Removes the entry of `key`, returning its value.
    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
        version &+= 1
        guard !entries.isEmpty, let start = slot(of: UInt(bitPattern: key)) else { return nil }
        let position = Self.position(in: slots[start])
        // Backward-shift deletion: move each following slot of the cluster
        // into the hole when the hole lies between its home and where it is.
        // (No key moves away from its home, so `longestProbe` still bounds them.)
        let mask = slots.count - 1
        var hole = start
        var index = start
        while true {
            index = (index + 1) & mask
            let occupant = slots[index]
            if occupant == 0 { break }
            let home = Self.home(of: occupant, mask: mask)
            if (hole - home) & mask < (index - home) & mask {
                slots[hole] = occupant
                hole = index
            }
        }
        slots[hole] = 0
        // The last entry moves into the removed one's place.
        let last = entries.count - 1
        if position != last {
            let moved = slot(of: entries[last].key)!
            slots[moved] = slots[moved] & ~0xFFFF_FFFF | UInt64(position + 1)
            entries.swapAt(position, last)
        }
        return entries.removeLast().value
    }

    /// How far the farthest key sits from its home (for tests: keys however
    /// allocated stay near their homes, mixed or not).
    var longestDisplacement: Int {
        let mask = slots.count - 1
        var longest = 0
        for (index, slot) in slots.enumerated() where slot != 0 {
            longest = Swift.max(longest, (index - Self.home(of: slot, mask: mask)) & mask)
        }
        return longest
    }

    /// Rebuilds the index with `slotCount` slots from the slots' tags,
    /// switching to mixing if a key would sit too far from its home.
    private mutating func rehash(slotCount: Int) {
        precondition(slotCount <= 1 << 32, "too many keys")
        let old = slots
        slots = [UInt64](repeating: 0, count: slotCount)
        longestProbe = 0
        for slot in old where slot != 0 && !place(slot) {
            startMixing()
            return
        }
    }

    /// Switches to mixed tags for good and re-homes every key from its
    /// address (the old tags cannot give the new ones).
    private mutating func startMixing() {
        mixes = true
        slots = [UInt64](repeating: 0, count: slots.count)
        longestProbe = 0
        for (position, entry) in entries.enumerated() {
            _ = place(tag(of: entry.key) << 32 | UInt64(position + 1))
        }
    }
}

extension IdentityTable: Sendable where Value: Sendable {}
extension IdentityTable.Entry: Sendable where Value: Sendable {}
