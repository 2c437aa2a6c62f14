import TrellisLayout

/// Ambiguity measured in a view's superview, as Interface Builder stores frames.
extension ScriptBuilder {
    /// Fills `Item.ambiguousInSuperview` of the first `mostItemsWithRanges` ambiguous views whose superview is
    /// ambiguous: a position open only because the superview's is follows it, and is determined in the superview.
    ///
    /// - Parameter report: The report `report()` made.
    /// - Complexity: For each open position of those views, a range query (a small simplex each way).
    func addSuperviewAmbiguity(to report: inout LayoutReport) {
        var indexByName: [String: Int] = [:]
        for (index, item) in report.items.enumerated() { indexByName[item.name] = index }
        let live = items.filter { !$0.item.isRemoved }.map(\.item)
        var asked = 0
        for (index, item) in live.enumerated() where index < report.items.count && report.items[index].isAmbiguous {
            guard asked < Self.mostItemsWithRanges, item is View, let parent = item.parentView,
                let parentIndex = indexByName[parent.name], report.items[parentIndex].isAmbiguous
            else { continue }
            asked += 1
            report.items[index].ambiguousInSuperview = report.items[index].ambiguousComponents.filter { component in
                let edge: LayoutAttribute
                switch component {
                case .x: edge = .left
                case .y: edge = .top
                case .width, .height: return true
                }
                let range = engine.valueRange(of: item[edge] - parent[edge])
                return range.upperBound - range.lowerBound > LayoutEngine.tolerance
            }
        }
    }
}
