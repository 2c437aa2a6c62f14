import TrellisSolver

/// What the engine's internal parameter pins mean, for conflict reports.
///
/// A parameter pin (`LayoutParameter`) holds an alignment inset, a layout
/// margin or a baseline offset at its value. The solver names it by its
/// variable (`a.marginLeft - 8 == 0`), which means nothing to the person who
/// set `layoutMargins`; a report names it by the property instead.
extension LayoutEngine {
    /// The property a parameter pin holds, with its value:
    /// `a.layoutMargins.left = 8`, or `a.firstBaselineOffsetFromTop = (the last baseline's)`.
    ///
    /// - Parameter constraint: A solver constraint the engine added that no layout constraint owns.
    /// - Returns: The description, or nil when the constraint is no parameter pin.
    /// - Complexity: O(*n*) in the items with parameters; reports are rare.
    func parameterPinDescription(of constraint: Constraint) -> String? {
        for item in views as [LayoutItem] + layoutGuides {
            for (parameter, pin) in item.parameters where pin.constraint === constraint {
                let name = "\(item.name).\(Self.propertyName(of: parameter))"
                if parameter == .firstBaselineFromTop, (item as? View)?.firstBaselineOffsetFromTop == nil {
                    return "\(name) = (the last baseline's)"
                }
                return "\(name) = \(formatNumber(item.parameterValue(parameter)))"
            }
        }
        return nil
    }

    /// The public property a parameter stands for, as a key path from its item.
    static func propertyName(of parameter: LayoutParameter) -> String {
        switch parameter {
        case .insetTop: return "alignmentRectInsets.top"
        case .insetLeft: return "alignmentRectInsets.left"
        case .insetBottom: return "alignmentRectInsets.bottom"
        case .insetRight: return "alignmentRectInsets.right"
        case .marginTop: return "layoutMargins.top"
        case .marginLeft: return "layoutMargins.left"
        case .marginBottom: return "layoutMargins.bottom"
        case .marginRight: return "layoutMargins.right"
        case .baselineFromBottom: return "baselineOffsetFromBottom"
        case .firstBaselineFromTop: return "firstBaselineOffsetFromTop"
        }
    }
}
