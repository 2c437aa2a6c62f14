import TrellisSolver

/// A rectangle in a tree of views, laid out by constraints, like `UIView`/`NSView`.
///
/// A view has subviews and layout guides, an intrinsic content size with
/// hugging and compression-resistance priorities per axis, alignment-rect
/// insets (or a custom alignment geometry, by overriding
/// `alignmentRect(forFrame:)` and `frame(forAlignmentRect:)`), baselines and
/// layout margins. Every setter takes effect in the engine at once and
/// incrementally: it changes constants or priorities of existing solver
/// constraints in place.
///
/// ```swift
/// let engine = LayoutEngine()
/// let root = engine.makeView("root")
/// engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 320, height: 504))
/// let image = engine.makeView("image", in: root)
/// image.intrinsicContentSize = Size(width: 180, height: 180)
/// image.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 20, right: 20)
/// LayoutConstraint.activate([
///     image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
///     image.centerYAnchor.constraint(equalTo: root.centerYAnchor),
/// ])
/// image.frame  // {{70, 162}, {200, 200}}
/// ```
open class View: LayoutItem {
    /// The value of an axis of `intrinsicContentSize` that has no intrinsic metric.
    public static let noIntrinsicMetric: Double = -1
    /// Auto Layout's `layoutFittingCompressedSize`: as small as possible.
    public static let layoutFittingCompressedSize = Size.zero
    /// Auto Layout's `layoutFittingExpandedSize`: as large as possible.
    public static let layoutFittingExpandedSize = Size(width: 1_000_000, height: 1_000_000)

    /// The superview; nil for a root.
    public internal(set) weak var superview: View?
    /// The subviews, in the order they were added.
    public var subviews: [View] { subviewList.elements }
    /// The subviews; removals leave holes (`CompactingList`).
    var subviewList = CompactingList<View>()
    /// The layout guides, in the order they were added.
    public internal(set) var layoutGuides: [LayoutGuide] = []

    var storedIntrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    var hugging: (horizontal: Priority, vertical: Priority) = (.low, .low)
    var resistance: (horizontal: Priority, vertical: Priority) = (.high, .high)
    /// The content-size constraints of each axis, when that axis has a metric.
    var contentSizeConstraints: [LayoutAxis: ContentSizeConstraints] = [:]
    /// The solver constraints that keep the width and height at 0 or more (`LayoutEngine+SizeBounds.swift`).
    var sizeBounds: [Constraint] = []
    var marginsGuide: LayoutGuide?
    /// The safe-area guide and its ties to the view's edges, once asked for (`View+SafeArea.swift`).
    var safeAreaGuide: (guide: LayoutGuide, ties: [LayoutConstraint])?
    var storedSafeAreaInsets = EdgeInsets.zero
    var storedSemanticContentAttribute = SemanticContentAttribute.unspecified
    /// The effective layout direction found in an epoch of the engine's
    /// `directionEpoch` (`View+LayoutDirection.swift`).
    var knownDirection: (epoch: UInt64, direction: LayoutDirection)?
    /// Whether the view is hidden (`View+Hidden.swift`).
    var storedIsHidden = false
    /// The directional margins last set and the absolute ones they gave (`View+LayoutDirection.swift`).
    var storedDirectionalMargins: (directional: DirectionalEdgeInsets, resolved: EdgeInsets)?
    /// The constraints `makeConstraints(_:)`, `remakeConstraints(_:)` and
    /// `updateConstraints(_:)` made for the view (`View+ConstraintMaker.swift`).
    var madeConstraints: [LayoutConstraint] = []

    /// Makes a view for `LayoutEngine.makeView(_:in:as:)`, the only maker of a
    /// `Registration`; a subclass's own initialiser passes it on.
    public required override init(_ registration: Registration) {
        super.init(registration)
    }

