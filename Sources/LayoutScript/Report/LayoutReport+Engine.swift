import TrellisLayout

/// A report of a layout built in Swift, so that the reporters — the SVG
/// picture above all — serve an engine made with the `TrellisLayout` API as
/// they serve a script.
extension LayoutReport {
    /// Describes an engine as it is laid out now: every view and guide (frame,
    /// alignment rect, which of x, y, width and height are ambiguous and why,
    /// baselines, stack arrangement, grid tracks), every
    /// free variable, the conflicts met, and a warning diagnostic for each
    /// view whose custom alignment geometry does not round-trip
    /// (`LayoutEngine.alignmentGeometryIssues`).
    ///
    /// ```swift
    /// let svg = SVGReporter.render(LayoutReport(engine: engine, name: "card"))
    /// ```
    ///
    /// Items and variables are located at line 1 of `name` (they come from no
    /// script); a constraint made in Swift is named by its identifier, else
    /// its description, and located where it was made when known.
    ///
    /// - Parameters:
    ///   - engine: The engine; it is laid out first.
    ///   - name: What the report calls its source (the picture's title).
    /// - Complexity: One bulk ambiguity query, then O(*n*) for *n* items.
    public init(engine: LayoutEngine, name: String = "engine") {
        let origin = SourceLocation(file: name, line: 1, column: 1)
        func reference(to constraint: LayoutConstraint) -> ConstraintReference {
            let location = constraint.sourceLocation.map {
                SourceLocation(file: $0.fileName, line: $0.line, column: 1)
            }
            return ConstraintReference(
                name: constraint.identifier.isEmpty ? constraint.description : constraint.identifier,
                location: location ?? origin)
        }
        let assembler = LayoutReportAssembler(
            engine: engine, items: (engine.views as [LayoutItem] + engine.layoutGuides).map { ($0, origin) },
            variables: engine.variables.map { ($0, $0.name, origin) }, reference: reference(to:))
        self = assembler.report(file: name, origin: origin)
    }
}
