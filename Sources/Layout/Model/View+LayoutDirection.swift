/// How a view decides its layout direction, like `UISemanticContentAttribute`.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    /// The superview's direction (the engine's, for a root).
    case unspecified
    /// Left to right, whatever the superview's (media controls, a phone number).
    case forceLeftToRight
    /// Right to left, whatever the superview's.
    case forceRightToLeft
}

/// Per-subtree layout direction and directional margins.
extension View {
    /// Forces a layout direction on the view and its subtree, like
    /// `UIView.semanticContentAttribute`; `.unspecified` (the default) follows
    /// the superview. Changing it re-derives the constraints that mention
    /// leading or trailing.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            guard newValue != storedSemanticContentAttribute else { return }
            storedSemanticContentAttribute = newValue
            if newValue != .unspecified { engine.hasForcedLayoutDirection = true }
            engine.layoutDirectionDidChange()
        }
    }

    /// The direction leading and trailing follow in this view, like
    /// `effectiveUserInterfaceLayoutDirection`: the nearest forced one up the
    /// tree, else the engine's `layoutDirection`.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        // With no direction forced anywhere, every view follows the engine's:
        // no walk up the tree (each directional constraint of a view n deep
        // asks, which made a stack nested n deep O(n²)).
        guard engine.hasForcedLayoutDirection else { return engine.layoutDirection }
        // Once one is, each view keeps the direction it found until the
        // engine's direction epoch moves (a direction forced or changed, a
        // view moved or removed): a walk stops at the first view that knows,
        // and the walk of a chain n deep is made once, not once per view. A
        // removed subtree is walked every time: its links can go with a
        // freed view.
        let epoch = engine.directionEpoch
        let caching = !isRemoved
        var direction = engine.layoutDirection
        var current: View? = self
        search: while let view = current {
            if caching, let known = view.knownDirection, known.epoch == epoch {
                direction = known.direction
                break
            }
            switch view.storedSemanticContentAttribute {
            case .forceLeftToRight:
                direction = .leftToRight
                break search
            case .forceRightToLeft:
                direction = .rightToLeft
                break search
            case .unspecified: current = view.superview
            }
        }
        guard caching else { return direction }
        // Every view on the way up has that direction.
        current = self
        while let view = current, view.knownDirection?.epoch != epoch {
            view.knownDirection = (epoch, direction)
            if view.storedSemanticContentAttribute != .unspecified { break }
            current = view.superview
        }
        return direction
    }

    /// The layout margins by leading and trailing, like
    /// `UIView.directionalLayoutMargins`.
    ///
    /// Reading gives `layoutMargins` seen in the view's effective direction.
    /// Setting sets `layoutMargins` resolved in that direction, and keeps them
    /// directional: when the direction changes (the engine's, or a
    /// `semanticContentAttribute` up the tree, or a move to another
    /// superview), leading stays leading. Setting `layoutMargins` afterwards
    /// makes them absolute again.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins, direction: effectiveUserInterfaceLayoutDirection) }
        set {
            let resolved = newValue.resolved(for: effectiveUserInterfaceLayoutDirection)
            storedDirectionalMargins = (newValue, resolved)
            layoutMargins = resolved
        }
    }
}

extension LayoutEngine {
    /// The direction an item's leading and trailing follow (a guide's is its owning view's).
    func effectiveDirection(of item: LayoutItem) -> LayoutDirection {
        if let view = item as? View { return view.effectiveUserInterfaceLayoutDirection }
        return item.parentView?.effectiveUserInterfaceLayoutDirection ?? layoutDirection
    }

    /// The direction a constraint's leading and trailing follow: that of the
    /// first item it mentions by a leading or trailing attribute, so that one
    /// constraint never mixes two directions.
    func effectiveDirection(of constraint: LayoutConstraint) -> LayoutDirection {
        for term in constraint.lhs.terms + constraint.rhs.terms {
            if let item = term.item, term.attribute?.kind == .directionalPosition {
                return effectiveDirection(of: item)
            }
        }
        return layoutDirection
    }

    /// After a direction changed somewhere: re-derives the directional
    /// constraints and re-resolves directional margins that are still as set.
    func layoutDirectionDidChange() {
        directionEpoch &+= 1
        rederiveDirectionalConstraints()
        for view in views {
            guard let stored = view.storedDirectionalMargins else { continue }
            guard view.layoutMargins == stored.resolved else {
                view.storedDirectionalMargins = nil  // set as absolute margins since
                continue
            }
            let resolved = stored.directional.resolved(for: view.effectiveUserInterfaceLayoutDirection)
            view.storedDirectionalMargins = (stored.directional, resolved)
            if resolved != view.layoutMargins { view.layoutMargins = resolved }
        }
        didMutate()
    }
}
