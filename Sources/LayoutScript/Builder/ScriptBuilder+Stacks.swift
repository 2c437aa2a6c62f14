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
        let cell = try gridCell(declaration.cell, of: declaration.name, in: parent)
        // Everything that can fail is resolved before the engine changes.
        let spacing = try declaration.spacing.map { (spacing) throws(ScriptError) in try value(of: spacing) }
        let alignmentPriority = try declaration.alignmentPriority.map { (p) throws(ScriptError) in try scope.priority(p)
        }
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
        if let alignmentPriority { stack.alignmentPriority = alignmentPriority }
        try apply(declaration.properties, to: stack, statement)
        (parent as? StackView)?.addArrangedSubview(stack)
        try place(stack, cell, declaration.cell, in: parent)
    }

    /// `set STACK spacing|spacingAfter|axis|distribution|alignment|marginsRelative|baselineRelative|insert|removeArranged …`.
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
            guard stack.isArranged(view) else {
                throw ScriptError("'\(viewName.text)' is not arranged in stack '\(name.text)'", at: viewName.location)
            }
            stack.setCustomSpacing(try value(of: spacing), after: view)
        case .axis(let axis):
            stack.axis = axis
        case .distribution(let distribution):
            stack.distribution = distribution
        case .alignment(let alignment):
            stack.alignment = alignment
        case .marginsRelative(let on):
            stack.isLayoutMarginsRelativeArrangement = on
        case .baselineRelative(let on):
            stack.isBaselineRelativeArrangement = on
        case .insert(let viewName, let index):
            try insert(viewName, at: index, into: stack)
        case .removeArranged(let viewName):
            let view = try scope.view(viewName)
            guard stack.isArranged(view) else {
                throw ScriptError("'\(viewName.text)' is not arranged in stack '\(name.text)'", at: viewName.location)
            }
            stack.removeArrangedSubview(view)
            // A statement acts at once: the stack lets go of the view before the
            // next line constrains it (the engine otherwise waits for its update pass).
            engine.updateConstraintsIfNeeded()
        }
    }

    /// `set STACK insert VIEW at N`: the view moves into the stack (or within
    /// it) to index N of its arranged views, as `insertArrangedSubview(_:at:)` does.
    ///
    /// - Throws: `ScriptError` for an index that is not a whole number in
    ///   0...count (count after the view left its old place), or the stack
    ///   itself or one of its ancestors. A view from elsewhere moves, leaving
    ///   its old stack's arrangement or grid cell, as `addSubview(_:)` does.
    private func insert(_ viewName: Name, at index: ScriptNumber, into stack: StackView) throws(ScriptError) {
        let view = try scope.view(viewName)
        guard !stack.isDescendant(of: view) else {
            throw ScriptError(
                "'\(viewName.text)' cannot be arranged in stack '\(stack.name)', which lies inside it",
                at: viewName.location)
        }
        let value = try scope.number(index)
        let count = stack.arrangedSubviews.count - (stack.isArranged(view) ? 1 : 0)
        guard value == value.rounded(), value >= 0, value <= Double(count) else {
            throw ScriptError(
                "index \(formatNumber(value)) is outside stack '\(stack.name)'s arranged views (0...\(count))",
                at: index.location)
        }
        stack.insertArrangedSubview(view, at: Int(value))
        engine.updateConstraintsIfNeeded()
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
        case .marginsRelative: return "marginsRelative"
        case .baselineRelative: return "baselineRelative"
        case .insert: return "insert"
        case .removeArranged: return "removeArranged"
        }
    }
}
