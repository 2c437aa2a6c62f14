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
    /// The dormant inequalities that mention each variable (some of them
    /// woken or removed since: read through `positions`).
    private var byVariable: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    /// The dormant inequalities over a variable whose value moved since
    /// they were last evaluated (`noteMoved`), or all of them.
    private var due: Set<ObjectIdentifier> = []
    private var allDue = false

    /// Whether no inequality is dormant: the one test on the hot paths.
    var isEmpty: Bool { positions.isEmpty }

    var count: Int { positions.count }

    /// How many terms the dormant inequalities have, all together.
    private(set) var termCount = 0

    func contains(_ key: ObjectIdentifier) -> Bool { positions[key] != nil }

    /// Whether a dormant inequality mentions `variable`.
    func mentions(_ variable: ObjectIdentifier) -> Bool { mentions[variable] != nil }

    mutating func insert(_ constraint: Constraint) {
        let key = ObjectIdentifier(constraint)
        precondition(positions[key] == nil, "an inequality is dormant once")
        positions[key] = entries.count
        entries.append(constraint)
        termCount += constraint.expression.terms.count
        for term in constraint.expression.terms {
            mentions[ObjectIdentifier(term.variable), default: 0] += 1
            byVariable[ObjectIdentifier(term.variable), default: []].append(key)
        }
    }

    /// Forgets a dormant inequality; whether it was one.
    @discardableResult
    mutating func remove(_ key: ObjectIdentifier) -> Bool {
        guard let position = positions.removeValue(forKey: key) else { return false }
        let constraint = entries[position]!
        entries[position] = nil
        termCount -= constraint.expression.terms.count
        for term in constraint.expression.terms {
            let variable = ObjectIdentifier(term.variable)
            let left = mentions[variable]! - 1
            mentions[variable] = left == 0 ? nil : left
        }
        if positions.isEmpty {
            entries = []
            byVariable = [:]
            due = []
            allDue = false
        } else if entries.count > 64 && positions.count < entries.count / 2 {
            entries = entries.filter { $0 != nil }
            byVariable = [:]
            for (position, constraint) in entries.enumerated() {
                let key = ObjectIdentifier(constraint!)
                positions[key] = position
                for term in constraint!.expression.terms {
                    byVariable[ObjectIdentifier(term.variable), default: []].append(key)
                }
            }
        }
        return true
    }

    /// The dormant inequalities, in the order they went dormant.
    var constraints: [Constraint] { entries.compactMap { $0 } }

    /// Calls `body` with each dormant inequality, in the order they went dormant.
    func forEach(_ body: (Constraint) -> Void) {
        for case let constraint? in entries { body(constraint) }
    }

    /// Calls `body` with each dormant inequality that mentions `variable`
    /// (once per term that does).
    func forEachMentioning(_ variable: ObjectIdentifier, _ body: (Constraint) -> Void) {
        guard let keys = byVariable[variable] else { return }
        for key in keys {
            if let position = positions[key] { body(entries[position]!) }
        }
    }

    /// Notes that `variable`'s value moved: the dormant inequalities over it
    /// are due to be evaluated.
    mutating func noteMoved(_ variable: ObjectIdentifier) {
        guard !allDue, let keys = byVariable[variable] else { return }
        for key in keys where positions[key] != nil { due.insert(key) }
    }

    /// Notes that any value may have moved (where the tableau and the
    /// definitions do not say which: a rollback).
    mutating func noteValuesMayHaveMoved() { allDue = true }

    /// Whether some dormant inequality is due to be evaluated.
    var hasDue: Bool { allDue || !due.isEmpty }

    /// The dormant inequalities due to be evaluated, in the order they went
    /// dormant; none is due afterwards.
    mutating func takeDue() -> [Constraint] {
        defer {
            due = []
            allDue = false
        }
        if allDue || due.count * 4 > positions.count {
            return entries.compactMap { $0 }.filter { allDue || due.contains(ObjectIdentifier($0)) }
        }
        return due.compactMap { positions[$0] }.sorted().map { entries[$0]! }
    }

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
        if counted.values.reduce(0, +) != termCount { violations.append("the dormant term count is not the terms'") }
        if counted != mentions { violations.append("the dormant inequalities' mention counts are not their terms'") }
        return violations
    }
}
