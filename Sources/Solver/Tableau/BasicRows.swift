/// The tableau's rows, indexed by symbol id: a basic symbol's row, `nil`
/// for a parametric one.
///
/// Each slot wraps its optional row in a struct of this module, so that
/// the runtime destroys the slots (freeing a solver, dropping symbols)
/// through that struct's own value witness, one release per slot; an
/// array of `Row?` goes through the generic `Optional`'s, several times
/// the instructions per slot.
struct BasicRows: RandomAccessCollection, MutableCollection, Sendable {
    struct Slot: Sendable {
        var row: Row?
    }

    private var slots: [Slot]

    init(repeating row: Row?, count: Int) {
        slots = [Slot](repeating: Slot(row: row), count: count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { slots.count }

    subscript(index: Int) -> Row? {
        @inline(__always) get { slots[index].row }
        @inline(__always) _modify { yield &slots[index].row }
    }

    mutating func reserveCapacity(_ count: Int) {
        slots.reserveCapacity(count)
    }

    mutating func append(_ row: Row?) {
        slots.append(Slot(row: row))
    }

    mutating func removeSubrange(_ bounds: PartialRangeFrom<Int>) {
        slots.removeSubrange(bounds)
    }

    /// Calls `body` with the slots in place (no uniqueness check per access).
    mutating func withUnsafeMutableSlots<Result>(
        _ body: (UnsafeMutableBufferPointer<Slot>) throws -> Result
    ) rethrows -> Result {
        try slots.withUnsafeMutableBufferPointer { try body($0) }
    }
}
