/// One problem `trellis check` or `trellis test` reports, as every output format sees it.
///
/// The text reporters print a finding as a compiler-style line
/// (`FILE:LINE:COLUMN: SEVERITY: MESSAGE`) followed by a `note:` line per
/// related location; the CI formats (`--format github|sarif|gitlab`, `check
/// --junit`) read the same values, so every format says the same thing at
/// the same place.
///
/// Each kind of finding has one severity in every format (`Rule.severity`,
/// the table in `Docs/Diagnostics.md`): the text output prints it, and the
/// CI formats use it as their level (`level`), so an ambiguous view is a
/// warning in the text, in GitHub's annotations, in SARIF and in GitLab's
/// report alike. Whether a finding fails the run (`failsRun`, exit status
/// 1) is separate from its severity: `check` fails on an ambiguous view, a
/// warning, as a compiler run with warnings-as-errors does.
public struct Finding: Sendable, Equatable {
    /// What kind of problem it is; each kind is one rule in SARIF and one check name in GitLab.
    public enum Rule: String, Sendable, CaseIterable {
        /// Required constraints that cannot hold together.
        case conflict = "conflicting-constraints"
        /// A view, guide or var whose value is not determined.
        case ambiguity = "ambiguous-layout"
        /// An Interface Builder view whose stored frame differs from the laid-out one.
        case misplacement = "misplaced-view"
        /// An Interface Builder view that constraints of equal priority (equal hugging or compression
        /// resistance), or inequalities alone, leave open within bounds: what Xcode reports as a content
        /// priority ambiguity, not as an ambiguous layout. A warning that does not fail the run.
        case contentPriorityAmbiguity = "content-priority-ambiguity"
        /// An `expect` line (or an implicit layout test) that did not hold.
        case expectation = "failed-expectation"
        /// Any other finding about the layout, e.g. an alignment geometry that does not round-trip.
        case diagnostic = "layout-diagnostic"
        /// A remark about the input, e.g. what an Interface Builder document holds that is not modelled.
        case remark = "note"
        /// A file that could not be run at all: malformed, missing or unreadable.
        case badInput = "bad-input"

        /// The severity of every finding of this kind, in every format; a
        /// `layout-diagnostic` has its own (an error or a warning), given here as
        /// its default.
        public var severity: LayoutReport.Diagnostic.Severity {
            switch self {
            case .conflict, .expectation, .badInput: return .error
            case .ambiguity, .misplacement, .contentPriorityAmbiguity, .diagnostic: return .warning
            case .remark: return .note
            }
        }

        /// A one-line description, for SARIF's `shortDescription`.
        public var summary: String {
            switch self {
            case .conflict: return "Required constraints cannot all hold; one was broken to recover"
            case .ambiguity: return "The layout does not determine a view's, guide's or var's value"
            case .misplacement: return "A document's stored frame differs from the laid-out frame"
            case .contentPriorityAmbiguity:
                return "Constraints of equal priority leave a document's view open within bounds"
            case .expectation: return "An expectation of a layout script did not hold"
            case .diagnostic: return "Another finding about the layout"
            case .remark: return "A remark about the input"
            case .badInput: return "A file could not be read or run"
            }
        }
    }

    /// What kind of problem it is.
    public var rule: Rule
    /// The severity the text output prints.
    public var severity: LayoutReport.Diagnostic.Severity
    /// Where it is.
    public var location: SourceLocation
    /// The last column of what it is about, when known (`nil` by default):
    /// the command fills it in for a script's statement from the file's text
    /// (`Finding+StatementEnd.swift` in TrellisCLI), for the CI formats' ranges.
    public var end: SourceLocation?
    /// What it says, without location or severity.
    public var message: String
    /// Further places, in order.
    public var related: [LayoutReport.Diagnostic.Note]
    /// Whether a `# trellis: allow` comment accepts it (printed as `note: allowed: …`).
    public var isAllowed: Bool
    /// Whether it makes the command fail (exit status 1).
    public var failsRun: Bool

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - rule: The kind of problem.
    ///   - severity: The severity the text output prints.
    ///   - message: What it says.
    ///   - location: Where it is.
    ///   - related: Further places.
    ///   - isAllowed: Whether a `# trellis: allow` comment accepts it.
    ///   - failsRun: Whether it makes the command fail; `nil` means when its severity is `error` and it is not allowed.
    public init(
        _ rule: Rule, _ severity: LayoutReport.Diagnostic.Severity, _ message: String, at location: SourceLocation,
        related: [LayoutReport.Diagnostic.Note] = [],
        isAllowed: Bool = false, failsRun: Bool? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.isAllowed = isAllowed
        self.failsRun = failsRun ?? (severity == .error && !isAllowed)
    }

    /// A failed expectation of `trellis test`: an error at the `expect` line.
    ///
    /// - Parameters:
    ///   - result: A failed expectation.
    public init(failed result: LayoutReport.ExpectationResult) {
        self.init(
            .expectation, Rule.expectation.severity, "expected \(result.expected), got \(result.got)",
            at: result.location)
    }

    /// The level the CI formats use: its severity, or `note` when a `# trellis: allow` comment accepts it
    /// (the text output then prints `note: allowed: …`).
    public var level: LayoutReport.Diagnostic.Severity { isAllowed ? .note : severity }

    /// The lines the text output prints: `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, then a `note:` line per related place.
    public var textLines: [String] {
        let head = isAllowed ? "note: allowed: " : "\(severity.rawValue): "
        return ["\(location): \(head)\(message)"] + related.map { "\($0.location): note: \($0.message)" }
    }
}
