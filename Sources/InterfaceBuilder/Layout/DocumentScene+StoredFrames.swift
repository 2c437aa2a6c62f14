import TrellisLayout
import TrellisLayoutScript

extension DocumentScene {
    /// The required constraints that the scene's stored frames break, each evaluated on those frames alone.
    ///
    /// No layout is involved: each required constraint between views (or on one view's size) is evaluated on
    /// the frames the document stores, and reported when it misses by more than the frames' rounding explains.
    /// Interface Builder stores the frames it laid out, and stores no flag for a conflict, so a constraint the
    /// stored frames break, in a document with no `misplaced` flag, is one Xcode broke: Xcode shows a conflict.
    ///
    /// Only what the document stores is trusted. A constraint is evaluated only when each of its items is a
    /// view whose alignment rect is its stored frame (no alignment insets, modelled or unknown: not an AppKit
    /// control with insets, an iOS switch or slider), which is not collapsed (a hidden arranged view
    /// of a UIStackView, or on macOS any hidden view, nor inside one), not flagged `misplaced` or `ambiguous` (nor inside such a view: its frame may be stale rather than
    /// laid out with a constraint broken), and on a plain attribute (edges, centres, sizes: not margins or baselines, which rest on modelled
    /// metrics); both items in the same layout root and the same scroll view's content, and not a scroll view
    /// with its own content. Guides (margins, a scroll view's content) are not evaluated, nor a safe area but for
    /// its left and right edges where they are its view's (`safeAreaSidesAreBounds`).
    ///
    /// A view whose alignment rect differs from its frame by unstored vertical insets (an SF Symbol's,
    /// `DocumentView.unstoredVerticalInsetLimit`) is evaluated too, its vertical attributes with those insets'
    /// limit added to the tolerance (`StoredPlacement.Placed.slack`): a constraint broken within what the insets
    /// can explain is not one Xcode broke, and one broken further is.
    ///
    /// - Parameters:
    ///   - platform: The document's platform (AppKit frames are measured up in unflipped superviews).
    ///   - pixelScale: The pixels per point the stored frames were rounded to; nil when they were not (AppKit).
    ///   - safeAreaSidesAreBounds: Whether every view's safe area has its left and right edges at the view's own
    ///     (`ConflictRules.safeAreaSidesAreBounds`): a safe area's horizontal attributes are then evaluated.
    /// Required content sizes count too (`contentSizesBrokenByStoredFrames`).
    ///
    /// - Returns: The constraints broken, in document order, then the content sizes.
    func constraintsBrokenByStoredFrames(
        platform: InterfaceBuilderDocument.Platform, pixelScale: Double?, safeAreaSidesAreBounds: Bool = false
    ) -> [StoredFrameBreak] {
        var placed = StoredPlacement.of(self, platform: platform)
        if safeAreaSidesAreBounds {
            for view in allViews { if let guide = view.safeAreaID { placed.safeAreaOwners[guide] = view.id } }
        }
        var broken: [StoredFrameBreak] = []
        for constraint in constraints where constraint.priority >= 1000 {
            guard let miss = placed.miss(of: constraint), miss.amount > miss.tolerance(pixelScale: pixelScale)
            else { continue }
            broken.append(
                StoredFrameBreak(
                    constraintID: constraint.id, location: constraint.location, amount: miss.amount,
                    views: [constraint.firstItem, constraint.secondItem].compactMap { id in
                        id.map { placed.safeAreaOwners[$0] ?? $0 }
                    }))
        }
        return broken + contentSizesBrokenByStoredFrames(placed, pixelScale: pixelScale)
            + stackCanvasConnectionsBrokenByStoredFrames(placed, pixelScale: pixelScale)
    }
}

/// Every view's stored alignment rect in its layout root's attribute space (x right, y down, the root at 0, 0),
/// with what decides whether a constraint on it can be evaluated from the document alone.
struct StoredPlacement {
    struct Placed {
        var rect: Rect
        var root: String
        /// The nearest scroll view strictly above it, if any: its frame is measured in that view's content.
        var scrollView: String?
        /// Whether constraints on it are evaluated (see `DocumentScene.constraintsBrokenByStoredFrames`).
        var isTrusted: Bool
        /// The most unstored vertical insets (an SF Symbol's) put its top or bottom away from its alignment rect's,
        /// and its vertical centre; 0 when its alignment rect is its frame.
        var edgeSlack = 0.0
        var centreSlack = 0.0

