import TrellisLayout

extension LinePrinter {
    /// Prints a statement; returns it located on this line.
    mutating func print(_ kind: Statement.Kind) -> Statement.Kind {
        switch kind {
        case .direction(let direction):
            token("direction")
            token(direction.rawValue)
            return kind
        case .coordinates(let system):
            token("coordinates")
            token(system.rawValue)
            return kind
        case .metric(let metric, let value):
            token("let")
            let metric = name(metric)
            token("=")
            return .metric(metric, number(value))
        case .view(let declaration):
            token("view")
            let view = name(declaration.name)
            var parent: Name?
            if let declared = declaration.parent {
                token("in")
                parent = name(declared)
            }
            let cell = self.cell(declaration.cell)
            return .view(
                ViewDeclaration(name: view, parent: parent, properties: properties(declaration.properties), cell: cell))
        case .guide(let guide, let parent):
            token("guide")
            let guide = name(guide)
            token("in")
            return .guide(guide, parent: name(parent))
        case .safeAreaGuide(let guide, let view):
            token("guide")
            let guide = name(guide)
            token("in")
            let view = name(view)
            token("safeArea")
            return .safeAreaGuide(guide, view: view)
        case .stack(let declaration):
            return .stack(stack(declaration))
        case .grid(let declaration):
            return .grid(grid(declaration))
        case .visualFormat(let format):
            return .visualFormat(visualFormat(format))
        case .variables(let variables):
            token("var")
            var printed: [Name] = []
            for variable in variables {
                if !printed.isEmpty { suffix(",") }
                printed.append(name(variable))
            }
            return .variables(printed)
        case .constraint(let constraint):
            return .constraint(self.constraint(constraint))
        case .edit(let target, let priority):
            token("edit")
            let target = reference(target)
            return .edit(target, priority: self.priority(priority))
        case .suggest(let target, let value):
            token("suggest")
            let target = reference(target)
            return .suggest(target, value: number(value))
        case .endEdit(let target):
            token("end")
            token("edit")
            return .endEdit(reference(target))
        case .setProperties(let view, let changed):
            token("set")
            let view = name(view)
            return .setProperties(view: view, properties(changed))
        case .setStack(let stack, let change):
            token("set")
            let stack = name(stack)
            return .setStack(stack: stack, stackChange(change))
        case .setGrid(let grid, let change):
            token("set")
            let grid = name(grid)
            return .setGrid(grid: grid, gridChange(change))
        case .setConstant(let label, let value):
            token("set")
            let label = name(label)
            token("constant")
            return .setConstant(label: label, number(value))
        case .setPriority(let label, let value):
            token("set")
            let label = name(label)
            token("priority")
            return .setPriority(label: label, number(value))
        case .setDirection(let direction):
            token("set")
            token("direction")
            token(direction.rawValue)
            return kind
        case .remove(let label):
            token("remove")
            return .remove(label: name(label))
        case .expect(let expectation):
            return .expect(self.expectation(expectation))
        }
    }

    /// `[LABEL:] LHS RELATION RHS [@PRIORITY]`.
    mutating func constraint(_ constraint: ConstraintStatement) -> ConstraintStatement {
        var label: Name?
        if let written = constraint.label {
            label = name(written)
            suffix(":")
        }
        let lhs = expression(constraint.lhs)
        let relationLocation = token(constraint.relation.rawValue)
        let rhs = expression(constraint.rhs)
        return ConstraintStatement(
            label: label, lhs: lhs, relation: constraint.relation, relationLocation: relationLocation, rhs: rhs,
            priority: priority(constraint.priority))
    }

    /// `stack NAME in PARENT [OPTION ...] [PROPERTY ...]`, options in the order the reference lists them.
    mutating func stack(_ declaration: StackDeclaration) -> StackDeclaration {
        token("stack")
        let stackName = name(declaration.name)
        token("in")
        var printed = StackDeclaration(name: stackName, parent: name(declaration.parent))
        printed.cell = cell(declaration.cell)
        if let axis = declaration.axis {
            token(axis == .vertical ? "vertical" : "horizontal")
            printed.axis = axis
        }
        printed.distribution = option("distribution", declaration.distribution)
        printed.alignment = option("alignment", declaration.alignment)
        if let spacing = declaration.spacing {
            token("spacing")
            printed.spacing = stackSpacing(spacing)
        }
        if declaration.isBaselineRelative {
            token("baselineRelative")
            printed.isBaselineRelative = true
        }
        if let priority = declaration.alignmentPriority {
            token("alignmentPriority")
            printed.alignmentPriority = number(priority)
        }
        if declaration.isMarginsRelative {
            token("marginsRelative")
            printed.isMarginsRelative = true
        }
        printed.properties = properties(declaration.properties)
        return printed
    }

    mutating func stackSpacing(_ spacing: StackSpacing) -> StackSpacing {
        switch spacing {
        case .system:
            token("system")
            return .system
        case .number(let value): return .number(number(value))
        }
    }

    mutating func stackChange(_ change: StackChange) -> StackChange {
        switch change {
        case .spacing(let spacing):
            token("spacing")
            return .spacing(stackSpacing(spacing))
        case .spacingAfter(let view, let spacing):
            token("spacingAfter")
            let view = name(view)
            return .spacingAfter(view: view, stackSpacing(spacing))
        case .axis(let axis):
            token("axis")
            token(axis == .vertical ? "vertical" : "horizontal")
        case .distribution(let distribution):
            token("distribution")
            token(distribution.rawValue)
        case .alignment(let alignment):
            token("alignment")
            token(alignment.rawValue)
        case .marginsRelative(let on):
            token("marginsRelative")
            yesNo(on)
        case .baselineRelative(let on):
            token("baselineRelative")
            yesNo(on)
        case .insert(let view, let index):
            token("insert")
            let view = name(view)
            token("at")
            return .insert(view: view, at: number(index))
        case .removeArranged(let view):
            token("removeArranged")
            return .removeArranged(view: name(view))
        }
        return change
    }
}
