extension DocumentReader {
    /// The members of a large-title navigation stack that Interface Builder draws under the large-title bar.
    ///
    /// A navigation item's `largeTitleDisplayMode` is `always`, `never` or, unset, `automatic`: the mode of the
    /// item below it in the stack (UIKit's `UINavigationItem.LargeTitleDisplayMode.automatic`); the root's
    /// `automatic` shows the large title the bar prefers. The stack's root is drawn under a standard-height bar
    /// anyway when its view's first subview is a table or collection view
    /// (`BarRules.largeTitleCollapsingFirstSubviews`). Members are visited in the order of `stack(from:)`: root
    /// first, then along `show` and `push` segues, each from the first member that reaches it.
    static func largeTitleMembers(
        root: String, controllers: [String: XMLElementNode], segues: (String) -> [XMLElementNode]
    ) -> Set<String> {
        var shown: Set<String> = []
        var seen: Set<String> = []
        var queue: [(id: String, inherited: Bool)] = [(root, true)]
        var index = 0
        while index < queue.count, seen.count < 10_000 {
            let (id, inherited) = queue[index]
            index += 1
            guard let controller = controllers[id], seen.insert(id).inserted else { continue }
            let mode = controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
            let large = mode == "always" || (mode != "never" && inherited)
            let firstSubview = controller.child(key: "view")?.child("subviews")?.children.first?.name
            let collapsed =
                id == root && firstSubview.map(BarRules.largeTitleCollapsingFirstSubviews.contains) == true
            if large, !collapsed { shown.insert(id) }
            for segue in segues(id) where ["show", "push"].contains(segue["kind"] ?? "") {
                if let destination = segue["destination"] { queue.append((destination, large)) }
            }
        }
        return shown
    }
}
