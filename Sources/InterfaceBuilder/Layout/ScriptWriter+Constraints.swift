import TrellisLayout
import TrellisLayoutScript

extension ScriptWriter {
    /// Interface Builder's attribute names → the script's (`baseline` is the last baseline).
    static let attributes: [String: String] = [
        "left": "left", "right": "right", "top": "top", "bottom": "bottom", "leading": "leading",
        "trailing": "trailing", "width": "width", "height": "height", "centerX": "centerX", "centerY": "centerY",
        "baseline": "lastBaseline", "lastBaseline": "lastBaseline", "firstBaseline": "firstBaseline",
        "leftMargin": "leftMargin", "rightMargin": "rightMargin", "topMargin": "topMargin",
        "bottomMargin": "bottomMargin", "leadingMargin": "leadingMargin", "trailingMargin": "trailingMargin",
        "centerXWithinMargins": "centerXWithinMargins", "centerYWithinMargins": "centerYWithinMargins",
    ]

    /// The kind of an attribute, for the pairs Auto Layout refuses to relate.
    static func kind(_ attribute: String) -> String {
        switch attribute {
        case "leading", "trailing", "leadingMargin", "trailingMargin": return "direction"
        case "left", "right", "leftMargin", "rightMargin": return "absolute"
        case "centerX", "centerXWithinMargins": return "centerX"
        case "width", "height": return "size"
        default: return "vertical"
        }
    }

    /// Whether Auto Layout relates these two attributes.
    static func compatible(_ a: String, _ b: String) -> Bool {
        let (ka, kb) = (kind(a), kind(b))
        if ka == "size" || kb == "size" { return ka == kb }
        if ka == "vertical" || kb == "vertical" { return ka == kb }
        return !((ka == "direction" && kb == "absolute") || (ka == "absolute" && kb == "direction"))
    }

    /// A leading or trailing attribute as the left or right one it is in a left-to-right layout, when the other
    /// side of its constraint is a centre: Auto Layout relates centerX to leading and trailing, which a script
    /// does not, and documents are laid out left to right.
    static func absolute(_ attribute: String, besideCentreOf other: String?) -> String {
        guard let other, kind(other) == "centerX" else { return attribute }
        let names = [
            "leading": "left", "trailing": "right", "leadingMargin": "leftMargin", "trailingMargin": "rightMargin",
        ]
        return names[attribute] ?? attribute
    }

    /// Writes one document constraint, or a note when it cannot be.
    mutating func writeConstraint(_ constraint: DocumentConstraint) {
        var constraint = constraint
        let firstWritten = Self.absolute(constraint.firstAttribute, besideCentreOf: constraint.secondAttribute)
        constraint.secondAttribute = constraint.secondAttribute.map {
            Self.absolute($0, besideCentreOf: constraint.firstAttribute)
        }
        constraint.firstAttribute = firstWritten
        // A scroll view's content counts as verified only through a constraint that is written.
        let verifiedBefore = verifiedScrollContents
        func skip(_ why: String) {
            verifiedScrollContents = verifiedBefore
            notes.append(DocumentNote("constraint '\(constraint.id)' \(why); it is left out", at: constraint.location))
        }
        guard var first = Self.attributes[constraint.firstAttribute] else {
            return skip("has attribute '\(constraint.firstAttribute)', which is not modelled")
        }
        guard let firstItem = itemName(constraint.firstItem, attribute: first, other: constraint.secondItem) else {
            return skip("names '\(constraint.firstItem)', which is no view or guide of this scene")
        }
        var constant = constraint.constant
        if let margin = contentMargin(constraint.firstItem, attribute: first, other: constraint.secondItem) {
            first = margin.attribute
            constant -= margin.offset
        }
        guard let firstAttribute = LayoutAttribute(rawValue: first) else {
            return skip("has attribute '\(first)', which is not modelled")
        }
        let lhs = ScriptExpression.attribute(firstItem, firstAttribute)
        let priority = constraint.priority == 1000 ? nil : Double(constraint.priority)
        let rhs: ScriptExpression
        if let secondID = constraint.secondItem, let secondAttribute = constraint.secondAttribute {
            guard var second = Self.attributes[secondAttribute] else {
                return skip("has attribute '\(secondAttribute)', which is not modelled")
            }
            guard Self.compatible(first, second) else {
                return skip("relates \(constraint.firstAttribute) to \(secondAttribute), which Auto Layout refuses")
            }
            guard let secondItem = itemName(secondID, attribute: second, other: constraint.firstItem) else {
                return skip("names '\(secondID)', which is no view or guide of this scene")
            }
            if let margin = contentMargin(secondID, attribute: second, other: constraint.firstItem) {
                second = margin.attribute
                constant += constraint.multiplier * margin.offset
            }
            guard let secondAttribute = LayoutAttribute(rawValue: second) else {
                return skip("has attribute '\(second)', which is not modelled")
            }
            let m = constraint.multiplier
            let secondTerm = ScriptExpression.attribute(secondItem, secondAttribute)
            let scaled = m == 1 ? secondTerm : secondTerm.scaled(by: Self.multiplier(m))
            if m != 1, Self.kind(first) != "size", let origin = boundsOrigin(constraint, first) {
                // Positions with a multiplier are measured in the holding view's bounds: from its origin.
                let originTerm = ScriptExpression.attribute(origin.item, origin.attribute)
                let back =
                    -m >= 0
                    ? scaled.adding(.plus, originTerm.scaled(by: Self.multiplier(-m)))
                    : scaled.adding(.minus, originTerm.scaled(by: Self.multiplier(m)))
                let label = uniqueName("c_" + ScriptText.identifier(constraint.id))
                constraintNames[label] = constraint.id
                emit(
                    .constraint(
                        label, lhs.adding(.minus, originTerm), constraint.relation, back.offset(by: constant),
                        priority: priority),
                    at: constraint.location)
                return
            }
            rhs = scaled.offset(by: constant)
        } else {
            guard Self.kind(first) == "size" else { return skip("fixes a position to a constant") }
            rhs = .written(constraint.constant)
        }
        let label = uniqueName("c_" + ScriptText.identifier(constraint.id))
        constraintNames[label] = constraint.id
        emit(.constraint(label, lhs, constraint.relation, rhs, priority: priority), at: constraint.location)
    }

