import TrellisLayoutScript

/// One constraint as a console log describes it, read.
public struct ConstraintDescription: Sendable, Equatable {
    /// One linear relation: `first RELATION multiplier × second + constant` at a priority.
    public struct Equation: Sendable, Equatable {
        public var first: LogItem
        public var firstAttribute: LogAttribute
        public var relation: LogRelation
        /// The second item and attribute; nil when the relation is to a constant (`width == 320`).
        public var second: (item: LogItem, attribute: LogAttribute)?
        public var multiplier: Double
        public var constant: Double
        /// 1…1000; 1000 is required.
        public var priority: Double

        public static func == (lhs: Equation, rhs: Equation) -> Bool {
            lhs.first == rhs.first && lhs.firstAttribute == rhs.firstAttribute && lhs.relation == rhs.relation
                && lhs.second?.item == rhs.second?.item && lhs.second?.attribute == rhs.second?.attribute
                && lhs.multiplier == rhs.multiplier && lhs.constant == rhs.constant && lhs.priority == rhs.priority
        }
    }

    /// The constraint's class as printed: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, ….
    public var className: String
    /// Its address as printed (`0x600003a93520`), or the key a library gave it.
    public var address: String
    /// The identifier in quotes after the address (`UIView-Encapsulated-Layout-Width`, `UISV-spacing`, an app's own).
    public var identifier: String?
    /// The relations it stands for: one, or two for a content-size constraint (hugging and resistance).
    public var equations: [Equation]
    /// The superviews the description reveals (a VFL `|` the `names:` list names), by the subview's identity.
    public var superviews: [String: LogItem] = [:]
    /// The description as the log printed it, lines joined.
    public var text: String
    /// Where it starts in the log.
    public var location: SourceLocation
}

/// One "Unable to simultaneously satisfy constraints" block, read.
public struct ConflictBlock: Sendable, Equatable {
    /// Where the block starts in the log.
    public var location: SourceLocation
    /// The constraints it lists, in order.
    public var constraints: [ConstraintDescription]
    /// The constraint Apple broke to recover (one of `constraints`, by address).
    public var broken: ConstraintDescription
}
