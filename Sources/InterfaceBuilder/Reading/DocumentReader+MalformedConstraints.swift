extension DocumentReader {
    /// Refuses a constraint Interface Builder cannot have written: one whose `firstItem` or `secondItem` names an id
    /// that no element of the document has, or whose `relation` is not `lessThanOrEqual`, `greaterThanOrEqual` or
    /// `equal`.
    ///
    /// Interface Builder writes a constraint's items as references to elements of the same document and its
    /// relation as one of Auto Layout's three, so anything else is a malformed document (hand-edited, or merged
    /// badly), not something to leave out or guess: laid out without that constraint, or with a guessed relation, a
    /// broken layout could pass `check`. An id that some element has but the importer does not model (another
    /// scene's view, a view a size class leaves out) is a note where the constraint is written instead
    /// (`ScriptWriter.writeConstraint`).
    ///
    /// - Parameters:
    ///   - root: The document element.
    /// - Throws: `DocumentError` at the first such constraint, in document order.
    func refuseMalformedConstraints(_ root: XMLElementNode) throws(DocumentError) {
        var ids: Set<String> = []
        var constraints: [XMLElementNode] = []
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element["id"] { ids.insert(id) }
            if element.name == "constraint" { constraints.append(element) }
            pending += element.children.reversed()
        }
        for constraint in constraints {
            let name = constraint["id"] ?? ""
            for key in ["firstItem", "secondItem"] {
                guard let item = constraint[key], !ids.contains(item) else { continue }
                throw DocumentError(
                    "constraint '\(name)' has \(key) '\(item)', which no element of the document has: the reference "
                        + "is broken",
                    at: location(constraint))
            }
            if let relation = constraint["relation"], Self.relation(relation) == nil {
                throw DocumentError(
                    "constraint '\(name)' has relation '\(relation)', not lessThanOrEqual, greaterThanOrEqual or "
                        + "equal",
                    at: location(constraint))
            }
        }
    }
}
