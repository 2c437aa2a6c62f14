/// The storage of a row: its cells, then room, in one allocation whose
/// header is the capacity.
///
/// Not an `Array`: a new array of cells looks its buffer class's generic
/// metadata up in the runtime, and rows are made often enough (each new
/// constraint, each row a merge outgrows) for that look-up to show; this
/// class is not generic, so its allocation needs none. `Row` gives it value
/// semantics: it copies the storage before writing when the storage is
/// shared (`Row.makeStorageUnique()`), as an array would, which is also what
/// makes holding it in `Sendable` values sound (`ManagedBuffer` itself is
/// not `Sendable`).
final class CellStorage: ManagedBuffer<Int, Cell> {
    /// Storage for `capacity` cells: the ones `write` initialises at the
    /// start of a buffer of that many uninitialised cells (returning how
    /// many), then `room`.
    @inline(__always)
    static func make(
        capacity: Int, room: Cell, writing write: (UnsafeMutableBufferPointer<Cell>) -> Int
    ) -> CellStorage {
        let storage = unsafeDowncast(create(minimumCapacity: capacity) { _ in capacity }, to: CellStorage.self)
        storage.withUnsafeMutablePointerToElements { base in
            let written = write(UnsafeMutableBufferPointer(start: base, count: capacity))
            (base + written).initialize(repeating: room, count: capacity - written)
        }
        return storage
    }

    /// Storage with no room, shared by every empty row (never written:
    /// adding a cell outgrows it).
    nonisolated(unsafe) static let empty = make(capacity: 0, room: Cell(symbol: .invalid, coefficient: 0)) { _ in 0 }

    /// How many cells it has room for (read through a pointer: reading
    /// `header` checks exclusive access at run time).
    @inline(__always)
    var cellCapacity: Int { withUnsafeMutablePointerToHeader { $0.pointee } }

    /// A copy of the first `count` cells, with the same capacity.
    func copy(count: Int, room: Cell) -> CellStorage {
        withUnsafeMutablePointerToElements { source in
            Self.make(capacity: cellCapacity, room: room) { cells in
                cells.baseAddress!.initialize(from: source, count: count)
                return count
            }
        }
    }

    /// Calls `body` with the first `count` cells.
    @inline(__always)
    func withCells<Result>(count: Int, _ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointerToElements { try body(UnsafeBufferPointer(start: $0, count: count)) }
    }
}

/// A row's cells, in place: a collection over its storage that keeps the
/// storage alive while it is read.
struct RowCells: RandomAccessCollection, Sendable {
    nonisolated(unsafe) fileprivate let storage: CellStorage
    let count: Int

    init(_ storage: CellStorage, count: Int) {
        self.storage = storage
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Cell {
        precondition(position >= 0 && position < count, "cell index out of range")
        return storage.withUnsafeMutablePointerToElements { $0[position] }
    }

    func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<Cell>) throws -> Result
    ) rethrows -> Result? {
        try storage.withCells(count: count, body)
    }
}
