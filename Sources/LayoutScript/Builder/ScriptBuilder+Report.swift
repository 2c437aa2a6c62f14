import TrellisLayout
import TrellisSolver

/// The final `LayoutReport`: the layout as of the script's end.
extension ScriptBuilder {
    /// Frames, values, ambiguity and conflicts after the last statement, with the expectation results.
    ///
    /// Ambiguity comes from one bulk query (`LayoutEngine.ambiguousLayout()`);
    /// only the items it names are asked which of x, y, width and height are open.
    ///
    /// - Returns: The report.
    func report() -> LayoutReport {
        let ambiguous = engine.ambiguousLayout()
        let ambiguousItems = Set(ambiguous.items.map(ObjectIdentifier.init))
        // One bulk query for the components of every ambiguous item.
        let ambiguities = Dictionary(
            uniqueKeysWithValues: zip(ambiguous.items.map(ObjectIdentifier.init), engine.ambiguity(of: ambiguous.items))
        )
        let ambiguousVariables = Set(ambiguous.variables.map(ObjectIdentifier.init))
        // Once per report, not per ambiguous item: it reads every constraint.
        let everyOptionalHolds = !ambiguous.items.isEmpty && everyOptionalConstraintHolds()
        let ties = TieIndex(ambiguous.items)
        var reported: [LayoutReport.Item] = []
        // A removed view or guide is no longer part of the layout.
        for (item, location) in items where !item.isRemoved {
            var components: [LayoutReport.RectComponent] = []
            if ambiguousItems.contains(ObjectIdentifier(item)) {
                components = LayoutReport.RectComponent.components(of: ambiguities[ObjectIdentifier(item)]!)
            }
            let baselines = self.baselines(of: item)
            reported.append(
                LayoutReport.Item(
                    name: item.name, parent: item.parentView?.name, isGuide: item is LayoutGuide,
                    frame: engine.frame(of: item),
                    alignmentRect: engine.alignmentRect(of: item),
                    ambiguousComponents: components,
                    ambiguityCause: components.isEmpty
                        ? .unknown
                        : ambiguityCause(
                            of: item, components, ties: ties, everyOptionalHolds: everyOptionalHolds),
                    firstBaseline: baselines?.first, lastBaseline: baselines?.last, location: location))
            if let grid = item as? GridView {
                reported[reported.count - 1].gridTracks = LayoutReport.Item.GridTracks(
                    columns: grid.columnGuides.map { engine.attributeRect(of: $0) },
                    rows: grid.rowGuides.map { engine.attributeRect(of: $0) })
            }
            if let stack = item as? StackView {
                reported[reported.count - 1].stack = LayoutReport.Item.StackArrangement(
                    axis: stack.axis,
                    arranged: stack.arrangedSubviews.filter { !$0.isHidden }.map(\.name))
            }
        }
        let variables = self.variables.map { entry in
            LayoutReport.Variable(
                name: entry.name, value: engine.value(of: entry.variable),
                isAmbiguous: ambiguousVariables.contains(ObjectIdentifier(entry.variable)), location: entry.location)
        }
        var report = LayoutReport(
            file: script.file, coordinates: engine.coordinateSystem, items: reported, variables: variables,
            conflicts: reportedConflicts(),
            expectations: expectations)
        (report.allowedAmbiguous, report.allowedConflictMembers) = allowedNames
        report.layoutChecks = layoutChecks(of: report)
        return report
    }

    /// The conflicts so far, as the report names them.
    func reportedConflicts() -> [LayoutReport.Conflict] {
        engine.conflicts.map { conflict in
            var reported = LayoutReport.Conflict(
                constraints: conflict.constraints.map(reference(to:)), broken: reference(to: conflict.broken))
            reported.implicit = conflict.pins
            return reported
        }
    }

    /// The implicit tests `trellis test` counts for every script: its layout
    /// is satisfiable, and it is unambiguous — each unless an `expect` line
    /// says what it should be instead. A failed one is located where the
    /// problem is (the broken constraint, the first ambiguous item); a
    /// passed one at the script's first line.
    private func layoutChecks(of report: LayoutReport) -> [LayoutReport.ExpectationResult] {
        let start = SourceLocation(file: script.file, line: 1, column: 1)
        var checks: [LayoutReport.ExpectationResult] = []
        if !expectsConflicts {
            let first = report.conflicts.first { !report.isAllowed($0) }
            checks.append(
                LayoutReport.ExpectationResult(
                    location: first?.broken.location ?? start, text: LayoutReport.satisfiableCheckText,
                    passed: first == nil, expected: "a satisfiable layout",
                    got: first.map { "conflict " + $0.members.map(\.reference.name).joined(separator: ", ") }
                        ?? "satisfiable"
                ))
        }
        if !expectsAmbiguity {
            let ambiguous = report.unallowedAmbiguousNames
            let allowed = report.allowedAmbiguous
            let location =
                report.items.first(where: { $0.isAmbiguous && !allowed.contains($0.name) })?.location
                ?? report.variables.first(where: { $0.isAmbiguous && !allowed.contains($0.name) })?.location
            checks.append(
                LayoutReport.ExpectationResult(
                    location: location ?? start, text: LayoutReport.unambiguousCheckText, passed: ambiguous.isEmpty,
                    expected: "an unambiguous layout",
                    got: ambiguous.isEmpty ? "unambiguous" : "ambiguous " + ambiguous.joined(separator: ", ")))
        }
        return checks
    }

    /// A view's first and last baselines in attribute space, when the script gave it baselines.
    ///
    /// Computed from the alignment rect rather than read as attributes, so
    /// that reporting never adds parameter variables to the solver.
    private func baselines(of item: LayoutItem) -> (first: Double, last: Double)? {
        guard let view = item as? View, viewsWithBaselines.contains(ObjectIdentifier(view)) else { return nil }
        let rect = engine.attributeRect(of: view)
        let last = rect.maxY - view.baselineOffsetFromBottom
        let first = view.firstBaselineOffsetFromTop.map { rect.minY + $0 } ?? last
        return (first, last)
    }
}
