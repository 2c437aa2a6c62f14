import TrellisSolver

/// An item a visual format constraint refers to: a named view or the superview `|`.
public enum VisualFormatItem: Hashable, Sendable, CustomStringConvertible {
    /// The view with this name.
    case view(String)
    /// The superview, written `|`: the common parent of the views in the line.
    case superview

    /// The view's name, or `superview`.
    public var description: String {
        switch self {
        case .view(let name): return name
        case .superview: return "superview"
        }
    }
}

/// One constraint described by a visual format string, in the form Auto
/// Layout uses: `first.firstAttribute RELATION second.secondAttribute * multiplier + constant`.
///
/// The description is abstract: items are names, not objects, so the layer
/// that owns the views (the script builder or the Swift API) turns each one
/// into a real constraint. A size against a constant has no second item, as
/// in `a.width >= 70`.
public struct VisualFormatConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The item on the left-hand side.
    public var first: VisualFormatItem
    /// The attribute of `first`.
    public var firstAttribute: LayoutAttribute
    /// How the left side compares with the right side.
    public var relation: Relation
    /// The item on the right-hand side, or nil for a constant.
    public var second: VisualFormatItem?
    /// The attribute of `second`, or nil when there is no second item.
    public var secondAttribute: LayoutAttribute?
    /// The multiplier of the second attribute; always 1 in the Visual Format Language.
    public var multiplier: Double
    /// The constant added to the right-hand side.
    public var constant: Double
    /// The priority, 1...1000; 1000 is required.
    public var priority: Double

    /// Creates a constraint description.
    ///
    /// - Parameters:
    ///   - first: The item on the left-hand side.
    ///   - firstAttribute: Its attribute.
    ///   - relation: The relation.
    ///   - second: The item on the right-hand side, or nil for a constant.
    ///   - secondAttribute: Its attribute, or nil with no second item.
    ///   - multiplier: The multiplier of the second attribute.
    ///   - constant: The constant.
    ///   - priority: The priority, 1...1000.
    public init(
        _ first: VisualFormatItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ second: VisualFormatItem?, _ secondAttribute: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        precondition((second == nil) == (secondAttribute == nil), "a second item needs a second attribute")
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// The constraint as a person writes it: `b.leading == a.trailing + 8`,
    /// `a.width >= 70 @750`.
    public var description: String {
        var text = "\(first).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let second, let secondAttribute {
            if multiplier != 1 {
                text += "\(formatNumber(multiplier)) * "
            }
            text += "\(second).\(secondAttribute.rawValue)"
            if constant > 0 {
                text += " + \(formatNumber(constant))"
            } else if constant < 0 {
                text += " - \(formatNumber(-constant))"
            }
        } else {
            text += formatNumber(constant)
        }
        if priority != 1000 {
            text += " @\(formatNumber(priority))"
        }
        return text
    }
}
