/// Required bounds on one variable: only the strongest stays in the tableau.
///
/// A required inequality over one variable (`x >= 3`, `2·w <= 40`) is a
/// *bound*. Many bounds on the same variable in the same direction — a VFL
/// predicate list `[a(>=0,>=1,…)]`, a generated script — would each keep a
/// slack row, and when each new bound is stronger than the last the dual
/// simplex pivots the newest slack in and substitutes it into every earlier
/// slack's row: O(N²) for N bounds. A bound implied by a stronger one of the
/// same variable and direction changes nothing about the feasible region, so
/// once a variable has `dormancyThreshold` bounds in a direction, the solver
/// keeps only the strongest in the tableau and the others *dormant*: held
/// (their records have no marker), ready to come back when the strongest is
/// removed or weakened. Below the threshold every bound is in the tableau, as
/// any other constraint is, so ordinary layouts are solved exactly as before.
///
/// The optimal face is the same either way (a dormant bound is implied), so
/// values, ambiguity and conflicts keep their meaning; a conflict names the
/// strongest bound, which is always a minimal choice.
struct BoundSide {
    /// The first of the bounds in the tableau, held inline (most sides hold
    /// one bound, and an array of one is an allocation per bound), then the
    /// others; `moreActive` is empty while `firstActive` is nil.
    private var firstActive: Constraint?
    private var moreActive: [Constraint] = []
    /// The bounds implied by an active one, weakest first: the strongest,
    /// the earliest added among equals, is last, so taking it back is O(1)
    /// (a scan for it made removing N bounds one by one O(N²)).
    private(set) var dormant: [DormantBound] = []

    /// The bounds in the tableau, in the order added.
    var active: [Constraint] {
        get { firstActive.map { [$0] + moreActive } ?? [] }
        set {
            firstActive = newValue.first
            moreActive = Array(newValue.dropFirst())
        }
    }

    var count: Int { (firstActive == nil ? 0 : 1) + moreActive.count + dormant.count }

    /// Puts a bound last among the active ones.
    mutating func appendActive(_ constraint: Constraint) {
        if firstActive == nil { firstActive = constraint } else { moreActive.append(constraint) }
    }

    /// Puts a bound among the dormant ones, in its place by strength.
    mutating func insertDormant(_ bound: DormantBound, isLower: Bool) {
        var low = 0, high = dormant.count
        while low < high {
            let middle = (low + high) / 2
            if dormant[middle].isWeaker(than: bound, isLower: isLower) { low = middle + 1 } else { high = middle }
        }
        dormant.insert(bound, at: low)
    }

    /// Removes a dormant bound, if it is one (looked for from the strongest end).
    mutating func removeDormant(_ constraint: Constraint) {
        guard let index = dormant.lastIndex(where: { $0.constraint === constraint }) else { return }
        dormant.remove(at: index)
    }

    /// Removes and returns the strongest dormant bound.
    mutating func removeStrongestDormant() -> DormantBound? { dormant.popLast() }
}

/// A dormant bound with its value and order, which do not change while it is
/// dormant (a change of its constant removes it and adds it back).
struct DormantBound {
    let constraint: Constraint
    let value: Double
    let order: Int

    /// Whether this bound is weaker than `other`: a lower bound of a smaller
    /// value, an upper bound of a greater one, or equal and added later.
    func isWeaker(than other: DormantBound, isLower: Bool) -> Bool {
        if value != other.value { return isLower ? value < other.value : value > other.value }
        return order > other.order
    }
}

/// A variable's lower and upper bounds, required ones (`BoundStore.required`)
/// or optional ones (`BoundStore.optional`).
struct BoundGroup {
    var lower = BoundSide()
    var upper = BoundSide()

    subscript(isLower: Bool) -> BoundSide {
        get { isLower ? lower : upper }
        set { if isLower { lower = newValue } else { upper = newValue } }
    }

    var isEmpty: Bool { lower.count + upper.count == 0 }
}

extension SolverCore {
    /// How many bounds a variable has in one direction before the weaker ones
    /// are kept out of the tableau.
    static var dormancyThreshold: Int { 4 }

    /// The variable, direction and value of a single-variable inequality
    /// with `constant` for its expression's constant: a bound, required or
    /// optional as its priority says.
    static func bound(of constraint: Constraint, constant: Double) -> (
        variable: Variable, isLower: Bool, value: Double
    )? {
        guard constraint.relation != .equal else { return nil }
        let terms = constraint.expression.terms
        guard terms.count == 1 else { return nil }
        let term = terms[0]
        guard term.coefficient != 0 else { return nil }
        // a·x + c >= 0 is x >= -c/a for a > 0, x <= -c/a for a < 0.
        let isLower = (constraint.relation == .greaterThanOrEqual) == (term.coefficient > 0)
        return (term.variable, isLower, -constant / term.coefficient)
    }

