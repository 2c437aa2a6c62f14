/// A value that reads as a linear expression: a `Variable`, a `Term` or an `Expression`.
///
/// The arithmetic and relation operators of this module are written once over
/// this protocol, so that `x + 2 * y - 10` and `a .== b * 0.5 + 8` work for any
/// mix of the three. `Double` does not conform: the operators take it as a
/// separate operand, so the standard library's own arithmetic is untouched.
public protocol ExpressionConvertible {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    public var expression: Expression { self }
}

// MARK: - Arithmetic

public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    let (l, r) = (lhs.expression, rhs.expression)
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    let l = lhs.expression
    return Expression(l.terms, constant: l.constant + rhs)
}

public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    rhs + lhs
}

public prefix func - <E: ExpressionConvertible>(operand: E) -> Expression {
    operand.expression.scaled(by: -1)
}

public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + (-rhs)
}

public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs + (-rhs)
}

public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    (-rhs) + lhs
}

public func * <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.scaled(by: rhs)
}

public func * <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    rhs.expression.scaled(by: lhs)
}

public func / <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.expression.scaled(by: 1 / rhs)
}
