/// The levels that may hold a symbol, `first` to `last` (empty when `first`
/// is past `last`).
struct LevelSpan: Sendable {
    var first: Int32
    var last: Int32

    static let empty = LevelSpan(first: .max, last: -1)

    /// Widens the span to hold `level`.
    @inline(__always)
    mutating func widen(to level: Int32) {
        if first > level { first = level }
        if last < level { last = level }
    }
}

/// The spans of the symbols by id, as `ObjectiveLevels` keeps them: how
/// they follow a level inserted or removed and a renumbering of the symbols.
extension [LevelSpan] {
    /// Moves the spans that reach the level inserted at `index` down one
    /// (their starts only if at or below it).
    mutating func insertLevel(at index: Int) {
        let inserted = Int32(index)
        withUnsafeMutableBufferPointer { spans in
            for id in spans.indices where spans[id].last >= inserted {
                if spans[id].first >= inserted { spans[id].first += 1 }
                spans[id].last += 1
            }
        }
    }

    /// Moves the spans that reach past the level removed at `index` up one,
    /// as the levels below it move: a span that held only that level
    /// becomes empty.
    mutating func removeLevel(at index: Int) {
        let removed = Int32(index)
        withUnsafeMutableBufferPointer { spans in
            for id in spans.indices where spans[id].last >= removed {
                if spans[id].first > removed { spans[id].first -= 1 }
                spans[id].last -= 1
                if spans[id].first > spans[id].last { spans[id] = .empty }
            }
        }
    }

    /// The spans with the symbols renumbered by `newIDs` (-1: dropped),
    /// `count` of them kept.
    func renumbered(_ newIDs: [Int32], count: Int) -> [LevelSpan] {
        var renumbered = [LevelSpan](repeating: .empty, count: Swift.min(count, self.count))
        for id in indices where id < newIDs.count && newIDs[id] >= 0 && Int(newIDs[id]) < renumbered.count {
            renumbered[Int(newIDs[id])] = self[id]
        }
        return renumbered
    }
}
