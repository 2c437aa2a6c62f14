import TrellisLayoutScript

/// A scene written as a `.layout` script, with the way back from the script to the document.
///
/// Every statement the writer emits remembers the document element it came
/// from, so diagnostics about the script are reported at the document's
/// `LINE:COLUMN`.
public struct SceneScript: Sendable {
    /// The script's text.
    public var text: String
    /// The document element of each script line (index 0 is line 1), where there is one.
    public var origins: [SourceLocation?]
    /// Script view name → document view id.
    public var viewIDs: [String: String]
    /// Constraint label → document constraint id or a description of a generated constraint.
    public var constraintNames: [String: String]
    /// What the writer could not express, at the document's elements.
    public var notes: [DocumentNote]
    /// Every name the script declares (views, guides, labels), and those it was told were taken.
    var usedNames: Set<String> = []

    /// The document location of a script location, if the line came from an element.
    public func origin(of location: SourceLocation) -> SourceLocation? {
        let index = location.line - 1
        guard index >= 0, index < origins.count else { return nil }
        return origins[index]
    }
}
