import TrellisSolver

/// One constraint a container view (a stack or a grid) wants: `lhs RELATION rhs + constant @priority`.
struct ArrangementRule {
    let identifier: String
    let lhs: LayoutExpression
    let relation: Relation
    let rhs: LayoutExpression
    let constant: Double
    let priority: Priority
    /// Whether the rule collapses a hidden view (`UISV-hiding`): declared at
    /// `ManagedConstraints.hidingDeclarationOrder` when that is set.
    var isHiding = false

    /// The constraint's constant: the rule's, with the numbers of both sides
    /// moved to the right (as `LayoutConstraint` holds it), so a rule whose
    /// sides carry numbers (a grid's padding) changes in place when they change.
    var effectiveConstant: Double { constant + rhs.constant - lhs.constant }

    /// What must match for an existing constraint to take this rule's constant and priority in place.
    var shape: Shape {
        Shape(
            lhs: lhs.terms.map(Shape.Term.init), relation: relation, rhs: rhs.terms.map(Shape.Term.init),
            isRequired: priority.isRequired)
    }

    /// A rule's terms on each side (coefficient, item, attribute), relation
    /// and whether it is required: compared as values, not as text (making
    /// the text was a tenth of a stack's update pass).
    struct Shape: Equatable {
        struct Term: Equatable {
            let coefficient: Double
            /// The item's identity; nil for a free variable, as is the attribute.
            let item: ObjectIdentifier?
            let attribute: LayoutAttribute?

            init(_ term: LayoutTerm) {
                coefficient = term.coefficient
                item = term.item.map(ObjectIdentifier.init)
                attribute = term.attribute
            }
        }

        let lhs: [Term]
        let relation: Relation
        let rhs: [Term]
        let isRequired: Bool
    }
}

extension ArrangementRule {
    /// The priority of a container's index tie-break (a stack's
    /// `Trellis-fill-order`, a grid's fit pulls): below every other.
    static let indexTieBreakPriority: Priority = 1.5

    /// The weight of pull `index` of `count` in an index tie-break, earlier
    /// pulls stronger: (count − index)/2ᵏ, 2ᵏ the least power of two above
    /// count. At one level the weights decide a shared total as a level per
    /// pull would (the cheapest gives or takes first) without a dense
    /// objective row each; dividing by a power of two keeps them below 1 and
    /// the arithmetic on them exact.
    static func indexTieBreakWeight(_ index: Int, of count: Int) -> Double {
        Double(count - index) / Double(1 << (Int.bitWidth - count.leadingZeroBitCount))
    }
}

/// The constraints a container view made and keeps active, by identifier,
/// brought in line with a new set of rules by changing only what differs.
struct ManagedConstraints {
    private typealias Entry = (constraint: LayoutConstraint, shape: ArrangementRule.Shape)
    private var active: [String: Entry] = [:]
    /// Constraints that mention a view the container let go of, taken out
    /// of `active` until the next `apply` or `update` deactivates them.
    private var detached: [String: Entry] = [:]
    /// When the last change that asked for new rules was made (an engine
    /// order): the constraints `apply` activates count as declared then.
    var declarationOrder: Int?
    /// When the rules that collapse hidden views count as declared, if not
    /// with the others (`LayoutEngine.containerConstraintsAreDeclaredWhenMade`).
    var hidingDeclarationOrder: Int?

    /// The active constraints, sorted by identifier.
    var constraints: [LayoutConstraint] { active.keys.sorted().map { active[$0]!.constraint } }

    /// Deactivates at once the constraints that mention `view`, a view the
    /// container let go of, so that a constraint activated before the next
    /// update pass does not meet them (the pass re-derives the rest).
    ///
    /// - Complexity: Linear in the view's active constraints (a walk of
    ///   the container's made a stack emptied a view at a time quadratic),
    ///   plus one solver call per released one.
    mutating func release(_ view: View, in engine: LayoutEngine) {
        var released: [LayoutConstraint] = []
        for constraint in view.constraints {
            if let entry = active[constraint.identifier], entry.constraint === constraint {
                active[constraint.identifier] = nil
            } else if let entry = detached[constraint.identifier], entry.constraint === constraint {
                detached[constraint.identifier] = nil
            } else {
                continue
            }
            released.append(constraint)
        }
        guard !released.isEmpty else { return }
        engine.deactivate(released.sorted { $0.identifier < $1.identifier })
    }

    /// The active constraint with an identifier.
    func constraint(withIdentifier identifier: String) -> LayoutConstraint? {
        active[identifier]?.constraint
    }

