/// Cells written end to end into one buffer that is reused: emptying it
/// keeps the storage and writes nothing, and appending copies the cells
/// through one borrow of it (the journal's copies of the rows it keeps).
///
/// The buffer only grows; the cells past `count` are left over from earlier
/// use and never read.
struct CellLog: Sendable {
    private var storage: [Cell] = []
    /// How many cells are in use, from the start of the buffer.
    private(set) var count = 0

    /// Copies `cells` after the ones in use; returns where they start.
    @inline(__always)
    mutating func append(_ cells: UnsafeBufferPointer<Cell>) -> Int {
        let start = count, end = count + cells.count
        if end > storage.count { grow(toHold: end) }
        if !cells.isEmpty {
            storage.withUnsafeMutableBufferPointer { buffer in
                (buffer.baseAddress! + start).update(from: cells.baseAddress!, count: cells.count)
            }
        }
        count = end
        return start
    }

    /// Grows the buffer to at least `needed` cells, at least doubling it
    /// (starting at 256, 4 KB: what the transactions of a small layout use).
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let grown = Swift.max(needed, 2 * storage.count, 256)
        storage.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: grown - storage.count))
    }

    /// The cells of `range`, which is within the ones in use.
    func cells(in range: Range<Int>) -> ArraySlice<Cell> {
        precondition(range.upperBound <= count, "cells past the end of the log")
        return storage[range]
    }

    /// Forgets every cell, keeping the buffer.
    @inline(__always)
    mutating func removeAll() { count = 0 }
}
