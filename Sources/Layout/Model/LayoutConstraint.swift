import TrellisSolver

/// A relation between two layout expressions with a priority, like `NSLayoutConstraint`:
/// `lhs RELATION rhs + constant`.
///
/// Make one from anchors (`a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 10)`)
/// or from general expressions over attributes and free variables
/// (`try LayoutConstraint(a[.width], .equal, 2 * x + 10)`). A new constraint
/// is inactive; activating it adds it to its engine's solver, and `constant`,
/// `priority` and `isActive` change it there in place. When required
/// constraints conflict, the engine breaks one (`isBroken`) and reports it.
public final class LayoutConstraint: CustomStringConvertible {
    /// Who made a constraint, which decides whether it may be broken and how it prints.
    enum Kind { case user, contentSize, frame, marginsGuide, editTie }

    /// The left side, without its constant.
    public let lhs: LayoutExpression
    /// The relation.
    public let relation: Relation
    /// The right side, without its constant.
    public let rhs: LayoutExpression
    /// A name for diagnostics and lookups.
    public var identifier: String
    /// Where the constraint was made in Swift source (`#fileID`, `#line` of the
    /// anchor method or initialiser, else of the `activate` call that first
    /// activated it); nil for constraints the engine or a script makes itself.
    public var sourceLocation: SourceLocation?
    /// The items mentioned, each once, in order of appearance.
    public let items: [LayoutItem]
    /// The first item, when the left side is one attribute (Auto Layout's `firstItem`).
    public var firstItem: LayoutItem? { lhs.terms.count == 1 ? lhs.terms[0].item : nil }
    /// The first item's attribute.
    public var firstAttribute: LayoutAttribute? { lhs.terms.count == 1 ? lhs.terms[0].attribute : nil }
    /// The second item, when the right side is one attribute.
    public var secondItem: LayoutItem? { rhs.terms.count == 1 ? rhs.terms[0].item : nil }
    /// The second item's attribute.
    public var secondAttribute: LayoutAttribute? { rhs.terms.count == 1 ? rhs.terms[0].attribute : nil }
    /// The coefficient of the right side's one term (1 when there is none).
    public var multiplier: Double { rhs.terms.count == 1 ? rhs.terms[0].coefficient : 1 }

    let kind: Kind
    /// Terms over parameters (alignment insets), for frame pins only.
    var parameterTerms: [(coefficient: Double, item: LayoutItem, parameter: LayoutParameter)] = []
    /// Whether a term is a leading/trailing attribute (re-derived when the direction changes).
    let isDirectional: Bool
    /// What the engine keeps for the constraint while it is active; nil while inactive.
    var activeRecord: ActiveConstraintRecord?
    /// The engine that holds the constraint while it is active.
    var engine: LayoutEngine? { activeRecord?.engine }
    /// The order of activation, while active.
    var order: Int { activeRecord?.order ?? -1 }
    /// The order of declaration, while active; the one declared last is broken first.
    var declarationOrder: Int { activeRecord?.declarationOrder ?? -1 }
    /// The declaration order a container gives a constraint it is about to activate.
    var pendingDeclarationOrder: Int?
    /// The views its stack-baseline terms stood for when it was last derived
    /// (`LayoutEngine.stackBaselineChoice(of:)`).
    var stackBaselineChoice: [ObjectIdentifier]?
    /// The solver constraint, while active and not broken.
    var solverConstraint: Constraint? { activeRecord?.solverConstraint }
    var storedConstant: Double
    var storedPriority: Priority

    /// The number added to the right side; setting it changes the active constraint in place.
    public var constant: Double {
        get { storedConstant }
        set {
            precondition(newValue.isFinite, "a constraint's constant must be finite")
            storedConstant = newValue
            engine?.constantDidChange(self)
        }
    }

    /// The priority, 1...1000 (required by default); setting it changes the active constraint in place.
    public var priority: Priority {
        get { storedPriority }
        set {
            precondition(newValue.isValid, "priority \(newValue) is outside 1...1000")
            let old = storedPriority
            storedPriority = newValue
            engine?.priorityDidChange(self, from: old)
        }
    }

    /// Whether the constraint is in its engine; setting it activates or deactivates it.
    public var isActive: Bool {
        get { engine != nil }
        set {
            guard newValue else { return Self.deactivate([self]) }
            guard engine == nil, let itemEngine = items.first?.engine else { return Self.activate([self]) }
            itemEngine.activate([self], location: nil)
        }
    }

    /// Whether the engine broke the constraint to recover from a conflict
    /// (it stays active, but does not hold, until deactivated).
    public var isBroken: Bool { activeRecord?.isBroken ?? false }