    /// A multiplier with every digit it has: a ratio (`131:284`) cut to 9 decimals would make constraints that
    /// hold together exactly (an image 131:284 filling a 393 × 852 screen) conflict. A negative one is a negation,
    /// as the parser reads `-0.5`; zero is written unsigned.
    static func multiplier(_ value: Double) -> ScriptExpression {
        value < 0 ? .negation(.exact(-value), at: .unprinted) : .exact(value == 0 ? 0 : value)
    }

    /// The origin of the bounds of the view that holds a constraint, on an attribute's axis: its leading edge
    /// (its left edge for `left`, `right` and `centerX`, which never relate to leading), or its top (its
    /// bottom in AppKit's unflipped terms, where y grows up).
    func boundsOrigin(_ constraint: DocumentConstraint, _ attribute: String)
        -> (item: String, attribute: LayoutAttribute)?
    {
        guard let owner = names[constraint.owner] else { return nil }
        switch Self.kind(attribute) {
        case "direction": return (owner, .leading)
        case "vertical": break
        default: return (owner, .left)
        }
        return (owner, document.platform == .macOS ? .bottom : .top)
    }

    /// The script name of a constraint's item: a view, a guide, or a scroll view's content
    /// (a scroll view's edges, related to one of its descendants, are its content's; its size and centre
    /// stay its frame's, as Auto Layout relates them). Records each scroll view whose content it names
    /// (`verifiedScrollContents`).
    mutating func itemName(_ id: String, attribute: String, other: String?) -> String? {
        if let view = views[id], let name = names[id] {
            if view.isScrollView, !Self.framesAttribute(attribute), let other, isDescendant(other, of: view),
                let content = guideNames["content:" + id]
            {
                verifiedScrollContents[id] = content
                return content
            }
            return name
        }
        return guideNames[id]
    }

    /// Whether a scroll view's attribute, in a constraint with one of its descendants, is its frame's rather
    /// than its content area's: its width, height and centre (Apple's Auto Layout Guide, "Working with Scroll
    /// Views").
    static func framesAttribute(_ attribute: String) -> Bool {
        ["width", "height", "centerX", "centerY"].contains(attribute)
    }

    /// A scroll view's margin attribute in a constraint with one of its descendants: its content area's edge
    /// inset by the scroll view's layout margins (Auto Layout relates a scroll view's edges and margins to its
    /// content area), as the edge's attribute and the margin's distance from it along the axis.
    func contentMargin(_ id: String, attribute: String, other: String?) -> (attribute: String, offset: Double)? {
        guard let view = views[id], view.isScrollView, let other, isDescendant(other, of: view),
            guideNames["content:" + id] != nil
        else { return nil }
        let m = view.margins
        switch attribute {
        case "leftMargin": return ("left", m.left)
        case "leadingMargin": return ("leading", m.left)
        case "rightMargin": return ("right", -m.right)
        case "trailingMargin": return ("trailing", -m.right)
        case "topMargin": return ("top", m.top)
        case "bottomMargin": return ("bottom", -m.bottom)
        case "centerXWithinMargins": return ("centerX", (m.left - m.right) / 2)
        case "centerYWithinMargins": return ("centerY", (m.top - m.bottom) / 2)
        default: return nil
        }
    }

    /// Whether the item with an id lies inside a view (guides count as inside their owner).
    func isDescendant(_ id: String, of ancestor: DocumentView) -> Bool {
        var current: DocumentView? = views[id]
        if current == nil, let guide = guides[id] { current = views[guide.owner] }
        if current == nil {
            current = views.values.first { $0.safeAreaID == id || $0.marginsGuideID == id }
        }
        current = current?.superview
        while let view = current {
            if view.id == ancestor.id { return true }
            current = view.superview
        }
        return false
    }
}
