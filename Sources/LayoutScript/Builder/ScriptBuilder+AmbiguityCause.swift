import TrellisLayout

/// Why an item is ambiguous, for the hint `trellis check` prints; the
/// reasoning is Layout's (`LayoutEngine.ambiguityCause(of:axes:among:everyOptionalHolds:)`).
extension ScriptBuilder {
    /// The cause of an item's ambiguity, in the report's terms.
    ///
    /// - Parameters:
    ///   - item: An ambiguous item.
    ///   - components: Its ambiguous components.
    ///   - ambiguousItems: Every ambiguous item.
    ///   - everyOptionalHolds: `everyOptionalConstraintHolds()`, computed once per report.
    /// - Returns: The cause.
    func ambiguityCause(
        of item: LayoutItem, _ components: [LayoutReport.RectComponent], among ambiguousItems: [LayoutItem],
        everyOptionalHolds: Bool
    ) -> LayoutReport.AmbiguityCause {
        let axes = components.map(\.axis)
        switch engine.ambiguityCause(
            of: item, axes: axes, among: ambiguousItems, everyOptionalHolds: everyOptionalHolds)
        {
        case .unknown: return .unknown
        case .underconstrained: return .underconstrained
        case .equalPriorities(let others): return .equalPriorities(with: others.map(\.name))
        }
    }

    /// Whether every optional constraint of the layout holds.
    func everyOptionalConstraintHolds() -> Bool { engine.everyOptionalConstraintHolds() }
}
