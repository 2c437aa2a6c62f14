/// Guarding against overflow when the numbers are extreme.
///
/// Numbers a layout uses never come near the limits of a `Double`, and the
/// solver's own checks (`Tolerance.largeMagnitude`) catch an addition or a
/// constant change that overflows. Once a solver has seen an extreme number,
/// though — a coefficient or constant beyond `Tolerance.extremeMagnitude`, or a
/// non-zero one below its reciprocal — any later call can overflow while it
/// re-solves (a removal, a priority change, a suggestion, an exercise), and
/// defined variables can overflow when their inputs move. From then on every
/// mutating call keeps a copy of the state (the solver is a value underneath,
/// so the copy is cheap until the call writes), checks afterwards that every
/// row, objective level and defined value is finite and that the tableau's
/// invariants hold (a coefficient of 1e-300 beside one of 1e300 can round away
/// and leave a row the algorithm never makes), and puts the copy back,
/// throwing the call's `.numericalOverflow`, if not. The checks cost time in
/// proportion to the tableau's size, on solvers with extreme numbers only.
extension Solver {
    /// Runs a mutating call, guarded against overflow when the solver holds
    /// extreme numbers or the call brings one (`extreme`); `constraint` is the
    /// one the error names (evaluated only on a guarded call). The saved core
    /// holds every constraint's constant and priority, so putting it back
    /// undoes the whole call.
    func mutate<Failure: OverflowRefusable>(
        bringing extreme: Bool = false, on constraint: @autoclosure () -> Constraint? = nil,
        _ body: (inout SolverCore) throws(Failure) -> Void
    ) throws(Failure) {
        guard extreme || core.holdsExtremeNumbers else {
            try core.apply(body)
            return
        }
        let saved = core
        let constraint = constraint()
        try body(&core)
        core.wakeDormantConstraints()
        core.propagateValues()
        guard core.isFinite, core.invariantViolations().isEmpty else {
            let limits = core.tableau.limits
            core = saved
            core.tableau.carryLimits(limits)
            throw Failure.numericalOverflow(constraint)
        }
        core.holdsExtremeNumbers = true
        core.checkInvariantsIfAsked()
    }
}

extension SolverCore {
    /// Whether every row, objective level and defined value is finite.
    var isFinite: Bool {
        tableau.isFinite
            && definitions.values.allSatisfy(\.isFinite)
    }
}

extension Expression {
    /// Whether the constant or a coefficient is extreme (`Tolerance.isExtreme`).
    var hasExtremeNumber: Bool {
        Tolerance.isExtreme(constant) || terms.contains { Tolerance.isExtreme($0.coefficient) }
    }
}

extension Solver {
    /// Whether the solver has seen a number beyond `Tolerance.extremeMagnitude`
    /// (or, non-zero, below its reciprocal): from then on each call is guarded
    /// for finiteness and the tableau's invariants, but values mixing such a
    /// number with layout-sized ones keep only its relative precision.
    package var holdsExtremeNumbers: Bool { core.holdsExtremeNumbers }
}
