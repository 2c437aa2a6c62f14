import TrellisSolver

/// The owner of a tree (or forest) of views and guides, their constraints and
/// the solver that lays them out, like the engine behind a `UIWindow`.
///
/// Make items with `makeView(_:in:)`, `makeLayoutGuide(_:in:)` and free
/// variables with `makeVariable(_:)`; activate constraints; read frames.
/// Every change is incremental: activating or deactivating a constraint,
/// changing its constant or priority, an intrinsic size, an inset, a margin,
/// a root frame or an edit value changes the solver's tableau in place
/// (Badros, Borning & Stuckey 2001), and nothing is ever rebuilt. Results are
/// read lazily: a query first runs the layout pass (`layoutIfNeeded()`),
/// which only re-asks views whose height depends on their width.
///
/// Attribute values live in one space for the whole engine: x grows right,
/// y grows down. Frames are reported relative to the superview, flipped or
/// unflipped as `coordinateSystem` says. When required constraints conflict,
/// the engine breaks the one of a minimal conflicting set activated last,
/// records a `ConflictReport`, and goes on.
///
/// An engine and its items are used from one isolation domain at a time.
public final class LayoutEngine {
    /// The tolerance below which two numbers count as equal in layout results.
    public static let tolerance = 1e-6

    let solver = Solver()
    /// Every view, in creation order.
    public var views: [View] { viewList.elements }
    /// The views, keyed by serial; removals leave holes (`CompactingList`).
    var viewList = CompactingList<View>()
    /// Every layout guide, in creation order.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// Every free variable, in creation order.
    public private(set) var variables: [Variable] = []
    /// The active constraints, in activation order (broken ones included).
    public var constraints: [LayoutConstraint] { constraintList.elements }
    /// The active constraints, keyed by activation order; removals leave holes (`CompactingList`).
    var constraintList = CompactingList<LayoutConstraint>()
    /// Every conflict met so far, in order (after the update pass of stack and grid views).
    public var conflicts: [ConflictReport] {
        updateConstraintsIfNeeded()
        return issues.conflicts
    }
    /// Constraints the solver could not take because its numbers outgrew a
    /// `Double` (coefficients near 1e300, say), in order met; each is broken.
    public var overflowedConstraints: [LayoutConstraint] { issues.overflowedConstraints }
    /// Views whose alignment geometry failed to round-trip when their frame was read, in order found.
    public var alignmentGeometryIssues: [AlignmentGeometryIssue] { issues.alignmentGeometryIssues }
    /// Views whose `heightForWidth` read the layout while the engine was
    /// laying out (which would otherwise recurse for ever), each once, in order
    /// found; such a read gets the values of the layout so far.
    public var heightForWidthReentries: [View] { issues.heightForWidthReentries }
    /// The conflicts, overflows, geometry issues and reentries met so far.
    var issues = LayoutIssueLog()

    /// How frames are reported; set it before making the first view.
    public var coordinateSystem: CoordinateSystem = .flipped {
        willSet { precondition(views.isEmpty, "set the coordinate system before making views") }
    }

