import TrellisSolver

/// A view that lays out a row or a column of views, like `UIStackView` and `NSStackView`.
///
/// The stack makes the constraints between itself and its arranged
/// subviews, as UIKit does, and names them as UIKit's logs do, prefixed with
/// the stack's name (`toolbar.UISV-spacing.search`), so conflicts,
/// `constraintsAffectingLayout` and the trace read like UIKit's. Changing
/// the axis, distribution, alignment, spacing, an arranged view's
/// `isHidden` or its intrinsic size re-derives the stack's constraints and
/// changes in the engine only those that differ (the rules and where they
/// come from: `Docs/Layout.md`, "Stack views").
///
/// ```swift
/// let row = engine.makeView("row", in: root, as: StackView.self)
/// row.spacing = 8
/// row.alignment = .center
/// row.addArrangedSubview(icon)
/// row.addArrangedSubview(label)
/// ```
public final class StackView: View, ArrangingView {
    /// How arranged views share the stack's length along its axis, like `UIStackView.Distribution`.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// The views fill the stack; the one with the lowest hugging
        /// (or, on a tie, the last of them) stretches, the lowest
        /// resistance (or the last) shrinks.
        case fill
        /// The views fill the stack and are all as long as the first.
        case fillEqually
        /// The views fill the stack in proportion to their intrinsic lengths.
        case fillProportionally
        /// The views keep their lengths; the gaps between them are equal and at least `spacing`.
        case equalSpacing
        /// The views keep their lengths; their centres are equally far apart, gaps at least `spacing`.
        case equalCentering
    }

    /// How arranged views sit across the stack's axis, like `UIStackView.Alignment`.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Each view spans the stack's width (vertical stack) or height (horizontal stack).
        case fill
        /// Leading edges aligned (vertical stack); `top` is the same for a horizontal one.
        case leading
        /// Top edges aligned (horizontal stack); `leading` is the same for a vertical one.
        case top
        /// First baselines aligned (horizontal stacks; `leading` in a vertical one).
        case firstBaseline
        /// Centres aligned.
        case center
        /// Trailing edges aligned (vertical stack); `bottom` is the same for a horizontal one.
        case trailing
        /// Bottom edges aligned (horizontal stack); `trailing` is the same for a vertical one.
        case bottom
        /// Last baselines aligned (horizontal stacks; `trailing` in a vertical one).
        case lastBaseline
    }

    /// `spacing` or a custom spacing of this value means the standard spacing
    /// between siblings, 8 points (`UIStackView.spacingUseSystem`).
    public static let spacingUseSystem = -Double.greatestFiniteMagnitude
    /// `customSpacing(after:)` for a view that has none: the stack's `spacing` applies
    /// (`UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// The standard spacing between siblings, as in the Visual Format Language.
    public static let systemSpacing = 8.0

    /// The axis the views are laid out along; horizontal by default.
    public var axis: LayoutAxis = .horizontal { didSet { arrange() } }
    /// How the views share the stack's length; `fill` by default.
    public var distribution: Distribution = .fill { didSet { arrange() } }
    /// How the views sit across the axis; `fill` by default.
    public var alignment: Alignment = .fill { didSet { arrange() } }
    /// The gap between adjacent views (the minimum gap for `equalSpacing`
    /// and `equalCentering`); 0 by default; `spacingUseSystem` for 8.
    public var spacing: Double = 0 {
        didSet {
            precondition(spacing.isFinite || spacing == Self.spacingUseSystem, "a stack's spacing must be finite")
            arrange()
        }
    }
    /// Whether the vertical gaps of a vertical stack run from one view's last
    /// baseline to the next one's first baseline, like `isBaselineRelativeArrangement`.
    public var isBaselineRelativeArrangement = false { didSet { arrange() } }
    /// Whether the views are laid out within the stack's layout margins
    /// rather than its edges, like `isLayoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrange() } }
    /// The priority of the views' alignment across the axis; required by default, as in UIStackView. Below required
    /// (an NSStackView's, whose alignment yields to an arranged view's own required constraints), each view is aligned
    /// to the stack's edge or centre at this priority and kept within the stack's edges, required. `fill` and the
    /// baselines are not affected.
    public var alignmentPriority: Priority = .required { didSet { arrange() } }

    /// The views the stack arranges, in order; each is also a subview.
    public var arrangedSubviews: [View] { arrangedList.views }
    /// `arrangedSubviews` with each view's place: whether a view is arranged,
    /// and taking one out, in constant time (a search of the list made
    /// building a long stack, or emptying it a view at a time, quadratic).
    private(set) var arrangedList = ArrangedViewList()
    var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints the stack made and keeps active.
    var arrangement = ManagedConstraints()
    /// Whether the stack waits for the engine's update pass.
    var needsArrangement = false
    /// Whether the next update pass derives every rule: something other than
    /// views leaving changed since the last one (`StackView+Departures.swift`).
    var needsFullArrangement = true
    /// The views that left the arrangement since the last update pass, with
    /// their places then, in the order they left.
    var departures: [Departure] = []
    /// Whether an arranged view was hidden at the last full derivation.
    var hadHiddenArrangedViews = false

    /// Adds a view at the end of the arranged views, making it a subview first if it is not one.
    ///
    /// A view already arranged here moves to the end.
    ///
    /// - Parameter view: A view of the same engine, not the stack or one of its ancestors.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedList.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts a view among the arranged views at an index, making it a subview first if it is not one.
    ///
    /// A view already arranged here moves to the index (counted after it left its old place).
    ///
    /// - Parameters:
    ///   - view: A view of the same engine, not the stack or one of its ancestors.
    ///   - index: The position in `arrangedSubviews`, 0...count.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a stack view cannot arrange itself")
        arrangedList.remove(view)
        precondition((0...arrangedList.count).contains(index), "index \(index) is outside the arranged views")
        if view.superview !== self { addSubview(view) }
        arrangedList.insert(view, at: index)
        arrange()
    }

    /// Stops arranging a view; it stays a subview (as in UIKit), without the stack's constraints.
    ///
    /// The stack's constraints on the view go at once, so constraints placing
    /// it anew can be activated straight away; the others follow in the
    /// engine's update pass.
    ///
    /// - Parameter view: An arranged view; anything else is ignored.
    public func removeArrangedSubview(_ view: View) {
        handOverLeadingConnection(from: view)
        arrangement.release(view, in: engine)
        stopArranging(view)
    }

    /// Takes a view out of the arrangement; the update pass drops its
    /// constraints, which stop counting as the stack's at once.
    private func stopArranging(_ view: View) {
        let place = departure(of: view)
        guard arrangedList.remove(view) else { return }
        customSpacings[ObjectIdentifier(view)] = nil
        if view.isRemoved {
            // Its constraints are gone from its list: only a full derivation finds the stack's.
            needsFullArrangement = true
        } else {
            arrangement.detach(view)
        }
        if !needsFullArrangement { departures.append(place) }
        engine.setNeedsArrangement(self)
    }

    override func releaseContainedViews() {
        arrangedList.removeAll()
        needsFullArrangement = true
        departures = []
    }

    /// Whether `view` is one of `arrangedSubviews`, in constant time.
    package func isArranged(_ view: View) -> Bool {
        arrangedList.contains(view)
    }

    /// Stops arranging the views that are no longer subviews, or are removed.
    func dropStrayArrangedSubviews() {
        arrangedList.removeAll { view in view.superview !== self || view.isRemoved }
    }

    /// A subview that leaves the stack (removed, or moved elsewhere) stops
    /// being arranged at once, as in UIKit.
    public override func willRemoveSubview(_ subview: View) {
        stopArranging(subview)
    }

    /// Sets the gap after an arranged view, instead of `spacing`, like `setCustomSpacing(_:after:)`.
    ///
    /// - Parameters:
    ///   - spacing: The gap; `spacingUseDefault` to go back to `spacing`, `spacingUseSystem` for 8.
    ///   - view: An arranged view.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        precondition(
            spacing.isFinite || spacing == Self.spacingUseSystem || spacing == Self.spacingUseDefault,
            "a custom spacing must be finite")
        customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrange()
    }

    /// The gap set after an arranged view, or `spacingUseDefault` when none is.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// The constraints the stack keeps active for its arrangement, sorted by identifier.
    public var arrangementConstraints: [LayoutConstraint] {
        engine.updateConstraintsIfNeeded()
        return arrangement.constraints
    }

    /// An arranged view was hidden or shown, or its content size changed.
    func arrangedSubviewDidChange(_ view: View) {
        guard isArranged(view) else { return }
        arrange()
    }
}
