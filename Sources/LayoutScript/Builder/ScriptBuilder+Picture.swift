import TrellisLayout
import TrellisSolver

/// What `trellis render` draws besides frames: the script's constraints as
/// I-beams, margins and intrinsic sizes, and each ambiguous number's range.
extension ScriptBuilder {
    /// How many ambiguous items (the first, in declaration order) the picture
    /// gives ranges and ghosts; the others are drawn as ambiguous without them.
    /// A range is a small simplex each way over the rows its question
    /// reaches, which in a row of views tying at equal hugging is the whole
    /// row: ranges for every item of a long row would grow with the square of
    /// its length.
    static let mostItemsWithRanges = 100

    /// Adds the picture's data to a report of this builder's layout.
    ///
    /// - Parameter report: The report `report()` made.
    /// - Complexity: One value per attribute of each constraint the script
    ///   made, and for each ambiguous number of the first `mostItemsWithRanges`
    ///   ambiguous items a range query (a small simplex each way).
    func addPictureData(to report: inout LayoutReport) {
        var marginViews: Set<ObjectIdentifier> = []
        for constraint in engine.constraints where constraint.items.allSatisfy({ !$0.isRemoved }) {
            let reference = references[ObjectIdentifier(constraint)]?.reference
            // Content-size and stack/grid constraints are the engine's own; only the script's are drawn.
            guard let name = reference?.name ?? (constraint.isBroken ? self.reference(to: constraint).name : nil)
            else { continue }
            // A frame pin repeats the frame: drawn only when broken.
            if Self.isFramePin(name), !constraint.isBroken { continue }
            for term in constraint.lhs.terms + constraint.rhs.terms {
                if let attribute = term.attribute, Self.marginAttributes.contains(attribute), let item = term.item {
                    marginViews.insert(ObjectIdentifier(item))
                }
            }
            if let measure = measure(of: constraint, name: name) { report.measures.append(measure) }
        }
        let live = items.filter { !$0.item.isRemoved }.map(\.item)
        var explanations: [ObjectIdentifier: AmbiguityExplanation] = [:]
        for explanation in engine.ambiguityExplanations(limit: Self.mostItemsWithRanges) {
            explanations[ObjectIdentifier(explanation.item)] = explanation
        }
        for (index, item) in live.enumerated() where index < report.items.count {
            if let view = item as? View {
                let size = view.intrinsicContentSize
                report.items[index].intrinsicWidth = size.width >= 0 ? size.width : nil
                report.items[index].intrinsicHeight = size.height >= 0 ? size.height : nil
                if marginViews.contains(ObjectIdentifier(view)) {
                    let rect = engine.attributeRect(of: view), margins = view.layoutMargins
                    report.items[index].marginRect = Rect(
                        x: rect.minX + margins.left, y: rect.minY + margins.top,
                        width: max(0, rect.width - margins.left - margins.right),
                        height: max(0, rect.height - margins.top - margins.bottom))
                }
            }
            guard let explanation = explanations[ObjectIdentifier(item)] else { continue }
            report.items[index].ambiguousRanges = zip(explanation.components, explanation.ranges).map {
                component, range in
                LayoutReport.ValueRange(component: component, lower: range.lowerBound, upper: range.upperBound)
            }
            report.items[index].ghosts = ghosts(of: item, explanation)
        }
    }

    /// An ambiguous item's alignment rect at the ends of its optimal range:
    /// on each open axis, with its leading-side edge and its far edge both at
    /// their least values, then both at their greatest. (The near edge's range
    /// is the x or y range; the far edge's is asked for the same way.)
    private func ghosts(of item: LayoutItem, _ explanation: AmbiguityExplanation) -> [Rect] {
        let rect = engine.attributeRect(of: item)
        var ghosts: [Rect] = []
        for horizontal in [true, false] {
            let open = explanation.components.contains { $0.axis == (horizontal ? .horizontal : .vertical) }
            guard open else { continue }
            let near =
                explanation.range(of: horizontal ? .x : .y)
                ?? (horizontal ? rect.minX...rect.minX : rect.minY...rect.minY)
            let far = edgeRange(of: item, horizontal ? .right : .bottom)
            for (low, high) in [(near.lowerBound, far.lowerBound), (near.upperBound, far.upperBound)]
            where low.isFinite && high.isFinite {
                let ghost =
                    horizontal
                    ? Rect(x: low, y: rect.minY, width: max(0, high - low), height: rect.height)
                    : Rect(x: rect.minX, y: low, width: rect.width, height: max(0, high - low))
                if !ghosts.contains(ghost) { ghosts.append(ghost) }
            }
        }
        return ghosts
    }

