/// Minimal conflicting sets of required constraints.
///
/// The tableau hands over a certificate — the required constraints whose
/// markers appear in the row that proves infeasibility — which is a
/// conflicting set but not always a minimal one. A deletion filter then drops
/// each member in turn (oldest first) whenever the rest still cannot hold,
/// which leaves a set in which every member is needed: remove any one and the
/// others are satisfiable. Each test is a fresh solve of the candidate set
/// alone.
///
/// The filter makes k solves of up to k constraints, O(k²) for k candidates,
/// which is minutes for a line of a few thousand views that cannot fit. Most
/// certificates are minimal already, and one solve can show it
/// (`isIrreducible(_:)`): the filter runs only when that solve cannot.
extension SolverCore {
    /// Shrinks `candidates` to a minimal conflicting set that contains `kept`.
    ///
    /// - Parameters:
    ///   - candidates: Required constraints that cannot hold together.
    ///   - kept: The constraint whose addition or change caused the conflict;
    ///     it is in every conflicting set, since the rest held before.
    ///   - keptConstant: The constant `kept` was tried with; the others are
    ///     tried with the constants this solver holds them with.
    /// - Returns: The minimal set, in the order the constraints were added.
    /// - Complexity: O(k) solves of at most k constraints for k candidates.
    func minimalConflict(
        _ candidates: [Constraint], keeping kept: Constraint, at keptConstant: Double
    ) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var set = candidates.filter { seen.insert(ObjectIdentifier($0)).inserted }
        set.sort { order(of: $0, kept: kept) < order(of: $1, kept: kept) }
        guard minimizesConflicts else { return set }
        func isSatisfiable(_ set: [Constraint]) -> Bool {
            SolverCore.isSatisfiable(set.map { ($0, $0 === kept ? keptConstant : constant(of: $0)) })
        }
        if isSatisfiable(set) {
            // Rounding hid part of the proof: fall back to every required constraint.
            set = records.values.filter { $0.priority.isRequired }.sorted { $0.order < $1.order }.map(\.constraint)
            if !set.contains(where: { $0 === kept }) { set.append(kept) }
            guard !isSatisfiable(set) else { return [kept] }
        }
        if Self.isIrreducible(set) { return set }
        var index = 0
        while index < set.count {
            if set[index] === kept {
                index += 1
                continue
            }
            var trial = set
            trial.remove(at: index)
            if isSatisfiable(trial) {
                index += 1
            } else {
                set = trial
            }
        }
        return set
    }

    private func order(of constraint: Constraint, kept: Constraint) -> Int {
        constraint === kept ? Int.max : records[ObjectIdentifier(constraint)]?.order ?? Int.max
    }

    /// Whether `set`, required constraints that cannot hold together, is
    /// minimal: every proper subset can hold.
    ///
    /// By Farkas' lemma, constraints `aᵢ·x + cᵢ (=, ≤, ≥) 0` cannot hold
    /// together exactly when some multipliers `y` (signed as the relations
    /// allow) give `Σ yᵢ·aᵢ = 0` with `Σ yᵢ·cᵢ` of the wrong sign. Such `y`
    /// lie in the space of linear dependencies among the `aᵢ`. When that space
    /// is one line, spanned by a `y` with no zero, every certificate of the set
    /// uses every member, so no proper subset has one: the set is minimal.
    ///
    /// One solve finds the dependencies: the constraints as equalities with
    /// zero constants, `aᵢ·x = 0`, added in order. An addition that depends
    /// on the ones before it reduces to a row of their markers alone, which is
    /// the dependency. True for exactly one such row, holding the markers of
    /// all the others. False when it cannot tell — no dependency found, two
    /// or more, or one that leaves a member out (rounding that hides a
    /// cancellation can only leave a dependency unfound): the deletion filter
    /// then decides.
    ///
    /// - Complexity: One solve of the set.
    static func isIrreducible(_ set: [Constraint]) -> Bool {
        var core = SolverCore()
        core.minimizesConflicts = false
        core.holdsDormantInequalities = false
        let equalities = set.map { Constraint($0.expression, .equal) }
        var positions: [ObjectIdentifier: Int] = [:]
        for (position, equality) in equalities.enumerated() { positions[ObjectIdentifier(equality)] = position }
        var dependency: Set<Int>?
        for (position, equality) in equalities.enumerated() {
            do {
                try core.add(equality, priority: .required, constant: 0)
            } catch {
                return false
            }
            guard let record = core.records[ObjectIdentifier(equality)] else { continue }
            switch record.placement {
            case .row: break
            // A definition introduces a variable: it depends on no earlier
            // equality. A required equality is never a bound.
            case .definition, .dormantBound, .dormantSoftBound, .impliedInequality, .dormantInequality: continue
            }
            guard core.tableau.kind(of: record.marker) == .dummy, let row = core.tableau.row(of: record.marker)
            else { continue }
            // Its marker is basic: the equality depends on earlier ones.
            guard dependency == nil else { return false }
            var members: Set<Int> = [position]
            for symbol in core.expandingMarkerSums(row).symbols {
                guard let owner = core.constraint(owning: symbol), let member = positions[ObjectIdentifier(owner)]
                else { return false }
                members.insert(member)
            }
            dependency = members
        }
        return dependency?.count == set.count
    }

    /// Whether the constraints, each with the given constant, can all hold as
    /// required constraints.
    static func isSatisfiable(_ constraints: [(Constraint, constant: Double)]) -> Bool {
        var core = SolverCore()
        core.minimizesConflicts = false
        core.holdsDormantInequalities = false
        for (constraint, constant) in constraints {
            do {
                try core.add(constraint, priority: .required, constant: constant)
            } catch {
                return false
            }
        }
        return true
    }
}
