/// An arithmetic expression on one side of a constraint, as written.
///
/// Sums and products are n-ary (a first operand and a list of operator–operand
/// pairs) rather than binary trees, so a 100,000-term sum is a flat array and
/// nothing that walks the tree recurses deeper than the parenthesis nesting,
/// which the parser limits to `ScriptParser.nestingLimit`. Parentheses leave
/// no node of their own. Linearity is not checked here; see
/// `linearized(metricValue:)`.
public indirect enum ScriptExpression: Sendable, Equatable {
    /// A non-negative number literal (a sign is a `negation`).
    case number(Double, at: SourceLocation)
    /// `NAME.ATTRIBUTE`, or a bare `NAME` (a var or a metric).
    case reference(Reference)
    /// `-operand`; the location is the minus sign's.
    case negation(ScriptExpression, at: SourceLocation)
    /// `first ± operand ± operand …`.
    case sum(ScriptExpression, [Addend])
    /// `first */ operand */ operand …`.
    case product(ScriptExpression, [Factor])

    /// `+` or `-` between terms.
    public enum AdditiveOperator: String, Sendable, Equatable {
        case plus = "+"
        case minus = "-"
    }

    /// `*` or `/` between factors.
    public enum MultiplicativeOperator: String, Sendable, Equatable {
        case times = "*"
        case dividedBy = "/"
    }

    /// One `± operand` of a sum.
    public struct Addend: Sendable, Equatable {
        /// Whether the operand is added or subtracted.
        public var op: AdditiveOperator
        /// The operand.
        public var operand: ScriptExpression
        /// Where the operator is written.
        public var operatorLocation: SourceLocation

        /// Creates an addend.
        ///
        /// - Parameters:
        ///   - op: `+` or `-`.
        ///   - operand: The operand.
        ///   - operatorLocation: Where the operator is.
        public init(_ op: AdditiveOperator, _ operand: ScriptExpression, operatorLocation: SourceLocation) {
            self.op = op
            self.operand = operand
            self.operatorLocation = operatorLocation
        }
    }

    /// One `*/ operand` of a product.
    public struct Factor: Sendable, Equatable {
        /// Whether the product is multiplied or divided by the operand.
        public var op: MultiplicativeOperator
        /// The operand.
        public var operand: ScriptExpression
        /// Where the operator is written.
        public var operatorLocation: SourceLocation

        /// Creates a factor.
        ///
        /// - Parameters:
        ///   - op: `*` or `/`.
        ///   - operand: The operand.
        ///   - operatorLocation: Where the operator is.
        public init(_ op: MultiplicativeOperator, _ operand: ScriptExpression, operatorLocation: SourceLocation) {
            self.op = op
            self.operand = operand
            self.operatorLocation = operatorLocation
        }
    }

    /// Where the expression starts (its first token).
    public var location: SourceLocation {
        switch self {
        case .number(_, let location), .negation(_, let location): return location
        case .reference(let reference): return reference.location
        case .sum(let first, _), .product(let first, _): return first.location
        }
    }
}
