import TrellisLayout
import TrellisLayoutScript

/// One `<constraint>` element.
public struct DocumentConstraint: Sendable, Equatable {
    /// Its object id.
    public var id: String
    /// The first item's id (the containing view's when the element omits it).
    public var firstItem: String
    /// The first attribute, as written (`leading`, `baseline`, `topMargin`, …).
    public var firstAttribute: String
    /// The relation: `lessThanOrEqual` and `greaterThanOrEqual` as written, anything else `equal`.
    public var relation: Relation
    /// The second item's id, if any.
    public var secondItem: String?
    /// The second attribute, if any.
    public var secondAttribute: String?
    /// The multiplier (an `a:b` ratio is a / b).
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, 1…1000.
    public var priority: Int
    /// The `identifier` attribute, if any.
    public var identifier: String?
    /// `placeholder="YES"`: kept while designing, removed at build time.
    public var isPlaceholder: Bool
    /// The id of the view whose `<constraints>` holds it.
    public var owner: String
    /// The element's place.
    public var location: SourceLocation
    /// Made by an NSSplitView for a pane (`SplitViewRules`), not stored in the document.
    public var isSplitViewPane = false
}

/// A layout guide constraints may name: a safe area, margins, a view controller's top or bottom guide, a scroll view's content or frame.
public struct DocumentGuide: Sendable, Equatable {
    /// What kind of guide.
    public enum Kind: String, Sendable {
        case safeArea, layoutMargins, topLayoutGuide, bottomLayoutGuide, content, frame
    }

    /// The guide's object id.
    public var id: String
    /// Its kind.
    public var kind: Kind
    /// The view it belongs to (for the top and bottom guides: the scene's root view).
    public var owner: String
    /// The inset it stands for: for the top guide its height, for the bottom guide its height.
    public var length: Double
    /// The element's place.
    public var location: SourceLocation
}
