import TrellisSolver

/// One parsed line of the Visual Format Language: the syntax tree between
/// the text and its constraints.
///
/// A line is an orientation, one or more views, the connection between each
/// pair of neighbours, and optionally a connection to the superview edge at
/// either end:
///
///     |-50-[purpleBox]-50-|     leadingEdge: 50, views: [purpleBox], trailingEdge: 50
///     [a][b]-[c]                views: [a, b, c], connections: [.flush, .standard]
///
/// Metrics are already resolved to numbers; names that remain are view
/// names, each with its column so that a caller can report an unknown view
/// where it was written. Create one with `init(parsing:metrics:)`, turn it into
/// constraints with `constraints(options:)`.
public struct VisualFormatLine: Hashable, Sendable {
    /// The axis the line runs along.
    public var orientation: LayoutAxis
    /// The connection from the leading (or top) superview edge `|` to the
    /// first view, or nil when the line does not start with `|`.
    public var leadingEdge: VisualFormatConnection?
    /// The views, in the order written; never empty.
    public var views: [VisualFormatView]
    /// `connections[i]` joins `views[i]` to `views[i + 1]`; one fewer than `views`.
    public var connections: [VisualFormatConnection]
    /// The connection from the last view to the trailing (or bottom)
    /// superview edge `|`, or nil when the line does not end with `|`.
    public var trailingEdge: VisualFormatConnection?

    /// Creates a line from its parts.
    ///
    /// - Parameters:
    ///   - orientation: The axis the line runs along.
    ///   - leadingEdge: The connection from the first superview edge, if any.
    ///   - views: The views in order; must not be empty.
    ///   - connections: The connections between neighbours; one fewer than `views`.
    ///   - trailingEdge: The connection to the last superview edge, if any.
    public init(
        orientation: LayoutAxis, leadingEdge: VisualFormatConnection? = nil,
        views: [VisualFormatView], connections: [VisualFormatConnection] = [],
        trailingEdge: VisualFormatConnection? = nil
    ) {
        precondition(!views.isEmpty, "a visual format line needs at least one view")
        precondition(connections.count == views.count - 1, "one connection between each pair of views")
        self.orientation = orientation
        self.leadingEdge = leadingEdge
        self.views = views
        self.connections = connections
        self.trailingEdge = trailingEdge
    }
}

/// A view in a visual format line: `[name]` or `[name(predicates)]`.
public struct VisualFormatView: Hashable, Sendable {
    /// The view's name, as written.
    public var name: String
    /// The 1-based column of the name's first character.
    public var column: Int
    /// The size predicates inside the parentheses, if any; they constrain the
    /// view's width on an `H:` line and its height on a `V:` line.
    public var predicates: [VisualFormatPredicate]

    /// Creates a view.
    ///
    /// - Parameters:
    ///   - name: The view's name.
    ///   - column: The 1-based column of the name.
    ///   - predicates: The size predicates.
    public init(name: String, column: Int, predicates: [VisualFormatPredicate] = []) {
        self.name = name
        self.column = column
        self.predicates = predicates
    }
}

/// How two neighbours in a line (or a view and a superview edge) are joined.
public enum VisualFormatConnection: Hashable, Sendable {
    /// Nothing between them, as in `[a][b]` or `|[a]`: spacing 0.
    case flush
    /// A bare `-`: the standard spacing (8 between views, 20 to a superview edge).
    case standard
    /// `-N-`, `-metric-` or `-(predicates)-`.
    case predicates([VisualFormatPredicate])
}

/// One predicate: an optional relation, a constant or a view, and an optional priority.
///
/// `>=70`, `==button2`, `<=100@750` and a bare `50` are predicates.
public struct VisualFormatPredicate: Hashable, Sendable {
    /// What a predicate compares against.
    public enum Object: Hashable, Sendable {
        /// A number, or a metric's value.
        case constant(Double)
        /// Another view's size (only inside a view's parentheses).
        case view(String)
    }

    /// The relation; `==` when none is written.
    public var relation: Relation
    /// The constant or view compared against.
    public var object: Object
    /// The priority, 1...1000; 1000 (required) when none is written.
    public var priority: Double
    /// The 1-based column of the object; 0 for one that was not written
    /// (the implied predicate of a flush or standard connection).
    public var column: Int

    /// Creates a predicate.
    ///
    /// - Parameters:
    ///   - relation: The relation.
    ///   - object: The constant or view compared against.
    ///   - priority: The priority, 1...1000.
    ///   - column: The 1-based column of the object, or 0 when it was not written.
    public init(_ relation: Relation = .equal, _ object: Object, priority: Double = 1000, column: Int = 0) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.column = column
    }
}
