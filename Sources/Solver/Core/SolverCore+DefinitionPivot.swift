/// An optional constraint over one defined variable — a wish `v == c @p`, an
/// optional bound, an edit — gives the variable a row of its own, and its
/// definition becomes the row of the definition's slack.
///
/// A chain of inequalities `x(i-1) + 1 <= x(i)` is kept as definitions
/// `x(i) = x(i-1) + 1 + s(i)`. A wish on `x(i)` that expanded `x(i)` would
/// hold its whole chain, `x(0) + i + s(1) + … + s(i)`: N wishes, O(N²) cells.
/// Instead the definition's row `0 = x(i-1) + 1 + s(i) − x(i)` is pivoted on
/// its slack — `s(i) = x(i) − x(i-1) − 1`, `x(i)` a new external symbol — and
/// the wish's row, `x(i) = c + e⁺ − e⁻`, is then solved for `x(i)` as any row
/// with an external symbol is. The slack's row holds the neighbours' rows
/// (`x(i-1)`'s own wish row, once it has had one): every row stays short.
///
/// The two pivots together are an ordinary change of basis: `x(i)` and
/// `s(i)` become basic, the wish's errors stay parametric. It keeps the
/// objective optimal when the slack costs nothing at every level (the wish's
/// errors cost more than nothing, and no other cost changes), so only
/// feasibility can suffer — `s(i)` below zero where the wish asks for less
/// room than the chain needs — and the dual simplex that `Tableau.optimize()`
/// ends with restores it. An optional constraint cannot conflict: its errors
/// absorb any constant, so that dual simplex always succeeds, and nothing
/// after the pivot can fail once the new row's numbers are known to be
/// moderate (checked first): no rollback has to restore the definition.
extension SolverCore {
    /// Pivots the definition of the one variable of an optional constraint
    /// about to go into the tableau onto its slack, when that keeps the
    /// objective optimal (`SolverCore+DefinitionPivot.swift`).
    @inline(__always)
    mutating func pivotDefinition(beforeAdding constraint: Constraint, constant: Double) {
        let terms = constraint.expression.terms
        guard terms.count == 1, case .defined(let index)? = role(of: terms[0].variable) else { return }
        pivotDefinitionOntoSlack(Int(index), coefficient: terms[0].coefficient, constant: constant)
    }

    private mutating func pivotDefinitionOntoSlack(_ index: Int, coefficient: Double, constant: Double) {
        let definition = definitions[index]!
        let slack = definition.marker
        guard tableau.kind(of: slack) == .slack, !tableau.isBasic(slack), !tableau.objectiveHolds(slack),
            !holdsExtremeNumbers
        else { return }
        // The new row `a·v + c ± errors (relation) 0`, solved for `v`: its
        // numbers must stay moderate, so that the addition cannot fail once
        // the definition is gone.
        let solvedConstant = constant / coefficient
        let unit = 1 / coefficient
        guard
            solvedConstant.isFinite && unit.isFinite && abs(solvedConstant) < Tolerance.largeMagnitude
                && abs(unit) < Tolerance.largeMagnitude
        else { return }
        // The dual simplex needs the objective at its optimum.
        settleOptimization()
        // `v = row`, the definition expanded (`s` parametric: a cell of it).
        var newVariables: [Variable] = []
        var row = expandedRow(Expression(definition.variable), newVariables: &newVariables)
        let slackCoefficient = row.coefficient(for: slack)
        // A parametric external in it (a free variable the chain starts
        // from) would stay in the slack's restricted row: the new row's
        // subject is `v`, not it.
        let kinds = tableau.symbolKinds
        let holdsExternal = row.withCells { cells in cells.contains { kinds[$0.symbol.index] == .external } }
        guard newVariables.isEmpty, !holdsExternal, !Tolerance.isNegligible(slackCoefficient) else { return }
        // `0 = row − v`, solved for `s`; `v`'s cell, the newest symbol, goes last.
        row.solve(for: slack)
        guard let magnitude = row.magnitudeIfFinite, magnitude < Tolerance.largeMagnitude,
            abs(1 / slackCoefficient) < Tolerance.largeMagnitude
        else { return }
        let variable = replaceDefinitionBySymbol(index)
        row.append(variable, 1 / slackCoefficient)
        // The rows that expanded `v` held `s`: they hold `v` now, parametric
        // until the new row makes it basic.
        tableau.makeBasic(slack, with: row, replacing: .invalid)
    }
}
