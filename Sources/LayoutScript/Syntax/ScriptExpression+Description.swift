import TrellisSolver

extension ScriptExpression: CustomStringConvertible {
    /// The expression in normalised script syntax, e.g. `2 * a.width + 10`.
    ///
    /// Spacing is normalised and parentheses appear only where precedence
    /// needs them, so the text reads back to an equal tree (locations aside).
    public var description: String { text(precedence: 0) }

    /// The text of the expression inside a context of a given binding strength.
    ///
    /// - Parameters:
    ///   - precedence: 0 inside a sum or at top level, 1 as an operand of a
    ///     product, 2 as the operand of a negation or the right side of `-`.
    /// - Returns: The text, parenthesised when the context binds tighter.
    private func text(precedence: Int) -> String {
        switch self {
        case .number(let value, _):
            return formatNumber(value)
        case .reference(let reference):
            return reference.description
        case .negation(let operand, _):
            return "-" + operand.text(precedence: 3)
        case .sum(let first, let rest):
            var result = first.text(precedence: 0)
            for addend in rest {
                result += " \(addend.op.rawValue) " + addend.operand.text(precedence: addend.op == .minus ? 1 : 0)
            }
            return precedence > 0 ? "(\(result))" : result
        case .product(let first, let rest):
            var result = first.text(precedence: 1)
            for factor in rest {
                result += " \(factor.op.rawValue) " + factor.operand.text(precedence: 2)
            }
            return precedence > 1 ? "(\(result))" : result
        }
    }
}
