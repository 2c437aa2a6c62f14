import TrellisLayoutScript

/// `trellis check DOC`: conflicts, ambiguous views and misplaced views at the document's elements.
public enum DocumentCheckReporter {
    /// The diagnostic lines of one scene: conflicts, ambiguous views, misplaced views, then notes.
    ///
    /// - Parameters:
    ///   - layout: The laid-out scene.
    /// - Returns: `FILE:LINE:COLUMN: error|warning|note: …` lines.
    public static func lines(for layout: SceneLayout) -> [String] {
        findings(for: layout).flatMap(\.textLines)
    }

    /// What `check` reports for one scene, in the order of `lines(for:)`.
    ///
    /// Whether a scene is clean: laid out, with no conflict, ambiguous view or misplaced view (content
    /// priority ambiguities may remain).
    ///
    /// - Parameters:
    ///   - layout: The laid-out scene.
    /// - Returns: The findings; first, when the scene could not be laid out, that error.
    public static func findings(for layout: SceneLayout) -> [Finding] {
        var findings =
            layout.failure.map { [Finding(.badInput, .error, $0.message, at: $0.location, failsRun: true)] } ?? []
        findings += layout.report.conflicts.map { conflictFinding($0, in: layout) }
        for result in layout.views where result.isAmbiguous {
            findings.append(
                Finding(
                    .ambiguity, Finding.Rule.ambiguity.severity, ambiguityMessage(result), at: result.view.location,
                    failsRun: true))
        }
        let viewsByID = layout.viewsByID
        for result in layout.views {
            guard let priority = result.priorityAmbiguity else { continue }
            let tied = priority.tiedWith.map { id in viewsByID[id].map(describe) ?? id }
            findings.append(
                Finding(
                    .contentPriorityAmbiguity, Finding.Rule.contentPriorityAmbiguity.severity,
                    priorityAmbiguityMessage(result.view, priority, tied: tied),
                    at: result.view.location, failsRun: false))
        }
        for result in layout.views where isReportedMisplaced(result) {
            findings.append(
                Finding(
                    .misplacement, Finding.Rule.misplacement.severity, misplacementMessage(result),
                    at: result.view.location, failsRun: true))
        }
        for result in layout.views where isModelledMisplacement(result) && isExplainedByUnstoredInsets(result) {
            findings.append(
                Finding(
                    .remark, .note,
                    unstoredInsetsMessage(
                        result,
                        measuredUp: layout.report.coordinates == .unflipped && result.view.superview?.isFlipped != true),
                    at: result.view.location))
        }
        for result in layout.views
        where isModelledMisplacement(result) && !isExplainedByUnstoredInsets(result)
            && isWithinUnstoredMetrics(result)
        {
            findings.append(Finding(.remark, .note, unstoredMetricsMessage(result), at: result.view.location))
        }
        for result in layout.views where isModelledMisplacement(result) && isWithinUnstoredMetricReach(result) {
            findings.append(Finding(.remark, .note, unstoredMetricReachMessage(result), at: result.view.location))
        }
        findings += layout.report.diagnostics.map(Finding.init(diagnostic:))
        findings += layout.notes.map(finding(for:))
        return findings
    }

    /// A conflict as a finding, with a note at each member that the document's stored frames break too: Interface
    /// Builder laid the scene out with that constraint broken, so Xcode shows the conflict (it stores no flag).
    /// A conflict that rests on a number the document does not store is a warning that does not fail the run
    /// (`restsOnUnstoredMetrics`), with a note at each such member.
    static func conflictFinding(_ conflict: LayoutReport.Conflict, in layout: SceneLayout) -> Finding {
        var finding = Finding(conflict: conflict)
        let corroborating = corroboration(of: conflict, in: layout)
        let unstored = unstoredMetricNotes(of: conflict, in: layout)
        if corroborating.isEmpty && !unstored.isEmpty {
            finding.severity = .warning
            finding.failsRun = false
        }
        for broken in corroborating {
            finding.related.append(
                LayoutReport.Diagnostic.Note(
                    "the stored frames break '\(broken.constraintID)' too (by \(ScriptText.number(broken.amount))): "
                        + "Xcode shows this conflict", at: broken.location))
        }
        finding.related += unstored
        return finding
    }

