import TrellisSolver

/// What a removed item keeps: its geometry at the moment it was removed.
struct RemovedGeometry {
    /// The alignment rect in attribute space.
    let attributeRect: Rect
    /// The frame in the parent's coordinates (the former parent's, for the removed item itself).
    let frame: Rect
    /// The alignment rect in the parent's coordinates.
    let alignmentRect: Rect
}

/// Taking views (with their subtrees) and guides out of the engine, like
/// `UIView.removeFromSuperview()` and `UIView.removeLayoutGuide(_:)`.
extension LayoutEngine {
    /// Removes a view and its whole subtree from the engine.
    ///
    /// Every edit on an attribute of a removed item ends; every active
    /// constraint that mentions a removed item (user constraints, content-size
    /// constraints, frame pins, margins-guide ties, including constraints of
    /// items that stay) is deactivated; the items' parameter pins leave the
    /// solver; the items leave `views`, `layoutGuides` and the layout pass.
    /// Each removed item keeps the geometry it had just before (see `frame(of:)`).
    ///
    /// - Complexity: A few binary searches in the engine's lists and the
    ///   staying items' constraint lists, a search of the superview's
    ///   subviews from both ends, plus one solver removal per constraint and
    ///   parameter pin; the lists keep a hole for each entry removed, taken
    ///   out in one pass when they are next read whole (`CompactingList`).
    func remove(_ view: View) {
        precondition(view.engine === self, "the view belongs to another engine")
        if view.isRemoved {
            // Already out of the engine: only the tree link goes.
            detachFromSuperview(view)
            return
        }
        removeItems(view.subtreeItems)
        detachFromSuperview(view)
    }

    /// Removes a guide from its owning view and the engine.
    func remove(_ guide: LayoutGuide) {
        precondition(guide.engine === self, "the guide belongs to another engine")
        guard !guide.isRemoved, let owner = guide.owningView else { return }
        removeItems([guide])
        owner.layoutGuides.removeAll { $0 === guide }
        if owner.marginsGuide === guide { owner.marginsGuide = nil }
        guide.owningView = nil
    }

