/// The active constraints that mention a stack view's baseline, each once,
/// and the views the baseline terms of the constraint being derived resolve
/// to (`LayoutEngine+StackBaselines.swift`): the layout pass derives again
/// those whose choice changed.
struct StackBaselineRecords {
    /// In the order first noted; a constraint deactivated since leaves at
    /// the next `dropInactive(in:)`.
    private(set) var constraints: [LayoutConstraint] = []
    /// The identities of `constraints`, so that one is noted once.
    private var identities: Set<ObjectIdentifier> = []
    /// While a constraint is derived, the views its stack-baseline terms
    /// resolve to, in order; nil otherwise.
    private var choicesBeingMade: [ObjectIdentifier]?

    var isEmpty: Bool { constraints.isEmpty }

    /// Starts recording the views a derivation's stack-baseline terms resolve to.
    mutating func beginDerivation() { choicesBeingMade = [] }

    /// Records the view a stack-baseline term resolved to, while a constraint is derived.
    mutating func noteChoice(_ view: ObjectIdentifier) { choicesBeingMade?.append(view) }

    /// Stops recording and returns what was recorded (empty for none).
    mutating func endDerivation() -> [ObjectIdentifier] {
        var choices: [ObjectIdentifier]?
        swap(&choices, &choicesBeingMade)
        return choices ?? []
    }

    /// Keeps `constraint` for the layout pass's check, once.
    mutating func note(_ constraint: LayoutConstraint) {
        if identities.insert(ObjectIdentifier(constraint)).inserted { constraints.append(constraint) }
    }

    /// Forgets the constraints no longer active in `engine`, and returns the rest in order.
    mutating func dropInactive(in engine: LayoutEngine) -> [LayoutConstraint] {
        var kept: [LayoutConstraint] = []
        for constraint in constraints {
            guard constraint.engine === engine else {
                identities.remove(ObjectIdentifier(constraint))
                continue
            }
            kept.append(constraint)
        }
        constraints = kept
        return kept
    }

    /// What is wrong, one line each: every constraint is listed once and
    /// its identity is kept, no other; no derivation is left open.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        let listed = Set(constraints.map(ObjectIdentifier.init))
        if listed.count != constraints.count { violations.append("a stack-baseline constraint is listed twice") }
        if listed != identities {
            violations.append("stack-baseline identities (\(identities.count)) differ from the list (\(listed.count))")
        }
        if choicesBeingMade != nil { violations.append("a stack-baseline derivation was left open") }
        return violations
    }
}
