extension DocumentReader {
    /// The numeric attributes the reader takes from each element, by element name (`""`: any element).
    static let numericAttributes: [(element: String, attributes: [String])] = [
        ("constraint", ["constant"]),
        ("rect", ["x", "y", "width", "height"]),
        ("edgeInsets", ["top", "left", "bottom", "right"]),
        ("directionalEdgeInsets", ["top", "leading", "bottom", "trailing"]),
        ("fontDescription", ["pointSize"]),
        ("image", ["width", "height"]),
        ("real", ["value"]),
        ("", ["spacing", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight"]),
    ]

    /// Notes every numeric attribute that is present but not a finite number (`NaN`, `inf`,
    /// `1e400`, `1_000`): the reader takes such a value as absent, and says so where it is.
    ///
    /// Attributes are looked up by name in a fixed order and elements visited in document
    /// order, so the notes are deterministic.
    mutating func noteUnreadableNumbers(_ root: XMLElementNode) {
        var pending = [root]
        while let element = pending.popLast() {
            for (name, attributes) in Self.numericAttributes where name.isEmpty || name == element.name {
                for attribute in attributes {
                    guard let text = element[attribute] else { continue }
                    if let value = Double(text), value.isFinite { continue }
                    note("\(attribute) '\(text)' is not a finite number; it is read as absent", at: element)
                }
            }
            pending += element.children.reversed()
        }
    }

    /// Notes a multiplier whose magnitude lies below the solver's 1e-30 floor: the solver
    /// takes such a coefficient as 0, so the constraint no longer relates its two items.
    mutating func noteVanishingMultiplier(_ multiplier: Double, of constraint: XMLElementNode, id: String) {
        guard multiplier != 0, multiplier.magnitude < 1e-30 else { return }
        note(
            "constraint '\(id)' has multiplier \(constraint["multiplier"] ?? ""), below the solver's 1e-30 floor: "
                + "it is taken as 0, so the constraint holds as if its second item were absent", at: constraint)
    }
}
