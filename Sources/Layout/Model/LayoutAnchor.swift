/// The kinds of anchor, as types, so that only anchors of one kind relate.
public protocol LayoutAnchorKind {}
/// Absolute horizontal positions: left, right, centerX.
public enum HorizontalPositionKind: LayoutAnchorKind {}
/// Directional horizontal positions: leading, trailing.
public enum DirectionalPositionKind: LayoutAnchorKind {}
/// Vertical positions: top, bottom, centerY, the baselines.
public enum VerticalPositionKind: LayoutAnchorKind {}
/// Sizes: width, height.
public enum DimensionKind: LayoutAnchorKind {}

/// One attribute of an item, typed by its kind, for making constraints
/// the way `NSLayoutAnchor` does: `b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)`.
///
/// Because the kind is in the type, `a.leadingAnchor.constraint(equalTo: b.leftAnchor)`
/// and `a.leftAnchor.constraint(equalTo: b.topAnchor)` do not compile; dimensions
/// relate across axes (`a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2)`).
/// The constraints made are inactive: activate them with `isActive` or
/// `LayoutConstraint.activate(_:)`. Each carries the `#fileID` and `#line` of
/// the call that made it (`LayoutConstraint.sourceLocation`), for conflict reports.
public struct LayoutAnchor<Kind: LayoutAnchorKind>: CustomStringConvertible {
    /// The item.
    public let item: LayoutItem
    /// The attribute.
    public let attribute: LayoutAttribute
    /// For a dimension made by `anchorWithOffset(to:)`, the anchor the
    /// distance is measured from (`item.attribute` is the one it runs to).
    let origin: LayoutExpression?

    init(_ item: LayoutItem, _ attribute: LayoutAttribute, origin: LayoutExpression? = nil) {
        self.item = item
        self.attribute = attribute
        self.origin = origin
    }

    /// The anchor as a layout expression, for general constraints; for a
    /// distance made by `anchorWithOffset(to:)`, the far anchor minus the near one.
    public var expression: LayoutExpression {
        let target = LayoutExpression(item, attribute)
        guard let origin else { return target }
        return target + -origin
    }

    /// `item.attribute`, or `(far - near)` for a distance between two anchors.
    public var description: String {
        guard origin != nil else { return "\(item.name).\(attribute.rawValue)" }
        return "(\(expression))"
    }

    /// The user constraint `self RELATION multiplier * anchor + constant`, located at `fileID`, `line`.
    func make(
        _ relation: Relation, _ anchor: LayoutAnchor<Kind>?, multiplier: Double, constant: Double,
        fileID: String, line: Int
    ) -> LayoutConstraint {
        LayoutConstraint(
            self, relation, anchor, multiplier: multiplier, constant: constant,
            location: .init(fileID: fileID, line: line))
    }

    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }
}

/// Left, right, centerX.
public typealias LayoutXAxisAnchor = LayoutAnchor<HorizontalPositionKind>
/// Leading, trailing.
public typealias LayoutDirectionalAnchor = LayoutAnchor<DirectionalPositionKind>
/// Top, bottom, centerY, firstBaseline, lastBaseline.
public typealias LayoutYAxisAnchor = LayoutAnchor<VerticalPositionKind>
/// Width, height.
public typealias LayoutDimension = LayoutAnchor<DimensionKind>

extension LayoutAnchor where Kind == DimensionKind {
    /// `self == constant`.
    public func constraint(
        equalToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self <= constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant, fileID: fileID, line: line)
    }

    /// `self == multiplier * anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
    }

    /// `self <= multiplier * anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
    }

    /// `self >= multiplier * anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0,
        fileID: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
    }
}

extension LayoutItem {
    /// The left edge of the alignment rect.
    public var leftAnchor: LayoutXAxisAnchor { .init(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { .init(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { .init(self, .centerX) }
    /// The leading edge: left under left-to-right, right under right-to-left.
    public var leadingAnchor: LayoutDirectionalAnchor { .init(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutDirectionalAnchor { .init(self, .trailing) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { .init(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { .init(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { .init(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { .init(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { .init(self, .height) }
}

extension View {
    /// The first baseline (the top line of text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { .init(self, .firstBaseline) }
    /// The last baseline (the bottom line of text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { .init(self, .lastBaseline) }
}
