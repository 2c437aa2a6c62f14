/// A hash table keyed by object identity: the solver's maps from variables and
/// constraints to what it knows about them.
///
/// `Dictionary<ObjectIdentifier, Value>` hashes every key with SipHash (about
/// a hundred instructions), and building a row looks up each of its variables
/// twice. Here a key is an object's address, mixed by a few multiplications
/// and shifts (`home(of:)`), in an open-addressing index
/// with linear probing, at most half full, whose slots hold the key and the
/// position of its value in a dense array. Growing rehashes only the index
/// (no value is copied); removal shifts the following slots back (no
/// tombstones) and moves the last value into the gap. The table does not
/// retain its keys: whoever puts an object in keeps it alive while it is
/// there (the solver's records and symbol owners do).
///
/// `values` are in the order they were inserted, except that a removal moves
/// the last value into the removed one's place — the same in every run.
struct IdentityTable<Value> {
    /// Each slot's key, 0 when empty (no object lives at address 0).
    private var slotKeys: [UInt] = []
    /// Each occupied slot's position in `values` and `valueKeys`.
    private var slotPositions: [Int32] = []
    /// The values, densely, and the key of each.
    private(set) var values: [Value] = []
    private var valueKeys: [UInt] = []
    /// 64 − log2(slot count): the mixed key's top bits index the slots.
    private var shift: UInt64 = 64

    init() {}

    var count: Int { values.count }

    /// The slot a key hashes to: the top bits of the key mixed by
    /// SplitMix64's finaliser. (One Fibonacci multiplication was not enough:
    /// objects allocated in a repeating pattern have addresses in arithmetic
    /// progressions, and some strides piled a row of 10,000 views' keys into
    /// clusters 400 slots long.)
    @inline(__always)
    private func home(of key: UInt) -> Int {
        var x = UInt64(key)
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        x ^= x >> 31
        return Int(truncatingIfNeeded: x >> shift)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> (index: Int, found: Bool) {
        let mask = slotKeys.count - 1
        var index = home(of: key)
        while true {
            let occupant = slotKeys[index]
            if occupant == key { return (index, true) }
            if occupant == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard !values.isEmpty else { return nil }
            let (index, found) = slot(of: UInt(bitPattern: key))
            return found ? values[Int(slotPositions[index])] : nil
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
        if (values.count + 1) * 2 > slotKeys.count { grow() }
        let (index, found) = slot(of: key)
        if found {
            values[Int(slotPositions[index])] = value
            return
        }
        slotKeys[index] = key
        slotPositions[index] = Int32(values.count)
        values.append(value)
        valueKeys.append(key)
    }

    /// Removes the entry of `key`, returning its value.
    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
        guard !values.isEmpty else { return nil }
        let (start, found) = slot(of: UInt(bitPattern: key))
        guard found else { return nil }
        let position = Int(slotPositions[start])
        // Backward-shift deletion: move each following slot of the cluster
        // into the hole when the hole lies between its home and where it is.
        let mask = slotKeys.count - 1
        var hole = start
        var index = start
        while true {
            index = (index + 1) & mask
            let occupant = slotKeys[index]
            if occupant == 0 { break }
            let home = home(of: occupant)
            if (hole - home) & mask < (index - home) & mask {
                slotKeys[hole] = occupant
                slotPositions[hole] = slotPositions[index]
                hole = index
            }
        }
        slotKeys[hole] = 0
        // The last value moves into the removed one's place.
        let last = values.count - 1
        if position != last {
            let movedKey = valueKeys[last]
            slotPositions[slot(of: movedKey).index] = Int32(position)
            values.swapAt(position, last)
            valueKeys[position] = movedKey
        }
        valueKeys.removeLast()
        return values.removeLast()
    }

    /// How far the farthest key sits from the slot it hashes to (for tests:
    /// a good hash keeps this small however the keys were allocated).
    var longestDisplacement: Int {
        let mask = slotKeys.count - 1
        var longest = 0
        for (index, key) in slotKeys.enumerated() where key != 0 {
            longest = Swift.max(longest, (index - home(of: key)) & mask)
        }
        return longest
    }

    /// Doubles the index and rehashes the keys into it.
    private mutating func grow() {
        let slotCount = max(16, slotKeys.count * 2)
        slotKeys = [UInt](repeating: 0, count: slotCount)
        slotPositions = [Int32](repeating: -1, count: slotCount)
        shift = UInt64(64 - slotCount.trailingZeroBitCount)
        for (position, key) in valueKeys.enumerated() {
            let index = slot(of: key).index
            slotKeys[index] = key
            slotPositions[index] = Int32(position)
        }
    }
}

extension IdentityTable: Sendable where Value: Sendable {}
