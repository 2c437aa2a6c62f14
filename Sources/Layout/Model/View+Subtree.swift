/// Walking a view's subtree without recursion, so that trees of any depth
/// (tens of thousands of nested views) never exhaust the stack.
extension View {
    /// Visits the view and every view below it in preorder — a view before its
    /// subviews, subviews in order — with each view's depth below this one.
    ///
    /// - Complexity: O(*n*) for *n* views in the subtree; the pending views
    ///   are kept in an array, not on the call stack.
    func forEachInSubtree(_ body: (_ view: View, _ depth: Int) -> Void) {
        var pending: [(view: View, depth: Int)] = [(self, 0)]
        while let (view, depth) = pending.popLast() {
            body(view, depth)
            for subview in view.subviews.reversed() { pending.append((subview, depth + 1)) }
        }
    }

    /// The views and guides of the subtree in preorder: each view, then its
    /// guides, then its subviews' subtrees.
    var subtreeItems: [LayoutItem] {
        var items: [LayoutItem] = []
        forEachInSubtree { view, _ in
            items.append(view)
            items.append(contentsOf: view.layoutGuides as [LayoutItem])
        }
        return items
    }
}