    /// Which way leading and trailing run, unless a view's
    /// `semanticContentAttribute` forces another on its subtree; changing it
    /// re-derives the constraints that mention leading or trailing attributes
    /// (only those) and the margins set as `directionalLayoutMargins`.
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if oldValue != layoutDirection { layoutDirectionDidChange() } }
    }

    /// Whether any view has ever forced a direction
    /// (`semanticContentAttribute`); until then every view's effective
    /// direction is `layoutDirection`.
    var hasForcedLayoutDirection = false

    /// Moves whenever a view's effective layout direction may change (a
    /// direction forced or changed, a view moved or removed): the directions
    /// views found before are then out of date.
    var directionEpoch: UInt64 = 0

    /// When set, frames are rounded to this many pixels per point (2 for a
    /// Retina display); nil (the default) reports exact values.
    public var displayScale: Double? {
        willSet { precondition(newValue.map { $0 > 0 && $0.isFinite } ?? true, "display scale must be positive") }
        didSet { didMutate() }
    }

    /// Whether a stack's or grid's constraints count as declared when the
    /// update pass makes them (activation order), as UIKit's stack views make
    /// theirs in the first layout pass, after the constraints already active;
    /// false (the default) counts them as declared by the change that asked
    /// for them. Decides which member of a conflict breaks: the one declared
    /// last. With it, a stack's `UISV-hiding` constraints count as declared
    /// after every other (`hidingDeclarationOrder`), so in a conflict with
    /// the constraints of a stack inside the hidden view, or of the stack
    /// around it, they are the ones broken, as Interface Builder lays such
    /// documents out (`Docs/InterfaceBuilder.md`, "iOS validation set").
    /// Set it before making the first container.
    public var containerConstraintsAreDeclaredWhenMade = false
    /// The declaration order of `UISV-hiding` constraints under
    /// `containerConstraintsAreDeclaredWhenMade`: after any other's.
    static let hidingDeclarationOrder = Int.max / 2

    var nextSerial = 0
    var nextOrder = 0
    /// The layout constraint of each solver constraint the engine added.
    var owners: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Active constraints that mention leading/trailing, in activation order.
    var directionalConstraints: [LayoutConstraint] = []
    /// The frame pins of views whose frames are pinned.
    var framePins: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Views with `heightForWidth`, in the order they got it.
    var wrappingViews: [View] = []
    /// The generation of the solver's state, the frames read at it, the
    /// view being asked for its height, the round limit (`LayoutPassState`).
    var layoutPass = LayoutPassState()
    var edits: [EditRecord] = []
    /// The most rounds one layout pass takes (`maximumLayoutRounds`; tests lower it).
    package var layoutRoundLimit: Int {
        get { layoutPass.roundLimit }
        set { layoutPass.roundLimit = newValue }
    }
    /// How many layout passes stopped at `layoutRoundLimit` with a height
    /// still changing; the invariant check fails while it is not zero.
    package var layoutRoundLimitHits: Int { layoutPass.roundLimitHits }
    /// Active constraints that mention a stack view's baseline, and the
    /// choices of the one being derived (`LayoutEngine+StackBaselines.swift`).
    var stackBaselines = StackBaselineRecords()
    /// Stack and grid views whose constraints wait for `updateConstraintsIfNeeded()`.
    var pendingArrangements = PendingArrangements()

    /// Creates an empty engine.
    public init() {}

    // Items and constraints refer to each other strongly (an item lists the
    // constraints that involve it; a constraint holds its items), and so do
    // containers and the constraints they manage. The engine owns that graph
    // and takes it apart when it goes, so nothing is left in a cycle.
    deinit {
        for view in views { view.releaseConstraints() }
        for guide in layoutGuides { guide.constraints = [] }
    }

    /// Whether any required constraint had to be broken so far.
    public var hasBrokenConstraints: Bool { !conflicts.isEmpty }

    // MARK: Making items

    /// Makes a view, as a root or as the last subview of `superview`.
    ///
    /// - Parameters:
    ///   - name: The name diagnostics print.
    ///   - superview: The parent, or nil for a root.
    ///   - type: A `View` subclass to make (for custom content or geometry).
    /// - Returns: The view, with no constraints yet.
    /// - Complexity: O(1).
    @discardableResult
    public func makeView<V: View>(_ name: String, in superview: View? = nil, as type: V.Type = View.self) -> V {
        precondition(superview.map { $0.engine === self } ?? true, "the superview belongs to another engine")
        precondition(!(superview?.isRemoved ?? false), "the superview was removed from the engine")
        let view = type.init(makeRegistration(name))
        register(view)
        view.superview = superview
        superview?.subviewList.append(view)
        return view
    }

    /// The registration of the next view the engine makes, for initialisers
    /// that make a view themselves (`StackView(arrangedSubviews:)`); the view
    /// made from it must then be handed to `register(_:)`.
    package func makeRegistration(_ name: String) -> View.Registration {
        defer { nextSerial += 1 }
        return View.Registration(name: name, engine: self, serial: nextSerial)
    }

    /// The place in the creation order the next view will have (for names such as `stackView3`).
    package var nextViewSerial: Int { nextSerial }

    /// Adds a view made from `makeRegistration(_:)` to the engine, as a root.
    package func register(_ view: View) {
        precondition(view.engine === self, "the view belongs to another engine")
        viewList.append(view, key: view.serial)
        addSizeBounds(of: view)
    }

    /// Makes a layout guide in a view, like `UIView.addLayoutGuide(_:)`.
    ///
    /// - Parameters:
    ///   - name: The name diagnostics print.
    ///   - owningView: The view whose coordinates the guide's frame is in.
    /// - Returns: The guide, with no constraints yet.
    @discardableResult
    public func makeLayoutGuide(_ name: String, in owningView: View) -> LayoutGuide {
        precondition(owningView.engine === self, "the view belongs to another engine")
        precondition(!owningView.isRemoved, "the view was removed from the engine")
        let guide = LayoutGuide(name: name, owningView: owningView, serial: nextSerial)
        nextSerial += 1
        owningView.layoutGuides.append(guide)
        layoutGuides.append(guide)
        return guide
    }

    /// Makes a free variable, for general constraints (`a.width == 2 * x + 10`).
    ///
    /// - Parameter name: The name diagnostics print.
    /// - Returns: The variable; ambiguous until constraints determine it.
    public func makeVariable(_ name: String) -> Variable {
        let variable = Variable(name)
        variables.append(variable)
        return variable
    }

    /// Makes the guide of a view's layout margins and ties its edges to the margins.
    func makeMarginsGuide(for view: View) -> LayoutGuide {
        let guide = makeLayoutGuide(view.name + ".layoutMarginsGuide", in: view)
        tieMarginsGuide(guide, to: view)
        return guide
    }

    // MARK: Values

    /// The value of an attribute of an item after laying out, in attribute space
    /// (x right, y down). A leading or trailing attribute reads as the x of the
    /// edge it stands for under the current direction.
    ///
    /// - Complexity: O(1) after the layout pass.
    public func value(of attribute: LayoutAttribute, of item: LayoutItem) -> Double {
        precondition(!item.isRemoved, "\(item.name) was removed from the engine")
        layoutIfNeeded()
        return evaluate(valueExpression(for: attribute, of: item))
    }

    /// The value of a free variable after laying out.
    public func value(of variable: Variable) -> Double {
        layoutIfNeeded()
        return solver.value(of: variable)
    }

    /// How far an active constraint is from holding in the current layout: 0
    /// when it holds, else the distance between its sides (for an inequality,
    /// only on the wrong side). Broken and inactive constraints read 0.
    package func violation(of constraint: LayoutConstraint) -> Double {
        guard let installed = constraint.solverConstraint else { return 0 }
        layoutIfNeeded()
        let value = evaluate(heldExpression(of: installed))
        switch installed.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// A solver constraint's expression with the constant the solver holds it
    /// with (its creation constant when the solver does not hold it).
    func heldExpression(of constraint: Constraint) -> Expression {
        var expression = constraint.expression
        if let constant = solver.constant(of: constraint) { expression.constant = constant }
        return expression
    }

    /// The value of a solver expression in the current solution.
    func evaluate(_ expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// Marks that a change may move frames, so the layout pass runs again.
    func didMutate() { layoutPass.noteChange() }

    /// Marks a view as needing the layout pass (its `heightForWidth` changed).
    func setNeedsLayout(_ view: View) {
        guard !view.isRemoved else { return }
        if view.heightForWidth != nil, !wrappingViews.contains(where: { $0 === view }) { wrappingViews.append(view) }
        didMutate()
    }
}
