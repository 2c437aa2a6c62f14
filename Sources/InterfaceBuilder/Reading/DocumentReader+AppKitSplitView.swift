import TrellisLayoutScript

extension DocumentReader {
    /// The constraints with which an NSSplitView places its panes that do not translate an autoresizing mask.
    ///
    /// A pane fills the split view across its axis; along it, the first pane starts at the split view's start,
    /// each next pane one divider (`SplitViewRules.dividerThickness`) after the one before, the last ends at the
    /// split view's end, and each keeps its stored length at its holding priority: the divider positions the
    /// document stores. Panes that translate their autoresizing mask keep their stored frames by it, as before.
    /// A split view with a hidden pane (AppKit collapses it) or an unknown divider style is left as it is.
    mutating func readSplitViewPanes(_ element: XMLElementNode, view: DocumentView, into parts: inout SceneParts) {
        let panes = view.subviews
        guard panes.contains(where: { !$0.usesAutoresizing }), !panes.contains(where: \.isHidden),
            let divider = SplitViewRules.dividerThickness(style: element["dividerStyle"])
        else { return }
        // `vertical="YES"`: vertical dividers, panes side by side.
        let sideBySide = element.flag("vertical") == true
        let (start, end, across, acrossEnd, length) =
            sideBySide
            ? ("leading", "trailing", "top", "bottom", "width") : ("top", "bottom", "leading", "trailing", "height")
        let stored = element.child("holdingPriorities")?.children.compactMap {
            $0["value"].flatMap(Double.init)
        }
        let holding: [Int] = panes.indices.map { index in
            guard let stored, stored.count == panes.count, stored[index].isFinite else {
                return SplitViewRules.defaultHoldingPriority
            }
            return Int(min(max(stored[index].rounded(), 1), Double(SplitViewRules.highestHoldingPriority)))
        }
        func add(
            _ pane: DocumentView, _ tag: String, _ first: String, _ second: String?, _ secondAttribute: String?,
            constant: Double = 0, priority: Int = 1000
        ) {
            parts.constraints.append(
                DocumentConstraint(
                    id: "\(view.id)-\(pane.id)-\(tag)", firstItem: pane.id, firstAttribute: first, relation: .equal,
                    secondItem: second, secondAttribute: secondAttribute, multiplier: 1, constant: constant,
                    priority: priority, identifier: nil, isPlaceholder: false, owner: view.id, location: pane.location,
                    isSplitViewPane: true))
        }
        for (index, pane) in panes.enumerated() {
            let placed = !pane.usesAutoresizing
            if placed {
                add(pane, across, across, view.id, across)
                add(pane, acrossEnd, acrossEnd, view.id, acrossEnd)
                let size = sideBySide ? pane.documentFrame.width : pane.documentFrame.height
                add(pane, length, length, nil, nil, constant: size, priority: holding[index])
                if index == 0 { add(pane, start, start, view.id, start) }
                if index == panes.count - 1 { add(pane, end, end, view.id, end) }
            }
            if index > 0, placed || !panes[index - 1].usesAutoresizing {
                add(pane, "after", start, panes[index - 1].id, end, constant: divider)
            }
        }
    }
}
