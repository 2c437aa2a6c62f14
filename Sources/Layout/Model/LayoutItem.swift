import TrellisSolver

/// Something constraints can act on: a view or a layout guide.
///
/// Every item is four solver variables — its alignment rect's `minX`, `minY`,
/// `width` and `height` in the engine's attribute space (x right, y down) —
/// and every `LayoutAttribute` of it is a linear expression of them (see
/// `LayoutEngine.expression(for:of:)`). Items are made by a `LayoutEngine`
/// (`makeView`, `makeLayoutGuide`) and belong to it; they have identity and
/// a name that diagnostics print.
///
/// Items, like their engine and the solver's constraints, are not
/// `Sendable`: an engine and everything in it belong to one isolation domain,
/// and the compiler refuses code that hands them to another.
open class LayoutItem: CustomStringConvertible {
    /// The name printed in diagnostics.
    public let name: String
    /// The engine the item belongs to.
    ///
    /// The engine owns its items; an item refers to it weakly, so a tree of
    /// views does not keep its engine alive (nor the engine itself).
    ///
    /// - Precondition: The engine still exists: keep a reference to the
    ///   engine for as long as you use its views and guides. Using an item
    ///   after its engine is gone stops the program with a message naming it.
    public var engine: LayoutEngine {
        guard let engine = weakEngine else {
            preconditionFailure(
                "'\(name)' was used after its LayoutEngine was deallocated; "
                    + "keep a reference to the engine while you use its views and guides")
        }
        return engine
    }
    private weak var weakEngine: LayoutEngine?
    /// The x of the alignment rect's left edge, in attribute space.
    public let minX: Variable
    /// The y of the alignment rect's top edge, in attribute space.
    public let minY: Variable
    /// The alignment rect's width.
    public let width: Variable
    /// The alignment rect's height.
    public let height: Variable
    /// The order of creation in the engine (for deterministic output).
    let serial: Int
    /// The active constraints that mention the item, in activation order.
    var constraints: [LayoutConstraint] {
        get { constraintList.elements }
        set {
            constraintList.removeAll()
            for constraint in newValue { constraintList.append(constraint, key: constraint.order) }
        }
    }
    /// The active constraints that mention the item, keyed by activation order (`CompactingList`).
    var constraintList = CompactingList<LayoutConstraint>()
    /// The lazily made parameter variables (insets, margins, baselines).
    var parameters: [LayoutParameter: ParameterPin] = [:]
    /// The geometry the item had when it was removed; nil while it is in the engine.
    var removedGeometry: RemovedGeometry?
    /// Where the four variables' values are in the engine's solver
    /// (`LayoutEngine.attributeRect(of:)`); nil until the first read.
    @exclusivity(unchecked) var valueHandles: ValueHandles?

    /// Whether the item was removed from its engine (`View.removeFromSuperview()`,
    /// `View.removeLayoutGuide(_:)`, or removal of a view it lies in); removal is for good.
    public var isRemoved: Bool { removedGeometry != nil }

    /// Makes an item from what its engine handed out for it (only an engine
    /// makes a `View.Registration`).
    ///
    /// The initialiser is public so that every designated initialiser of
    /// `View` is visible outside this module: Swift then passes convenience
    /// initialisers that another module declares on `View` (TrellisUIKit's
    /// `init(frame:)`) down to that module's subclasses.
    public init(_ registration: View.Registration) {
        let name = registration.name, engine = registration.engine, serial = registration.serial
        self.name = name
        self.weakEngine = engine
        self.serial = serial
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }

    /// The view whose coordinate system the item's frame is reported in:
    /// the superview of a view, the owning view of a guide, nil for a root.
    public var parentView: View? { nil }

    /// The four variables, in the order minX, minY, width, height.
    var variables: [Variable] { [minX, minY, width, height] }

    /// The value a parameter has when nothing sets it (insets 0, margins 8 on
    /// views and 0 on guides, baselines at the bottom).
    func parameterValue(_ parameter: LayoutParameter) -> Double { 0 }

    /// The item's name.
    public var description: String { name }

    /// The alignment rect in attribute space (x right, y down), after laying out.
    public var layoutRect: Rect { engine.attributeRect(of: self) }
}

/// A rectangle that takes part in constraints but draws nothing, like `UILayoutGuide`.
///
/// A guide lives in a view (its `owningView`); its frame is its alignment rect
/// (no insets) and is reported in the owning view's coordinates. Its margin
/// attributes have zero margins and its baselines are its bottom.
public final class LayoutGuide: LayoutItem {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: View?
    /// An identifier for diagnostics, like `UILayoutGuide.identifier` (the name).
    public var identifier: String { name }

    init(name: String, owningView: View, serial: Int) {
        self.owningView = owningView
        super.init(View.Registration(name: name, engine: owningView.engine, serial: serial))
    }

    public override var parentView: View? { owningView }

    /// The guide's frame in the owning view's coordinates, after laying out.
    public var layoutFrame: Rect { engine.frame(of: self) }
}
