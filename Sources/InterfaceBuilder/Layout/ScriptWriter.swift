import TrellisLayout
import TrellisLayoutScript

/// Writes a scene as a `.layout` script: views, guides, constraints, and optionally the stored frames as expectations.
///
/// Views come first (parents before children), then the guides the
/// constraints name, then the constraints in document order, then the
/// autoresizing constraints of views with fixed frames. Names are the
/// element (or user label) and the object id: `label_bNn_Hs_Jqi`.
struct ScriptWriter {
    let document: InterfaceBuilderDocument
    let scene: DocumentScene
    /// The script's lines, each with the document element it came from.
    var entries: [ScriptEntry] = []
    var origins: [SourceLocation?] = []
    var names: [String: String] = [:]
    var viewIDs: [String: String] = [:]
    var constraintNames: [String: String] = [:]
    var autoresizingHeights: [String: String] = [:]
    var views: [String: DocumentView] = [:]
    var guides: [String: DocumentGuide] = [:]
    /// Guide names made for ids, and for scroll views' content.
    var guideNames: [String: String] = [:]
    /// Scroll view id → its content guide's name, for scroll views whose content size Interface Builder verifies
    /// (`SceneScript.verifiedScrollContents`).
    var verifiedScrollContents: [String: String] = [:]
    var notes: [DocumentNote] = []
    var usedNames: Set<String> = []

    init(document: InterfaceBuilderDocument, scene: DocumentScene) {
        self.document = document
        self.scene = scene
    }

    /// Writes the script.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - scene: One of its scenes.
    ///   - expectations: Whether to end with `expect` lines for the stored frames of views the document does not flag.
    /// - Returns: The script and its map back to the document.
    ///   - taken: Names already used by scripts this one is joined to; none of them is used again.
    ///   - coordinates: Whether to write the `coordinates` statement (a script joined to an earlier one does not).
    static func write(
        _ document: InterfaceBuilderDocument, scene: DocumentScene, expectations: Bool = false,
        taken: Set<String> = [], coordinates: Bool = true
    ) -> SceneScript {
        var writer = ScriptWriter(document: document, scene: scene)
        writer.usedNames = taken
        writer.writeAll(expectations: expectations, coordinates: coordinates)
        var script = SceneScript(
            entries: writer.entries, file: document.file + "#" + scene.id, origins: writer.origins)
        script.viewIDs = writer.viewIDs
        script.constraintNames = writer.constraintNames
        script.autoresizingHeights = writer.autoresizingHeights
        script.verifiedScrollContents = writer.verifiedScrollContents
        script.notes = writer.notes
        script.usedNames = writer.usedNames
        return script
    }

    /// Opens a section of generated lines — a blank line, then `heading` as a comment — unless `opened` says it is
    /// open already; the section's writer calls this before each line, so a section with no lines has no heading.
    mutating func openSection(_ heading: String, unless opened: inout Bool) {
        guard !opened else { return }
        emit(.blank)
        emit(.comment(heading))
        opened = true
    }

    /// Adds a line, from the document element at `origin` when there is one.
    mutating func emit(_ entry: ScriptEntry, at origin: SourceLocation? = nil) {
        entries.append(entry)
        origins.append(origin)
    }

    /// Adds a statement, from the document element at `origin` when there is one.
    mutating func emit(_ statement: Statement.Kind, at origin: SourceLocation? = nil) {
        emit(.statement(statement), at: origin)
    }

    mutating func uniqueName(_ base: String) -> String {
        var name = base
        var counter = 2
        while usedNames.contains(name) || ["H", "V", "layout"].contains(name) {
            name = "\(base)_\(counter)"
            counter += 1
        }
        usedNames.insert(name)
        return name
    }

    mutating func writeAll(expectations: Bool, coordinates: Bool) {
        emit(
            .comment(
                "\(ScriptText.comment(document.file)): scene '\(ScriptText.comment(scene.name))' "
                    + "(\(ScriptText.comment(scene.id))), written by trellis import"))
        emit(.comment("Views are named by element (or user label) and object id; constraints by their id."))
        if coordinates { emit(.coordinates(document.platform == .macOS ? .unflipped : .flipped)) }
        let all = scene.allViews
        for view in all {
            views[view.id] = view
            names[view.id] = uniqueName(
                ScriptText.identifier((view.userLabel.map { $0 } ?? view.element) + "_" + view.id))
        }
        for guide in scene.guides { guides[guide.id] = guide }
        emit(.blank)
        for view in all { writeView(view) }
        writeGuides(all)
        let fixed = all.filter {
            $0.usesAutoresizing && $0.superview != nil && !isArranged($0) || isHeldByItsMaskInStack($0)
        }
        if !fixed.isEmpty {
            emit(.blank)
            emit(.comment("views with fixed frames: their autoresizing masks as constraints"))
            for view in fixed { writeAutoresizing(view) }
        }
        emit(.blank)
        emit(.comment("constraints stored in the document"))
        for constraint in scene.constraints where !constraint.isSplitViewPane { writeConstraint(constraint) }
        let panes = scene.constraints.filter(\.isSplitViewPane)
        if !panes.isEmpty {
            emit(.blank)
            emit(.comment("split view panes at their stored divider positions, as NSSplitView places them"))
            for constraint in panes { writeConstraint(constraint) }
        }
        writeStackViews(all)
        writeEqualSpacingPulls(all)
        writeUnsetCrossLengths(all)
        writeCollapsedStacks(all)
        writeGravityAreas(all)
        if expectations { writeExpectations(all) }
    }