    /// Whether a conflict rests on a number the document does not store: a member is a number a stored frame stands
    /// in for (a content size from a stored size, a cell content view's height) or relates a text's baseline (its
    /// font's metrics, `estimatedBaseline`), and the stored frames break none of its members. The conflict is
    /// minimal, so the others hold together without that member: whether they hold with it depends on the number
    /// Xcode computes and the document does not store, and the frames Xcode laid out hold them all.
    public static func restsOnUnstoredMetrics(_ conflict: LayoutReport.Conflict, in layout: SceneLayout) -> Bool {
        corroboration(of: conflict, in: layout).isEmpty && !unstoredMetricNotes(of: conflict, in: layout).isEmpty
    }

    /// A note at each member of a conflict that rests on a number the document does not store: first the members
    /// that are numbers a stored frame stands in for (`DocumentLayout.standIn`), then those relating a text's
    /// baseline (`estimatedBaseline`), each in the conflict's order.
    static func unstoredMetricNotes(of conflict: LayoutReport.Conflict, in layout: SceneLayout)
        -> [LayoutReport.Diagnostic.Note]
    {
        let views = layout.viewsByID
        let standIns = conflict.members.compactMap { member in
            DocumentLayout.standIn(named: member.reference.name, views: views, script: layout.script).map {
                LayoutReport.Diagnostic.Note(
                    "'\(member.reference.name)' is \($0), which the stored frame stands in for: the document does "
                        + "not store what decides whether Xcode shows this conflict", at: member.reference.location)
            }
        }
        let baselines = conflict.members.compactMap { member in
            estimatedBaseline(named: member.reference.name, in: layout, views: views).map {
                LayoutReport.Diagnostic.Note(
                    "'\(member.reference.name)' relates \($0), which Trellis estimates from the font's point "
                        + "size: the document does not store the font's metrics, which decide whether Xcode shows this "
                        + "conflict", at: member.reference.location)
            }
        }
        return standIns + baselines
    }

