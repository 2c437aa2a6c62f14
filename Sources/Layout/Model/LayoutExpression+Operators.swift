import TrellisSolver

// Constraints between general layout expressions written with operators:
// `try a[.width] .== 2 * b[.width] + 10`, `try a[.width] .<= 2 * x`.
//
// Each is the throwing initialiser `LayoutConstraint(_:_:_:)`, so it checks
// that positions relate only to positions of the same kind and throws
// `LayoutError.incompatibleAttributes` otherwise (the typed anchor operators
// check that at compile time instead). Operators cannot take `#fileID` and
// `#line`: a constraint made with one takes the location of the
// `activate(_:)` call that first activates it.

public func .== (lhs: LayoutExpression, rhs: LayoutExpression) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(lhs, .equal, rhs, location: nil)
}

public func .== (lhs: LayoutExpression, rhs: Double) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(lhs, .equal, LayoutExpression(constant: rhs), location: nil)
}

public func .== <R: ExpressionConvertible>(lhs: LayoutExpression, rhs: R) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(lhs, .equal, LayoutExpression(rhs), location: nil)
}

public func .<= (lhs: LayoutExpression, rhs: LayoutExpression) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(lhs, .lessThanOrEqual, rhs, location: nil)
}

public func .<= (lhs: LayoutExpression, rhs: Double) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(lhs, .lessThanOrEqual, LayoutExpression(constant: rhs), location: nil)
}

public func .<= <R: ExpressionConvertible>(lhs: LayoutExpression, rhs: R) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(lhs, .lessThanOrEqual, LayoutExpression(rhs), location: nil)
}

public func .>= (lhs: LayoutExpression, rhs: LayoutExpression) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(lhs, .greaterThanOrEqual, rhs, location: nil)
}

public func .>= (lhs: LayoutExpression, rhs: Double) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(lhs, .greaterThanOrEqual, LayoutExpression(constant: rhs), location: nil)
}

public func .>= <R: ExpressionConvertible>(lhs: LayoutExpression, rhs: R) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(lhs, .greaterThanOrEqual, LayoutExpression(rhs), location: nil)
}
