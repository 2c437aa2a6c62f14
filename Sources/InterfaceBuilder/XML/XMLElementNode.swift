/// One element of a parsed document: its name, attributes, child elements and place.
///
/// Text content and comments are dropped; an Interface Builder document keeps
/// everything layout needs in attributes. Attributes are looked up by name
/// only, never iterated, so no dictionary order reaches any output.
final class XMLElementNode {
    /// The element's name, e.g. `label`.
    let name: String
    /// Its attributes.
    let attributes: [String: String]
    /// The line of its start tag (1-based).
    let line: Int
    /// The column of its `<` (1-based).
    let column: Int
    /// Its child elements, in document order.
    var children: [XMLElementNode] = []

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - name: The element's name.
    ///   - attributes: Its attributes.
    ///   - line: The line of its start tag.
    ///   - column: The column of its `<`.
    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// The value of an attribute.
    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child element with a name, or with a name and a `key` attribute.
    ///
    /// - Parameters:
    ///   - name: The element name.
    ///   - key: The `key` attribute it must have, if any.
    /// - Returns: The child, or nil.
    func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child element with a `key` attribute, whatever its name.
    ///
    /// - Parameters:
    ///   - key: The `key` attribute.
    /// - Returns: The child, or nil.
    func child(key: String) -> XMLElementNode? {
        children.first { $0["key"] == key }
    }

    /// The children of the first child with a name (e.g. the views inside `<subviews>`).
    ///
    /// - Parameters:
    ///   - name: The container's name.
    /// - Returns: Its child elements, or none.
    func grandchildren(in name: String) -> [XMLElementNode] {
        child(name)?.children ?? []
    }

    /// A boolean attribute written as `YES` / `NO`.
    ///
    /// - Parameters:
    ///   - attribute: The attribute's name.
    /// - Returns: true for `YES`, false for `NO`, nil when absent or anything else.
    func flag(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// A numeric attribute.
    ///
    /// - Parameters:
    ///   - attribute: The attribute's name.
    /// - Returns: Its value when it is a finite number, else nil.
    func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