    /// The baseline a conflict member relates, when it is a constraint of the document on the first, last or only
    /// baseline of a view whose text the document shows in a font (`DocumentView.unstoredMetrics`): `the
    /// firstBaseline of label ID`. Where a baseline lies in its view follows from the font's ascender, descender
    /// and line height, which the document does not store (only the font's name and point size). Nil otherwise,
    /// and nil for two baselines of views alike (the same element, stored height and estimated baselines, so the
    /// same font's metrics, and the same baseline or single lines): there the metrics cancel out.
    static func estimatedBaseline(named name: String, in layout: SceneLayout, views: [String: DocumentView]) -> String?
    {
        guard let constraint = layout.scene.constraints.first(where: { $0.id == name }) else { return nil }
        var sides: [(view: DocumentView, attribute: String)] = []
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute)]
            + [constraint.secondItem.flatMap { item in constraint.secondAttribute.map { (item, $0) } }].compactMap(
                \.self)
        where attribute.hasSuffix("aseline") {
            guard let view = views[item], view.unstoredMetrics != nil else { continue }
            sides.append((view, attribute))
        }
        guard let first = sides.first else { return nil }
        if sides.count == 2 {
            let (a, b) = (sides[0].view, sides[1].view)
            // One line each: the first baseline is the last (a bezel text field gives both, at one place).
            func oneLine(_ view: DocumentView) -> Bool {
                guard let first = view.firstBaselineFromTop else { return true }
                return abs(first + (view.baselineFromBottom ?? 0) - view.documentFrame.height) < 1e-9
            }
            let singleLines = oneLine(a) && oneLine(b)
            if a.element == b.element, a.documentFrame.height == b.documentFrame.height,
                a.baselineFromBottom == b.baselineFromBottom, a.firstBaselineFromTop == b.firstBaselineFromTop,
                sides[0].attribute == sides[1].attribute || singleLines
            {
                return nil
            }
        }
        return "the \(first.attribute) of \(first.view.element) \(first.view.id)"
    }

    /// Whether `check` fails a scene on a conflict: one that does not rest on unstored metrics.
    public static func reportsConflict(_ layout: SceneLayout) -> Bool {
        layout.report.conflicts.contains { !restsOnUnstoredMetrics($0, in: layout) }
    }

    /// The members of a conflict that the document's stored frames break, in the order of the conflict's members.
    public static func corroboration(of conflict: LayoutReport.Conflict, in layout: SceneLayout) -> [StoredFrameBreak] {
        conflict.members.compactMap { member in
            layout.storedFrameBreaks.first { $0.constraintID == member.reference.name }
        }
    }

    /// A note about the document (what is not modelled), as a finding.
    public static func finding(for note: DocumentNote) -> Finding {
        Finding(.remark, .note, note.message, at: note.location)
    }

    /// `label 'Title' (bNn-Hs-Jqi) has ambiguous layout: its x, width are not determined by its constraints`.
    static func ambiguityMessage(_ result: SceneLayout.ViewResult) -> String {
        let content = result.ambiguousContentSize
        let scrollable =
            content.isEmpty
            ? ""
            : "an ambiguous scrollable content size: its content's \(content.joined(separator: ", ")) "
                + "\(content.count == 1 ? "is" : "are") not determined by the constraints of the views it scrolls"
        // Numbers left open within bounds by equal priorities are a content priority ambiguity, reported apart.
        let components = result.priorityAmbiguity == nil ? result.ambiguousComponents : []
        if components.isEmpty, result.view.isFlaggedAmbiguousByEra, result.view.isWindowContent {
            return "\(describe(result.view)) has ambiguous layout as Interface Builder reports it: it is a window's "
                + "content view that does not translate its autoresizing mask into constraints, and nothing places it "
                + "in its window"
        }
        if components.isEmpty, result.view.isFlaggedAmbiguousByEra {
            return "\(describe(result.view)) has ambiguous layout as Interface Builder before Xcode 11.4 reports "
                + "it: it scrolls in a scroll view laid out by autoresizing (later releases do not report it)"
                + (scrollable.isEmpty ? "" : "; it also has \(scrollable)")
        }
        guard !components.isEmpty else { return "\(describe(result.view)) has \(scrollable)" }
        let parts = components.joined(separator: ", ")
        return "\(describe(result.view)) has ambiguous layout: its \(parts) "
            + "\(components.count == 1 ? "is" : "are") not determined by its constraints"
            + (scrollable.isEmpty ? "" : ", and \(scrollable)")
    }

    /// `label 'A' (x-1): content priority ambiguity: its width ties with label 'B' (x-2) at equal hugging or
    /// compression resistance (from 40 to 200 in optimal layouts)…`, or, without a tie, the range of each open number.
    static func priorityAmbiguityMessage(
        _ view: DocumentView, _ priority: SceneLayout.PriorityAmbiguity, tied: [String]
    ) -> String {
        let ranges = priority.ranges.map {
            "its \($0.component) from \(ScriptText.number($0.lower)) to \(ScriptText.number($0.upper))"
        }
        let span = ranges.isEmpty ? "" : " (\(ranges.joined(separator: ", ")) in optimal layouts)"
        guard priority.tieCount > 0 else {
            return "\(describe(view)): content priority ambiguity: constraints of equal priority or inequalities "
                + "alone leave it open within bounds\(span); Xcode does not report this as an ambiguous layout"
        }
        let others = tied.joined(separator: ", ")
        let more = priority.tieCount > tied.count ? " and \(priority.tieCount - tied.count) more" : ""
        return "\(describe(view)): content priority ambiguity: it ties with \(others)\(more) at equal hugging or "
            + "compression resistance\(span); give one of them a different priority"
    }

    /// `label 'Title' (bNn-Hs-Jqi): frame will be different at run time: stored (…), laid out (…)`, saying so
    /// when the laid-out size rests on metrics the document does not store (text in a font, an SF Symbol).
    static func misplacementMessage(_ result: SceneLayout.ViewResult) -> String {
        let base =
            "\(describe(result.view)): frame will be different at run time: "
            + "stored \(ScriptText.frame(result.view.documentFrame)), laid out \(ScriptText.frame(result.frame))"
        var notes: [String] = []
        if let metrics = result.view.unstoredMetrics {
            notes.append("its size rests on \(metrics), which the document does not store: the stored size stands in")
        }
        if let reach = result.unstoredMetricReach, !reach.sources.isEmpty {
            let moves = reach.namedMoves.filter { $0.move > 1e-6 }.map { "\($0.name) \(ScriptText.number($0.move))" }
            notes.append(
                "the estimated baselines of \(reach.sources.count) text view\(reach.sources.count == 1 ? "" : "s") "
                    + "move it by up to \(moves.joined(separator: ", ")), which does not explain the difference")
        }
        return notes.isEmpty ? base : base + " (\(notes.joined(separator: "; ")))"
    }

    /// Whether `check` reports a view as misplaced: it is laid out unambiguously, its frame is worked out by the
    /// model, and differs by more than alignment insets the document does not store can explain, and by more than
    /// the metrics its size rests on are known to.
    public static func isReportedMisplaced(_ result: SceneLayout.ViewResult) -> Bool {
        isMisplacedBeyondOwnMetrics(result) && !isWithinUnstoredMetricReach(result)
    }

    /// Whether a view laid out unambiguously, whose frame the model works out, differs from its stored frame by more
    /// than its own unstored insets or metrics explain: `check` reports it misplaced unless what other texts'
    /// metrics reach through its constraints explains it (`UnstoredMetricReach`).
    static func isMisplacedBeyondOwnMetrics(_ result: SceneLayout.ViewResult) -> Bool {
        isModelledMisplacement(result) && !isExplainedByUnstoredInsets(result) && !isWithinUnstoredMetrics(result)
    }

    /// Whether a view that neither unstored insets nor its own metrics explain lies, in x, y, width and height, within
    /// half a point beyond what the unstored metrics it rests on through its constraints can move it
    /// (`UnstoredMetricReach`).
    static func isWithinUnstoredMetricReach(_ result: SceneLayout.ViewResult) -> Bool {
        guard let reach = result.unstoredMetricReach, isMisplacedBeyondOwnMetrics(result) else { return false }
        return reach.explains(stored: result.view.documentFrame, laidOut: result.frame)
    }

    /// `imageView x-2: stored (0, 9, 7, 12), laid out (0, 7.5, 7, 12): within what the baseline of label x-1 moves it
    /// through its constraints (x 0, y 1, width 0, height 0 for 1 point each; Trellis estimates it from the font's point
    /// size: the document does not store the font's metrics)`.
    static func unstoredMetricReachMessage(_ result: SceneLayout.ViewResult) -> String {
        let reach = result.unstoredMetricReach ?? UnstoredMetricReach()
        let moves = reach.namedMoves.map { "\($0.name) \(ScriptText.number($0.move))" }
        let sources =
            reach.sources.count > 3
            ? reach.sources.prefix(3).joined(separator: ", ") + " and \(reach.sources.count - 3) more"
            : reach.sources.joined(separator: ", ")
        let tolerance = ScriptText.number(MisplacementRules.unstoredMetricsTolerance)
        return "\(describe(result.view)): stored \(ScriptText.frame(result.view.documentFrame)), laid out "
            + "\(ScriptText.frame(result.frame)): within what the baseline\(reach.sources.count == 1 ? "" : "s") of "
            + "\(sources) move\(reach.sources.count == 1 ? "s" : "") it through its constraints "
            + "(\(moves.joined(separator: ", ")) for \(tolerance) point each; Trellis estimates a baseline from the "
            + "font's point size: the document does not store the font's metrics)"
    }

    /// Whether a view's size rests on metrics the document does not store (its text in a font, an SF Symbol) and
    /// its laid-out frame lies within `MisplacementRules.unstoredMetricsTolerance` of the stored one in x, y, width
    /// and height.
    static func isWithinUnstoredMetrics(_ result: SceneLayout.ViewResult) -> Bool {
        guard result.view.unstoredMetrics != nil else { return false }
        return UnstoredMetricReach.differences(result.view.documentFrame, result.frame).allSatisfy {
            abs($0) <= MisplacementRules.unstoredMetricsTolerance
        }
    }

    /// `label 'Title' (x-1): stored (20, 440, 441, 21), laid out (20, 440, 440, 21): within 1 point, which its text in
    /// a font explains (the document does not store it; the stored size stands in)`.
    static func unstoredMetricsMessage(_ result: SceneLayout.ViewResult) -> String {
        "\(describe(result.view)): stored \(ScriptText.frame(result.view.documentFrame)), laid out "
            + "\(ScriptText.frame(result.frame)): within \(ScriptText.number(MisplacementRules.unstoredMetricsTolerance)) "
            + "point, which \(result.view.unstoredMetrics ?? "") explains (the document does not store it; the stored "
            + "size stands in)"
    }

    /// Whether a view laid out unambiguously, whose frame the model works out, differs from its stored frame.
    static func isModelledMisplacement(_ result: SceneLayout.ViewResult) -> Bool {
        !result.isAmbiguous && result.priorityAmbiguity == nil && !StackViewSupport.isUnmodelled(result.view)
            && result.isMisplaced
    }

    /// Whether the difference between a view's stored frame and its laid-out alignment rect is one its unstored
    /// alignment insets explain (an SF Symbol's, `SymbolRules`): its sides within half a point, its top and its
    /// bottom each within the limit and half a point, and its vertical centre within the view's centre offset limit
    /// when it has one.
    static func isExplainedByUnstoredInsets(_ result: SceneLayout.ViewResult) -> Bool {
        guard let limit = result.view.unstoredVerticalInsetLimit else { return false }
        let (stored, laid) = (result.view.documentFrame, result.frame)
        let sides = [stored.minX - laid.minX, stored.maxX - laid.maxX]
        let ends = [stored.minY - laid.minY, stored.maxY - laid.maxY]
        let centred = result.view.unstoredCentreOffsetLimit.map { abs(stored.midY - laid.midY) <= $0 + 1e-9 } ?? true
        return centred && sides.allSatisfy { abs($0) <= 0.5 } && ends.allSatisfy { abs($0) <= limit + 0.5 }
    }

    /// `imageView 'Tick' (x-1): stored (20, 20.33, 38, 35), laid out (20, 18.67, 38, 38): the stored frame lies 1.67
    /// below the alignment rect's top and 1.33 above its bottom, which an SF Symbol's alignment insets explain (up to
    /// 6 points at the top and bottom; the document does not store them)`. `measuredUp`: the view's frame is
    /// AppKit's measured up from its superview's bottom (not in a flipped superview), so the top is the larger y.
    static func unstoredInsetsMessage(_ result: SceneLayout.ViewResult, measuredUp: Bool = false) -> String {
        let (stored, laid) = (result.view.documentFrame, result.frame)
        let limit = ScriptText.number(result.view.unstoredVerticalInsetLimit ?? 0)
        let (low, high) = (stored.minY - laid.minY, laid.maxY - stored.maxY)
        let (top, bottom) = measuredUp ? (high, low) : (low, high)
        return "\(describe(result.view)): stored \(ScriptText.frame(stored)), laid out \(ScriptText.frame(laid)): "
            + "the stored frame's top is \(ScriptText.number(top)) and its bottom "
            + "\(ScriptText.number(bottom)) inside the alignment rect, which an SF Symbol's alignment "
            + "insets explain (up to \(limit) points at the top and bottom; the document does not store them)"
    }

    /// Whether a scene is clean: laid out, with no conflict, ambiguous view or misplaced view (content
    /// priority ambiguities may remain).
    public static func isClean(_ layout: SceneLayout) -> Bool {
        layout.failure == nil && !reportsConflict(layout)
            && !layout.views.contains { $0.isAmbiguous || isReportedMisplaced($0) }
    }

    /// `trellis check --junit` for a document: a suite per scene, a case per
    /// view (failed when ambiguous or misplaced) and per conflict, as for a script.
    ///
    /// - Parameters:
    ///   - file: The document's path.
    ///   - layouts: Its laid-out scenes.
    /// - Returns: The suites, named `FILE: SCENE`.
    public static func junitSuites(file: String, scenes layouts: [SceneLayout]) -> [JUnitDocument.Suite] {
        layouts.map { layout in
            var cases: [JUnitDocument.Case] = []
            for result in layout.views {
                var problems: [String] = []
                if result.isAmbiguous { problems.append(ambiguityMessage(result)) }
                if isReportedMisplaced(result) { problems.append(misplacementMessage(result)) }
                let rule: Finding.Rule = result.isAmbiguous ? .ambiguity : .misplacement
                let finding =
                    problems.isEmpty
                    ? nil
                    : Finding(
                        rule, rule.severity, problems.joined(separator: "; "), at: result.view.location, failsRun: true)
                cases.append(CheckJUnitReporter.testCase(describe(result.view), at: result.view.location, finding))
            }
            for conflict in layout.report.conflicts {
                let name = "conflict: broke '\(conflict.broken.name)'"
                let finding = conflictFinding(conflict, in: layout)
                cases.append(
                    CheckJUnitReporter.testCase(name, at: conflict.broken.location, finding.failsRun ? finding : nil))
            }
            return JUnitDocument.Suite(name: "\(file): \(layout.scene.name)", cases: cases)
        }
    }

    /// `trellis test` for a document: each compared view's stored frame is an
    /// expectation (within half a point) at its element.
    ///
    /// - Parameters:
    ///   - file: The document's path.
    ///   - layouts: Its laid-out scenes.
    /// - Returns: A report holding only those expectations.
    public static func testReport(file: String, scenes layouts: [SceneLayout]) -> LayoutReport {
        var report = LayoutReport(file: file)
        for layout in layouts {
            for result in layout.views where result.isCompared {
                report.expectations.append(
                    LayoutReport.ExpectationResult(
                        location: result.view.location, text: "\(describe(result.view)) frame",
                        passed: !result.isMisplaced, expected: "frame \(ScriptText.frame(result.view.documentFrame))",
                        got: ScriptText.frame(result.frame)))
            }
        }
        return report
    }

    /// `label 'Title' (bNn-Hs-Jqi)`.
    static func describe(_ view: DocumentView) -> String {
        let label = view.userLabel ?? view.customClass
        return label.map { "\(view.element) '\($0)' (\(view.id))" } ?? "\(view.element) \(view.id)"
    }
}
