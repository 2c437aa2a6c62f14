import TrellisLayout
import TrellisLayoutScript

/// One scene laid out: each view's solved frame beside the one the document stores.
public struct SceneLayout: Sendable {
    /// One view's result.
    public struct ViewResult: Sendable {
        /// The document's view.
        public var view: DocumentView
        /// The frame Trellis solved, in the document's terms (relative to the superview).
        public var frame: Rect
        /// The alignment rect Trellis solved, in the same terms.
        public var alignmentRect: Rect
        /// Whether Trellis finds the view's layout ambiguous as Xcode reports it: a number of its alignment rect
        /// may take any value without bound (a constraint is missing). See `priorityAmbiguity` for the rest.
        public var isAmbiguous: Bool
        /// Which of x, y, width, height are ambiguous (all of its open numbers when `isAmbiguous`).
        public var ambiguousComponents: [String]
        /// Whether the view is compared with its stored frame (not flagged by the document, not in an unmodelled stack view).
        public var isCompared: Bool
        /// When the view's open numbers are each bounded (`isAmbiguous` false): what Xcode reports as a content
        /// priority ambiguity rather than an ambiguous layout.
        public var priorityAmbiguity: PriorityAmbiguity? = nil
        /// For a scroll view whose content Auto Layout sizes: which of its content's width and height its
        /// constraints leave open without bound, what Interface Builder reports as a scrollable content size
        /// ambiguity and flags on the scroll view (`AmbiguityRules.flagsScrollableContentSize`).
        public var ambiguousContentSize: [String] = []
        /// For a misplaced view: how far metrics the document does not store can move its frame through the
        /// constraints (`DocumentLayout.unstoredMetricReach`); nil when not measured.
        public var unstoredMetricReach: UnstoredMetricReach? = nil

        /// Whether the solved frame differs from the stored one by more than half a point.
        public var isMisplaced: Bool { !frame.isClose(to: view.documentFrame, tolerance: 0.5) }
    }

    /// A view that constraints of equal priority, or inequalities alone, leave open within bounds.
    public struct PriorityAmbiguity: Sendable, Equatable {
        /// Each open number with the least and greatest value it takes in optimal layouts (a size's least
        /// value is at least 0).
        public var ranges: [(component: String, lower: Double, upper: Double)]
        /// The ids of the views it ties with at equal hugging or compression resistance (the first few), and how
        /// many there are; empty when no such tie is known.
        public var tiedWith: [String]
        public var tieCount: Int

        public static func == (a: PriorityAmbiguity, b: PriorityAmbiguity) -> Bool {
            a.tiedWith == b.tiedWith && a.tieCount == b.tieCount
                && a.ranges.elementsEqual(b.ranges) {
                    $0.component == $1.component && $0.lower == $1.lower && $0.upper == $1.upper
                }
        }
    }

    /// The scene.
    public var scene: DocumentScene
    /// The script it was written as.
    public var script: SceneScript
    /// The script's report, with its locations moved onto the document.
    public var report: LayoutReport
    /// Every view, parents before children.
    public var views: [ViewResult]
    /// Notes: the reader's for the scene and the writer's.
    public var notes: [DocumentNote]
    /// Why the scene could not be laid out, at the document element the failing script line came
    /// from (the scene's element when none did); nil when it was. A scene that failed is never
    /// clean: `check`, `test`, `solve`, `render` and `import` refuse its document as bad input.
    public var failure: DocumentError?
    /// The required constraints that the document's own stored frames break (no layout involved; see
    /// `DocumentScene.constraintsBrokenByStoredFrames`): conflicts Xcode shows.
    public var storedFrameBreaks: [StoredFrameBreak] = []

    /// The laid-out views by their document ids.
    var viewsByID: [String: DocumentView] {
        var views: [String: DocumentView] = [:]
        for result in self.views { views[result.view.id] = result.view }
        return views
    }
}

