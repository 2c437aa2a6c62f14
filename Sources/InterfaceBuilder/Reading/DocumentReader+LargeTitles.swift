extension DocumentReader {
    /// The members of a large-title navigation stack that Interface Builder draws under the large-title bar.
    ///
    /// A navigation item's `largeTitleDisplayMode` is `always`, `never` or, unset, `automatic`: the mode of the
    /// member that reaches it in the stack (UIKit's `UINavigationItem.LargeTitleDisplayMode.automatic`); the root's
    /// `automatic` shows the large title the bar prefers. The stack's root is drawn under a standard-height bar
    /// anyway when its view's first subview is a table or collection view
    /// (`BarRules.largeTitleCollapsingFirstSubviews`), though the members it reaches inherit its mode. `stack` is
    /// the stack's members in `stack(from:)`'s order, root first, each after the member that first reaches it.
    static func largeTitleMembers(_ stack: [StackMember], controllers: [String: XMLElementNode]) -> Set<String> {
        var shown: Set<String> = []
        var large: [String: Bool] = [:]
        for member in stack {
            guard let controller = controllers[member.id] else { continue }
            let mode = controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
            let inherited = member.parent.map { large[$0] ?? false } ?? true
            let isLarge = mode == "always" || (mode != "never" && inherited)
            large[member.id] = isLarge
            let firstSubview = controller.child(key: "view")?.child("subviews")?.children.first?.name
            let collapsed =
                member.parent == nil && firstSubview.map(BarRules.largeTitleCollapsingFirstSubviews.contains) == true
            if isLarge, !collapsed { shown.insert(member.id) }
        }
        return shown
    }
}
