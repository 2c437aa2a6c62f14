/// What the engine met and went on from, in order: broken required
/// constraints, constraints whose numbers overflowed, views whose alignment
/// geometry does not round-trip, and `heightForWidth` reads during layout.
struct LayoutIssueLog {
    /// Every conflict met (`LayoutEngine.conflicts`).
    private(set) var conflicts: [ConflictReport] = []
    /// Constraints broken because the solver's numbers overflowed.
    private(set) var overflowedConstraints: [LayoutConstraint] = []
    /// Alignment geometry found not to round-trip, a view once until it is
    /// checked again (`forgetGeometryIssue(of:)`).
    private(set) var alignmentGeometryIssues: [AlignmentGeometryIssue] = []
    /// The views whose issue is recorded and not forgotten since.
    private var geometryIssueViews: Set<ObjectIdentifier> = []
    /// Views whose `heightForWidth` read the layout while it was asked, each once.
    private(set) var heightForWidthReentries: [View] = []

    mutating func recordConflict(_ report: ConflictReport) { conflicts.append(report) }

    mutating func recordOverflow(_ constraint: LayoutConstraint) { overflowedConstraints.append(constraint) }

    /// Whether an issue of `view` is recorded and not forgotten.
    func hasGeometryIssue(_ view: View) -> Bool { geometryIssueViews.contains(ObjectIdentifier(view)) }

    /// Records an issue unless one of its view is recorded and not forgotten.
    mutating func recordGeometryIssue(_ issue: AlignmentGeometryIssue) {
        guard geometryIssueViews.insert(ObjectIdentifier(issue.view)).inserted else { return }
        alignmentGeometryIssues.append(issue)
    }

    /// Lets the next failing check of `view` record an issue again (the
    /// issues recorded stay).
    mutating func forgetGeometryIssue(of view: View) { geometryIssueViews.remove(ObjectIdentifier(view)) }

    /// Records a view whose `heightForWidth` read the layout, once.
    mutating func recordReentry(of view: View) {
        guard !heightForWidthReentries.contains(where: { $0 === view }) else { return }
        heightForWidthReentries.append(view)
    }

    /// What is wrong, one line each: a view not forgotten has an issue
    /// recorded; a view's reentry is recorded once.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        let issueViews = Set(alignmentGeometryIssues.map { ObjectIdentifier($0.view) })
        if !geometryIssueViews.isSubset(of: issueViews) {
            violations.append("a view is marked with an alignment geometry issue none records")
        }
        if Set(heightForWidthReentries.map(ObjectIdentifier.init)).count != heightForWidthReentries.count {
            violations.append("a heightForWidth reentry is recorded twice")
        }
        return violations
    }
}