    /// Whether the view is arranged by a stack view (its frame comes from the stack).
    func isArranged(_ view: DocumentView) -> Bool { view.superview?.stack != nil }

    /// Whether an arranged view of a modelled NSStackView keeps its autoresizing mask inside the stack: written
    /// before the stack, so its mask's constraints are the older where they meet the stack's. A hidden view the
    /// stack detaches keeps its stored frame instead.
    func isHeldByItsMaskInStack(_ view: DocumentView) -> Bool {
        guard view.keepsAutoresizingMaskInStack, let stackView = view.superview else { return false }
        return StackViewSupport.isModelled(stackView) && !StackViewSupport.collapsesWhenHidden(view)
    }

    mutating func writeView(_ view: DocumentView) {
        guard let name = names[view.id] else { return }
        viewIDs[name] = view.id
        let parentName = view.superview.flatMap { names[$0.id] }
        var properties: [ViewProperty] = []
        if parentName == nil, !view.isWindowContent {
            let f = view.documentFrame
            properties.append(
                .frame(
                    x: .written(f.minX), y: .written(f.minY), width: .written(max(f.width, 0)),
                    height: .written(max(f.height, 0))))
        }
        if view.intrinsic.width != nil || view.intrinsic.height != nil {
            properties.append(
                .intrinsic(
                    width: view.intrinsic.width.map { .written(max($0, 0)) },
                    height: view.intrinsic.height.map { .written(max($0, 0)) }))
        }
        if view.hugging != (250, 250) {
            properties.append(
                .hugging(horizontal: .whole(view.hugging.horizontal), vertical: .whole(view.hugging.vertical)))
        }
        if view.resistance != (750, 750) {
            properties.append(
                .compressionResistance(
                    horizontal: .whole(view.resistance.horizontal), vertical: .whole(view.resistance.vertical)))
        }
        let a = view.alignmentInsets
        if a != .zero {
            properties.append(
                .alignmentInsets(
                    top: .written(a.top), left: .written(a.left), bottom: .written(a.bottom), right: .written(a.right)))
        }
        if let baseline = view.baselineFromBottom { properties.append(.baseline(.written(baseline))) }
        if let first = view.firstBaselineFromTop { properties.append(.firstBaseline(.written(first))) }
        let s = view.insetsMarginsFromSafeArea ? view.safeAreaInsets : .zero
        let m = EdgeInsets(
            top: view.margins.top + s.top, left: view.margins.left + s.left, bottom: view.margins.bottom + s.bottom,
            right: view.margins.right + s.right)
        if m != EdgeInsets(8, 8, 8, 8) {
            properties.append(
                .margins(
                    top: .written(m.top), left: .written(m.left), bottom: .written(m.bottom), right: .written(m.right)))
        }
        if StackViewSupport.collapsesWhenHidden(view) { properties.append(.hidden(true)) }
        if let stack = view.stack, StackViewSupport.isScriptStack(view), let parentName,
            var declaration = Self.stackDeclaration(stack, name: name, parent: parentName)
        {
            declaration.properties = properties
            emit(.stack(declaration), at: view.location)
        } else {
            emit(
                .view(
                    ViewDeclaration(
                        name: .written(name), parent: parentName.map { .written($0) }, properties: properties)),
                at: view.location)
        }
        if view.isWindowContent { writeWindowContentSize(view, name: name) }
    }

    /// A window's content view: placed at its stored origin, its stored size at priority 500
    /// (NSLayoutPriorityWindowSizeStayPut), so constraints inside it may resize the window.
    mutating func writeWindowContentSize(_ view: DocumentView, name: String) {
        let f = view.documentFrame
        emit(.constraint(nil, .attribute(name, .left), .equal, .written(f.minX)), at: view.location)
        emit(.constraint(nil, .attribute(name, .top), .equal, .written(f.minY)), at: view.location)
        emit(
            .constraint(nil, .attribute(name, .width), .equal, .written(max(f.width, 0)), priority: 500),
            at: view.location)
        emit(
            .constraint(nil, .attribute(name, .height), .equal, .written(max(f.height, 0)), priority: 500),
            at: view.location)
    }
}
