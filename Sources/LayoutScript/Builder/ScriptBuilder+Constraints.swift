import TrellisLayout
import TrellisSolver

/// `[LABEL:] EXPRESSION RELATION EXPRESSION [@PRIORITY]`: general linear constraints.
extension ScriptBuilder {
    /// Builds and activates one constraint.
    ///
    /// Every name is resolved first (so an unknown name is reported before a
    /// non-linear product that contains it), then both sides are flattened
    /// with metrics as constants, then positions are checked to be of one
    /// kind, as Auto Layout requires.
    ///
    /// - Throws: `ScriptError` for a reused label, an unknown name, a
    ///   non-linear expression, positions of different kinds, a constraint
    ///   over numbers only, or a bad priority metric.
    func addConstraint(_ statement: ConstraintStatement, _ line: Statement) throws(ScriptError) {
        if let label = statement.label { try scope.checkNewLabel(label) }
        try checkReferences(in: statement.lhs)
        try checkReferences(in: statement.rhs)
        // The scope is read through `self`, never copied: a copy alive while the
        // label is declared below would make that declaration copy every
        // label table (quadratic in unoptimised builds).
        let metricValue = { (name: String) in self.scope.metricValue(name) }
        let lhs = try layoutTerms(of: try statement.lhs.linearized(metricValue: metricValue))
        let rhs = try layoutTerms(of: try statement.rhs.linearized(metricValue: metricValue))
        guard !lhs.terms.isEmpty || !rhs.terms.isEmpty else {
            throw ScriptError(
                "the constraint relates numbers only; it needs an attribute or a var", at: statement.lhs.location)
        }
        try checkPositionKinds(lhs.terms + rhs.terms)
        let priority = try statement.priority.map { (p) throws(ScriptError) in try self.scope.priority(p) } ?? .required
        let name = statement.label?.text ?? line.diagnosticName
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint(
                LayoutExpression(lhs.terms.map(\.term), constant: lhs.constant), statement.relation,
                LayoutExpression(rhs.terms.map(\.term), constant: rhs.constant), priority: priority,
                identifier: name)
        } catch {
            throw ScriptError(error, at: statement.lhs.location)
        }
        if let label = statement.label { try self.scope.declareLabel(label, for: constraint) }
        constraint.sourceLocation = nil  // a script's constraints are located by their line, not by Swift source
        register(constraint, name: name, at: line.location)
        engine.activate([constraint], location: nil)
    }

    /// Checks that every name in an expression is declared, with an attribute exactly when it is a view or guide.
    ///
    /// - Throws: `ScriptError` at the first name that is unknown or of the wrong kind.
    /// - Complexity: Linear in the size of the expression; recursion only as deep as its nesting.
    private func checkReferences(in expression: ScriptExpression) throws(ScriptError) {
        switch expression {
        case .number:
            return
        case .reference(let reference):
            _ = try resolve(reference)
        case .negation(let operand, _):
            try checkReferences(in: operand)
        case .sum(let first, let rest):
            try checkReferences(in: first)
            for addend in rest { try checkReferences(in: addend.operand) }
        case .product(let first, let rest):
            try checkReferences(in: first)
            for factor in rest { try checkReferences(in: factor.operand) }
        }
    }

    /// A reference in an expression: an item's attribute, a var, or (for a bare name) `nil` for a metric.
    ///
    /// - Throws: `ScriptError` for an unknown name, an attribute of a var or
    ///   metric, or a bare view or guide name.
    func resolve(_ reference: Reference) throws(ScriptError) -> LayoutTerm.Operand? {
        if let attribute = reference.attribute {
            return .attribute(try scope.item(reference.item), attribute)
        }
        let entity = try scope.lookUp(reference.item, wanted: "var or metric") {
            switch $0 {
            case .variable, .metric: return true
            default: return false
            }
        }
        switch entity {
        case .variable(let variable): return .variable(variable)
        case .metric: return nil
        case .view, .guide:
            throw scope.wrongKind(
                reference.item, entity, wanted: "var or metric",
                hint: "; name one of its attributes, such as '\(reference.item.text).width'")
        }
    }

    /// The layout terms of a flattened side, each with the reference it came from; zero terms dropped.
    ///
    /// - Throws: `ScriptError` (only for names `checkReferences` let through, which cannot happen).
    private func layoutTerms(of linear: LinearExpression) throws(ScriptError)
        -> (terms: [(term: LayoutTerm, reference: Reference)], constant: Double)
    {
        var terms: [(term: LayoutTerm, reference: Reference)] = []
        for term in linear.terms where term.coefficient != 0 {
            guard let operand = try resolve(term.reference) else { continue }
            terms.append((LayoutTerm(term.coefficient, operand), term.reference))
        }
        return (terms, linear.constant)
    }

    /// Checks that the positions of a constraint are all of one kind (dimensions and vars mix with anything).
    ///
    /// - Throws: `ScriptError` at the first position of another kind than the first position.
    private func checkPositionKinds(_ terms: [(term: LayoutTerm, reference: Reference)]) throws(ScriptError) {
        guard let mismatch = LayoutAttribute.firstMismatchedPositions(in: terms.map(\.term.attribute)) else { return }
        let (established, other) = (terms[mismatch.first], terms[mismatch.other])
        let directional = [established.term.attribute, other.term.attribute].allSatisfy {
            $0?.kind == .directionalPosition || $0?.kind == .horizontalPosition
        }
        let rule =
            directional
            ? "leading and trailing never relate to left, right or centerX"
            : "a horizontal position never relates to a vertical one"
        throw ScriptError(
            "cannot relate '\(other.reference)' to '\(established.reference)': \(rule)", at: other.reference.location)
    }
}
