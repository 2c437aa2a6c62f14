import TrellisSolver

/// What the engine's internal parameter pins mean, for conflict reports.
///
/// A parameter pin (`LayoutParameter`) holds an alignment inset, a layout
/// margin or a baseline offset at its value. The solver names it by its
/// variable (`a.marginLeft - 8 == 0`), which means nothing to the person who
/// set `layoutMargins`; a report names it by the property instead.
extension LayoutEngine {
    /// The property a parameter pin holds, with its value:
    /// `a.layoutMargins.left = 8`, or `a.firstBaselineOffsetFromTop = (the last baseline's)`
    /// (`= 0 (no baseline: the top edge)` for a view without a baseline).
    ///
    /// - Parameter constraint: A solver constraint the engine added that no layout constraint owns.
    /// - Returns: The description, or nil when the constraint is no parameter pin.
    /// - Complexity: O(*n*) in the items with parameters.
    func parameterPinDescription(of constraint: Constraint) -> String? {
        for item in views as [LayoutItem] + layoutGuides {
            if let description = pinDescription(of: constraint, in: item) { return description }
        }
        return nil
    }

    /// The description of a parameter pin in a conflict with `members`: looked
    /// for among the items of the members first — a pin takes part in a
    /// conflict through a constraint on its own item — and among all items
    /// only if none of them holds it. Asking every item cost O(*n*) a
    /// conflict: O(*n*²) for a layout with a conflict per view.
    ///
    /// - Complexity: O(the members' terms), unless no member's item holds it.
    func parameterPinDescription(of constraint: Constraint, amongItemsOf members: [LayoutConstraint]) -> String? {
        var asked = Set<ObjectIdentifier>()
        for member in members {
            let items =
                member.lhs.terms.compactMap(\.item) + member.rhs.terms.compactMap(\.item)
                + member.parameterTerms.map(\.item)
            for item in items where asked.insert(ObjectIdentifier(item)).inserted {
                if let description = pinDescription(of: constraint, in: item) { return description }
            }
        }
        return parameterPinDescription(of: constraint)
    }

    /// The description of `constraint` if it is one of `item`'s parameter pins.
    private func pinDescription(of constraint: Constraint, in item: LayoutItem) -> String? {
        for (parameter, pin) in item.parameters where pin.constraint === constraint {
            let name = "\(item.name).\(Self.propertyName(of: parameter))"
            if parameter == .firstBaselineFromTop, let view = item as? View, view.firstBaselineOffsetFromTop == nil {
                return "\(name) = " + (view.hasBaseline ? "(the last baseline's)" : "0 (no baseline: the top edge)")
            }
            return "\(name) = \(formatNumber(item.parameterValue(parameter)))"
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
