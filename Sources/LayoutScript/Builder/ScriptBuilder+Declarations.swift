import TrellisLayout
import TrellisSolver

/// `view`, `guide` and `var`: making the engine's items and variables.
extension ScriptBuilder {
    /// `remove NAME`: a labelled constraint (labels first, as the contract has it), else a view
    /// (with its subtree, like `removeFromSuperview()`) or a layout guide.
    ///
    /// - Throws: `ScriptError` for an unknown name, a var or metric, or something already removed.
    func remove(_ name: Name) throws(ScriptError) {
        guard !scope.hasLabel(name.text), scope.declarations[name.text] != nil else {
            let constraint = try scope.constraint(name)
            engine.deactivate([constraint])
            scope.markRemoved(name)
            return
        }
        let entity = try scope.lookUp(name, wanted: "view or guide") { $0.isItem }
        // Only the subtree can leave: marking from it, not from every item
        // declared, keeps N removals linear.
        let leaving: [LayoutItem]
        switch entity {
        case .view(let view):
            leaving = Self.subtreeItems(of: view)
            // As in UIKit, a view that leaves its stack view leaves its arrangement too.
            (view.superview as? StackView)?.removeArrangedSubview(view)
            view.removeFromSuperview()
        case .guide(let guide):
            leaving = [guide]
            guide.owningView?.removeLayoutGuide(guide)
        case .variable, .metric: throw scope.wrongKind(name, entity, wanted: "constraint label, view or guide")
        }
        for item in leaving where item.isRemoved && scope.removedItems[item.name] == nil && isDeclared(item) {
            scope.markRemovedItem(item.name, at: name.location)
        }
    }

    /// Whether the script declared the item under its name (not one the
    /// engine made, such as a margins guide).
    private func isDeclared(_ item: LayoutItem) -> Bool {
        switch scope.declarations[item.name]?.entity {
        case .view(let view): view === item
        case .guide(let guide): guide === item
        default: false
        }
    }

    /// A view, its guides and every view and guide below it.
    private static func subtreeItems(of root: View) -> [LayoutItem] {
        var items: [LayoutItem] = []
        var pending = [root]
        while let view = pending.popLast() {
            items.append(view)
            items.append(contentsOf: view.layoutGuides as [LayoutItem])
            pending.append(contentsOf: view.subviews)
        }
        return items
    }

    /// `view NAME [in PARENT] [PROPERTY ...]`.
    ///
    /// - Throws: `ScriptError` for a second declaration of the name, an
    ///   unknown parent, a parent that is not a view or is the view itself,
    ///   or a bad property.
    func declareView(_ declaration: ViewDeclaration, _ statement: Statement) throws(ScriptError) {
        var parent: View?
        if let parentName = declaration.parent {
            if parentName.text == declaration.name.text, scope.declarations[parentName.text] == nil {
                throw ScriptError(
                    "view '\(parentName.text)' cannot be its own ancestor", at: parentName.location)
            }
            parent = try scope.view(parentName)
        }
        let cell = try gridCell(declaration, in: parent)
        let view = engine.makeView(declaration.name.text, in: parent)
        try scope.declare(declaration.name, as: .view(view))
        if firstView == nil { firstView = statement.location }
        items.append((view, statement.location))
        try apply(declaration.properties, to: view, statement)
        (parent as? StackView)?.addArrangedSubview(view)
        try place(view, cell, declaration.cell, in: parent)
    }

    /// `guide NAME in PARENT`.
    ///
    /// - Throws: `ScriptError` for a second declaration or a parent that is not a view.
    func declareGuide(_ name: Name, in parentName: Name, _ statement: Statement) throws(ScriptError) {
        if parentName.text == name.text, scope.declarations[name.text] == nil {
            throw ScriptError("layout guide '\(name.text)' cannot be its own parent", at: parentName.location)
        }
        let parent = try scope.view(parentName)
        let guide = engine.makeLayoutGuide(name.text, in: parent)
        try scope.declare(name, as: .guide(guide))
        items.append((guide, statement.location))
    }

    /// `guide NAME in VIEW safeArea`: the view's `safeAreaLayoutGuide`, named
    /// NAME, its edges the view's moved in by the view's `safeArea` insets.
    ///
    /// - Throws: `ScriptError` for a second declaration, an unknown view, or a
    ///   view whose safe area already has a guide.
    func declareSafeAreaGuide(_ name: Name, of viewName: Name, _ statement: Statement) throws(ScriptError) {
        if viewName.text == name.text, scope.declarations[name.text] == nil {
            throw ScriptError("layout guide '\(name.text)' cannot be its own parent", at: viewName.location)
        }
        let view = try scope.view(viewName)
        if let previous = scope.declarations[name.text] {
            throw ScriptError(
                "'\(name.text)' is already declared as a \(previous.entity.word) on line \(previous.location.line)",
                at: name.location)
        }
        guard !view.hasSafeAreaLayoutGuide else {
            let existing = view.safeAreaLayoutGuide.name
            throw ScriptError(
                "'\(viewName.text)' already has a safe-area guide, '\(existing)'", at: viewName.location)
        }
        try scope.declare(name, as: .guide(view.makeSafeAreaLayoutGuide(named: name.text)))
        items.append((view.safeAreaLayoutGuide, statement.location))
    }

    /// `var NAME [, NAME ...]`.
    ///
    /// - Throws: `ScriptError` for a second declaration of a name.
    func declareVariables(_ names: [Name]) throws(ScriptError) {
        for name in names {
            let variable = engine.makeVariable(name.text)
            try scope.declare(name, as: .variable(variable))
            variables.append((variable, name.text, name.location))
        }
    }
}
