import TrellisLayout
import TrellisLayoutScript

/// One view of a document with what its layout needs: a value, so a view shared
/// between tasks is a copy each, and no data race on one compiles.
public struct DocumentView: Sendable {
    /// The object id, e.g. `5g8-nv-7sx`.
    public let id: String
    /// The element name: `view`, `label`, `button`, `stackView`, …
    public let element: String
    /// Its custom class, if any.
    public let customClass: String?
    /// Its user label (the name in Xcode's outline), if any.
    public let userLabel: String?
    /// Its element's place in the document.
    public let location: SourceLocation
    /// The `<rect key="frame">` stored with it.
    public var documentFrame: Rect
    /// `misplaced="YES"`.
    public var documentMisplaced = false
    /// `ambiguous="YES"`.
    public var documentAmbiguous = false
    /// Whether Interface Builder flags it ambiguous though its frame is determined: by the document's era
    /// (`AmbiguityRules.flagsScrolledByFixedFrameScrollView`) or, for a window's content view, by how it is placed
    /// (`AmbiguityRules.flagsWindowContent`); either rule sets it, neither clears it.
    public var isFlaggedAmbiguousByEra = false
    /// Whether its frame is kept by autoresizing (translatesAutoresizingMaskIntoConstraints, or `fixedFrame`); never
    /// for a stack view's arranged view, which its stack lays out.
    public var usesAutoresizing = false
    /// Whether it is arranged in an NSStackView and keeps its autoresizing mask, which holds it inside the stack
    /// (`StackViewRules.arrangedViewsKeepAutoresizingMasks`).
    public var keepsAutoresizingMaskInStack = false
    /// The autoresizing mask: flexible left, width, right, top, height, bottom (AppKit's bottom is UIKit's top).
    public var autoresizing = AutoresizingMask()
    /// Whether it stands in for the content view of an NSGridView's cell, which the grid places by its rows and
    /// columns: grids are not modelled, so it is an anchor held at its stored frame in the grid, read without
    /// subviews (`DocumentReader.readGridCells`), and not compared.
    public var isGridCellContent = false
    /// Content hugging, horizontal and vertical.
    public var hugging = (horizontal: 250, vertical: 250)
    /// Compression resistance, horizontal and vertical.
    public var resistance = (horizontal: 750, vertical: 750)
    /// Intrinsic content size per axis (nil: no intrinsic metric).
    public var intrinsic: (width: Double?, height: Double?) = (nil, nil)
    /// How far the alignment rect lies inside the frame.
    public var alignmentInsets = EdgeInsets.zero
    /// The last baseline's distance above the bottom, for views with text.
    public var baselineFromBottom: Double?
    /// The first baseline's distance below the top, for views with text whose first line is not their last, or
    /// whose one line keeps its distance from the top at any height (nil: the first baseline is the last).
    public var firstBaselineFromTop: Double?
    /// What its size rests on that the document does not store (`text in a font`, `an SF Symbol`), if anything:
    /// its stored size stands in for it.
    public var unstoredMetrics: String?
    /// When its alignment rect differs from its frame by insets the document does not store (an SF Symbol's,
    /// which are the symbol's font metrics), the most they can be at the top and at the bottom (`SymbolRules`);
    /// none at the sides. Nil when its alignment insets are known.
    public var unstoredVerticalInsetLimit: Double?
    /// With `unstoredVerticalInsetLimit`, the most its stored frame's vertical centre may lie from its alignment
    /// rect's, when the unstored insets pad it about equally above and below; nil when they need not.
    public var unstoredCentreOffsetLimit: Double?
    /// The layout margins.
    public var margins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether the view stores no margins and preserves its superview's (`preservesSuperviewLayoutMargins`), so
    /// that its margins are at least the part of its superview's that reaches into it (`MarginRules`).
    public var preservesSuperviewMargins = false
    /// Whether the layout margins are measured from the safe area (`insetsLayoutMarginsFromSafeArea`, default yes).
    public var insetsMarginsFromSafeArea = true
    /// The safe area's insets from the view's edges.
    public var safeAreaInsets = EdgeInsets.zero
    /// The id of its `<viewLayoutGuide key="safeArea">`, if any.
    public var safeAreaID: String?
    /// The id of its `<viewLayoutGuide key="layoutMarginsGuide">`, if any.
    public var marginsGuideID: String?
    /// For scroll views: the ids of the content and frame layout guides, when declared.
    public var contentGuideID: String?
    public var frameGuideID: String?
    /// Whether it is a window's content view: its size follows its constraints, and its
    /// stored size holds at AppKit's window-size-stay-put priority (500).
    public var isWindowContent = false
    /// Whether it is `flipped="YES"` (AppKit): its subviews' frames are measured down from its top edge.
    public var isFlipped = false
    /// `hidden="YES"`: an arranged view of a stack view collapses.
    public var isHidden = false
    /// For a view arranged in an NSStackView's gravity group: 1 leading or top
    /// (`<beginningViews>`), 2 centre (`<middleViews>`), 3 trailing or bottom (`<endViews>`).
    public var gravity: Int?
    /// For stack views: the element's attributes that the stack API needs.
    public var stack: StackAttributes?
    /// The words a user sees on it, if any: a label's or text field's text,
    /// else its placeholder, else its title (a button's normal-state title, a
    /// cell's title on macOS). Pictures name views by it.
    public var caption: String?
    /// Its subviews, in document order.
    public var subviews: [DocumentView] = []
    /// Its superview as the scene holds it, without the superview's subviews (nil for a root).
    public var superview: DocumentView? { superviewLink?.view }
    /// The superview, set for the whole tree once it is read (`linked(_:)`).
    var superviewLink: Superview?

