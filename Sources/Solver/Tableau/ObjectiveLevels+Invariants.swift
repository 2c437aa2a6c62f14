extension ObjectiveLevels {
    /// Every broken invariant of the levels, as text; empty when sound:
    /// priorities strictly descending, each level used, each span of the
    /// first `symbolCount` symbols empty or within the levels, and no symbol
    /// held outside its span.
    func invariantViolations(symbolCount: Int = .max) -> [String] {
        var violations: [String] = []
        let priorities = self.priorities, uses = self.uses
        if priorities.count != count || uses.count != count {
            violations.append("objective has \(count) levels, \(priorities.count) priorities, \(uses.count) use counts")
        }
        for index in priorities.indices.dropFirst() where priorities[index - 1] <= priorities[index] {
            violations.append("objective level \(index) is not below level \(index - 1)")
        }
        for (index, used) in uses.enumerated() where used <= 0 {
            violations.append("objective level \(index) has \(used) uses")
        }
        // `negativeCost(of:)` reads level `first` unchecked.
        for (id, span) in symbolSpans.prefix(symbolCount).enumerated()
        where span.first <= span.last && (span.first < 0 || Int(span.last) >= count) {
            violations.append("symbol \(id) has levels \(span.first)...\(span.last) of \(count)")
        }
        for level in 0..<count {
            for symbol in row(at: level).symbols where !levels(mayHolding: symbol).contains(level) {
                violations.append(
                    "objective level \(level) holds symbol \(symbol.id), outside its levels \(levels(mayHolding: symbol))"
                )
            }
        }
        return violations
    }
}
