import TrellisSolver

/// Which parts of an item's alignment rect the constraints leave open.
public struct ItemAmbiguity: Hashable, Sendable, CustomStringConvertible {
    /// Whether the x position (minX) differs between optimal layouts.
    public var x: Bool
    /// Whether the y position (minY) differs between optimal layouts.
    public var y: Bool
    /// Whether the width differs between optimal layouts.
    public var width: Bool
    /// Whether the height differs between optimal layouts.
    public var height: Bool

    /// Whether anything is ambiguous.
    public var isAmbiguous: Bool { x || y || width || height }

    /// `x, width` — the ambiguous parts, or `none`.
    public var description: String {
        let parts = [(x, "x"), (y, "y"), (width, "width"), (height, "height")].filter(\.0).map(\.1)
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}

/// Ambiguity diagnostics, like `hasAmbiguousLayout` and `exerciseAmbiguityInLayout`.
extension LayoutEngine {
    /// Which of an item's x, y, width and height are ambiguous: differ between
    /// optimal layouts, because too few constraints pin them or because
    /// constraints of equal priority tie.
    ///
    /// - Complexity: One look at each of the four variables' rows.
    public func ambiguity(of item: LayoutItem) -> ItemAmbiguity {
        precondition(!item.isRemoved, "\(item.name) was removed from the engine")
        layoutIfNeeded()
        let flags = solver.ambiguity(of: item.variables)
        return ItemAmbiguity(x: flags[0], y: flags[1], width: flags[2], height: flags[3])
    }

    /// Which of each item's x, y, width and height are ambiguous, in one bulk
    /// query (what the solver learns about shared definitions serves every item).
    ///
    /// - Complexity: One look at each variable's row (or definition); asking
    ///   item by item instead can cost a chain's length per item.
    public func ambiguity(of items: [LayoutItem]) -> [ItemAmbiguity] {
        precondition(!items.contains(where: \.isRemoved), "an item was removed from the engine")
        layoutIfNeeded()
        let flags = solver.ambiguity(of: items.flatMap(\.variables))
        return items.indices.map { index in
            ItemAmbiguity(
                x: flags[4 * index], y: flags[4 * index + 1], width: flags[4 * index + 2], height: flags[4 * index + 3])
        }
    }

    /// Whether a free variable is ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        layoutIfNeeded()
        return solver.isAmbiguous(variable)
    }

    /// The ambiguous views and guides (in creation order) and free variables
    /// (in creation order), computed in one bulk query.
    ///
    /// - Complexity: One look at each variable's row (or definition).
    public func ambiguousLayout() -> (items: [LayoutItem], variables: [Variable]) {
        layoutIfNeeded()
        let items: [LayoutItem] = (views as [LayoutItem] + layoutGuides).sorted { $0.serial < $1.serial }
        let flags = solver.ambiguity(of: items.flatMap(\.variables) + variables)
        var ambiguousItems: [LayoutItem] = []
        for (index, item) in items.enumerated() where flags[4 * index..<4 * index + 4].contains(true) {
            ambiguousItems.append(item)
        }
        let ambiguousVariables = variables.indices.filter { flags[4 * items.count + $0] }.map { variables[$0] }
        return (ambiguousItems, ambiguousVariables)
    }

    /// Whether any view, guide or free variable is ambiguous.
    public var hasAmbiguousLayout: Bool {
        let result = ambiguousLayout()
        return !result.items.isEmpty || !result.variables.isEmpty
    }

    /// Moves an ambiguous item to another optimal layout, like
    /// `exerciseAmbiguityInLayout()`: each ambiguous variable goes to the far end
    /// of its range. Nothing that is optimal changes.
    public func exerciseAmbiguity(of item: LayoutItem) {
        precondition(!item.isRemoved, "\(item.name) was removed from the engine")
        layoutIfNeeded()
        for variable in item.variables where solver.isAmbiguous(variable) {
            changeSolver { solver.exerciseAmbiguity(of: variable) }
        }
        // Moved among optimal layouts only: the frames change, the layout pass need not run.
        didMutate()
        layoutPass.markLaidOut()
    }
}
