extension DocumentReader {
    /// Stands in for the views in an NSGridView's cells (`<gridCells><gridCell><… key="contentView">`), which the grid
    /// places by its rows and columns. NSGridView is not modelled, so each cell's view is an anchor at the frame the
    /// document stores for it in the grid, held there as a view laid out by autoresizing with a fixed mask is, with its
    /// alignment rect, content size and baselines (`readContentSize`), and nothing more: not its subviews, flags or
    /// constraints, and constraints of the grid between its cells are left out, all of them the grid's own layout
    /// (`DocumentView.isGridCellContent`; anchors are not compared). Views outside the grid that are constrained to a
    /// cell's view are then placed where the stored grid places it, rather than left open; a grid whose own place is
    /// open leaves them open with it.
    ///
    /// - Parameters:
    ///   - element: The `<gridView>` element.
    ///   - view: The grid view, which takes the anchors as subviews.
    ///   - parts: The scene being read, whose constraints of the grid between its cells are removed.
    mutating func readGridCells(_ element: XMLElementNode, into view: inout DocumentView, parts: inout SceneParts) {
        var anchors: Set<String> = []
        for cell in element.grandchildren(in: "gridCells") where cell.name == "gridCell" {
            for child in cell.children where child["key"] == "contentView" {
                guard let id = child["id"] else {
                    note("a grid cell's \(child.name) without an id is left out", at: child)
                    continue
                }
                guard !seen.contains(id) else {
                    note("view id '\(id)' appears twice; the grid cell's is left out", at: child)
                    continue
                }
                guard let frame = Self.rect(child.child("rect", key: "frame")) else {
                    note("grid cell view '\(id)' has no stored frame; it is left out", at: child)
                    continue
                }
                seen.insert(id)
                var anchor = DocumentView(
                    id: id, element: child.name, customClass: child["customClass"], userLabel: child["userLabel"],
                    location: location(child), frame: frame)
                // Its alignment rect, content size and baselines, which constraints from outside the grid name.
                readContentSize(child, into: &anchor)
                anchor.usesAutoresizing = true
                anchor.isGridCellContent = true
                anchor.isHidden = child.flag("hidden") ?? false
                anchors.insert(id)
                view.subviews.append(anchor)
            }
        }
        parts.constraints.removeAll { constraint in
            constraint.owner == view.id
                && (anchors.contains(constraint.firstItem) || constraint.secondItem.map(anchors.contains) == true)
        }
    }
}
