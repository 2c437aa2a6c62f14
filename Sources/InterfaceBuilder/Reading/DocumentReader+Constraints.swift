import TrellisLayout
import TrellisLayoutScript

extension DocumentReader {
    /// Reads the `<constraints>` of a view: each `<constraint>` the size classes keep.
    ///
    /// The first item defaults to the view that holds the constraint; a
    /// multiplier may be a number or an `a:b` ratio; the relation defaults to
    /// equal (an unknown one is left out with a note), the priority to 1000,
    /// the constant to 0.
    mutating func readConstraints(_ element: XMLElementNode, owner: DocumentView, into parts: inout SceneParts) {
        for constraint in element.grandchildren(in: "constraints") where constraint.name == "constraint" {
            let id = constraint["id"] ?? "line\(constraint.line)"
            if excluded.contains(id) { continue }
            guard let firstAttribute = constraint["firstAttribute"] else {
                note("constraint '\(id)' has no firstAttribute; it is left out", at: constraint)
                continue
            }
            guard let multiplier = Self.multiplier(constraint["multiplier"]) else {
                note(
                    "constraint '\(id)' has multiplier '\(constraint["multiplier"] ?? "")', not a number; it is left out",
                    at: constraint)
                continue
            }
            guard let relation = Self.relation(constraint["relation"]) else {
                // Unreachable through `read`, which refuses such a document first.
                note("constraint '\(id)' has an unknown relation; it is left out", at: constraint)
                continue
            }
            noteVanishingMultiplier(multiplier, of: constraint, id: id)
            let secondItem = constraint["secondItem"]
            parts.constrainedIDs.insert(constraint["firstItem"] ?? owner.id)
            if let secondItem { parts.constrainedIDs.insert(secondItem) }
            parts.constraints.append(
                DocumentConstraint(
                    id: id, firstItem: constraint["firstItem"] ?? owner.id, firstAttribute: firstAttribute,
                    relation: relation, secondItem: secondItem,
                    secondAttribute: constraint["secondAttribute"] ?? (secondItem == nil ? nil : firstAttribute),
                    multiplier: multiplier, constant: attribute("constant", of: constraint).flatMap(Self.finite) ?? 0,
                    priority: priority(constraint, "priority", 1000), identifier: constraint["identifier"],
                    isPlaceholder: constraint.flag("placeholder") ?? false, owner: owner.id,
                    location: location(constraint)))
        }
    }

    /// A multiplier attribute: absent (1), a number, `a:b` or `a/b`.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let separator: Character = text.contains(":") ? ":" : "/"
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite {
            return a / b
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A constraint's relation from its `relation` attribute: `lessThanOrEqual`
    /// and `greaterThanOrEqual` by name, none (Interface Builder writes none for
    /// an equality) or `equal` `equal`; nil for anything else, which no relation
    /// of Auto Layout is (such a document is refused: `refuseMalformedConstraints`).
    static func relation(_ written: String?) -> Relation? {
        switch written {
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case nil, "equal": return .equal
        default: return nil
        }
    }

    /// A number attribute's text as a finite number, or nil.
    static func finite(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