    /// Whether `addToTableau` held the constraint as a dormant inequality (a
    /// bound on a defined variable, with room), outside its variable's groups.
    private func isDormantInequality(_ constraint: Constraint) -> Bool {
        !dormantInequalities.isEmpty && dormantInequalities.contains(ObjectIdentifier(constraint))
    }

    /// Whether a bound of value `a` is at least as strong as one of value `b`.
    private static func isAsStrong(_ a: Double, as b: Double, isLower: Bool) -> Bool {
        isLower ? a >= b : a <= b
    }

    /// Adds a required bound: into the tableau, or dormant when a large group
    /// already holds one at least as strong. A bound stronger than every
    /// active one makes them dormant once it is in. (Optional ones:
    /// `addSoftBound`.)
    mutating func addBound(
        _ constraint: Constraint, variable: Variable, isLower: Bool, value: Double, priority: Priority,
        constant: Double
    ) throws(AdditionFailure) {
        let key = ObjectIdentifier(variable)
        let count = bounds.requiredCount(of: key, isLower: isLower)
        if count < Self.dormancyThreshold {
            // Most bounds: a variable's first or one of a few, which go in as
            // any other constraint does, and are noted in place once they are.
            try addToTableau(constraint, priority: priority, constant: constant)
            if isDormantInequality(constraint) { return }
            bounds.appendRequiredActive(constraint, of: key, isLower: isLower, groupExists: count >= 0)
            return
        }
        var side = bounds.takeRequiredSide(of: key, isLower: isLower)
        defer { bounds.putRequiredSide(&side, of: key, isLower: isLower) }
        try addBound(constraint, isLower: isLower, value: value, priority: priority, constant: constant, to: &side)
    }

    /// Adds a bound to a large side, taken out of its table: dormant when an
    /// active one is at least as strong, else into the tableau, with the
    /// active ones made dormant.
    mutating func addBound(
        _ constraint: Constraint, isLower: Bool, value: Double, priority: Priority, constant: Double,
        to side: inout BoundSide
    ) throws(AdditionFailure) {
        if let strongest = strongestBound(in: side.active, isLower: isLower),
            Self.isAsStrong(strongest.value, as: value, isLower: isLower)
        {
            records[ObjectIdentifier(constraint)] = ConstraintRecord(
                constraint: constraint, marker: .invalid, other: .invalid, markerCoefficient: 1, priority: priority,
                constant: constant, order: nextOrder, placement: .dormant(at: priority))
            side.insertDormant(DormantBound(constraint: constraint, value: value, order: nextOrder), isLower: isLower)
            nextOrder += 1
            return
        }
        try addToTableau(constraint, priority: priority, constant: constant)
        if isDormantInequality(constraint) { return }
        for weaker in side.active {
            makeDormant(weaker)
            let order = records[ObjectIdentifier(weaker)]!.order
            let (_, _, weakerValue) = Self.bound(of: weaker, constant: self.constant(of: weaker))!
            side.insertDormant(DormantBound(constraint: weaker, value: weakerValue, order: order), isLower: isLower)
        }
        side.active = [constraint]
    }

    /// Removes a bound; when the strongest dormant one (the earliest of
    /// equals) is no longer implied by an active one — the last active one
    /// went, or the strongest did and the others are weaker — it goes into
    /// the tableau.
    mutating func removeBound(_ constraint: Constraint, record: ConstraintRecord) throws(RemoveConstraintError) {
        guard let (variable, isLower, _) = Self.bound(of: constraint, constant: record.constant) else { return }
        if !record.priority.isRequired {
            return try removeSoftBound(constraint, variable: variable, isLower: isLower, record: record)
        }
        let key = ObjectIdentifier(variable)
        guard bounds.hasRequiredGroup(of: key) else { return }
        var side = bounds.takeRequiredSide(of: key, isLower: isLower)
        defer { bounds.putRequiredSide(&side, of: key, isLower: isLower) }
        try removeBound(constraint, isLower: isLower, from: &side)
    }