/// Reads documents and lays their scenes out.
public enum DocumentLayout {
    /// The largest document read, in bytes (64 MiB); a reader should check a file's size against it before reading.
    public static var byteLimit: Int { DocumentParser.byteLimit }

    /// Parses and reads a document.
    ///
    /// - Parameters:
    ///   - bytes: The document.
    ///   - file: Its path, for locations.
    /// - Returns: The document.
    /// - Throws: `DocumentError` for malformed, unsafe or non-Interface Builder input.
    public static func read(_ bytes: [UInt8], file: String) throws(DocumentError) -> InterfaceBuilderDocument {
        let root = try DocumentParser.parse(bytes, file: file)
        return try DocumentReader.read(root, file: file)
    }

    /// Lays out every scene of a document.
    ///
    /// - Parameters:
    ///   - document: The document.
    /// - Returns: One result per scene with views, in document order.
    public static func layOut(_ document: InterfaceBuilderDocument) -> [SceneLayout] {
        document.scenes.filter { !$0.roots.isEmpty }.map { layOut($0, of: document) }
    }

    /// Lays out one scene.
    ///
    /// The writer's statements go to the builder as they are (the text is
    /// not read back). A scene whose script the layout refuses (it should not
    /// happen; the writer leaves out what it cannot express) gets a `failure`
    /// located at the element the failing line came from, and every view
    /// reported at its stored frame, not compared.
    public static func layOut(_ scene: DocumentScene, of document: InterfaceBuilderDocument) -> SceneLayout {
        layOut(scene, of: document, exact: false)
    }

    /// Lays out one scene; `exact` leaves the frames unrounded and measures neither a view's `unstoredMetricReach`
    /// nor the stored frames' breaks (the layouts that measure the reach).
    static func layOut(_ scene: DocumentScene, of document: InterfaceBuilderDocument, exact: Bool) -> SceneLayout {
        let script = ScriptWriter.write(document, scene: scene)
        let notes = scene.notes + script.notes
        let report: LayoutReport
        do throws(ScriptError) {
            report = try ScriptRunner.runWithAmbiguityRanges(
                script: script.script,
                containerConstraintsAreDeclaredWhenMade: StackViewRules.constraintsAreNewest(on: document.platform))
        } catch {
            let at = script.origin(of: error.location) ?? scene.location
            let failure = DocumentError("the scene could not be laid out: \(error.message)", at: at)
            let views = scene.allViews.map {
                SceneLayout.ViewResult(
                    view: $0, frame: $0.documentFrame, alignmentRect: $0.documentFrame, isAmbiguous: false,
                    ambiguousComponents: [], isCompared: false)
            }
            return SceneLayout(
                scene: scene, script: script, report: LayoutReport(file: document.file), views: views, notes: notes,
                failure: failure, storedFrameBreaks: storedFrameBreaks(of: scene, in: document))
        }
        var moved = relocate(report, script: script, scene: scene, file: document.file)
        let hidden = hiddenLengthConflicts(in: moved.conflicts, platform: document.platform)
        let masked = maskHeldArrangementConflicts(in: hidden.shown, scene: scene)
        let scale = pixelScale(of: document, scene: scene)
        let nearlyHeld = nearlyHeldConflicts(in: masked.shown, scene: scene, script: script, pixelScale: scale)
        moved.conflicts = nearlyHeld.shown
        var items: [String: LayoutReport.Item] = [:]
        var guideItems: [String: LayoutReport.Item] = [:]
        for item in moved.items { item.isGuide ? (guideItems[item.name] = item) : (items[item.name] = item) }
        var results: [SceneLayout.ViewResult] = []
        var nameOf: [String: String] = [:]
        for (name, id) in script.viewIDs { nameOf[id] = name }
        for view in scene.allViews {
            guard let name = nameOf[view.id], let item = items[name] else { continue }
            let f = item.frame
            let a = item.alignmentRect
            // Interface Builder stores frames in the superview; from an era on it flags a view whose frame there is
            // open, not one whose position only follows an ambiguous superview's (`AmbiguityRules`).
            let open =
                document.era.isAtLeast(AmbiguityRules.measuredInSuperviewFrom)
                ? item.ambiguousInSuperview ?? item.ambiguousComponents : item.ambiguousComponents
            let priority =
                !open.isEmpty ? priorityAmbiguity(of: item, viewIDs: script.viewIDs, platform: document.platform) : nil
            let content =
                AmbiguityRules.flagsScrollableContentSize(element: view.element, platform: document.platform)
                ? script.verifiedScrollContents[view.id].flatMap { guideItems[$0] }.map {
                    openContentSize(of: $0, viewIDs: script.viewIDs, platform: document.platform)
                } ?? [] : []
            results.append(
                SceneLayout.ViewResult(
                    view: view, frame: Rect(x: f.minX, y: f.minY, width: f.width, height: f.height),
                    alignmentRect: Rect(x: a.minX, y: a.minY, width: a.width, height: a.height),
                    isAmbiguous: (!open.isEmpty && priority == nil) || view.isFlaggedAmbiguousByEra || !content.isEmpty,
                    ambiguousComponents: open.map { "\($0)" },
                    isCompared: !view.isUnderDocumentFlag && StackViewSupport.isComparable(view),
                    priorityAmbiguity: priority, ambiguousContentSize: content))
        }
        if document.platform == .macOS { results = measuredDownInFlippedViews(results) }
        if !exact {
            let unrounded = results
            if let scale { results = roundedToPixels(results, scale: scale) }
            results = withUnstoredMetricReach(
                results, unrounded: unrounded, conflicts: moved.conflicts, scene: scene, of: document)
        }
        return SceneLayout(
            scene: scene, script: script, report: moved, views: results,
            notes: notes + hidden.notes + masked.notes + nearlyHeld.notes,
            storedFrameBreaks: exact ? [] : storedFrameBreaks(of: scene, in: document))
    }

