import Testing

@testable import TrellisSolver

/// A bound side is changed out of its table (`BoundStore.takeRequiredSide`,
/// `takeOptionalSide`): left in the table while changed, its dormant list
/// would share its storage with the table's copy, and the first insertion
/// would copy it to a new buffer — once per bound added, O(N²) for N. These
/// fail when that placeholder swap stops working.
@Suite struct BoundSideStorageTests {
    /// Where a dormant list keeps its elements and how many it has room for.
    private func storage(of side: BoundSide) -> (address: UInt, capacity: Int, count: Int) {
        let address = side.dormant.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        return (address, side.dormant.capacity, side.dormant.count)
    }

    /// Adds `bounds` one by one; once a side's dormant list has room for one
    /// more, the next dormant bound must go into the same buffer.
    private func expectInPlace(
        _ solver: Solver, _ bounds: [Constraint], side: (Solver) -> BoundSide?
    ) throws {
        var checked = 0
        for bound in bounds {
            let before = side(solver).map(storage)
            try solver.add(bound)
            guard let before, let after = side(solver).map(storage), before.count > 0, before.capacity > before.count,
                after.count == before.count + 1
            else { continue }
            #expect(after.address == before.address, "the dormant list was copied to a new buffer")
            checked += 1
        }
        #expect(checked > 0, "no addition had room in place")
    }

    /// x >= 100, 99, 98, 97 go in; from x >= 96 down each is implied by x >= 100: dormant.
    @Test func aRequiredSideChangesInPlace() throws {
        let solver = Solver()
        let x = Variable("x")
        let bounds = (0..<40).map { x .>= Double(100 - $0) }
        try expectInPlace(solver, bounds) { $0.core.bounds.required[ObjectIdentifier(x)]?.lower }
    }

    /// y == 1000 @100 keeps y above every bound. y >= 100 … 97 @500 are
    /// rows, tallied; the fourth gives y a group; y >= 96 is its first active
    /// bound, and each weaker one after is dormant, satisfied with room.
    @Test func anOptionalSideChangesInPlace() throws {
        let solver = Solver()
        let y = Variable("y")
        try solver.add(y .== 1000 ~ 100)
        let bounds = (0..<40).map { y .>= Double(100 - $0) ~ 500 }
        try expectInPlace(solver, bounds) { $0.core.bounds.optionalGroup(of: ObjectIdentifier(y))?.lower }
    }
}
