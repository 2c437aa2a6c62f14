import TrellisSolver

/// Apple's `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` on real items.
extension LayoutEngine {
    /// The constraints of one line of the Visual Format Language, over the
    /// items named in `views`; the superview `|` is the nearest common parent
    /// of the line's views. The constraints are returned inactive, as Apple's are.
    ///
    /// ```swift
    /// let row = try engine.constraints(
    ///     withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|",
    ///     views: ["find": find, "findNext": findNext, "findField": findField])
    /// engine.activate(row)
    /// ```
    ///
    /// - Parameters:
    ///   - format: One visual format line.
    ///   - options: Direction of an `H:` line and alignment options.
    ///   - metrics: Values of the metric names used.
    ///   - views: The items by name.
    ///   - fileID: The caller's file, each constraint's `sourceLocation` (the caller's by default).
    ///   - callerLine: The caller's line.
    /// - Returns: The constraints, in the order their text appears, then alignments.
    /// - Throws: `LayoutError.visualFormat` for a malformed line, `.unknownView`
    ///   (with its column) for a name not in `views`, `.noCommonSuperview`
    ///   when the line uses `|` and its views share no parent.
    /// - Complexity: O(*n*) in the length of the format, plus the depth of the tree for `|`.
    public func constraints(
        withVisualFormat format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutItem], fileID: String = #fileID, line callerLine: Int = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        let line: VisualFormatLine
        let descriptions: [VisualFormatConstraint]
        do {
            line = try VisualFormatLine(parsing: format, metrics: metrics)
            descriptions = try line.constraints(options: options)
        } catch {
            throw .visualFormat(error)
        }
        var items: [LayoutItem] = []
        for view in line.views {
            guard let item = views[view.name] else { throw .unknownView(view.name, column: view.column) }
            precondition(item.engine === self, "\(item.name) belongs to another engine")
            items.append(item)
            for predicate in view.predicates {
                if case .view(let other) = predicate.object, views[other] == nil {
                    throw .unknownView(other, column: predicate.column)
                }
            }
        }
        var superview: View?
        if line.leadingEdge != nil || line.trailingEdge != nil {
            guard let common = Self.commonParent(of: items) else { throw .noCommonSuperview(format) }
            superview = common
        }
        func item(_ reference: VisualFormatItem) -> LayoutItem {
            switch reference {
            case .superview: return superview!
            case .view(let name): return views[name]!
            }
        }
        let location = LayoutConstraint.SourceLocation(fileID: fileID, line: callerLine)
        return descriptions.map { description in
            var rhs = LayoutExpression()
            if let second = description.second, let attribute = description.secondAttribute {
                rhs = item(second)[attribute].scaled(by: description.multiplier)
            }
            let constraint = LayoutConstraint(
                kind: .user, lhs: item(description.first)[description.firstAttribute], relation: description.relation,
                rhs: rhs, constant: description.constant, priority: Priority(Float(description.priority)))
            constraint.sourceLocation = location
            return constraint
        }
    }

    /// The nearest view that is a parent (or further ancestor) of every item.
    static func commonParent(of items: [LayoutItem]) -> View? {
        guard let first = items.first else { return nil }
        var candidate = first.parentView
        while let view = candidate {
            if items.allSatisfy({ isAncestor(view, of: $0) }) { return view }
            candidate = view.superview
        }
        return nil
    }

    /// Whether `view` is the parent of `item` or an ancestor of it.
    static func isAncestor(_ view: View, of item: LayoutItem) -> Bool {
        var parent = item.parentView
        while let current = parent {
            if current === view { return true }
            parent = current.superview
        }
        return false
    }
}
