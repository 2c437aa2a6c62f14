import TrellisSolver

/// One term of a layout expression: a coefficient times an item's attribute or a free variable.
public struct LayoutTerm: CustomStringConvertible {
    /// What a term multiplies.
    public enum Operand {
        /// An attribute of a view or guide.
        case attribute(LayoutItem, LayoutAttribute)
        /// A free solver variable (`LayoutEngine.makeVariable(_:)`).
        case variable(Variable)
    }

    /// The coefficient.
    public var coefficient: Double
    /// The attribute or variable.
    public var operand: Operand

    /// Creates a term.
    public init(_ coefficient: Double = 1, _ operand: Operand) {
        self.coefficient = coefficient
        self.operand = operand
    }

    /// The attribute, when the operand is one.
    public var attribute: LayoutAttribute? {
        if case .attribute(_, let attribute) = operand { return attribute }
        return nil
    }

    /// The item, when the operand is an attribute.
    public var item: LayoutItem? {
        if case .attribute(let item, _) = operand { return item }
        return nil
    }

    /// `2 * a.width`, `x`.
    public var description: String {
        let body: String
        switch operand {
        case .attribute(let item, let attribute): body = "\(item.name).\(attribute.rawValue)"
        case .variable(let variable): body = variable.name
        }
        return coefficient == 1 ? body : "\(formatNumber(coefficient)) * \(body)"
    }
}

/// A linear expression over attributes of items and free variables, plus a constant:
/// what a general `LayoutConstraint` relates, for what anchors cannot say
/// (`a.width == 2 * x + 10`, `-a.top + b.top == 10`).
///
/// Build one from `item[.attribute]`, an anchor's `expression`, variables and
/// numbers with `+`, `-`, `*` and `/`, or from a list of terms.
public struct LayoutExpression: CustomStringConvertible {
    /// The terms, in the order written.
    public var terms: [LayoutTerm]
    /// The constant.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression of one attribute of an item.
    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.init([LayoutTerm(1, .attribute(item, attribute))])
    }

    /// The expression of a solver expression over free variables.
    public init(_ expression: some ExpressionConvertible) {
        let e = expression.expression
        self.init(e.terms.map { LayoutTerm($0.coefficient, .variable($0.variable)) }, constant: e.constant)
    }

    /// The expression multiplied by a number.
    public func scaled(by factor: Double) -> LayoutExpression {
        LayoutExpression(
            terms.map { LayoutTerm($0.coefficient * factor, $0.operand) }, constant: constant * factor)
    }

    /// `2 * a.width + x - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let positive = LayoutTerm(abs(term.coefficient), term.operand)
            if text.isEmpty {
                text = term.coefficient < 0 ? "-\(positive)" : "\(positive)"
            } else {
                text += term.coefficient < 0 ? " - \(positive)" : " + \(positive)"
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        return text
    }
}

extension LayoutItem {
    /// The expression of one of the item's attributes: `view[.width]`.
    public subscript(attribute: LayoutAttribute) -> LayoutExpression {
        LayoutExpression(self, attribute)
    }
}

// MARK: - Arithmetic

public func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    LayoutExpression(lhs.terms, constant: lhs.constant + rhs)
}

public func + (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { rhs + lhs }

public func + <E: ExpressionConvertible>(lhs: LayoutExpression, rhs: E) -> LayoutExpression {
    lhs + LayoutExpression(rhs)
}

public func + <E: ExpressionConvertible>(lhs: E, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(lhs) + rhs
}

public prefix func - (operand: LayoutExpression) -> LayoutExpression { operand.scaled(by: -1) }

public func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression { lhs + (-rhs) }

public func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + (-rhs) }

public func - (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { (-rhs) + lhs }

public func - <E: ExpressionConvertible>(lhs: LayoutExpression, rhs: E) -> LayoutExpression {
    lhs - LayoutExpression(rhs)
}

public func - <E: ExpressionConvertible>(lhs: E, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(lhs) - rhs
}

public func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs.scaled(by: rhs) }

public func * (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { rhs.scaled(by: lhs) }

public func / (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs.scaled(by: 1 / rhs) }
