import TrellisSolver

/// Attributes as linear expressions of an item's four variables, and the one
/// place where leading and trailing become left and right.
extension LayoutEngine {
    /// The absolute attribute a directional one stands for under the current
    /// direction, and the sign it takes in constraints.
    ///
    /// This is the only place leading and trailing become left and right.
    /// Under right-to-left, leading is the right edge and trailing the left,
    /// and both are negated in constraints, so that distances between
    /// directional attributes run right to left: `b.leading == a.trailing + 8`
    /// becomes `-b.right == -a.left + 8`, which puts b 8 points left of a.
    /// Other attributes map to themselves with sign 1.
    ///
    /// - Parameters:
    ///   - attribute: Any attribute.
    ///   - direction: The direction that applies (`effectiveDirection(of:)` of the item or constraint).
    /// - Returns: A non-directional attribute and the sign of its term.
    func resolve(
        _ attribute: LayoutAttribute, _ direction: LayoutDirection
    ) -> (attribute: LayoutAttribute, sign: Double) {
        let ltr = direction == .leftToRight
        switch attribute {
        case .leading: return ltr ? (.left, 1) : (.right, -1)
        case .trailing: return ltr ? (.right, 1) : (.left, -1)
        case .leadingMargin: return ltr ? (.leftMargin, 1) : (.rightMargin, -1)
        case .trailingMargin: return ltr ? (.rightMargin, 1) : (.leftMargin, -1)
        default: return (attribute, 1)
        }
    }

    /// The expression an attribute contributes to a constraint (directional ones signed).
    func constraintExpression(
        for attribute: LayoutAttribute, of item: LayoutItem, direction: LayoutDirection
    ) -> Expression {
        let (absolute, sign) = resolve(attribute, direction)
        return absoluteExpression(for: absolute, of: item).scaled(by: sign)
    }

    /// The expression of an attribute's value: the edge's position, never negated.
    func valueExpression(for attribute: LayoutAttribute, of item: LayoutItem) -> Expression {
        absoluteExpression(for: resolve(attribute, effectiveDirection(of: item)).attribute, of: item)
    }

    /// The expression of a non-directional attribute in the item's variables and parameters.
    ///
    /// - Parameters:
    ///   - attribute: Any attribute but leading, trailing and their margins.
    ///   - item: The item.
    /// - Returns: For example `minX + 0.5 * width` for `centerX`, or
    ///   `minY + height - baselineFromBottom` for `lastBaseline`.
    func absoluteExpression(for attribute: LayoutAttribute, of item: LayoutItem) -> Expression {
        let x = item.minX, y = item.minY, w = item.width, h = item.height
        switch attribute {
        case .left: return x.expression
        case .right: return x + w
        case .centerX: return x + 0.5 * w
        case .width: return w.expression
        case .top: return y.expression
        case .bottom: return y + h
        case .centerY: return y + 0.5 * h
        case .height: return h.expression
        case .lastBaseline:
            let view = baselineItem(of: item, first: false)
            return view.minY + view.height - parameter(.baselineFromBottom, of: view)
        case .firstBaseline:
            let view = baselineItem(of: item, first: true)
            return view.minY + parameter(.firstBaselineFromTop, of: view)
        case .leftMargin: return x + parameter(.marginLeft, of: item)
        case .rightMargin: return x + w - parameter(.marginRight, of: item)
        case .topMargin: return y + parameter(.marginTop, of: item)
        case .bottomMargin: return y + h - parameter(.marginBottom, of: item)
        case .centerXWithinMargins:
            return x + 0.5 * w + 0.5 * parameter(.marginLeft, of: item) - 0.5 * parameter(.marginRight, of: item)
        case .centerYWithinMargins:
            return y + 0.5 * h + 0.5 * parameter(.marginTop, of: item) - 0.5 * parameter(.marginBottom, of: item)
        case .leading, .trailing, .leadingMargin, .trailingMargin:
            preconditionFailure("resolve(_:_:) maps directional attributes first")
        }
    }