    /// Creates a view.
    init(
        id: String, element: String, customClass: String?, userLabel: String?, location: SourceLocation,
        frame: Rect
    ) {
        self.id = id
        self.element = element
        self.customClass = customClass
        self.userLabel = userLabel
        self.location = location
        self.documentFrame = frame
    }

    /// The views with every subview's `superview` set to its final superview, top down.
    ///
    /// - Parameters:
    ///   - roots: The layout roots of a scene, as read.
    /// - Returns: The same trees, linked.
    static func linked(_ roots: [DocumentView]) -> [DocumentView] {
        roots.map { $0.linked(to: nil) }
    }

    private func linked(to superview: Superview?) -> DocumentView {
        var view = self
        view.superviewLink = superview
        var bare = view
        bare.subviews = []
        let link = Superview(bare)
        view.subviews = subviews.map { $0.linked(to: link) }
        return view
    }

    /// Whether it is a scroll view (its edges, in constraints with its descendants, mean its content).
    public var isScrollView: Bool {
        ["scrollView", "tableView", "collectionView", "textView", "outlineView"].contains(element)
    }

    /// A readable name: user label, else class and title.
    public var displayName: String {
        if let userLabel { return userLabel }
        return customClass ?? element
    }

    /// Whether its frame is measured up from its superview's bottom edge: an AppKit view
    /// whose superview is not flipped. (A root's frame is as stored.)
    public func hasUnflippedFrame(on platform: InterfaceBuilderDocument.Platform) -> Bool {
        platform == .macOS && superview?.isFlipped != true
    }

    /// Its name in a picture: its user label, else its caption in quotes, else
    /// its element; then its object id (`'Log In' (button tY3-aB-c1d)`).
    public var pictureName: String {
        if let userLabel { return "\(userLabel) (\(id))" }
        if let caption { return "'\(caption)' (\(element) \(id))" }
        return "\(element) \(id)"
    }

    /// Whether it or any ancestor is flagged ambiguous by the document (`ambiguous="YES"`).
    public var isUnderAmbiguousFlag: Bool { selfOrAncestor { $0.documentAmbiguous } }

    /// Whether it or any ancestor is flagged misplaced or ambiguous by the document.
    public var isUnderDocumentFlag: Bool { selfOrAncestor { $0.documentMisplaced || $0.documentAmbiguous } }

    /// Whether it or one of its ancestors, nearest first, satisfies `test`.
    func selfOrAncestor(_ test: (DocumentView) -> Bool) -> Bool {
        var view: DocumentView? = self
        while let current = view {
            if test(current) { return true }
            view = current.superview
        }
        return false
    }
}

/// A view's superview, shared by its subviews (a class, so that a view can hold one of its own type).
final class Superview: Sendable {
    let view: DocumentView

    init(_ view: DocumentView) { self.view = view }
}

/// An autoresizing mask: which of the margins and the size stretch with the superview.
public struct AutoresizingMask: Sendable, Equatable {
    public var flexibleLeft = false
    public var flexibleWidth = false
    public var flexibleRight = false
    /// The margin on the side y is measured from (`flexibleMinY`): UIKit's flexibleTopMargin;
    /// AppKit's minYMargin, the visual bottom (the top in a flipped superview).
    public var flexibleTop = false
    public var flexibleHeight = false
    /// The far margin (`flexibleMaxY`): UIKit's flexibleBottomMargin; AppKit's maxYMargin.
    public var flexibleBottom = false
}

/// What a `<stackView>` element says about its arrangement.
public struct StackAttributes: Sendable, Equatable {
    /// The axis the views are arranged along (`axis`, or NSStackView's `orientation`).
    public var axis = LayoutAxis.horizontal
    public var distribution = "fill"
    public var alignment = "fill"
    public var spacing = 0.0
    public var baselineRelative = false
    public var marginsRelative = false
    /// Whether it is AppKit's NSStackView (`StackViewSupport` says which of its forms are modelled).
    public var isAppKit = false
    /// NSStackView only: `edgeInsets`.
    public var edgeInsets = EdgeInsets.zero
    /// NSStackView only: how strongly it hugs its views, horizontally and vertically (default 250; a stored
    /// priority at the whole level at or below it: `StackViewRules.stackHuggingLevel`).
    public var horizontalHugging = 250
    public var verticalHugging = 250
    /// NSStackView only: whether both clipping resistance priorities are required (the default; views never clip).
    public var resistsClipping = true
    /// NSStackView only: `detachesHiddenViews` (hidden views leave the arrangement).
    public var detachesHiddenViews = false
    /// NSStackView only: whether every `<visibilityPriorities>` entry is must-hold (1000), so no view detaches for room.
    public var visibilityMustHold = true
    /// NSStackView only: `<customSpacing>`, by arranged view index; nil is the stack's spacing.
    public var customSpacing: [Double?] = []
    /// NSStackView only: whether an arranged view's own required constraint to the stack sets the edge the stack
    /// aligns it by, or its centre, elsewhere than the alignment puts it (`StackViewRules.alignmentYields`).
    public var arrangedViewOwnsAlignedEdge = false
    /// NSStackView only: the ids of the arranged views that an own required constraint to the stack holds across
    /// its axis (`StackViewRules.insetBoundPriority`: only their inset bounds yield).
    public var viewsHeldAcrossByOwnConstraint: Set<String> = []
    /// NSStackView only: whether it detaches hidden views and one of its arranged views is stored hidden.
    public var hasDetachedView = false
    /// NSStackView only: whether one of its arranged views (not one it detaches) keeps its autoresizing mask
    /// (`StackViewRules.arrangedViewsKeepAutoresizingMasks`).
    public var hasViewHeldByItsMask = false
}
