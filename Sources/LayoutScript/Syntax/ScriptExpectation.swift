/// An `expect` line: what the layout must come out as at that point of the script.
public struct ScriptExpectation: Sendable, Equatable {
    /// Every form of `expect`.
    public enum Kind: Sendable, Equatable {
        /// `expect VIEW.frame == X Y W H`.
        case frame(view: Name, Rectangle)
        /// `expect VIEW.alignmentRect == X Y W H`.
        case alignmentRect(view: Name, Rectangle)
        /// `expect VIEW.ATTRIBUTE == NUMBER` or `expect VAR == NUMBER`.
        case value(Reference, ScriptNumber)
        /// `expect VIEW ambiguous` (`true`) or `expect VIEW unambiguous` (`false`).
        case viewAmbiguity(Name, ambiguous: Bool)
        /// `expect layout ambiguous` (`true`) or `expect layout unambiguous` (`false`).
        case layoutAmbiguity(ambiguous: Bool)
        /// `expect conflict NAME [NAME ...]`; names may be dotted (`root.frame.width`).
        case conflict([Name])
        /// `expect satisfiable`.
        case satisfiable
        /// `expect REFERENCE <= N`, `>= N` or `between A and B` (REFERENCE: `VIEW.ATTRIBUTE` or a var).
        case bound(Reference, Bound)
        /// `expect VIEW inside OTHER`: the alignment rect lies within the other's.
        case inside(Name, container: Name)
        /// `expect A, B [, C ...] disjoint`: no two alignment rects overlap (touching is fine).
        case disjoint([Name])
        /// `expect VIEW.fittingSize [expanded | width N] == W H`: `systemLayoutSizeFitting`.
        case fittingSize(view: Name, Fitting, width: ScriptNumber, height: ScriptNumber)
        /// `expect broken LABEL`: a conflict so far broke this constraint.
        case broken(Name)
    }

    /// The comparison of a `bound` expectation.
    public enum Bound: Sendable, Equatable {
        /// `<= N`.
        case atMost(ScriptNumber)
        /// `>= N`.
        case atLeast(ScriptNumber)
        /// `between A and B`: A ≤ value ≤ B.
        case between(ScriptNumber, ScriptNumber)
    }

    /// The target of a `fittingSize` expectation, as in `systemLayoutSizeFitting`.
    public enum Fitting: Sendable, Equatable {
        /// `layoutFittingCompressedSize` at the fitting priority (50) on both axes: `fittingSize`.
        case compressed
        /// `layoutFittingExpandedSize` at the fitting priority on both axes.
        case expanded
        /// A width that is required and the compressed height at the fitting priority (a self-sizing cell).
        case width(ScriptNumber)
    }

    /// `X Y W H` as written.
    public struct Rectangle: Sendable, Equatable {
        public var x: ScriptNumber
        public var y: ScriptNumber
        public var width: ScriptNumber
        public var height: ScriptNumber

        /// Creates a rectangle.
        ///
        /// - Parameters:
        ///   - x: The x coordinate.
        ///   - y: The y coordinate.
        ///   - width: The width.
        ///   - height: The height.
        public init(x: ScriptNumber, y: ScriptNumber, width: ScriptNumber, height: ScriptNumber) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The tolerance numbers are compared with when `within` is not written.
    public static let defaultTolerance = 0.001

    /// What is expected.
    public var kind: Kind
    /// The `within T` tolerance, or `nil` (then `defaultTolerance`). Accepted on every form.
    public var tolerance: ScriptNumber?

    /// Creates an expectation.
    ///
    /// - Parameters:
    ///   - kind: What is expected.
    ///   - tolerance: The `within` tolerance, if written.
    public init(_ kind: Kind, tolerance: ScriptNumber? = nil) {
        self.kind = kind
        self.tolerance = tolerance
    }
}
