import TrellisLayout
import TrellisSolver

/// Reads an engine as it is laid out now into a `LayoutReport`: the one
/// place that turns items, variables and conflicts into the report's values,
/// for a script (`ScriptBuilder.report()`) and for an engine built in Swift
/// (`LayoutReport(engine:name:)`) alike.
///
/// Each item carries its frame, alignment rect, ambiguous components and
/// their cause, baselines (for a view with `hasBaseline`), stack
/// arrangement and grid tracks. Ambiguity comes from one bulk query
/// (`LayoutEngine.ambiguousLayout()`); only the items it names are asked
/// which of x, y, width and height are open, and why.
struct LayoutReportAssembler {
    /// The engine, laid out by the first query.
    let engine: LayoutEngine
    /// The items to report, in order, each with where it is declared; removed ones are left out.
    let items: [(item: LayoutItem, location: SourceLocation)]
    /// The variables to report, in order, each with its name and where it is declared.
    let variables: [(variable: Variable, name: String, location: SourceLocation)]
    /// How the report names a constraint and where it locates it.
    let reference: (LayoutConstraint) -> LayoutReport.ConstraintReference

    /// The report of the engine: items, variables, conflicts and a warning
    /// for each view whose custom alignment geometry does not round-trip.
    ///
    /// - Parameters:
    ///   - file: What the report calls its source.
    ///   - origin: Where the diagnostics are located.
    /// - Returns: The report, without expectations or layout checks.
    /// - Complexity: One bulk ambiguity query, then O(*n*) for *n* items.
    func report(file: String, origin: SourceLocation) -> LayoutReport {
        let ambiguous = engine.ambiguousLayout()
        let reportedItems = self.reportedItems(ambiguous: ambiguous.items)
        let reportedVariables = self.reportedVariables(ambiguous: ambiguous.variables)
        let conflicts = self.conflicts()
        // Read after the frames above, which record the issues as they are computed.
        let diagnostics = engine.alignmentGeometryIssues.map {
            LayoutReport.Diagnostic(.warning, $0.description, at: origin)
        }
        return LayoutReport(
            file: file, coordinates: engine.coordinateSystem, items: reportedItems, variables: reportedVariables,
            conflicts: conflicts, diagnostics: diagnostics)
    }

    /// The conflicts met so far, in the order met, with the parameter pins each involves.
    func conflicts() -> [LayoutReport.Conflict] {
        engine.conflicts.map { conflict in
            var reported = LayoutReport.Conflict(
                constraints: conflict.constraints.map(reference), broken: reference(conflict.broken))
            reported.implicit = conflict.pins
            reported.brokenBy = engine.distance(fromHolding: conflict.broken)
            return reported
        }
    }

    /// Every item that is not removed, in order.
    ///
    /// - Parameter ambiguous: The ambiguous items, from `LayoutEngine.ambiguousLayout()`.
    private func reportedItems(ambiguous: [LayoutItem]) -> [LayoutReport.Item] {
        // One bulk query for the components of every ambiguous item.
        let components = Dictionary(
            uniqueKeysWithValues: zip(
                ambiguous.map(ObjectIdentifier.init),
                engine.ambiguity(of: ambiguous).map(AmbiguityExplanation.Component.components(of:))))
        // Once per report, not per ambiguous item: it reads every constraint.
        let everyOptionalHolds = !ambiguous.isEmpty && engine.everyOptionalConstraintHolds()
        let ties = TieIndex(ambiguous)
        return items.filter { !$0.item.isRemoved }.map { item, location in
            let open = components[ObjectIdentifier(item)] ?? []
            let baselines = self.baselines(of: item)
            var reported = LayoutReport.Item(
                name: item.name, parent: item.parentView?.name, isGuide: item is LayoutGuide,
                frame: engine.frame(of: item), alignmentRect: engine.alignmentRect(of: item),
                ambiguousComponents: open,
                ambiguityCause: open.isEmpty
                    ? .unknown : ambiguityCause(of: item, open, ties: ties, everyOptionalHolds: everyOptionalHolds),
                firstBaseline: baselines?.first, lastBaseline: baselines?.last, location: location)
            if let grid = item as? GridView {
                reported.gridTracks = LayoutReport.Item.GridTracks(
                    columns: grid.columnGuides.map { engine.attributeRect(of: $0) },
                    rows: grid.rowGuides.map { engine.attributeRect(of: $0) })
            }
            if let stack = item as? StackView {
                reported.stack = LayoutReport.Item.StackArrangement(
                    axis: stack.axis, arranged: stack.arrangedSubviews.filter { !$0.isHidden }.map(\.name))
            }
            return reported
        }
    }

    /// Every variable, in order.
    ///
    /// - Parameter ambiguous: The ambiguous variables, from `LayoutEngine.ambiguousLayout()`.
    private func reportedVariables(ambiguous: [Variable]) -> [LayoutReport.Variable] {
        let ambiguous = Set(ambiguous.map(ObjectIdentifier.init))
        return variables.map { entry in
            LayoutReport.Variable(
                name: entry.name, value: engine.value(of: entry.variable),
                isAmbiguous: ambiguous.contains(ObjectIdentifier(entry.variable)), location: entry.location)
        }
    }

    /// The cause of an item's ambiguity, in the report's terms; the reasoning
    /// is Layout's (`LayoutEngine.ambiguityCause(of:axes:ties:everyOptionalHolds:)`).
    private func ambiguityCause(
        of item: LayoutItem, _ components: [AmbiguityExplanation.Component], ties: TieIndex, everyOptionalHolds: Bool
    ) -> LayoutReport.AmbiguityCause {
        switch engine.ambiguityCause(
            of: item, axes: components.map(\.axis), ties: ties, everyOptionalHolds: everyOptionalHolds)
        {
        case .unknown: return .unknown
        case .underconstrained: return .underconstrained
        case .equalPriorities(let others, let total): return .equalPriorities(with: others.map(\.name), total: total)
        }
    }

    /// A view's first and last baselines in attribute space, when it has a baseline.
    ///
    /// Computed from the alignment rect rather than read as attributes, so
    /// that reporting never adds parameter variables to the solver.
    private func baselines(of item: LayoutItem) -> (first: Double, last: Double)? {
        guard let view = item as? View, view.hasBaseline else { return nil }
        let rect = engine.attributeRect(of: view)
        let last = rect.maxY - view.baselineOffsetFromBottom
        let first = view.firstBaselineOffsetFromTop.map { rect.minY + $0 } ?? last
        return (first, last)
    }
}

extension AmbiguityExplanation.Component {
    /// The components an engine says are ambiguous, in x, y, width, height order.
    static func components(of ambiguity: ItemAmbiguity) -> [Self] {
        allCases.filter {
            switch $0 {
            case .x: return ambiguity.x
            case .y: return ambiguity.y
            case .width: return ambiguity.width
            case .height: return ambiguity.height
            }
        }
    }
}
