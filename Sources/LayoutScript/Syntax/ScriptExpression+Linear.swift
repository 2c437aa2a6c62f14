extension ScriptExpression {
    /// Flattens the expression to `constant + Σ coefficient · reference`, checking it is linear.
    ///
    /// A product may have at most one factor that is not constant, and a
    /// divisor must be a non-zero constant. Bare names for which `metricValue`
    /// gives a value are constants (metrics); other bare names and all
    /// attributes are references. Merging terms is linear in the number of
    /// distinct references per term, so this is meant for the short
    /// expressions of constraints.
    ///
    /// - Parameters:
    ///   - metricValue: The value of a metric with the given name, or `nil`
    ///     when the name is not a metric. By default no name is a metric.
    /// - Returns: The flattened expression.
    /// - Throws: `ScriptError` `non-linear expression: …` at the operator that
    ///   multiplies two non-constant factors or divides by a non-constant;
    ///   `division by zero` at the `/`; `expression value is not finite` when
    ///   the arithmetic overflows.
    public func linearized(metricValue: (String) -> Double? = { _ in nil }) throws(ScriptError) -> LinearExpression {
        let result = try linear(metricValue)
        guard result.constant.isFinite, result.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw ScriptError("expression value is not finite", at: location)
        }
        return result
    }

    /// The recursive step of `linearized(metricValue:)`; depth is bounded by the parser's nesting limit.
    ///
    /// - Parameters:
    ///   - metricValue: Resolves metric names.
    /// - Returns: The flattened expression.
    /// - Throws: `ScriptError` as `linearized(metricValue:)`.
    private func linear(_ metricValue: (String) -> Double?) throws(ScriptError) -> LinearExpression {
        switch self {
        case .number(let value, _):
            return LinearExpression(constant: value)
        case .reference(let reference):
            if reference.attribute == nil, let value = metricValue(reference.item.text) {
                return LinearExpression(constant: value)
            }
            return LinearExpression(terms: [LinearExpression.Term(reference, 1)])
        case .negation(let operand, _):
            var result = try operand.linear(metricValue)
            result.scale(by: -1)
            return result
        case .sum(let first, let rest):
            var result = try first.linear(metricValue)
            for addend in rest {
                result.add(try addend.operand.linear(metricValue), times: addend.op == .plus ? 1 : -1)
            }
            return result
        case .product(let first, let rest):
            var result = try first.linear(metricValue)
            for factor in rest {
                let operand = try factor.operand.linear(metricValue)
                switch factor.op {
                case .times:
                    if operand.isConstant {
                        result.scale(by: operand.constant)
                    } else if result.isConstant {
                        let scalar = result.constant
                        result = operand
                        result.scale(by: scalar)
                    } else {
                        throw ScriptError(
                            "non-linear expression: cannot multiply '\(first)' by '\(factor.operand)'",
                            at: factor.operatorLocation)
                    }
                case .dividedBy:
                    guard operand.isConstant else {
                        throw ScriptError(
                            "non-linear expression: cannot divide by '\(factor.operand)'", at: factor.operatorLocation)
                    }
                    guard operand.constant != 0 else {
                        throw ScriptError("division by zero", at: factor.operatorLocation)
                    }
                    result.scale(by: 1 / operand.constant)
                }
            }
            return result
        }
    }
}