    init(
        kind: Kind, lhs: LayoutExpression, relation: Relation, rhs: LayoutExpression,
        constant: Double, priority: Priority, identifier: String = ""
    ) {
        self.kind = kind
        self.lhs = LayoutExpression(lhs.terms)
        self.relation = relation
        self.rhs = LayoutExpression(rhs.terms)
        storedConstant = constant + rhs.constant - lhs.constant
        storedPriority = priority
        self.identifier = identifier
        var items: [LayoutItem] = []
        var directional = false
        for term in lhs.terms + rhs.terms {
            if term.attribute?.kind == .directionalPosition { directional = true }
            if let item = term.item, !items.contains(where: { $0 === item }) { items.append(item) }
        }
        self.items = items
        isDirectional = directional
        if let first = items.first {
            precondition(
                items.allSatisfy { $0.engine === first.engine }, "items of one constraint must share an engine")
        }
    }

    convenience init<Kind>(
        _ first: LayoutAnchor<Kind>, _ relation: Relation, _ second: LayoutAnchor<Kind>?,
        multiplier: Double, constant: Double, location: SourceLocation? = nil
    ) {
        precondition(multiplier.isFinite && constant.isFinite, "multiplier and constant must be finite")
        let rhs = second.map { $0.expression.scaled(by: multiplier) } ?? LayoutExpression()
        self.init(
            kind: .user, lhs: first.expression, relation: relation, rhs: rhs, constant: constant, priority: .required)
        sourceLocation = location
    }

    /// Creates a general constraint `lhs RELATION rhs`, checking that its attributes may be related.
    ///
    /// Positions may only be related to positions of the same kind: absolute
    /// horizontal (left, right, centerX and margins), directional (leading,
    /// trailing and margins) or vertical; sizes and free variables mix with anything.
    ///
    /// - Parameters:
    ///   - lhs: The left side.
    ///   - relation: The relation.
    ///   - rhs: The right side.
    ///   - priority: The priority, 1...1000; required by default.
    ///   - identifier: A name for diagnostics.
    ///   - fileID: The file that makes the constraint, for diagnostics (the caller's by default).
    ///   - line: The line that makes the constraint (the caller's by default).
    /// - Throws: `LayoutError.incompatibleAttributes` with the two offending terms,
    ///   `.nonFiniteNumber`, `.invalidPriority`.
    /// - Complexity: O(*n*) in the number of terms.
    public convenience init(
        _ lhs: LayoutExpression, _ relation: Relation, _ rhs: LayoutExpression,
        priority: Priority = .required, identifier: String = "", fileID: String = #fileID, line: Int = #line
    ) throws(LayoutError) {
        try self.init(
            lhs, relation, rhs, priority: priority, identifier: identifier,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// The checked general initialiser, with the location given (nil for none).
    convenience init(
        _ lhs: LayoutExpression, _ relation: Relation, _ rhs: LayoutExpression,
        priority: Priority = .required, identifier: String = "", location: SourceLocation?
    ) throws(LayoutError) {
        guard priority.isValid else { throw .invalidPriority(priority) }
        let terms = lhs.terms + rhs.terms
        for number in [lhs.constant, rhs.constant] + terms.map(\.coefficient) where !number.isFinite {
            throw .nonFiniteNumber(number)
        }
        if let mismatch = LayoutAttribute.firstMismatchedPositions(in: terms.map(\.attribute)) {
            throw .incompatibleAttributes(terms[mismatch.first], terms[mismatch.other])
        }
        self.init(
            kind: .user, lhs: lhs, relation: relation, rhs: rhs, constant: 0, priority: priority, identifier: identifier
        )
        sourceLocation = location
    }

    /// Activates constraints in order, each in the engine of its items, like `NSLayoutConstraint.activate`.
    /// Constraints over free variables only have no items: use `LayoutEngine.activate(_:)`.
    /// A constraint without a `sourceLocation` (one made with an operator) takes the call's.
    public static func activate(_ constraints: [LayoutConstraint], fileID: String = #fileID, line: Int = #line) {
        for constraint in constraints where constraint.engine == nil {
            guard let engine = constraint.items.first?.engine else {
                preconditionFailure("\(constraint) mentions no item: activate it with LayoutEngine.activate(_:)")
            }
            engine.activate([constraint], fileID: fileID, line: line)
        }
    }

    /// Deactivates constraints, like `NSLayoutConstraint.deactivate`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.engine?.deactivate([constraint]) }
    }

    /// The constraint as written: `b.leading == a.trailing + 8 @750`, prefixed by `'identifier'` when it has one.
    public var description: String {
        let right = rhs + storedConstant
        var text = "\(lhs) \(relation.rawValue) \(right)"
        if !storedPriority.isRequired { text += " @\(storedPriority)" }
        return identifier.isEmpty ? text : "'\(identifier)' " + text
    }
}
