/// A text dump of the view tree, like `_autolayoutTrace`.
extension LayoutEngine {
    /// The tree of every root, one item per line, indented by depth, with each
    /// frame, and `- AMBIGUOUS LAYOUT for x, width` after the ones that are ambiguous.
    ///
    /// ```
    /// •root {{0, 0}, {320, 480}}
    /// |   *label {{20, 20}, {100, 21}} - AMBIGUOUS LAYOUT for x
    /// |   +label.guide {{0, 0}, {10, 10}}
    /// ```
    ///
    /// Roots start with `•`, views with `*`, guides with `+`. Broken
    /// constraints are listed after the tree.
    ///
    /// - Complexity: One bulk ambiguity query, then O(*d*) per item at depth *d*.
    public var autolayoutTrace: String {
        let ambiguous = ambiguousLayout()
        let ambiguousItems = Set(ambiguous.items.map(ObjectIdentifier.init))
        var lines: [String] = []
        func line(_ item: LayoutItem, depth: Int, mark: String) {
            var text = String(repeating: "|   ", count: depth) + mark + item.name + " \(frame(of: item))"
            if ambiguousItems.contains(ObjectIdentifier(item)) {
                text += " - AMBIGUOUS LAYOUT for \(ambiguity(of: item))"
            }
            lines.append(text)
        }
        for root in views where root.superview == nil {
            root.forEachInSubtree { view, depth in
                line(view, depth: depth, mark: depth == 0 ? "•" : "*")
                for guide in view.layoutGuides { line(guide, depth: depth + 1, mark: "+") }
            }
        }
        if !ambiguous.variables.isEmpty {
            lines.append("ambiguous variables: " + ambiguous.variables.map(\.name).joined(separator: ", "))
        }
        for constraint in constraints where constraint.isBroken { lines.append("broken: \(constraint)") }
        return lines.joined(separator: "\n")
    }
}
