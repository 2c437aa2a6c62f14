import TrellisLayout

/// Why an item is ambiguous, for the hint `trellis check` prints; the
/// reasoning is Layout's (`LayoutEngine.ambiguityCause(of:axes:among:everyOptionalHolds:)`).
extension ScriptBuilder {
    /// The cause of an item's ambiguity, in the report's terms.
    ///
    /// - Parameters:
    ///   - item: An ambiguous item.
    ///   - components: Its ambiguous components.
    ///   - ties: The ambiguous views grouped by what makes them tie, built once per report.
    ///   - everyOptionalHolds: `everyOptionalConstraintHolds()`, computed once per report.
    /// - Returns: The cause.
    func ambiguityCause(
        of item: LayoutItem, _ components: [LayoutReport.RectComponent], ties: TieIndex, everyOptionalHolds: Bool
    ) -> LayoutReport.AmbiguityCause {
        let axes = components.map(\.axis)
        switch engine.ambiguityCause(
            of: item, axes: axes, ties: ties, everyOptionalHolds: everyOptionalHolds)
        {
        case .unknown: return .unknown
        case .underconstrained: return .underconstrained
        case .equalPriorities(let others, let total): return .equalPriorities(with: others.map(\.name), total: total)
        }
    }

    /// Whether every optional constraint of the layout holds.
    func everyOptionalConstraintHolds() -> Bool { engine.everyOptionalConstraintHolds() }
}
