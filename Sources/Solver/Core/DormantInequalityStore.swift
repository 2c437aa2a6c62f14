/// The required inequalities held out of the tableau while the current point
/// satisfies each of them with room (`SolverCore+DormantInequalities.swift`),
/// in the order they went dormant, with a count of the dormant inequalities
/// that mention each variable.
///
/// Entries are kept in an array, removed ones left as holes until they are
/// the majority, so that a walk over them has a fixed order (never a hashed
/// collection's).
struct DormantInequalityStore {
    /// The dormant inequalities, in the order they went dormant; nil where
    /// one was woken or removed.
    private var entries: [Constraint?] = []
    /// Each dormant inequality's place in `entries`.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// How many dormant inequalities mention each variable (once per term).
    private var mentions: [ObjectIdentifier: Int] = [:]
    /// Whether every dormant inequality was found with room and no value
    /// has moved since (a propagation or a removal says one may have).
    private var isChecked = false

    /// Whether no inequality is dormant: the one test on the hot paths.
    var isEmpty: Bool { positions.isEmpty }

    var count: Int { positions.count }

    func contains(_ key: ObjectIdentifier) -> Bool { positions[key] != nil }

    /// Whether a dormant inequality mentions `variable`.
    func mentions(_ variable: ObjectIdentifier) -> Bool { mentions[variable] != nil }

    mutating func insert(_ constraint: Constraint) {
        let key = ObjectIdentifier(constraint)
        precondition(positions[key] == nil, "an inequality is dormant once")
        positions[key] = entries.count
        entries.append(constraint)
        for term in constraint.expression.terms { mentions[ObjectIdentifier(term.variable), default: 0] += 1 }
    }

    /// Forgets a dormant inequality; whether it was one.
    @discardableResult
    mutating func remove(_ key: ObjectIdentifier) -> Bool {
        guard let position = positions.removeValue(forKey: key) else { return false }
        let constraint = entries[position]!
        entries[position] = nil
        for term in constraint.expression.terms {
            let variable = ObjectIdentifier(term.variable)
            let left = mentions[variable]! - 1
            mentions[variable] = left == 0 ? nil : left
        }
        if positions.isEmpty {
            entries = []
        } else if entries.count > 64 && positions.count < entries.count / 2 {
            entries = entries.filter { $0 != nil }
            for (position, constraint) in entries.enumerated() { positions[ObjectIdentifier(constraint!)] = position }
        }
        return true
    }

    /// The dormant inequalities, in the order they went dormant.
    var constraints: [Constraint] { entries.compactMap { $0 } }

    /// Calls `body` with each dormant inequality, in the order they went dormant.
    func forEach(_ body: (Constraint) -> Void) {
        for case let constraint? in entries { body(constraint) }
    }

    /// Whether every dormant inequality was found with room, no value
    /// having moved since.
    var isCurrent: Bool { isChecked }

    mutating func noteChecked() { isChecked = true }

    /// Notes that values may have moved.
    mutating func noteValuesMayHaveMoved() { isChecked = false }

    /// Every broken invariant of the store on its own, as text: each
    /// position names its entry, holes are only where no position points,
    /// and the mention counts are the terms'.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        var live = 0
        var counted: [ObjectIdentifier: Int] = [:]
        for (position, constraint) in entries.enumerated() {
            guard let constraint else { continue }
            live += 1
            if positions[ObjectIdentifier(constraint)] != position {
                violations.append("dormant inequality at \(position) is not at its recorded position")
            }
            for term in constraint.expression.terms { counted[ObjectIdentifier(term.variable), default: 0] += 1 }
        }
        if live != positions.count { violations.append("\(positions.count) dormant positions, \(live) entries") }
        if counted != mentions { violations.append("the dormant inequalities' mention counts are not their terms'") }
        return violations
    }
}