    /// Activates the constraint of `rule` at once, ahead of the update pass,
    /// when the solver takes it as it stands (`LayoutEngine.activateIfConsistent`);
    /// otherwise changes and records nothing, and the pass makes it later.
    /// Located in this file, as the constraints `apply` and `update` activate.
    mutating func activateIfConsistent(_ rule: ArrangementRule, in engine: LayoutEngine) {
        guard active[rule.identifier] == nil, detached[rule.identifier] == nil else { return }
        let constraint = makeConstraint(rule)
        let location = LayoutConstraint.SourceLocation(fileID: #fileID, line: #line)
        guard engine.activateIfConsistent(constraint, location: location) else { return }
        active[rule.identifier] = (constraint, rule.shape)
    }

    /// Takes the constraints that mention `view`, a view the container let
    /// go of, out of the set; the next `apply` or `update` deactivates them.
    ///
    /// - Complexity: Linear in the view's active constraints.
    mutating func detach(_ view: View) {
        for constraint in view.constraints {
            guard let entry = active[constraint.identifier], entry.constraint === constraint else { continue }
            active[constraint.identifier] = nil
            detached[constraint.identifier] = entry
        }
    }

    /// Changes, activates and deactivates constraints as `apply` would for a
    /// set of rules that holds `rules` and, for every other identifier, the
    /// rule the active constraint was made from: `rules` in the order
    /// `apply` would meet them, and the detached constraints deactivated.
    ///
    /// - Complexity: Linear in `rules` and the detached constraints, plus
    ///   one solver call per changed constraint.
    mutating func update(_ rules: [ArrangementRule], in engine: LayoutEngine) {
        var stale: [LayoutConstraint] = detached.values.map(\.constraint)
        detached = [:]
        var fresh: [LayoutConstraint] = []
        for rule in rules {
            let shape = rule.shape
            if let existing = active[rule.identifier] {
                if Self.changeInPlace(existing, to: rule, shape: shape) { continue }
                stale.append(existing.constraint)
            }
            let constraint = makeConstraint(rule)
            fresh.append(constraint)
            active[rule.identifier] = (constraint, shape)
        }
        if !stale.isEmpty { engine.deactivate(stale.sorted { $0.identifier < $1.identifier }) }
        if !fresh.isEmpty { engine.activate(fresh) }
    }

    /// Makes the active set match `rules`.
    ///
    /// A constraint whose identifier and shape stay gets the new constant and
    /// priority in place; one no longer wanted is deactivated; a new one is
    /// activated (all at once, after the deactivations).
    ///
    /// - Complexity: Linear in the rules, plus one solver call per changed constraint.
    mutating func apply(_ rules: [ArrangementRule], in engine: LayoutEngine) {
        // Detached constraints count as active here: one whose view came
        // back before this pass stays, as it would have without leaving.
        active.merge(detached) { current, _ in current }
        detached = [:]
        var stale: [LayoutConstraint] = []
        var fresh: [LayoutConstraint] = []
        var kept: [String: Entry] = [:]
        for rule in rules {
            let shape = rule.shape
            if let existing = active.removeValue(forKey: rule.identifier) {
                if Self.changeInPlace(existing, to: rule, shape: shape) {
                    kept[rule.identifier] = existing
                    continue
                }
                stale.append(existing.constraint)
            }
            let constraint = makeConstraint(rule)
            fresh.append(constraint)
            kept[rule.identifier] = (constraint, shape)
        }
        stale += active.values.map(\.constraint)
        active = kept
        if !stale.isEmpty { engine.deactivate(stale.sorted { $0.identifier < $1.identifier }) }
        if !fresh.isEmpty { engine.activate(fresh) }
    }

    /// Gives an active constraint the constant and priority of `rule`, whose
    /// shape is `shape`, when the shapes match (only what differs is set, so
    /// an unchanged rule costs no solver call); false when they do not and the
    /// constraint must be replaced.
    private static func changeInPlace(_ existing: Entry, to rule: ArrangementRule, shape: ArrangementRule.Shape) -> Bool
    {
        guard existing.shape == shape else { return false }
        let constant = rule.effectiveConstant
        if existing.constraint.constant != constant { existing.constraint.constant = constant }
        if existing.constraint.priority != rule.priority { existing.constraint.priority = rule.priority }
        return true
    }

    /// A new constraint for `rule`, counted as declared at `declarationOrder`.
    private func makeConstraint(_ rule: ArrangementRule) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            kind: .user, lhs: rule.lhs, relation: rule.relation, rhs: rule.rhs, constant: rule.constant,
            priority: rule.priority, identifier: rule.identifier)
        constraint.pendingDeclarationOrder =
            rule.isHiding ? hidingDeclarationOrder ?? declarationOrder : declarationOrder
        return constraint
    }
}