    /// The least and greatest value of an item's attribute over every optimal layout.
    private func edgeRange(of item: LayoutItem, _ attribute: LayoutAttribute) -> ClosedRange<Double> {
        engine.valueRange(of: LayoutExpression(item, attribute))
    }

    /// The attributes that mean a view's layout margins.
    private static let marginAttributes: Set<LayoutAttribute> = [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// Whether a constraint name is one of the pins `frame X Y W H` makes (`VIEW.frame.width`).
    private static func isFramePin(_ name: String) -> Bool {
        ["x", "y", "width", "height"].contains { name.hasSuffix(".frame." + $0) }
    }

    /// A constraint as a beam: between two positions on one axis (a spacing
    /// or pin), or across one item (a size set to a constant or to another
    /// size); nil for any other form (sums, vars, several terms), which the
    /// picture leaves out.
    private func measure(of constraint: LayoutConstraint, name: String) -> LayoutReport.Measure? {
        guard let item = constraint.firstItem, let attribute = constraint.firstAttribute,
            constraint.lhs.terms[0].coefficient == 1, constraint.rhs.terms.count <= 1
        else { return nil }
        let rect = engine.attributeRect(of: item)
        let horizontal = attribute.axis == .horizontal
        let priority = constraint.priority.isRequired ? "" : " @\(constraint.priority)"
        if attribute.kind == .dimension {
            // Across the item, near its far edge (inside it when there is room).
            let text: String
            if let other = constraint.secondItem, let otherAttribute = constraint.secondAttribute {
                let factor = constraint.multiplier == 1 ? "" : Self.number(constraint.multiplier) + "×"
                let constant =
                    constraint.constant == 0
                    ? "" : (constraint.constant < 0 ? " − " : " + ") + Self.number(abs(constraint.constant))
                text =
                    Self.symbol(constraint.relation) + " " + factor + other.name + "." + otherAttribute.rawValue
                    + constant
            } else if constraint.rhs.terms.isEmpty {
                text = Self.prefix(constraint.relation) + Self.number(constraint.constant)
            } else {
                return nil
            }
            let useWidth = attribute == .width
            let (start, end) = useWidth ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
            let thickness = useWidth ? rect.height : rect.width
            let far = useWidth ? rect.maxY : rect.maxX
            let cross = thickness >= 16 ? far - 6 : far - thickness / 2
            return LayoutReport.Measure(
                name: name, kind: .size, axis: useWidth ? .horizontal : .vertical, start: start, end: end, cross: cross,
                text: text + priority, isBroken: constraint.isBroken)
        }
        guard let other = constraint.secondItem, let otherAttribute = constraint.secondAttribute,
            otherAttribute.kind != .dimension, otherAttribute.axis == attribute.axis, constraint.multiplier == 1
        else { return nil }
        let end = engine.value(of: attribute, of: item)
        let start = engine.value(of: otherAttribute, of: other)
        guard abs(end - start) >= 0.5 || constraint.isBroken || constraint.constant != 0 else { return nil }
        // Where the two items overlap across the axis; else across the first item.
        let otherRect = engine.attributeRect(of: other)
        let (low, high) =
            horizontal
            ? (max(rect.minY, otherRect.minY), min(rect.maxY, otherRect.maxY))
            : (max(rect.minX, otherRect.minX), min(rect.maxX, otherRect.maxX))
        let cross =
            high >= low ? (low + high) / 2 : (horizontal ? rect.minY + rect.height / 2 : rect.minX + rect.width / 2)
        // `a = b + c` with c < 0 is a distance of |c| the other way, which turns `≥` into `≤`.
        var relation = constraint.relation
        if constraint.constant < 0 {
            relation =
                relation == .greaterThanOrEqual
                ? .lessThanOrEqual : relation == .lessThanOrEqual ? .greaterThanOrEqual : relation
        }
        return LayoutReport.Measure(
            name: name, kind: .spacing, axis: horizontal ? .horizontal : .vertical, start: start, end: end,
            cross: cross,
            text: Self.prefix(relation) + Self.number(abs(constraint.constant)) + priority,
            isBroken: constraint.isBroken)
    }

    /// `≥ `, `≤ ` or nothing.
    private static func prefix(_ relation: Relation) -> String {
        relation == .equal ? "" : symbol(relation) + " "
    }

    /// `=`, `≥` or `≤`.
    private static func symbol(_ relation: Relation) -> String {
        switch relation {
        case .equal: return "="
        case .greaterThanOrEqual: return "≥"
        case .lessThanOrEqual: return "≤"
        }
    }

    /// A constant as the picture prints it: up to 3 decimals.
    private static func number(_ value: Double) -> String { ReportNumber.text(value, decimals: 3) }
}
