/// Changing the view tree after the views are made, like `UIView.addSubview(_:)`
/// and `insertSubview(_:at:)`.
extension View {
    /// Adds a view as the last subview, like `UIView.addSubview(_:)`.
    ///
    /// The view may be a root, a subview elsewhere (it moves, with its
    /// subtree), already a subview here (it moves to the end), or a removed
    /// view (it comes back into the engine with its subtree). See
    /// `insertSubview(_:at:)`.
    ///
    /// - Parameter view: A view of the same engine that is not this view or one of its ancestors.
    public func addSubview(_ view: View) {
        let count = view.superview === self ? subviews.count - 1 : subviews.count
        engine.move(view, into: self, at: count)
    }

    /// Inserts a view among the subviews at an index, like `UIView.insertSubview(_:at:)`.
    ///
    /// - A removed view comes back into the engine with its subtree, as it was
    ///   when removed (properties, guides, subviews), but with none of its
    ///   constraints: removal deactivated them, and re-adding activates none.
    ///   Its content-size constraints, margins-guide ties and wrapping
    ///   (`heightForWidth`) come back, since the engine makes those itself.
    /// - A view in the tree moves with its subtree and keeps its constraints,
    ///   except those that then relate items with no common ancestor (a
    ///   constraint between the moved subtree and the tree it left, when the
    ///   new superview is in another tree), which are deactivated, as UIKit
    ///   does. A pinned frame (`LayoutEngine.pinFrame(of:to:)`) keeps its
    ///   numbers, now in the new superview's coordinates.
    ///
    /// The subview order is what `subviews` and `autolayoutTrace` list; it
    /// does not change the layout.
    ///
    /// - Parameters:
    ///   - view: A view of the same engine that is not this view or one of its ancestors.
    ///   - index: The position in `subviews` (after the view left its old place), 0...count.
    /// - Complexity: Linear in the engine's lists and in the constraints on the
    ///   moved subtree, plus one solver addition per constraint the engine
    ///   makes again for a removed view.
    public func insertSubview(_ view: View, at index: Int) {
        engine.move(view, into: self, at: index)
    }

    /// Takes `subview` out of `subviews`, searching from both ends at once:
    /// a view moved or removed just after it was made (into a stack, say) is
    /// its superview's last subview, and views removed in the order they were
    /// made are each the first, so neither walks the whole list; the entries
    /// after it do not move (`CompactingList`).
    func dropSubview(_ subview: View) {
        subviewList.remove(subview)
    }

    /// Whether the view is this view or lies in its subtree, like `UIView.isDescendant(of:)`.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The root of the view's tree (the view itself for a root).
    var rootView: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The view's value in a computation down its tree, each view's value
    /// made from its superview's (`nil` for a root) by `value`, every value
    /// made on the way kept in `known`: the ancestors are walked up only as
    /// far as the first known one, without recursion, so a query per view
    /// of a tree costs O(views) however deep.
    func valueDown<Value>(
        known: inout [ObjectIdentifier: Value], _ value: (_ view: View, _ parent: Value?) -> Value
    ) -> Value {
        var chain: [View] = []
        var parent: Value?
        var current: View? = self
        while let candidate = current {
            if let found = known[ObjectIdentifier(candidate)] {
                parent = found
                break
            }
            chain.append(candidate)
            current = candidate.superview
        }
        for ancestor in chain.reversed() {
            let next = value(ancestor, parent)
            known[ObjectIdentifier(ancestor)] = next
            parent = next
        }
        return parent!
    }
}

extension View {
    /// Drops every reference from this view to constraints (and the guides
    /// that hold some), when its engine goes: see `LayoutEngine.deinit`.
    func releaseConstraints() {
        constraints = []
        madeConstraints = []
        contentSizeConstraints = [:]
        marginsGuide?.constraints = []
        safeAreaGuide?.guide.constraints = []
        safeAreaGuide = nil
        if let container = self as? any ArrangingView { container.arrangement = ManagedConstraints() }
    }
}