    /// Removes several views, each with its subtree, as `remove(_:)` on each
    /// in turn would, but in one pass over the engine's lists and each
    /// superview's subviews (see `View.removeFromSuperview(_:)`).
    func remove(_ views: [View]) {
        var seen: Set<ObjectIdentifier> = []
        var items: [LayoutItem] = []
        for view in views {
            precondition(view.engine === self, "the view belongs to another engine")
            guard !view.isRemoved else { continue }
            // A view given twice, or inside another one given, comes with the first.
            for item in view.subtreeItems where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        if !items.isEmpty { removeItems(items) }
        // Each superview's subviews lose their leaving views in one pass, after
        // `willRemoveSubview(_:)` for each, in the order given.
        var superviews: [View] = []
        var leaving: [ObjectIdentifier: [View]] = [:]
        var detached: Set<ObjectIdentifier> = []
        for view in views {
            guard let superview = view.superview, detached.insert(ObjectIdentifier(view)).inserted else { continue }
            if leaving[ObjectIdentifier(superview)] == nil { superviews.append(superview) }
            leaving[ObjectIdentifier(superview), default: []].append(view)
        }
        for superview in superviews {
            let views = leaving[ObjectIdentifier(superview)]!
            for view in views { superview.willRemoveSubview(view) }
            if views.count * 16 < superview.subviewList.count {
                for view in views { superview.dropSubview(view) }
            } else {
                superview.subviewList.removeAll { detached.contains(ObjectIdentifier($0)) }
            }
            for view in views { view.superview = nil }
        }
        if !items.isEmpty || !superviews.isEmpty { directionEpoch &+= 1 }
    }

    private func detachFromSuperview(_ view: View) {
        view.superview?.willRemoveSubview(view)
        view.superview?.dropSubview(view)
        view.superview = nil
        directionEpoch &+= 1
    }

    /// Takes items (that are in the engine) and everything that mentions them out of the engine.
    private func removeItems(_ items: [LayoutItem]) {
        // The geometry to keep, read while every constraint still holds.
        let geometry = items.map { item in
            RemovedGeometry(
                attributeRect: attributeRect(of: item), frame: frame(of: item), alignmentRect: alignmentRect(of: item))
        }
        let removed = Set(items.map(ObjectIdentifier.init))
        func isRemoved(_ item: LayoutItem) -> Bool { removed.contains(ObjectIdentifier(item)) }

        // Edits on removed attributes end (their ties go with the constraints below).
        for record in edits {
            guard case .attribute(let item, _) = record.target, isRemoved(item) else { continue }
            removeEditFromSolver(record.variable)
        }
        edits.removeAll { record in
            if case .attribute(let item, _) = record.target { return isRemoved(item) }
            return false
        }

        // Every constraint that mentions a removed item, each once, in activation order.
        var seen: Set<ObjectIdentifier> = []
        var doomed: [LayoutConstraint] = []
        for item in items {
            for constraint in item.constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                doomed.append(constraint)
            }
        }
        // Newest first: a later constraint usually builds on an earlier one (a
        // subview's position on its superview's), so taking it out first leaves
        // nothing in the solver that depends on what goes next. Oldest first,
        // every removal in a chain of nested views re-derived the whole chain
        // below it: O(n²) for a subtree n deep.
        doomed.sort { $0.order > $1.order }
        // Out of the engine's lists first: they are searched by activation
        // order, which a constraint loses with its active record.
        if !doomed.isEmpty {
            for constraint in doomed { constraintList.remove(constraint, key: constraint.order) }
            Self.remove(doomed.filter(\.isDirectional), from: &directionalConstraints, seen: seen)
        }
        // Out of the lists of the items that stay, each list once: a root
        // that loses many subviews at once loses many constraints.
        var staying: [LayoutItem] = []
        var leavingByItem: [ObjectIdentifier: [LayoutConstraint]] = [:]
        for constraint in doomed {
            for item in constraint.items where !isRemoved(item) {
                let key = ObjectIdentifier(item)
                if leavingByItem[key] == nil { staying.append(item) }
                leavingByItem[key, default: []].append(constraint)
            }
        }
        for item in staying {
            for constraint in leavingByItem[ObjectIdentifier(item)]! {
                item.constraintList.remove(constraint, key: constraint.order)
            }
        }
        for constraint in doomed {
            uninstall(constraint)
            constraint.activeRecord = nil
        }

        // Parameter pins, the items' lists and the engine's.
        for (item, geometry) in zip(items, geometry) {
            for parameter in LayoutParameter.allCases {
                if let pin = item.parameters[parameter] { removeFromSolver(pin.constraint) }
            }
            item.parameters = [:]
            item.constraints = []
            item.removedGeometry = geometry
            if let view = item as? View {
                removeSizeBounds(of: view)
                view.contentSizeConstraints = [:]
                framePins[ObjectIdentifier(view)] = nil
                issues.forgetGeometryIssue(of: view)
            }
        }
        for case let view as View in items { viewList.remove(view, key: view.serial) }
        Self.remove(items, from: &layoutGuides, inCreationOrder: true, isRemoved: isRemoved)
        Self.remove(items, from: &wrappingViews, inCreationOrder: false, isRemoved: isRemoved)
        didMutate()
    }
}

extension LayoutEngine {
    /// Removes `doomed` (the constraints in `seen`) from a list in activation
    /// order: each found by binary search when they are few against the list,
    /// so that taking one view out of a large engine does not walk every
    /// constraint, and neighbours in the list (a frame's four pins) taken out
    /// as one range, one memory move; else in one pass.
    static func remove(
        _ doomed: [LayoutConstraint], from list: inout [LayoutConstraint], seen: Set<ObjectIdentifier>
    ) {
        if doomed.count * 16 < list.count {
            var indices = doomed.compactMap { indexByOrder(of: $0, in: list) }
            indices.sort()
            // From the back, so that the indices still to go stay valid.
            var end = indices.count
            while end > 0 {
                var start = end - 1
                while start > 0 && indices[start - 1] == indices[start] - 1 { start -= 1 }
                list.removeSubrange(indices[start]...indices[end - 1])
                end = start
            }
        } else {
            list.removeAll { seen.contains(ObjectIdentifier($0)) }
        }
    }