        /// How far an attribute of its stored frame may lie from its alignment rect's by unstored insets.
        func slack(_ attribute: String) -> Double {
            switch attribute {
            case "top", "bottom": return edgeSlack
            case "centerY": return centreSlack
            case "height": return 2 * edgeSlack
            default: return 0
            }
        }
    }

    /// How far a constraint's sides are apart on the stored frames, and the multiplier that scales its second side.
    struct Miss {
        var amount: Double
        var multiplier: Double
        /// What unstored insets of its items can explain (`Placed.slack`), added to the rounding's tolerance.
        var slack = 0.0

        /// The most the frames' rounding can put a constraint off by: every stored edge lies within half a
        /// pixel of the exact one, so an edge or a centre is off by at most 1/(2 × scale) and a size by
        /// 1/scale, and the two sides together by (1 + |multiplier|)/scale; at least a point. Unrounded
        /// (AppKit) frames are given the tolerance of a 2× screen.
        func tolerance(pixelScale: Double?) -> Double {
            max(1, (1 + abs(multiplier)) / (pixelScale ?? 2)) + slack + 1e-6
        }
    }

    var views: [String: Placed] = [:]
    var platform = InterfaceBuilderDocument.Platform.iOS
    /// The safe-area guides whose left and right edges are their view's, by guide id, with that view's id.
    var safeAreaOwners: [String: String] = [:]

    static func of(_ scene: DocumentScene, platform: InterfaceBuilderDocument.Platform) -> StoredPlacement {
        var placement = StoredPlacement()
        placement.platform = platform
        func visit(_ view: DocumentView, parent: Placed?, parentView: DocumentView?, hidden: Bool) {
            let f = view.documentFrame
            var rect = Rect(x: 0, y: 0, width: f.width, height: f.height)
            if let parent, let parentView {
                let measuredUp = platform == .macOS && !parentView.isFlipped
                let y =
                    measuredUp ? parent.rect.minY + parent.rect.height - f.minY - f.height : parent.rect.minY + f.minY
                rect = Rect(x: parent.rect.minX + f.minX, y: y, width: f.width, height: f.height)
            }
            // A hidden arranged view is collapsed by its stack, and on macOS detached; other hidden views are
            // laid out as shown ones are (Interface Builder flags them misplaced or ambiguous too).
            let isHidden =
                hidden || (view.isHidden && (platform == .macOS || parentView?.stack != nil))
            let scrollView = parentView?.isScrollView == true ? parentView?.id : parent?.scrollView
            var placed = Placed(
                rect: rect, root: parent?.root ?? view.id, scrollView: scrollView,
                isTrusted: !isHidden && !view.isUnderDocumentFlag && Self.alignmentRectIsFrame(view, platform: platform)
            )
            if let limit = view.unstoredVerticalInsetLimit {
                placed.edgeSlack = limit
                placed.centreSlack = min(limit, view.unstoredCentreOffsetLimit ?? limit)
            }
            placement.views[view.id] = placed
            for subview in view.subviews { visit(subview, parent: placed, parentView: view, hidden: isHidden) }
        }
        for root in scene.roots { visit(root, parent: nil, parentView: nil, hidden: false) }
        return placement
    }

    /// AppKit views drawn without a bezel, border or title: their alignment rect is their frame. Every other
    /// AppKit control's bezel reaches past its alignment rect by amounts that vary by control, size and era, and
    /// are modelled only in part (`ControlRules.appKit`).
    static let appKitPlainViews: Set<String> = [
        "view", "customView", "stackView", "scrollView", "clipView", "tableView", "outlineView", "collectionView",
        "textView", "visualEffectView", "splitView", "glkView", "sceneKitView", "skView", "mtkView", "opaqueView",
    ]

