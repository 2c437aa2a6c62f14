import Testing

@testable import TrellisSolver

/// The definitions an expansion waits on: latest first, each contribution
/// summed in arrival order, sums that cancel dropped.
@Suite struct PendingDefinitionsTests {
    @Test func latestFirstWithContributionsSummed() {
        // Added: d3 · 1, d5 · 2, d3 · -1, d1 · 0.5, d5 · 0.25. By hand: d5 is
        // 2 + 0.25 = 2.25; d3 is 1 - 1 = 0, which cancels and is skipped; d1 is 0.5.
        var pending = PendingDefinitions()
        for (index, coefficient) in [(3, 1.0), (5, 2), (3, -1), (1, 0.5), (5, 0.25)] {
            pending.add(index, coefficient)
        }
        #expect(pending.popLatest()! == (5, 2.25))
        #expect(pending.popLatest()! == (1, 0.5))
        #expect(pending.popLatest() == nil)
        #expect(pending.isEmpty)
    }

    /// The list this replaced, kept as the model: it summed each contribution
    /// into the entry as it arrived and scanned for the latest.
    struct Model {
        var entries: [(index: Int, coefficient: Double)] = []

        mutating func add(_ index: Int, _ coefficient: Double) {
            if let position = entries.firstIndex(where: { $0.index == index }) {
                let sum = entries[position].coefficient + coefficient
                entries[position].coefficient = Tolerance.cancels(sum, from: entries[position].coefficient) ? 0 : sum
            } else {
                entries.append((index, coefficient))
            }
        }

        mutating func popLatest() -> (Int, Double)? {
            while let position = entries.indices.max(by: { entries[$0].index < entries[$1].index }) {
                let entry = entries.remove(at: position)
                if !Tolerance.isNegligible(entry.coefficient) { return (entry.index, entry.coefficient) }
            }
            return nil
        }
    }

    @Test(arguments: [1, 2, 3, 4]) func sameNumbersAsSummingOnArrival(seed: UInt64) {
        // As an expansion does: a few definitions first, then each one popped
        // adds contributions to earlier ones only. Coefficients such as 0.1,
        // 0.2 and -0.3 make the order of the sums show in the last bit, and
        // opposite pairs cancel.
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let coefficients = [0.1, 0.2, -0.3, 1, -1, 0.7, 3e-12, 2.5]
        for _ in 0..<200 {
            var pending = PendingDefinitions()
            var model = Model()
            for _ in 0..<(1 + next(6)) {
                let index = 50 + next(50), coefficient = coefficients[next(coefficients.count)]
                pending.add(index, coefficient)
                model.add(index, coefficient)
            }
            while true {
                let popped = pending.popLatest()
                let expected = model.popLatest()
                #expect(popped?.0 == expected?.0)
                #expect(popped?.1.bitPattern == expected?.1.bitPattern)
                guard let (index, _) = popped, index > 0 else { break }
                for _ in 0..<next(4) {
                    let earlier = next(index), coefficient = coefficients[next(coefficients.count)]
                    pending.add(earlier, coefficient)
                    model.add(earlier, coefficient)
                }
            }
        }
    }
}
