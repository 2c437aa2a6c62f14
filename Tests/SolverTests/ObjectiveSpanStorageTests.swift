import Testing

@testable import TrellisSolver

/// `ObjectiveLevels.add` and `substitute` move the spans out of the levels
/// while a level's walk widens them, and back (a swap): a copy kept instead
/// (`var widened = spans`) would give the same spans and show only as time,
/// a new buffer of every symbol's span at each pivot. These fail instead.
@Suite struct ObjectiveSpanStorageTests {
    /// Where the spans keep their elements (the array read here is released
    /// before the next write, so reading it shares nothing).
    private func spansAddress(_ levels: ObjectiveLevels) -> UInt {
        levels.symbolSpans.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// Two levels, each holding s5: the spans' first growth makes room for
    /// 256 ids, so the rows below (ids up to 9) need no growth.
    private func twoLevels() -> ObjectiveLevels {
        var levels = ObjectiveLevels()
        levels.insertLevel(2, at: 0)
        levels.insertLevel(1, at: 1)
        levels.insert(Symbol(id: 5), 1, level: 0)
        levels.insert(Symbol(id: 5), 1, level: 1)
        return levels
    }

    @Test func addingARowWidensTheSpansInPlace() {
        var levels = twoLevels()
        let address = spansAddress(levels)
        // 1 + 2·s3 − s9 added at level 1: s3 and s9 held at level 1 only.
        let row = Row(
            constant: 1,
            sortedCells: [Cell(symbol: Symbol(id: 3), coefficient: 2), Cell(symbol: Symbol(id: 9), coefficient: -1)])
        levels.add(row, times: 1, level: 1)
        #expect(levels.levels(mayHolding: Symbol(id: 9)) == 1..<2)
        #expect(spansAddress(levels) == address, "the spans were copied to a new buffer")
    }

    @Test func substitutingWidensTheSpansInPlace() {
        var levels = twoLevels()
        let address = spansAddress(levels)
        // s5 = 4 + s7 at both levels: s7 then held at levels 0 and 1, s5 at neither.
        let row = Row(constant: 4, sortedCells: [Cell(symbol: Symbol(id: 7), coefficient: 1)])
        let span = levels.levels(mayHolding: Symbol(id: 5))
        #expect(span == 0..<2)
        let held = levels.substitute(Symbol(id: 5), with: row, in: span)
        #expect(held)
        #expect(levels.levels(mayHolding: Symbol(id: 7)) == 0..<2)
        #expect(levels.levels(mayHolding: Symbol(id: 5)).isEmpty)
        #expect(spansAddress(levels) == address, "the spans were copied to a new buffer")
    }
}