    /// The required constraints a scene's stored frames break.
    static func storedFrameBreaks(of scene: DocumentScene, in document: InterfaceBuilderDocument) -> [StoredFrameBreak]
    {
        scene.constraintsBrokenByStoredFrames(
            platform: document.platform, pixelScale: pixelScale(of: document, scene: scene),
            safeAreaSidesAreBounds: ConflictRules.safeAreaSidesAreBounds(
                device: document.device, platform: document.platform))
    }

    /// How an ambiguous item's open numbers are bounded, or nil when one is open without bound.
    ///
    /// Xcode reports a view as having an ambiguous layout when a constraint is
    /// missing: a number of its frame could take any value. Numbers that
    /// constraints of equal priority share out (two labels with equal hugging
    /// in a row with room to spare), or that inequalities alone bound (a
    /// height only `<=` some value), take values within bounds; Xcode reports
    /// the first as a content priority ambiguity and the second not at all. A
    /// size counts as bounded below at 0 (no frame is drawn at a negative
    /// size), except that a view whose width or height reaches 0 in an
    /// optimal layout is ambiguous when it ties at equal priorities, and on iOS
    /// always: Auto Layout has no bound at 0, and Xcode flags such a view
    /// (`AmbiguityRules.flagsSizeHeldAtZero`). Items past the first 100 ambiguous ones, which have no ranges,
    /// are told by their cause alone: a tie at equal priorities is bounded.
    static func priorityAmbiguity(
        of item: LayoutReport.Item, viewIDs: [String: String], platform: InterfaceBuilderDocument.Platform
    ) -> SceneLayout.PriorityAmbiguity? {
        var tied: [String] = []
        var tieCount = 0
        if case .equalPriorities(let names, let total) = item.ambiguityCause {
            tied = names.compactMap { viewIDs[$0] }
            tieCount = total
        }
        guard !item.ambiguousRanges.isEmpty else {
            return tieCount > 0 ? SceneLayout.PriorityAmbiguity(ranges: [], tiedWith: tied, tieCount: tieCount) : nil
        }
        var ranges: [(component: String, lower: Double, upper: Double)] = []
        for range in item.ambiguousRanges {
            let isSize = range.component == .width || range.component == .height
            let lower = isSize ? max(range.lower, 0) : range.lower
            guard lower.isFinite, range.upper.isFinite else { return nil }
            // A view held at no size at all by nothing but the bound at 0, which Auto Layout does not have: Xcode
            // flags it ambiguous when it loses a tie, and on iOS always (`AmbiguityRules`).
            if isSize, lower <= 0, AmbiguityRules.flagsSizeHeldAtZero(platform: platform, tied: tieCount > 0) {
                return nil
            }
            ranges.append(("\(range.component)", lower, range.upper))
        }
        return SceneLayout.PriorityAmbiguity(ranges: ranges, tiedWith: tied, tieCount: tieCount)
    }

