import TrellisLayout

/// An expression flattened to `constant + Σ coefficient · reference`.
///
/// The builder turns this into solver terms once it has resolved the
/// references. Terms are kept in order of first appearance, and terms on the
/// same reference are merged (`a.width + a.width` is `2 · a.width`), so the
/// result is deterministic.
public struct LinearExpression: Sendable, Equatable {
    /// One `coefficient · reference` term.
    public struct Term: Sendable, Equatable {
        /// The reference, located where it first appears.
        public var reference: Reference
        /// Its coefficient.
        public var coefficient: Double

        /// Creates a term.
        ///
        /// - Parameters:
        ///   - reference: The reference.
        ///   - coefficient: Its coefficient.
        public init(_ reference: Reference, _ coefficient: Double) {
            self.reference = reference
            self.coefficient = coefficient
        }
    }

    /// The constant part.
    public var constant: Double
    /// The terms, in order of first appearance.
    public private(set) var terms: [Term]
    /// Where each reference's term is in `terms`, so merging stays linear for long sums.
    private var positions: [Key: Int] = [:]

    /// What identifies a term's target, ignoring where it is written.
    private struct Key: Hashable {
        var item: String
        var attribute: LayoutAttribute?
    }

    /// Creates a linear expression.
    ///
    /// - Parameters:
    ///   - constant: The constant part.
    ///   - terms: The terms.
    public init(constant: Double = 0, terms: [Term] = []) {
        self.constant = constant
        self.terms = []
        add(LinearExpression(constant: 0, unmergedTerms: terms), times: 1)
    }

    /// Creates an expression whose terms are taken as they are (no merging).
    ///
    /// - Parameters:
    ///   - constant: The constant part.
    ///   - unmergedTerms: The terms.
    private init(constant: Double, unmergedTerms: [Term]) {
        self.constant = constant
        self.terms = unmergedTerms
    }

    /// Two expressions are equal when their constants and terms (in order) are.
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms == rhs.terms
    }

    /// Whether there are no terms (the expression is a constant).
    public var isConstant: Bool { terms.isEmpty }

    /// Adds `factor` times another linear expression to this one, merging terms.
    ///
    /// - Parameters:
    ///   - other: The expression to add.
    ///   - factor: What to multiply it by first.
    mutating func add(_ other: LinearExpression, times factor: Double) {
        constant += other.constant * factor
        for term in other.terms {
            let key = Key(item: term.reference.item.text, attribute: term.reference.attribute)
            if let index = positions[key] {
                terms[index].coefficient += term.coefficient * factor
            } else {
                positions[key] = terms.count
                terms.append(Term(term.reference, term.coefficient * factor))
            }
        }
    }

    /// Multiplies every part by a number.
    ///
    /// - Parameters:
    ///   - factor: The number.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
    }
}
