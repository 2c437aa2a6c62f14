/// An attribute of a layout item's alignment rect, in Auto Layout's vocabulary.
///
/// Every attribute is a linear expression of the item's four solver variables
/// (its alignment rect's minX, minY, width and height); see `LayoutItem`.
/// Positions are horizontal (`left`, `right`, `centerX`, and the margin
/// variants), directional (`leading`, `trailing` and their margin variants,
/// which become `left`/`right` according to the layout direction) or vertical
/// (`top`, `bottom`, `centerY`, the baselines, and the margin variants);
/// `width` and `height` are dimensions.
public enum LayoutAttribute: String, CaseIterable, Sendable, Hashable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// What kind of quantity an attribute is, which decides what it may be related to.
    public enum Kind: Sendable, Hashable {
        /// A horizontal position in absolute terms (left, right, centerX and margin variants).
        case horizontalPosition
        /// A horizontal position that follows the layout direction (leading, trailing and margin variants).
        case directionalPosition
        /// A vertical position.
        case verticalPosition
        /// A width or a height.
        case dimension
    }

    /// The axis of the attribute.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// The kind of the attribute.
    public var kind: Kind {
        switch self {
        case .width, .height: return .dimension
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .directionalPosition
        case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins: return .horizontalPosition
        default: return .verticalPosition
        }
    }

    /// Whether two attributes may be related by a constraint between two
    /// anchors, as in Auto Layout: positions only to positions of the same axis
    /// and the same kind (leading never to left, by `firstMismatchedPositions(in:)`),
    /// dimensions to dimensions of either axis (aspect ratios).
    public func canRelate(to other: LayoutAttribute) -> Bool {
        if kind == .dimension || other.kind == .dimension { return kind == other.kind }
        return Self.firstMismatchedPositions(in: [self, other]) == nil
    }

    /// The position-kind rule of a whole constraint: every position among its
    /// terms is of the kind of the first position (absolute horizontal,
    /// directional or vertical), while dimensions and free variables (`nil`)
    /// mix with anything.
    ///
    /// Both `LayoutConstraint`'s checked initialiser and the script builder
    /// apply the rule through this function.
    ///
    /// - Parameters:
    ///   - attributes: The attribute of each term in order, `nil` for a free variable.
    /// - Returns: The indices of the first position and of the first later
    ///   position of another kind, or `nil` when the rule holds.
    /// - Complexity: O(*n*) in the number of attributes.
    package static func firstMismatchedPositions(in attributes: [LayoutAttribute?]) -> (first: Int, other: Int)? {
        var first: Int?
        for (index, attribute) in attributes.enumerated() {
            guard let attribute, attribute.kind != .dimension else { continue }
            guard let established = first else {
                first = index
                continue
            }
            if attributes[established]!.kind != attribute.kind { return (established, index) }
        }
        return nil
    }
}
