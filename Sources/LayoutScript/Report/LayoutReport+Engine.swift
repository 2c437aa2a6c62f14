import TrellisLayout

/// A report of a layout built in Swift, so that the reporters — the SVG
/// picture above all — serve an engine made with the `TrellisLayout` API as
/// they serve a script.
extension LayoutReport {
    /// Describes an engine as it is laid out now: every view and guide (frame,
    /// alignment rect, which of x, y, width and height are ambiguous), every
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
        let ambiguous = engine.ambiguousLayout()
        let components = Dictionary(
            uniqueKeysWithValues: zip(
                ambiguous.items.map(ObjectIdentifier.init),
                engine.ambiguity(of: ambiguous.items).map(RectComponent.components(of:))))
        let ambiguousVariables = Set(ambiguous.variables.map(ObjectIdentifier.init))
        let items = (engine.views as [LayoutItem] + engine.layoutGuides).map { item in
            Item(
                name: item.name, parent: item.parentView?.name, isGuide: item is LayoutGuide,
                frame: engine.frame(of: item), alignmentRect: engine.alignmentRect(of: item),
                ambiguousComponents: components[ObjectIdentifier(item)] ?? [], location: origin)
        }
        let variables = engine.variables.map { variable in
            Variable(
                name: variable.name, value: engine.value(of: variable),
                isAmbiguous: ambiguousVariables.contains(ObjectIdentifier(variable)), location: origin)
        }
        func reference(to constraint: LayoutConstraint) -> ConstraintReference {
            let location = constraint.sourceLocation.map {
                SourceLocation(file: $0.fileName, line: $0.line, column: 1)
            }
            return ConstraintReference(
                name: constraint.identifier.isEmpty ? constraint.description : constraint.identifier,
                location: location ?? origin)
        }
        let conflicts = engine.conflicts.map {
            Conflict(constraints: $0.constraints.map(reference(to:)), broken: reference(to: $0.broken))
        }
        // Read after the frames above, which record the issues as they are computed.
        let diagnostics = engine.alignmentGeometryIssues.map { Diagnostic(.warning, $0.description, at: origin) }
        self.init(
            file: name, coordinates: engine.coordinateSystem, items: items, variables: variables,
            conflicts: conflicts, diagnostics: diagnostics)
    }
}

extension LayoutReport.RectComponent {
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