    /// The item whose baseline is an item's: the item itself, or for a stack
    /// view the arranged view it takes its baselines from, followed through
    /// nested stacks (`StackView+Baselines.swift`) by the current layout.
    ///
    /// - Complexity: O(the arranged views along the way), without recursion.
    func baselineItem(of item: LayoutItem, first: Bool) -> LayoutItem {
        var current = item
        while let stack = current as? StackView,
            let view = stack.baselineView(first: first, height: { solver.value(of: $0.height) })
        {
            current = view
        }
        if item is StackView { stackBaselines.noteChoice(ObjectIdentifier(current)) }
        return current
    }

    /// The solver expression of a layout constraint: left side minus right side minus constant.
    func solverExpression(of constraint: LayoutConstraint) -> Expression {
        let direction = effectiveDirection(of: constraint)
        func translate(_ expression: LayoutExpression) -> Expression {
            var result = Expression()
            for term in expression.terms {
                switch term.operand {
                case .variable(let variable):
                    result.terms.append(Term(variable, term.coefficient))
                case .attribute(let item, let attribute):
                    let part =
                        constraint.kind == .editTie
                        ? valueExpression(for: attribute, of: item)
                        : constraintExpression(for: attribute, of: item, direction: direction)
                    result = result + part.scaled(by: term.coefficient)
                }
            }
            return result
        }
        var result = translate(constraint.lhs) - translate(constraint.rhs) - constraint.constant
        for term in constraint.parameterTerms {
            result.terms.append(Term(parameter(term.parameter, of: term.item), term.coefficient))
        }
        return result
    }

    // MARK: Parameters

    /// The variable of an item's parameter, made and pinned the first time it is needed.
    func parameter(_ parameter: LayoutParameter, of item: LayoutItem) -> Variable {
        if let pin = item.parameters[parameter] { return pin.variable }
        let variable = Variable("\(item.name).\(parameter.name)")
        let pin = ParameterPin(variable: variable, constraint: pinConstraint(variable, parameter, of: item))
        item.parameters[parameter] = pin
        // A fresh variable pinned to a finite value cannot conflict; with
        // extreme numbers elsewhere the addition may still overflow, which
        // leaves the parameter free (and so the layout ambiguous), never a crash.
        recovering(nil) { () throws(AddConstraintError) in try self.solver.add(pin.constraint) }
        return variable
    }

    /// The required constraint that holds a parameter at its value.
    func pinConstraint(_ variable: Variable, _ parameter: LayoutParameter, of item: LayoutItem) -> Constraint {
        if parameter == .firstBaselineFromTop, let view = item as? View, view.firstBaselineOffsetFromTop == nil {
            // Without a baseline the first baseline is the top edge.
            guard view.hasBaseline else { return variable .== 0 }
            // First baseline = last baseline: offset from top = height - offset from bottom.
            return variable - item.height + self.parameter(.baselineFromBottom, of: item) .== 0
        }
        return variable .== item.parameterValue(parameter)
    }

    /// Gives a parameter its item's current value, in place (in the solver
    /// only once an attribute has needed it), and marks frames out of date.
    func setParameter(_ parameter: LayoutParameter, of item: LayoutItem) {
        // Frames read insets directly (`frame(forAlignmentRect:)`), and the
        // frames of descendants are relative to them, so the change moves
        // frames even when no constraint uses the parameter yet.
        didMutate()
        guard var pin = item.parameters[parameter] else { return }
        if parameter == .firstBaselineFromTop {
            // The pin changes form between "given", "same as the last
            // baseline" and "the top edge" (no baseline).
            let replacement = pinConstraint(pin.variable, parameter, of: item)
            let old = pin.constraint
            recovering(nil) { () throws(AddConstraintError) in
                self.removeFromSolver(old)
                try self.solver.add(replacement)
            }
            pin.constraint = replacement
            item.parameters[parameter] = pin
        } else {
            let value = item.parameterValue(parameter)
            recovering(nil) { () throws(ChangeConstantError) in
                try self.solver.setConstant(-value, for: pin.constraint)
            }
        }
    }
}
