/// The safety limits of the simplex loops, and how often a loop stopped at one.
///
/// The limits are far above what any solve needs: they stop cycling on
/// pathological input. A loop that stops at one with work left (a symbol
/// that could still improve the objective, a row still infeasible) is
/// counted, and the solver's invariant check reports a non-zero count, so a
/// result cut short is never passed off as optimal.
struct SafetyLimits {
    /// The most pivots one optimisation may make, when set (tests lower it
    /// through `Solver.pivotLimit`); nil for the default, 64 · (rows + 64).
    var pivotLimit: Int?
    /// How many pivots one optimisation makes by the faster pivot rules
    /// before Bland's, when set (tests set 0 to run Bland's rules alone);
    /// nil for the default, rows + 64 (`Tableau.blandPivots`).
    var blandPivots: Int?
    /// How many recorded infeasible rows make the dual simplex keep them in
    /// a queue rather than scan them for each pivot, when set (tests set 0
    /// to queue them always); nil for the default,
    /// `InfeasibleRowQueue.threshold`.
    var queuedInfeasibleRows: Int?
    /// The most rounds of rounding repair in one optimisation.
    var repairRounds = 8
    /// How many times a loop stopped at a limit with work left.
    var hits = 0
}
