import TrellisLayout
import TrellisLayoutScript

extension SourceLocation {
    /// The place of a part of a statement the writer builds before it is printed; `ScriptPrinter` gives every
    /// part its place on the printed line.
    static let unprinted = SourceLocation(file: "", line: 0, column: 0)
}

extension Name {
    /// A name the writer builds.
    static func written(_ text: String) -> Name { Name(text, at: .unprinted) }
}

extension ScriptNumber {
    /// A number as the writer writes it: at most 9 decimals (`ScriptText.number`).
    static func written(_ value: Double) -> ScriptNumber { .literal(ScriptText.written(value), at: .unprinted) }

    /// A whole number (a priority).
    static func whole(_ value: Int) -> ScriptNumber { .literal(Double(value), at: .unprinted) }
}

extension ScriptExpression {
    /// `ITEM.ATTRIBUTE`.
    static func attribute(_ item: String, _ attribute: LayoutAttribute) -> ScriptExpression {
        .reference(Reference(.written(item), attribute))
    }

    /// A number as the writer writes it: at most 9 decimals (`ScriptText.number`); a negative one as the parser
    /// reads `-N`, the negation of `N`.
    static func written(_ value: Double) -> ScriptExpression {
        let number = ScriptText.written(value)
        guard number < 0 else { return .number(number, at: .unprinted) }
        return .negation(.number(-number, at: .unprinted), at: .unprinted)
    }

    /// A number with every digit it has (a multiplier); not negative.
    static func exact(_ value: Double) -> ScriptExpression { .number(value, at: .unprinted) }

    /// This expression followed by `+ OPERAND` or `- OPERAND`: a sum grows by one addend, as the parser reads
    /// `a + b - c` as one sum.
    func adding(_ op: AdditiveOperator, _ operand: ScriptExpression) -> ScriptExpression {
        let addend = Addend(op, operand, operatorLocation: .unprinted)
        if case .sum(let first, let rest) = self { return .sum(first, rest + [addend]) }
        return .sum(self, [addend])
    }

    /// This expression plus a constant as the writer writes it: unchanged for 0, `- N` for a negative one.
    func offset(by constant: Double) -> ScriptExpression {
        if constant == 0 { return self }
        return constant < 0 ? adding(.minus, .written(-constant)) : adding(.plus, .written(constant))
    }

    /// `FACTOR * self`.
    func scaled(by factor: ScriptExpression) -> ScriptExpression {
        .product(factor, [Factor(.times, self, operatorLocation: .unprinted)])
    }
}

extension Statement.Kind {
    /// `[LABEL:] LHS RELATION RHS [@PRIORITY]`.
    static func constraint(
        _ label: String?, _ lhs: ScriptExpression, _ relation: Relation, _ rhs: ScriptExpression,
        priority: Double? = nil
    ) -> Statement.Kind {
        .constraint(
            ConstraintStatement(
                label: label.map { .written($0) }, lhs: lhs, relation: relation, relationLocation: .unprinted,
                rhs: rhs, priority: priority.map { .literal($0, at: .unprinted) }))
    }
}
