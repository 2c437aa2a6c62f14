extension LinePrinter {
    /// An expression, with parentheses only where the parser would otherwise read a different tree: around a
    /// sum inside a product, a negation, or after an operator, and around a product that starts a product or
    /// is negated (the parser gives `a * b * c` one product, `-a * b` the product of a negation).
    mutating func expression(_ expression: ScriptExpression) -> ScriptExpression {
        switch expression {
        case .number(let value, _):
            return .number(value, at: token(ScriptPrinter.number(value)))
        case .reference(let reference):
            return .reference(self.reference(reference))
        case .negation(let operand, _):
            let location = token("-")
            attachNext()
            let parenthesized: Bool
            switch operand {
            case .sum, .product: parenthesized = true
            default: parenthesized = false
            }
            return .negation(grouped(operand, if: parenthesized), at: location)
        case .sum(let first, let addends):
            let isSum: (ScriptExpression) -> Bool = {
                if case .sum = $0 { return true }
                return false
            }
            let printedFirst = grouped(first, if: isSum(first))
            let printed = addends.map { addend in
                let at = token(addend.op.rawValue)
                return ScriptExpression.Addend(
                    addend.op, grouped(addend.operand, if: isSum(addend.operand)), operatorLocation: at)
            }
            return .sum(printedFirst, printed)
        case .product(let first, let factors):
            let isCompound: (ScriptExpression) -> Bool = {
                switch $0 {
                case .sum, .product: return true
                default: return false
                }
            }
            let printedFirst = grouped(first, if: isCompound(first))
            let printed = factors.map { factor in
                let at = token(factor.op.rawValue)
                return ScriptExpression.Factor(
                    factor.op, grouped(factor.operand, if: isCompound(factor.operand)), operatorLocation: at)
            }
            return .product(printedFirst, printed)
        }
    }

    /// An expression, in parentheses when `parenthesized`.
    private mutating func grouped(_ operand: ScriptExpression, if parenthesized: Bool) -> ScriptExpression {
        guard parenthesized else { return expression(operand) }
        token("(")
        attachNext()
        let printed = expression(operand)
        suffix(")")
        return printed
    }
}
