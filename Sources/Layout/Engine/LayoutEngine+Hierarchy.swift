/// Moving views between superviews and bringing removed views back.
extension LayoutEngine {
    /// Puts a view (with its subtree) at an index among a superview's subviews.
    ///
    /// - Parameters:
    ///   - view: A view of this engine, removed or not.
    ///   - superview: A view of this engine, in the engine, not in `view`'s subtree.
    ///   - index: The position among the superview's subviews once `view` has left its old place.
    func move(_ view: View, into superview: View, at index: Int) {
        precondition(view.engine === self && superview.engine === self, "the views belong to another engine")
        precondition(!superview.isRemoved, "\(superview.name) was removed from the engine")
        precondition(!superview.isDescendant(of: view), "\(view.name) cannot be put inside its own subtree")
        let wasRemoved = view.isRemoved
        let oldSuperview = view.superview
        let oldDirection = view.effectiveUserInterfaceLayoutDirection
        if oldSuperview !== superview { oldSuperview?.willRemoveSubview(view) }
        oldSuperview?.dropSubview(view)
        precondition((0...superview.subviews.count).contains(index), "index \(index) is out of bounds")
        superview.subviewList.insert(view, at: index)
        view.superview = superview
        directionEpoch &+= 1
        if wasRemoved {
            restore(view)
        } else if oldSuperview !== superview {
            remakeFramePins(of: view)
            deactivateConstraintsLeavingTree(of: view)
        }
        if view.effectiveUserInterfaceLayoutDirection != oldDirection {
            // The subtree inherits another direction now.
            layoutDirectionDidChange()
        }
        didMutate()
    }

    /// Brings a removed view and its subtree back into the engine.
    private func restore(_ view: View) {
        let items = view.subtreeItems
        for item in items {
            item.removedGeometry = nil
            if let view = item as? View {
                viewList.insert(view, key: view.serial)
            } else if let guide = item as? LayoutGuide {
                Self.insertBySerial(guide, into: &layoutGuides)
            }
        }
        for case let view as View in items {
            updateContentSize(of: view)
            if view.heightForWidth != nil { wrappingViews.append(view) }
            if let guide = view.marginsGuide { tieMarginsGuide(guide, to: view) }
            if let (guide, ties) = view.safeAreaGuide, guide.owningView === view, !guide.isRemoved {
                updateSafeArea(of: view)
                activate(ties, location: nil)
            }
        }
    }

    /// Inserts an item into a list kept in creation order.
    private static func insertBySerial<Item: LayoutItem>(_ item: Item, into list: inout [Item]) {
        list.insert(item, at: serialPosition(of: item, in: list))
    }

    /// Where `item` is, or would go, in a list kept in creation order: the
    /// first place whose item is not older (binary search on the serials).
    static func serialPosition<Item: LayoutItem>(of item: LayoutItem, in list: [Item]) -> Int {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].serial < item.serial { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Activates the required ties between a margins guide's edges and its view's margins.
    func tieMarginsGuide(_ guide: LayoutGuide, to view: View) {
        let pairs: [(LayoutAttribute, LayoutAttribute)] = [
            (.left, .leftMargin), (.top, .topMargin), (.right, .rightMargin), (.bottom, .bottomMargin),
        ]
        activate(
            pairs.map { pair in
                LayoutConstraint(
                    kind: .marginsGuide, lhs: guide[pair.0], relation: .equal, rhs: view[pair.1],
                    constant: 0, priority: .required)
            }, location: nil)
    }

    /// Pins a moved view's frame again, relative to its new superview, with the same numbers.
    private func remakeFramePins(of view: View) {
        guard let pins = framePins[ObjectIdentifier(view)] else { return }
        let frame = Rect(x: pins[0].constant, y: pins[1].constant, width: pins[2].constant, height: pins[3].constant)
        let wasActive = pins.allSatisfy(\.isActive)
        deactivate(pins)
        framePins[ObjectIdentifier(view)] = nil
        if wasActive { pinFrame(of: view, to: frame) }
    }

    /// Deactivates the constraints of a moved subtree that relate items of different trees.
    private func deactivateConstraintsLeavingTree(of view: View) {
        var seen: Set<ObjectIdentifier> = []
        var leaving: [LayoutConstraint] = []
        // Every item of the subtree has the subtree's root; others are looked
        // up once each, so a deep subtree costs O(n), not O(n · depth).
        let root = view.rootView
        var roots: [ObjectIdentifier: View] = [:]
        for item in view.subtreeItems { roots[ObjectIdentifier(item)] = root }
        func root(of item: LayoutItem) -> View? {
            if let known = roots[ObjectIdentifier(item)] { return known }
            let found = (item as? View)?.rootView ?? item.parentView?.rootView
            roots[ObjectIdentifier(item)] = found
            return found
        }
        for item in view.subtreeItems {
            for constraint in item.constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                let itemRoots = constraint.items.compactMap(root(of:))
                if itemRoots.contains(where: { $0 !== itemRoots[0] }) { leaving.append(constraint) }
            }
        }
        deactivate(leaving.sorted { $0.order < $1.order })
    }
}
