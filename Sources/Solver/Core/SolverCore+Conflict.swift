/// Minimal conflicting sets of required constraints.
///
/// The tableau hands over a certificate — the required constraints whose
/// markers appear in the row that proves infeasibility — which is a
/// conflicting set but not always a minimal one. A deletion filter then drops
/// each member in turn (oldest first) whenever the rest still cannot hold,
/// which leaves a set in which every member is needed: remove any one and the
/// others are satisfiable. Each test is a fresh solve of the (small) candidate
/// set alone.
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

    /// Whether the constraints, each with the given constant, can all hold as
    /// required constraints.
    static func isSatisfiable(_ constraints: [(Constraint, constant: Double)]) -> Bool {
        var core = SolverCore()
        core.minimizesConflicts = false
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
