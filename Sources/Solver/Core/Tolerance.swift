/// The one numerical tolerance of the solver.
///
/// Coefficients and constants whose magnitude is below `epsilon` are treated as
/// zero: terms that cancel to within it are dropped from rows, a row constant
/// within it of zero counts as zero in ratio tests, and two values within it are
/// the same value in ambiguity analysis. Everything in `Solver` compares against
/// this constant and nothing else, so the whole strategy lives in one place
/// (see `Docs/Solver.md`, "Numerics").
enum Tolerance {
    /// The magnitude below which a number counts as zero.
    static let epsilon = 1.0e-8

    /// Numbers at or above this magnitude may overflow a `Double` once
    /// multiplied in a few pivots (1e100 squared is 1e200, cubed overflows):
    /// changes that involve them are journaled through re-optimisation and
    /// undone, with `SolverError.numericalOverflow`, if anything overflowed.
    static let largeMagnitude = 1.0e100

    /// Past this magnitude (or, non-zero, below its reciprocal) a number is
    /// extreme: a solver that has seen one guards every later call against
    /// overflow (see `Solver+Overflow.swift`).
    static let extremeMagnitude = 1.0e50

    /// Whether a finite `value` is extreme (see `extremeMagnitude`).
    static func isExtreme(_ value: Double) -> Bool {
        let magnitude = abs(value)
        return magnitude >= extremeMagnitude || (magnitude > 0 && magnitude < 1 / extremeMagnitude)
    }

    /// Whether `value` is zero to within `epsilon`.
    @inline(__always)
    static func isZero(_ value: Double) -> Bool {
        value < epsilon && value > -epsilon
    }
}