    /// Which of a scroll view's content guide's width and height are open without bound: `width`, `height`, or
    /// none. Numbers bounded on both sides (a tie at equal priorities, a size only `<=` something) are not.
    static func openContentSize(
        of guide: LayoutReport.Item, viewIDs: [String: String], platform: InterfaceBuilderDocument.Platform
    ) -> [String] {
        let sizes: Set<AmbiguityExplanation.Component> = [.width, .height]
        var sized = guide
        sized.ambiguousComponents = guide.ambiguousComponents.filter(sizes.contains)
        sized.ambiguousRanges = guide.ambiguousRanges.filter { sizes.contains($0.component) }
        guard !sized.ambiguousComponents.isEmpty,
            priorityAmbiguity(of: sized, viewIDs: viewIDs, platform: platform) == nil
        else { return [] }
        return sized.ambiguousComponents.map { "\($0)" }
    }

    /// The results with the frames of views in flipped AppKit superviews measured down from the superview's top.
    ///
    /// The script is written `coordinates unflipped`, so every frame comes
    /// back measured up from its superview's bottom; a flipped superview's
    /// subviews store theirs from its top (y = height − y − h, the superview's
    /// solved height), and so they are reported, to compare with the stored ones.
    static func measuredDownInFlippedViews(_ results: [SceneLayout.ViewResult]) -> [SceneLayout.ViewResult] {
        var heights: [String: Double] = [:]
        for result in results { heights[result.view.id] = result.frame.height }
        return results.map { result in
            guard let parent = result.view.superview, parent.isFlipped, let height = heights[parent.id] else {
                return result
            }
            var flipped = result
            flipped.frame.origin.y = height - result.frame.minY - result.frame.height
            flipped.alignmentRect.origin.y = height - result.alignmentRect.minY - result.alignmentRect.height
            return flipped
        }
    }

    /// The report with every location moved from the script onto the document's elements.
    static func relocate(_ report: LayoutReport, script: SceneScript, scene: DocumentScene, file: String)
        -> LayoutReport
    {
        var moved = report
        moved.file = file
        func place(_ location: SourceLocation) -> SourceLocation { script.origin(of: location) ?? scene.location }
        moved.items = report.items.map {
            var item = $0
            item.location = place(item.location)
            return item
        }
        moved.conflicts = report.conflicts.map { conflict in
            func reference(_ r: LayoutReport.ConstraintReference) -> LayoutReport.ConstraintReference {
                LayoutReport.ConstraintReference(
                    name: script.constraintNames[r.name] ?? r.name, location: place(r.location))
            }
            var moved = LayoutReport.Conflict(
                constraints: conflict.constraints.map(reference), broken: reference(conflict.broken))
            moved.brokenBy = conflict.brokenBy
            return moved
        }
        moved.diagnostics = report.diagnostics.map {
            LayoutReport.Diagnostic($0.severity, $0.message, at: place($0.location))
        }
        moved.expectations = []
        moved.variables = []
        return moved
    }
}
