import TrellisSolver

/// An anchor scaled and offset, the right side of an anchor constraint written
/// with operators: `2 * b.widthAnchor + 10`, `a.trailingAnchor + 8`.
///
/// It keeps the anchor's kind, so `a.leadingAnchor .== b.leftAnchor + 8` does
/// not compile, just as `constraint(equalTo:constant:)` does not; only
/// dimensions take a multiplier, as with `NSLayoutAnchor`.
public struct LayoutAnchorExpression<Kind: LayoutAnchorKind>: CustomStringConvertible {
    /// The anchor.
    public var anchor: LayoutAnchor<Kind>
    /// The anchor's coefficient (1 for positions).
    public var multiplier: Double
    /// The number added.
    public var constant: Double

    init(_ anchor: LayoutAnchor<Kind>, multiplier: Double = 1, constant: Double = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }

    /// `2 * b.width + 10`.
    public var description: String {
        LayoutExpression(anchor.expression.scaled(by: multiplier).terms, constant: constant).description
    }
}

// MARK: - Building the right side

public func + <Kind>(anchor: LayoutAnchor<Kind>, constant: Double) -> LayoutAnchorExpression<Kind> {
    LayoutAnchorExpression(anchor, constant: constant)
}

public func - <Kind>(anchor: LayoutAnchor<Kind>, constant: Double) -> LayoutAnchorExpression<Kind> {
    LayoutAnchorExpression(anchor, constant: -constant)
}

public func + <Kind>(expression: LayoutAnchorExpression<Kind>, constant: Double) -> LayoutAnchorExpression<Kind> {
    LayoutAnchorExpression(
        expression.anchor, multiplier: expression.multiplier, constant: expression.constant + constant)
}

public func - <Kind>(expression: LayoutAnchorExpression<Kind>, constant: Double) -> LayoutAnchorExpression<Kind> {
    expression + (-constant)
}

public func * (multiplier: Double, anchor: LayoutDimension) -> LayoutAnchorExpression<DimensionKind> {
    LayoutAnchorExpression(anchor, multiplier: multiplier)
}

public func * (anchor: LayoutDimension, multiplier: Double) -> LayoutAnchorExpression<DimensionKind> {
    LayoutAnchorExpression(anchor, multiplier: multiplier)
}

public func / (anchor: LayoutDimension, divisor: Double) -> LayoutAnchorExpression<DimensionKind> {
    LayoutAnchorExpression(anchor, multiplier: 1 / divisor)
}

// MARK: - Relations between anchors

/// `a.leadingAnchor .== b.trailingAnchor`: the same as `constraint(equalTo:)`.
public func .== <Kind>(lhs: LayoutAnchor<Kind>, rhs: LayoutAnchor<Kind>) -> LayoutConstraint {
    LayoutConstraint(lhs, .equal, rhs, multiplier: 1, constant: 0)
}

/// `a.widthAnchor .== 2 * b.widthAnchor + 10`: the same as `constraint(equalTo:multiplier:constant:)`.
public func .== <Kind>(lhs: LayoutAnchor<Kind>, rhs: LayoutAnchorExpression<Kind>) -> LayoutConstraint {
    LayoutConstraint(lhs, .equal, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}

/// `a.widthAnchor .== 44`: the same as `constraint(equalToConstant:)`.
public func .== (lhs: LayoutDimension, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(lhs, .equal, nil, multiplier: 1, constant: rhs)
}

/// `a.topAnchor .<= b.bottomAnchor`.
public func .<= <Kind>(lhs: LayoutAnchor<Kind>, rhs: LayoutAnchor<Kind>) -> LayoutConstraint {
    LayoutConstraint(lhs, .lessThanOrEqual, rhs, multiplier: 1, constant: 0)
}

/// `a.widthAnchor .<= 0.5 * b.widthAnchor`.
public func .<= <Kind>(lhs: LayoutAnchor<Kind>, rhs: LayoutAnchorExpression<Kind>) -> LayoutConstraint {
    LayoutConstraint(lhs, .lessThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}

/// `a.widthAnchor .<= 300`.
public func .<= (lhs: LayoutDimension, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(lhs, .lessThanOrEqual, nil, multiplier: 1, constant: rhs)
}

/// `a.topAnchor .>= b.bottomAnchor`.
public func .>= <Kind>(lhs: LayoutAnchor<Kind>, rhs: LayoutAnchor<Kind>) -> LayoutConstraint {
    LayoutConstraint(lhs, .greaterThanOrEqual, rhs, multiplier: 1, constant: 0)
}

/// `a.topAnchor .>= b.bottomAnchor + 8`.
public func .>= <Kind>(lhs: LayoutAnchor<Kind>, rhs: LayoutAnchorExpression<Kind>) -> LayoutConstraint {
    LayoutConstraint(lhs, .greaterThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}

/// `a.widthAnchor .>= 44`.
public func .>= (lhs: LayoutDimension, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(lhs, .greaterThanOrEqual, nil, multiplier: 1, constant: rhs)
}

// MARK: - Priority

/// Gives a layout constraint a priority and returns it (the same constraint):
/// `a.widthAnchor .== 100 ~ .defaultHigh`.
///
/// Unlike the solver's `~`, which makes a new `Constraint`, this sets
/// `priority` on the constraint itself, so a constraint already active changes
/// in place.
///
/// - Precondition: The priority is valid (1...1000).
@discardableResult
public func ~ (constraint: LayoutConstraint, priority: Priority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}