    /// Removes `items` from one of the engine's lists of items: each by
    /// binary search on its serial in a list `inCreationOrder` (`views` and
    /// `layoutGuides`, which items join when made), else by identity, when
    /// they are few against the list (no hashing of every item in the
    /// engine); else in one pass.
    static func remove<Item: LayoutItem>(
        _ items: [LayoutItem], from list: inout [Item], inCreationOrder: Bool, isRemoved: (LayoutItem) -> Bool
    ) {
        guard items.count * 16 < list.count else {
            list.removeAll { isRemoved($0) }
            return
        }
        for item in items {
            if inCreationOrder {
                let index = serialPosition(of: item, in: list)
                if index < list.count && list[index] === item { list.remove(at: index) }
            } else if let index = list.firstIndex(where: { $0 === item }) {
                list.remove(at: index)
            }
        }
    }
}

extension View {
    /// Removes the view and its subtree from the superview and the engine, like
    /// `UIView.removeFromSuperview()`; a root leaves the engine with its subtree.
    ///
    /// Every constraint that mentions the view, a view of its subtree or one
    /// of their guides is deactivated (also constraints of views that stay);
    /// their content-size constraints, frame pins, margins-guide ties and
    /// edits on their attributes go too. The engine then behaves as if the
    /// subtree had never been made.
    ///
    /// A removed view stays out of the engine until `addSubview(_:)` or
    /// `insertSubview(_:at:)` brings it back (without its constraints). It keeps its properties and its subtree's structure, and `frame`
    /// (also `alignmentRect`, `layoutRect`, guides' `layoutFrame`) returns the
    /// geometry it had just before removal. Anything that would put it back in
    /// the solver (activating a constraint on it, pinning its frame, editing
    /// its attributes, making subviews or guides in it) stops with a
    /// precondition failure, as do `value(of:of:)` and ambiguity queries;
    /// changing its intrinsic size, priorities, insets or margins is ignored.
    /// Removing it again only detaches it from a (removed) superview.
    ///
    /// - Complexity: See `LayoutEngine`'s removal: a hole in each of
    ///   the engine's lists plus one solver removal per constraint that goes;
    ///   `removeFromSuperview(_:)` removes many views with one pass over each.
    public func removeFromSuperview() {
        engine.remove(self)
    }

    /// Removes several views, each with its subtree, from their superviews
    /// and their engine: the same as `removeFromSuperview()` on each in turn
    /// (a view given twice, or inside another one given, included), except
    /// that each keeps the geometry it had before the call, and that the
    /// engine's lists and each superview's subviews are walked once for all
    /// of them rather than searched and shifted once for each. Superviews hear
    /// `willRemoveSubview(_:)` for each view, in the order given.
    ///
    /// - Precondition: Every view belongs to one engine.
    ///
    /// - Complexity: Linear in the engine's lists and the subviews of the
    ///   views' superviews, plus one solver removal per constraint that goes.
    public static func removeFromSuperview(_ views: [View]) {
        guard let first = views.first else { return }
        first.engine.remove(views)
    }

    /// Removes a guide from the view and the engine, like `UIView.removeLayoutGuide(_:)`;
    /// every constraint that mentions it is deactivated. Removing
    /// `layoutMarginsGuide` is allowed: the next access makes a new one.
    /// Afterwards the guide's `owningView` is nil and its `layoutFrame` is the
    /// one it had. A guide of another view, or one already removed, is ignored.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        engine.remove(guide)
    }
}
