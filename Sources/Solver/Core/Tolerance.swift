/// The one numerical tolerance of the solver.
///
/// A coefficient is zero when it cancelled: a sum within `epsilon` of its
/// operands, never more than `epsilon` outright (`cancels(_:from:)`), or below
/// `floor`; a product is kept however small. Constants and costs are compared
/// with `epsilon` itself: a row constant within it of zero counts as zero in
/// ratio tests, a cost below `-epsilon` is an improvement, and two values
/// within it are the same value in ambiguity analysis. Everything in `Solver`
/// compares against these constants and nothing else, so the whole strategy
/// lives in one place (see `Docs/Solver.md`, "Numerics").
enum Tolerance {
    /// The tolerance: below it a constant counts as zero, and so does a sum
    /// that cancelled (`cancels(_:from:)`).
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

    /// The magnitude below which a coefficient is zero however it came about.
    static let floor = 1.0e-30

    /// Whether `sum`, a coefficient just computed as `operand` plus another
    /// number, is zero: it cancelled to within `epsilon` of the operand's
    /// magnitude but never by more than `epsilon` outright
    /// (`|sum| < epsilon · min(1, |operand|)`, so numbers of layout size keep
    /// the absolute rule), or it is below `floor`.
    ///
    /// A product — a coefficient times a pivot factor — has nothing to
    /// cancel: it is exact to rounding however small, and only `floor`
    /// removes it (`isNegligible(_:)`). Dropping it instead (1e-3 · 1e-6 below
    /// an absolute 1e-8) loses a genuine coefficient that a value near 1e6
    /// then misses.
    ///
    /// On the hot path (every cell of every pivot) the comparison with
    /// `epsilon` comes first, then an exact zero; only the other sums below
    /// `epsilon` are compared with the operand.
    @inline(__always)
    static func cancels(_ sum: Double, from operand: Double) -> Bool {
        guard sum < epsilon && sum > -epsilon else { return false }
        return sum == 0 || abs(sum) <= epsilon * abs(operand) || abs(sum) < floor
    }

    /// Whether a coefficient that did not come from a sum (a product, or a
    /// number as given) is zero: below `floor`.
    @inline(__always)
    static func isNegligible(_ coefficient: Double) -> Bool {
        coefficient < floor && coefficient > -floor
    }
}
