/// Ambiguity queries: what the priorities leave undetermined.
extension Solver {
    /// Whether the variable's value differs between optimal solutions — because
    /// too few constraints pin it, or because constraints of equal priority tie.
    ///
    /// A variable the solver has never seen is ambiguous.
    ///
    /// - Complexity: Usually one pass over the variable's row; in degenerate
    ///   cases a small linear program over the rows its free symbols reach.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        core.isAmbiguous(variable)
    }

    /// For each variable, whether it is ambiguous (in the same order).
    ///
    /// - Complexity: Per variable, one look at its row (or its definition's
    ///   terms); definitions shared by several variables are checked once.
    public func ambiguity(of variables: [Variable]) -> [Bool] {
        core.ambiguity(of: variables)
    }

    /// The least and greatest value the variable takes over all optimal
    /// solutions; equal bounds mean it is determined; infinite when unbounded.
    ///
    /// - Complexity: The rows the question reaches through the symbols free
    ///   on the optimal face, and the pivots of a small simplex each way;
    ///   while required inequalities are dormant, also what each end moves
    ///   (its symbols' columns and the definitions and dormant inequalities
    ///   over them), and the rows of those an end crosses, woken in a copy.
    public func valueRange(of variable: Variable) -> ClosedRange<Double> {
        let range = core.valueRangeWithEveryConstraint(of: variable)
        return range.lower...range.upper
    }

    /// The least and greatest value an expression takes over all optimal
    /// solutions, as `valueRange(of:)` of a variable held equal to it, without
    /// adding one: `valueRange(of: left + width)` is the range of a right edge.
    /// Infinite both ways when the expression holds a variable the solver has
    /// never seen.
    ///
    /// - Complexity: The expansion of the expression, then as `valueRange(of:)`
    ///   of a variable.
    public func valueRange(of expression: Expression) -> ClosedRange<Double> {
        let range = core.withEveryBoundCuttingFace { core in
            core.valueRangeWakingCrossedDormant(over: expression.terms.map(\.variable)) {
                $0.analysisRow(of: expression)
            }
        }
        return range.lower...range.upper
    }

    /// Moves an ambiguous variable to another optimal solution: to the far end
    /// of its range (or 100 past its value when that end is unbounded), like
    /// `exerciseAmbiguityInLayout`. Nothing that is optimal changes; the move
    /// lasts until `resetExercises()`.
    ///
    /// - Returns: Whether the variable moved (false when it is determined).
    @discardableResult
    public func exerciseAmbiguity(of variable: Variable) -> Bool {
        var moved = false
        do {
            try mutate(on: self.core.exercises[ObjectIdentifier(variable)]) {
                (core: inout SolverCore) throws(SolverError) in
                moved = core.exerciseAmbiguity(of: variable)
            }
        } catch {
            return false
        }
        return moved
    }

    /// Removes every exercise; the solution stays optimal but need not be the
    /// one it was before the first exercise.
    public func resetExercises() {
        // Only extreme numbers can make this overflow; the exercises then stay.
        try? mutate { (core: inout SolverCore) throws(SolverError) in core.removeExercises() }
    }
}