    /// UIKit controls whose alignment rect lies inside their frame by amounts the rules model (`ControlRules`) or
    /// do not know; the other UIKit views' alignment rect is their frame.
    static let uiKitInsetControls: Set<String> = [
        "switch", "slider", "segmentedControl", "stepper", "progressView", "datePicker", "pickerView", "searchBar",
        "navigationBar", "toolbar", "tabBar", "pageControl",
    ]

    /// Whether a view's stored frame is its alignment rect, from the document alone, but for unstored vertical
    /// insets (an SF Symbol's), which `Placed.slack` allows for.
    static func alignmentRectIsFrame(_ view: DocumentView, platform: InterfaceBuilderDocument.Platform) -> Bool {
        guard view.alignmentInsets == .zero else { return false }
        switch platform {
        case .macOS: return appKitPlainViews.contains(view.element)
        case .iOS: return !uiKitInsetControls.contains(view.element)
        }
    }

    /// How far a constraint's two sides are apart on the stored frames (for an inequality, how far it is
    /// violated, 0 when it holds), or nil when it is not evaluated.
    func miss(of constraint: DocumentConstraint) -> Miss? {
        guard let firstID = item(constraint.firstItem, constraint.firstAttribute),
            let first = value(firstID, constraint.firstAttribute)
        else { return nil }
        let m = constraint.multiplier
        let rhs = constraint.constant
        if let secondItem = constraint.secondItem {
            guard let secondAttribute = constraint.secondAttribute,
                ScriptWriter.compatible(constraint.firstAttribute, secondAttribute),
                let secondID = item(secondItem, secondAttribute),
                let second = value(secondID, secondAttribute), let a = views[firstID],
                let b = views[secondID], a.root == b.root, a.scrollView == b.scrollView
            else { return nil }
            var origin = 0.0
            if m != 1, ScriptWriter.kind(constraint.firstAttribute) != "size" {
                // Positions with a multiplier are measured in the holding view's bounds, as the writer writes them.
                guard let owner = views[constraint.owner], owner.isTrusted, owner.edgeSlack == 0, owner.root == a.root
                else { return nil }
                if ScriptWriter.kind(constraint.firstAttribute) == "vertical" {
                    origin = platform == .macOS ? owner.rect.maxY : owner.rect.minY
                } else {
                    origin = owner.rect.minX
                }
            }
            return Miss(
                amount: residual(first - origin, m * (second - origin) + rhs, constraint.relation), multiplier: m,
                slack: a.slack(constraint.firstAttribute) + abs(m) * b.slack(secondAttribute))
        }
        guard ScriptWriter.kind(constraint.firstAttribute) == "size", let a = views[firstID] else { return nil }
        return Miss(
            amount: residual(first, rhs, constraint.relation), multiplier: 0, slack: a.slack(constraint.firstAttribute))
    }

    /// The view whose stored frame gives an item's attribute: the item itself, or for a safe area's horizontal
    /// attribute where its sides are its view's (`safeAreaOwners`), that view; nil for any other guide.
    func item(_ id: String, _ attribute: String) -> String? {
        guard let owner = safeAreaOwners[id] else { return id }
        return ["left", "right", "leading", "trailing", "centerX", "width"].contains(attribute) ? owner : nil
    }

    /// A plain attribute of a trusted view.
    func value(_ id: String, _ attribute: String) -> Double? {
        guard let placed = views[id], placed.isTrusted else { return nil }
        let r = placed.rect
        switch attribute {
        case "left", "leading": return r.minX
        case "right", "trailing": return r.maxX
        case "top": return r.minY
        case "bottom": return r.maxY
        case "centerX": return r.midX
        case "centerY": return r.midY
        case "width": return r.width
        case "height": return r.height
        default: return nil
        }
    }

    func residual(_ lhs: Double, _ rhs: Double, _ relation: Relation) -> Double {
        switch relation {
        case .equal: return abs(lhs - rhs)
        case .greaterThanOrEqual: return max(rhs - lhs, 0)
        case .lessThanOrEqual: return max(lhs - rhs, 0)
        }
    }
}
