import TrellisLayout

/// What laying out one script came to: frames, values, conflicts, diagnostics and expectation results.
///
/// This is the result model every reporter reads (`trellis solve`, `check`,
/// `test`, `render`; text, JSON, JUnit, SVG) and the one thing the builder
/// fills. It is plain data: value types, no behaviour beyond derived
/// properties, so a builder can create it field by field and a test can
/// write one by hand.
///
/// Geometry follows the script format's contract. `Item.frame` and
/// `Item.alignmentRect` are reported like UIKit/AppKit frames, relative to
/// the parent (y from the parent's top edge when `coordinates` is `flipped`,
/// from its bottom edge when `unflipped`); a root's frame is as given.
/// Baselines and everything a script calls an attribute value live in the
/// shared attribute space (x right, y down). `absoluteFrame(of:)` converts.
///
/// Order is part of the data: items and variables in declaration order,
/// conflicts and expectations in the order the script met them. Reporters
/// never reorder them except where a format says so (the sorted `ambiguous`
/// list of the JSON output).
public struct LayoutReport: Sendable, Equatable {
    /// The script's file name, as given to the parser.
    public var file: String
    /// The script's `coordinates` setting (how frames are reported).
    public var coordinates: CoordinateSystem
    /// Every view and layout guide, in declaration order.
    public var items: [Item]
    /// Every `var`, in declaration order.
    public var variables: [Variable]
    /// Every conflict met, in the order met (each broke one required constraint).
    public var conflicts: [Conflict]
    /// Other findings, such as an alignment geometry that does not round-trip.
    public var diagnostics: [Diagnostic]
    /// The result of every `expect` line, in source order.
    public var expectations: [ExpectationResult]
    /// The implicit tests of the whole layout that `trellis test` counts
    /// besides the `expect` lines: it is satisfiable, it is unambiguous (each
    /// unless an `expect` line says otherwise). Empty for a hand-made report.
    public var layoutChecks: [ExpectationResult] = []
    /// Names a `# trellis: allow ambiguous` comment accepts as ambiguous.
    public var allowedAmbiguous: Set<String> = []
    /// Constraint names a `# trellis: allow conflict` comment names: a conflict
    /// whose minimal set holds one of them is accepted.
    public var allowedConflictMembers: Set<String> = []
    /// The constraints a picture draws as I-beams (spacings, pins, sizes), in
    /// activation order; empty for a hand-made report.
    public var measures: [Measure] = []

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - file: The script's file name.
    ///   - coordinates: The script's coordinate system.
    ///   - items: Views and guides in declaration order.
    ///   - variables: Vars in declaration order.
    ///   - conflicts: Conflicts in the order met.
    ///   - diagnostics: Other findings.
    ///   - expectations: Expectation results in source order.
    public init(
        file: String, coordinates: CoordinateSystem = .flipped, items: [Item] = [],
        variables: [Variable] = [], conflicts: [Conflict] = [], diagnostics: [Diagnostic] = [],
        expectations: [ExpectationResult] = []
    ) {
        self.file = file
        self.coordinates = coordinates
        self.items = items
        self.variables = variables
        self.conflicts = conflicts
        self.diagnostics = diagnostics
        self.expectations = expectations
    }

    /// The views, without the guides, in declaration order.
    public var views: [Item] { items.filter { !$0.isGuide } }

    /// The layout guides, in declaration order.
    public var guides: [Item] { items.filter(\.isGuide) }

    /// The name of every ambiguous view, guide and var, sorted.
    public var ambiguousNames: [String] {
        (items.filter(\.isAmbiguous).map(\.name) + variables.filter(\.isAmbiguous).map(\.name)).sorted()
    }

    /// The ambiguous names no `# trellis: allow ambiguous` comment accepts, sorted.
    public var unallowedAmbiguousNames: [String] { ambiguousNames.filter { !allowedAmbiguous.contains($0) } }

    /// Whether a `# trellis: allow conflict` comment accepts the conflict.
    public func isAllowed(_ conflict: Conflict) -> Bool {
        conflict.members.contains { allowedConflictMembers.contains($0.reference.name) }
    }

    /// Whether `trellis check` finds nothing it fails on: no conflict or
    /// ambiguity that is not allowed, no error diagnostic.
    public var isClean: Bool {
        conflicts.allSatisfy(isAllowed) && unallowedAmbiguousNames.isEmpty
            && !diagnostics.contains { $0.severity == .error }
    }

    /// What `trellis test` counts: the `expect` lines, then the implicit layout checks.
    public var testResults: [ExpectationResult] { expectations + layoutChecks }

    /// How many tests passed (`testResults`).
    public var passedCount: Int { testResults.filter(\.passed).count }

    /// How many tests failed (`testResults`).
    public var failedCount: Int { testResults.count - passedCount }

    /// The text of the implicit check that no required constraint had to be broken.
    public static let satisfiableCheckText = "layout is satisfiable (implicit)"
    /// The text of the implicit check that no view, guide or var is ambiguous.
    public static let unambiguousCheckText = "layout is unambiguous (implicit)"
}
