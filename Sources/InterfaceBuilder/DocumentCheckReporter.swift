import LayoutScript

/// `trellis check DOC`: conflicts, ambiguous views and misplaced views at the document's elements.
public enum DocumentCheckReporter {
    /// The diagnostic lines of one scene: conflicts, ambiguous views, misplaced views, then notes.
    ///
    /// - Parameters:
    ///   - layout: The laid-out scene.
    /// - Returns: `FILE:LINE:COLUMN: error|warning|note: …` lines.
    public static func lines(for layout: SceneLayout) -> [String] {
        var lines: [String] = []
        for conflict in layout.report.conflicts { lines += CheckTextReporter.lines(for: conflict) }
        for result in layout.views where result.isAmbiguous {
            let parts = result.ambiguousComponents.joined(separator: ", ")
            lines.append(
                "\(result.view.location): warning: \(describe(result.view)) has ambiguous layout: its \(parts) "
                    + "\(result.ambiguousComponents.count == 1 ? "is" : "are") not determined by its constraints")
        }
        for result in layout.views where isReportedMisplaced(result) {
            lines.append(
                "\(result.view.location): warning: \(describe(result.view)): frame will be different at run time: "
                    + "stored \(result.view.documentFrame), laid out \(result.frame)")
        }
        for diagnostic in layout.report.diagnostics { lines += CheckTextReporter.lines(for: diagnostic) }
        lines += layout.notes.map(\.description)
        return lines
    }

    /// Whether `check` reports a view as misplaced: it is laid out unambiguously, its frame is worked out by the model, and differs.
    public static func isReportedMisplaced(_ result: SceneLayout.ViewResult) -> Bool {
        !result.isAmbiguous && !StackViewSupport.isUnmodelled(result.view) && result.isMisplaced
    }

    /// Whether a scene is clean: no conflict, ambiguous view or misplaced view.
    public static func isClean(_ layout: SceneLayout) -> Bool {
        layout.report.conflicts.isEmpty && !layout.views.contains { $0.isAmbiguous || isReportedMisplaced($0) }
    }

    /// `label 'Title' (bNn-Hs-Jqi)`.
    static func describe(_ view: DocumentView) -> String {
        let label = view.userLabel ?? view.customClass
        return label.map { "\(view.element) '\($0)' (\(view.id))" } ?? "\(view.element) \(view.id)"
    }
}