    /// Removes a bound from a side taken out of its table (see above).
    mutating func removeBound(
        _ constraint: Constraint, isLower: Bool, from side: inout BoundSide
    ) throws(RemoveConstraintError) {
        side.active.removeAll { $0 === constraint }
        side.removeDormant(constraint)
        guard let next = side.dormant.last else { return }
        if let strongest = strongestBound(in: side.active, isLower: isLower),
            Self.isAsStrong(strongest.value, as: next.value, isLower: isLower)
        {
            return
        }
        _ = side.removeStrongestDormant()
        side.appendActive(next.constraint)
        do {
            try wake(next.constraint)
        } catch {
            // The removed bound implied this one and held with everything
            // else, so only numbers the tableau cannot take refuse it.
            throw .numericalOverflow(constraint)
        }
    }

    /// Puts a dormant bound into the tableau, in its place in the order, as a
    /// row (never a dormant inequality: its side holds it active, and a
    /// stronger bound will take it out of the tableau).
    mutating func wake(_ constraint: Constraint) throws(AdditionFailure) {
        let saved = records[ObjectIdentifier(constraint)]!
        records[ObjectIdentifier(constraint)] = nil
        let order = nextOrder
        nextOrder = saved.order
        defer { nextOrder = order }
        do {
            try addToTableau(constraint, priority: saved.priority, constant: saved.constant, mayBeImplied: false)
        } catch {
            records[ObjectIdentifier(constraint)] = saved
            throw error
        }
    }

    /// Whether changing the constant of `record`'s constraint must go through
    /// removing and adding it (its side has dormant bounds, or it is one).
    func changesBoundGroup(_ constraint: Constraint, record: ConstraintRecord) -> Bool {
        switch record.placement {
        case .dormantBound, .dormantSoftBound: return true
        case .definition, .impliedInequality, .dormantInequality: return false
        case .row: break
        }
        guard let (variable, isLower, _) = Self.bound(of: constraint, constant: record.constant) else { return false }
        let key = ObjectIdentifier(variable)
        let group = record.priority.isRequired ? bounds.required[key] : bounds.optionalGroup(of: key)
        return !(group?[isLower].dormant.isEmpty ?? true)
    }

    /// Every active bound that is not a row, every dormant bound that no
    /// active bound of its side implies, or that holds another value than
    /// its constraint's, and the groups' own
    /// broken invariants, as text (a dormant bound is out of the tableau, so
    /// nothing else keeps it).
    func boundGroupViolations() -> [String] {
        var violations: [String] = []
        for group in Array(bounds.required.values) + bounds.optional {
            for isLower in [true, false] {
                let side = group[isLower]
                // A group leaves its active bounds in the tableau; one held
                // elsewhere would be made dormant from a place it is not in.
                for active in side.active where records[ObjectIdentifier(active)]?.placement != .row {
                    violations.append("active bound \(active) is not a row")
                }
                guard let dormant = side.dormant.last else { continue }
                for bound in side.dormant
                where Self.bound(of: bound.constraint, constant: constant(of: bound.constraint))?
                    .value != bound.value
                {
                    violations.append("dormant bound at \(bound.value) holds another value")
                }
                let strongest = strongestBound(in: side.active, isLower: isLower)
                if strongest.map({ Self.isAsStrong($0.value, as: dormant.value, isLower: isLower) }) != true {
                    let value = dormant.value
                    violations.append("dormant bound at \(value) is not implied by an active bound of its side")
                }
            }
        }
        return violations + bounds.invariantViolations() + softDormancyViolations()
    }

    /// Takes an active bound out of the tableau, keeping its record (without symbols).
    mutating func makeDormant(_ constraint: Constraint) {
        let record = records[ObjectIdentifier(constraint)]!
        removeFromTableau(constraint, record: record)
        records[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, marker: .invalid, other: .invalid, markerCoefficient: 1, priority: record.priority,
            constant: record.constant, order: record.order, placement: .dormant(at: record.priority))
    }

    /// The strongest of `bounds`, the earliest added among equals.
    func strongestBound(
        in bounds: [Constraint], isLower: Bool
    ) -> (constraint: Constraint, value: Double, index: Int)? {
        var best: (constraint: Constraint, value: Double, index: Int)?
        for (index, constraint) in bounds.enumerated() {
            guard
                let (_, _, value) = Self.bound(of: constraint, constant: constant(of: constraint))
            else { continue }
            if let current = best {
                let stronger = Self.isAsStrong(value, as: current.value, isLower: isLower) && value != current.value
                let earlier =
                    value == current.value
                    && records[ObjectIdentifier(constraint)]!.order
                        < records[ObjectIdentifier(current.constraint)]!.order
                if !stronger && !earlier { continue }
            }
            best = (constraint, value, index)
        }
        return best
    }
}
