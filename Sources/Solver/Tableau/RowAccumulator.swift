/// Sums scaled rows and symbols, then sorts once: O(k log k) in what is
/// added, however long the result, with no hashing. Reused from one row to
/// the next (`reset`), so its buffers are allocated once per solver.
///
/// What is added goes into two parallel buffers, written through pointers
/// (no uniqueness check per element): a key per term — its symbol id above
/// its arrival — and its value. Sorting the keys orders by id, then by
/// arrival, with a plain integer sort, so equal symbols are summed in the
/// order they came and the result is the same in every run.
struct RowAccumulator {
    var constant = 0.0
    /// The keys and values of the first `count` terms; the rest is room.
    private var keys: [UInt64] = []
    private var values: [Double] = []
    private var count = 0

    /// Below this many terms the keys are sorted by insertion.
    private static let insertionSortLimit = 24

    /// Empties the accumulator, keeping its buffers.
    mutating func reset(constant: Double) {
        self.constant = constant
        count = 0
    }

    /// Makes room for `extra` more terms.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        let needed = count + extra
        guard needed > keys.count else { return }
        let grown = Swift.max(needed, 2 * keys.count, 16)
        keys.append(contentsOf: repeatElement(0, count: grown - keys.count))
        values.append(contentsOf: repeatElement(0, count: grown - values.count))
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        reserve(1)
        keys[count] = Self.key(symbol.id, count)
        values[count] = coefficient
        count += 1
    }

    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        let added = row.count
        reserve(added)
        let start = count
        keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                row.withCells { cells in
                    for (offset, cell) in cells.enumerated() {
                        keys[start + offset] = Self.key(cell.symbol.id, start + offset)
                        values[start + offset] = cell.coefficient * factor
                    }
                }
            }
        }
        count += added
    }

    @inline(__always)
    private static func key(_ id: Int32, _ arrival: Int) -> UInt64 {
        UInt64(UInt32(bitPattern: id)) << 32 | UInt64(arrival)
    }

    /// The sum as a row, with `Row.spareCells` of room: equal symbols summed
    /// in the order they came, sums that cancel dropped.
    mutating func makeRow() -> Row {
        let count = self.count
        return keys.withUnsafeMutableBufferPointer { keys in
            var terms = UnsafeMutableBufferPointer(rebasing: keys[..<count])
            if count <= Self.insertionSortLimit {
                Self.insertionSort(terms)
            } else {
                terms.sort()
            }
            return values.withUnsafeBufferPointer { values in
                Row(constant: constant, capacity: count + Row.spareCells) { cells in
                    var written = 0
                    var position = 0
                    while position < count {
                        let id = terms[position] >> 32
                        var sum = 0.0, largest = 0.0
                        while position < count && terms[position] >> 32 == id {
                            let value = values[Int(truncatingIfNeeded: terms[position] & 0xFFFF_FFFF)]
                            sum += value
                            largest = max(largest, abs(value))
                            position += 1
                        }
                        // One value alone cancels nothing (`largest` is its own size).
                        if !Tolerance.cancels(sum, from: largest) {
                            let symbol = Symbol(id: Int32(bitPattern: UInt32(truncatingIfNeeded: id)))
                            cells.initializeElement(at: written, to: Cell(symbol: symbol, coefficient: sum))
                            written += 1
                        }
                    }
                    return written
                }
            }
        }
    }

    /// Sorts a few keys in place (they are distinct: each holds its arrival).
    @inline(__always)
    private static func insertionSort(_ keys: UnsafeMutableBufferPointer<UInt64>) {
        guard keys.count > 1 else { return }
        for index in 1..<keys.count {
            let key = keys[index]
            var position = index
            while position > 0 && keys[position - 1] > key {
                keys[position] = keys[position - 1]
                position -= 1
            }
            keys[position] = key
        }
    }
}