    // A view owns its subviews, so freeing the root of a deep tree would free
    // each level from the one above, one stack frame per level. The subtree
    // is taken apart here instead, level by level, from a list.
    deinit {
        var pending = takeSubviews()
        while var view = pending.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            pending += view.takeSubviews()
        }
    }

    /// The subviews, with every reference this view holds to them dropped
    /// (the subview list, and a container's own lists).
    private func takeSubviews() -> [View] {
        let taken = subviews
        subviewList.removeAll()
        releaseContainedViews()
        return taken
    }

    /// Drops the references a container holds to its subviews besides
    /// `subviews` (a stack's arranged views, a grid's cells).
    func releaseContainedViews() {}

    public override var parentView: View? { superview }

    /// Called just before a subview leaves this view — removed from the engine
    /// or moved to another superview — like `UIView.willRemoveSubview(_:)`.
    /// A stack stops arranging it and a grid frees its cells here.
    ///
    /// - Parameter subview: The subview that is leaving.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Content size

    /// The natural size of the content, in alignment-rect terms; an axis that
    /// is `View.noIntrinsicMetric` has none. Setting it calls
    /// `invalidateIntrinsicContentSize()`. A subclass may override it
    /// (getter and setter) and call `invalidateIntrinsicContentSize()` when its
    /// content changes.
    ///
    /// - Precondition: Each axis is finite: a length, or `View.noIntrinsicMetric`
    ///   (any negative number means none). An overriding getter that returns
    ///   NaN or infinity stops the program when the engine reads it.
    open var intrinsicContentSize: Size {
        get { storedIntrinsicSize }
        set {
            storedIntrinsicSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Tells the engine that `intrinsicContentSize` changed: the hugging and
    /// resistance constraints get the new constants in place.
    ///
    /// - Complexity: Two constant changes per axis in the solver.
    open func invalidateIntrinsicContentSize() {
        engine.updateContentSize(of: self)
        (superview as? StackView)?.arrangedSubviewDidChange(self)
        (superview as? GridView)?.placedViewDidChange(self)
    }

    /// The height of wrapping content at a width, like a multi-line label's
    /// text height. When set, the engine lays out, asks for the height at the
    /// width the layout gave, sets the intrinsic height, and repeats until the
    /// width stops changing (a few rounds at most). `systemLayoutSizeFitting`
    /// asks again at the width the fitting gives.
    ///
    /// The height it returns is the intrinsic height, whatever
    /// `intrinsicContentSize` says: a subclass that overrides
    /// `intrinsicContentSize` keeps its width, and its height while
    /// `heightForWidth` is nil. The closure must compute the height from the
    /// width alone: one that reads the layout (a frame, a value) while the
    /// engine is laying out gets the values of the layout so far, and the
    /// view is recorded in `LayoutEngine.heightForWidthReentries`.
    public var heightForWidth: ((Double) -> Double)? {
        didSet {
            if heightForWidth == nil, wrappedHeight != nil {
                wrappedHeight = nil
                engine.updateContentSize(of: self)
            }
            engine.setNeedsLayout(self)
        }
    }

    /// The height `heightForWidth` gave at the last width asked, if any.
    var wrappedHeight: Double?

    /// The intrinsic size the layout uses: `intrinsicContentSize`, with the
    /// height `heightForWidth` gave while it is set (whatever was set since),
    /// for the content-size constraints and the rules of stacks and grids alike.
    var layoutContentSize: Size {
        var size = intrinsicContentSize
        if heightForWidth != nil, let wrappedHeight { size.height = wrappedHeight }
        return size
    }

    /// The width at which `heightForWidth` is asked, instead of the laid-out
    /// width, like `UILabel.preferredMaxLayoutWidth`; nil to use the layout's.
    public var preferredMaxLayoutWidth: Double? {
        didSet { engine.setNeedsLayout(self) }
    }

    // MARK: Alignment geometry, baselines, margins

    /// How far the alignment rect lies inside the frame on each side (negative: outside).
    ///
    /// - Precondition: Every inset is finite.
    public var alignmentRectInsets: EdgeInsets = .zero {
        willSet { precondition(newValue.isFinite, "\(name).alignmentRectInsets must be finite, got \(newValue)") }
        didSet {
            engine.setParameter(.insetTop, of: self)
            engine.setParameter(.insetLeft, of: self)
            engine.setParameter(.insetBottom, of: self)
            engine.setParameter(.insetRight, of: self)
        }
    }

    /// The last baseline's distance above the bottom of the alignment rect
    /// (`baselineOffsetFromBottom`); 0 (the bottom) by default. Setting it
    /// gives the view a baseline (`hasBaseline`).
    ///
    /// - Precondition: The offset is finite.
    public var baselineOffsetFromBottom: Double = 0 {
        willSet { precondition(newValue.isFinite, "\(name).baselineOffsetFromBottom must be finite, got \(newValue)") }
        didSet {
            hasBaseline = true
            engine.setParameter(.baselineFromBottom, of: self)
        }
    }

    /// The first baseline's distance below the top of the alignment rect;
    /// nil (the default) makes the first baseline the last one when the view
    /// has a baseline, and its top edge when it has none. Setting a number
    /// gives the view a baseline (`hasBaseline`).
    ///
    /// - Precondition: The offset, when given, is finite.
    public var firstBaselineOffsetFromTop: Double? {
        willSet {
            precondition(
                newValue?.isFinite ?? true, "\(name).firstBaselineOffsetFromTop must be finite, got \(newValue!)")
        }
        didSet {
            if firstBaselineOffsetFromTop != nil { hasBaseline = true }
            engine.setParameter(.firstBaselineFromTop, of: self)
        }
    }

    /// Whether the view has a baseline (it shows text), false by default;
    /// giving either baseline offset sets it. Auto Layout measures the first
    /// baseline of a view without one at its top edge and the last at its
    /// bottom edge (`UIView.forFirstBaselineLayout`, `forLastBaselineLayout`);
    /// a stack view takes its baselines from an arranged view instead
    /// (`StackView+Baselines.swift`).
    public var hasBaseline = false {
        didSet { if hasBaseline != oldValue { engine.setParameter(.firstBaselineFromTop, of: self) } }
    }

    /// The layout margins, for the `…Margin` attributes and `layoutMarginsGuide` (8 on each side by default).
    ///
    /// - Precondition: Every margin is finite.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        willSet { precondition(newValue.isFinite, "\(name).layoutMargins must be finite, got \(newValue)") }
        didSet {
            engine.setParameter(.marginTop, of: self)
            engine.setParameter(.marginLeft, of: self)
            engine.setParameter(.marginBottom, of: self)
            engine.setParameter(.marginRight, of: self)
        }
    }

    /// A guide whose edges are the view's margins, like `UIView.layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = engine.makeMarginsGuide(for: self)
        marginsGuide = guide
        return guide
    }

    override func parameterValue(_ parameter: LayoutParameter) -> Double {
        switch parameter {
        case .insetTop: return alignmentRectInsets.top
        case .insetLeft: return alignmentRectInsets.left
        case .insetBottom: return alignmentRectInsets.bottom
        case .insetRight: return alignmentRectInsets.right
        case .marginTop: return layoutMargins.top
        case .marginLeft: return layoutMargins.left
        case .marginBottom: return layoutMargins.bottom
        case .marginRight: return layoutMargins.right
        case .baselineFromBottom: return baselineOffsetFromBottom
        case .firstBaselineFromTop: return firstBaselineOffsetFromTop ?? 0
        }
    }

    // MARK: Alignment geometry

    /// Whether the superview's coordinates grow downwards: always for a root
    /// (whose coordinates are attribute space), otherwise as the engine's
    /// `coordinateSystem` says.
    public var superviewIsFlipped: Bool {
        superview == nil || engine.coordinateSystem == .flipped
    }

    /// The alignment rect of a frame, both in the superview's coordinates.
    ///
    /// The default insets the frame by `alignmentRectInsets` (the top inset
    /// from the visual top, whichever way y grows). Override it together with
    /// `frame(forAlignmentRect:)`; the two must be inverses, which the engine
    /// checks whenever it reports a frame (`LayoutEngine.alignmentGeometryIssues`).
    ///
    /// - Parameter frame: A frame in the superview's coordinates.
    /// - Returns: The alignment rect in the same coordinates.
    open func alignmentRect(forFrame frame: Rect) -> Rect {
        let insets = alignmentRectInsets
        let lowerInset = superviewIsFlipped ? insets.top : insets.bottom
        return Rect(
            x: frame.minX + insets.left, y: frame.minY + lowerInset,
            width: frame.width - insets.horizontal, height: frame.height - insets.vertical)
    }

    /// The frame of an alignment rect, both in the superview's coordinates;
    /// the inverse of `alignmentRect(forFrame:)`.
    ///
    /// - Parameter alignmentRect: An alignment rect in the superview's coordinates.
    /// - Returns: The frame in the same coordinates.
    open func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        let insets = alignmentRectInsets
        let lowerInset = superviewIsFlipped ? insets.top : insets.bottom
        return Rect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - lowerInset,
            width: alignmentRect.width + insets.horizontal, height: alignmentRect.height + insets.vertical)
    }
}
