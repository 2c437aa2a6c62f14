import TrellisLayout

/// The optimal range of each ambiguous number, without the rest of a picture's data.
extension ScriptBuilder {
    /// Fills `Item.ambiguousRanges` of the first `mostItemsWithRanges` ambiguous items of a report of this
    /// builder's layout.
    ///
    /// - Parameter report: The report `report()` made.
    /// - Complexity: For each ambiguous number of those items, a range query (a small simplex each way).
    func addAmbiguityRanges(to report: inout LayoutReport) {
        var explanations: [ObjectIdentifier: AmbiguityExplanation] = [:]
        for explanation in engine.ambiguityExplanations(limit: Self.mostItemsWithRanges) {
            explanations[ObjectIdentifier(explanation.item)] = explanation
        }
        guard !explanations.isEmpty else { return }
        let live = items.filter { !$0.item.isRemoved }.map(\.item)
        for (index, item) in live.enumerated() where index < report.items.count {
            guard let explanation = explanations[ObjectIdentifier(item)] else { continue }
            report.items[index].ambiguousRanges = zip(explanation.components, explanation.ranges).map {
                component, range in
                LayoutReport.ValueRange(component: component, lower: range.lowerBound, upper: range.upperBound)
            }
        }
    }
}
