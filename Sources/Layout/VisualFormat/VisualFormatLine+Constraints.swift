extension VisualFormatLine {
    /// The constraints the line describes, in the form Auto Layout makes them.
    ///
    /// A spacing puts the item further along the line first:
    /// `[a]-8-[b]` gives `b.leading == a.trailing + 8`, `|-20-[a]` gives
    /// `a.leading == superview.leading + 20` and `[a]-20-|` gives
    /// `superview.trailing == a.trailing + 20`, so a `>=` spacing is a
    /// minimum gap. A right-to-left line runs towards smaller x, so there the
    /// earlier item comes first: `a.left == b.right + 8`. A size predicate
    /// gives `a.width >= 70` or `b.width == a.width` (heights on a `V:` line).
    ///
    /// Constraints come in the order their text appears in the line, then
    /// the alignment constraints, pair by pair.
    ///
    /// - Parameter options: The direction of an `H:` line and the alignment options.
    /// - Returns: The constraint descriptions.
    /// - Throws: `VisualFormatError.Kind.alignmentAlongLine` (column 1) when an
    ///   alignment option runs along the line.
    /// - Complexity: O(*n*) in the number of views and predicates.
    public func constraints(options: VisualFormatOptions = []) throws(VisualFormatError) -> [VisualFormatConstraint] {
        precondition(
            !options.isSuperset(of: [.leftToRight, .rightToLeft]),
            "choose one direction: leftToRight or rightToLeft")
        let alignments = options.alignmentAttributes
        if let along = alignments.first(where: { $0.axis == orientation }) {
            throw VisualFormatError(.alignmentAlongLine(along, orientation), column: 1)
        }
        let flow = Flow(orientation: orientation, options: options)
        var result: [VisualFormatConstraint] = []
        if let leadingEdge {
            flow.space(
                from: (.superview, flow.start), to: (.view(views[0].name), flow.start),
                by: leadingEdge, standard: VisualFormat.standardSuperviewSpacing, into: &result)
        }
        for (offset, view) in views.enumerated() {
            if offset > 0 {
                flow.space(
                    from: (.view(views[offset - 1].name), flow.end), to: (.view(view.name), flow.start),
                    by: connections[offset - 1], standard: VisualFormat.standardSpacing, into: &result)
            }
            for predicate in view.predicates {
                result.append(flow.size(of: view.name, predicate))
            }
        }
        if let trailingEdge {
            flow.space(
                from: (.view(views[views.count - 1].name), flow.end), to: (.superview, flow.end),
                by: trailingEdge, standard: VisualFormat.standardSuperviewSpacing, into: &result)
        }
        for (earlier, later) in zip(views, views.dropFirst()) {
            for attribute in alignments {
                result.append(
                    VisualFormatConstraint(.view(later.name), attribute, .equal, .view(earlier.name), attribute))
            }
        }
        return result
    }
}

/// The attributes a line uses along its axis, and which way it runs.
private struct Flow {
    /// The edge of each item that faces the start of the line (leading, left, right or top).
    let start: LayoutAttribute
    /// The edge of each item that faces the end of the line.
    let end: LayoutAttribute
    /// The size along the line: width or height.
    let dimension: LayoutAttribute
    /// Whether the line runs towards smaller coordinates (right to left).
    let reversed: Bool

    init(orientation: LayoutAxis, options: VisualFormatOptions) {
        switch orientation {
        case .vertical:
            (start, end, dimension, reversed) = (.top, .bottom, .height, false)
        case .horizontal where options.contains(.leftToRight):
            (start, end, dimension, reversed) = (.left, .right, .width, false)
        case .horizontal where options.contains(.rightToLeft):
            (start, end, dimension, reversed) = (.right, .left, .width, true)
        case .horizontal:
            (start, end, dimension, reversed) = (.leading, .trailing, .width, false)
        }
    }

    /// Appends the constraints of one connection between two facing edges.
    func space(
        from earlier: (VisualFormatItem, LayoutAttribute), to later: (VisualFormatItem, LayoutAttribute),
        by connection: VisualFormatConnection, standard: Double, into result: inout [VisualFormatConstraint]
    ) {
        let predicates: [VisualFormatPredicate]
        switch connection {
        case .flush: predicates = [VisualFormatPredicate(.equal, .constant(0))]
        case .standard: predicates = [VisualFormatPredicate(.equal, .constant(standard))]
        case .predicates(let list): predicates = list
        }
        let (first, second) = reversed ? (earlier, later) : (later, earlier)
        for predicate in predicates {
            // A spacing's predicates are always constants; the parser admits no views there.
            guard case .constant(let gap) = predicate.object else { continue }
            result.append(
                VisualFormatConstraint(
                    first.0, first.1, predicate.relation, second.0, second.1,
                    constant: gap, priority: predicate.priority))
        }
    }

    /// The constraint of one size predicate of a view.
    func size(of view: String, _ predicate: VisualFormatPredicate) -> VisualFormatConstraint {
        switch predicate.object {
        case .constant(let value):
            return VisualFormatConstraint(
                .view(view), dimension, predicate.relation, nil, nil, constant: value, priority: predicate.priority)
        case .view(let other):
            return VisualFormatConstraint(
                .view(view), dimension, predicate.relation, .view(other), dimension, priority: predicate.priority)
        }
    }
}
