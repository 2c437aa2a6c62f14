import TrellisLayout

/// `stack …` and `set STACK …`: stack views.
extension ScriptBuilder {
    /// `stack NAME in PARENT [OPTION ...] [PROPERTY ...]`: a `StackView`, arranged in its parent when that is a stack.
    ///
    /// Views declared `in` the stack later become its arranged subviews, in order.
    ///
    /// - Throws: `ScriptError` for a second declaration, an unknown parent, a bad spacing or property.
    func declareStack(_ declaration: StackDeclaration, _ statement: Statement) throws(ScriptError) {
        if declaration.parent.text == declaration.name.text, scope.declarations[declaration.name.text] == nil {
            throw ScriptError(
                "stack '\(declaration.name.text)' cannot be arranged in itself", at: declaration.parent.location)
        }
        let parent = try scope.view(declaration.parent)
        // Everything that can fail is resolved before the engine changes.
        let spacing = try declaration.spacing.map { (spacing) throws(ScriptError) in try value(of: spacing) }
        let stack = engine.makeView(declaration.name.text, in: parent, as: StackView.self)
        try scope.declare(declaration.name, as: .view(stack))
        if firstView == nil { firstView = statement.location }
        items.append((stack, statement.location))
        if let axis = declaration.axis { stack.axis = axis }
        if let distribution = declaration.distribution { stack.distribution = distribution }
        if let alignment = declaration.alignment { stack.alignment = alignment }
        if let spacing { stack.spacing = spacing }
        stack.isBaselineRelativeArrangement = declaration.isBaselineRelative
        stack.isLayoutMarginsRelativeArrangement = declaration.isMarginsRelative
        try apply(declaration.properties, to: stack, statement)
        (parent as? StackView)?.addArrangedSubview(stack)
    }

    /// `set STACK spacing|spacingAfter|axis|distribution|alignment …`.
    ///
    /// - Throws: `ScriptError` when the name is not a stack, or `spacingAfter`
    ///   names a view the stack does not arrange.
    func changeStack(_ name: Name, _ change: StackChange) throws(ScriptError) {
        guard let stack = try scope.view(name) as? StackView else {
            throw ScriptError(
                "'\(name.text)' is a view, not a stack; only a stack has '\(change.keyword)'", at: name.location)
        }
        switch change {
        case .spacing(let spacing):
            stack.spacing = try value(of: spacing)
        case .spacingAfter(let viewName, let spacing):
            let view = try scope.view(viewName)
            guard stack.arrangedSubviews.contains(where: { $0 === view }) else {
                throw ScriptError("'\(viewName.text)' is not arranged in stack '\(name.text)'", at: viewName.location)
            }
            stack.setCustomSpacing(try value(of: spacing), after: view)
        case .axis(let axis):
            stack.axis = axis
        case .distribution(let distribution):
            stack.distribution = distribution
        case .alignment(let alignment):
            stack.alignment = alignment
        }
    }

    /// A spacing's value: the number (finite, as every number is), or the system spacing.
    private func value(of spacing: StackSpacing) throws(ScriptError) -> Double {
        switch spacing {
        case .system: return StackView.spacingUseSystem
        case .number(let number): return try scope.number(number)
        }
    }
}

extension StackChange {
    /// The keyword the change is written with.
    var keyword: String {
        switch self {
        case .spacing: return "spacing"
        case .spacingAfter: return "spacingAfter"
        case .axis: return "axis"
        case .distribution: return "distribution"
        case .alignment: return "alignment"
        }
    }
}
