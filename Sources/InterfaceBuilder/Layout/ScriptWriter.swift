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
    var lines: [String] = []
    var origins: [SourceLocation?] = []
    var names: [String: String] = [:]
    var viewIDs: [String: String] = [:]
    var constraintNames: [String: String] = [:]
    var views: [String: DocumentView] = [:]
    var guides: [String: DocumentGuide] = [:]
    /// Guide names made for ids, and for scroll views' content.
    var guideNames: [String: String] = [:]
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
    static func write(
        _ document: InterfaceBuilderDocument, scene: DocumentScene, expectations: Bool = false,
        taken: Set<String> = []
    ) -> SceneScript {
        var writer = ScriptWriter(document: document, scene: scene)
        writer.usedNames = taken
        writer.writeAll(expectations: expectations)
        return SceneScript(
            text: writer.lines.joined(separator: "\n") + "\n", origins: writer.origins, viewIDs: writer.viewIDs,
            constraintNames: writer.constraintNames, notes: writer.notes, usedNames: writer.usedNames)
    }

    /// Opens a section of generated lines — a blank line, then `heading` as a comment — unless `opened` says it is
    /// open already; the section's writer calls this before each line, so a section with no lines has no heading.
    mutating func openSection(_ heading: String, unless opened: inout Bool) {
        guard !opened else { return }
        emit("")
        emit("# " + heading)
        opened = true
    }

    mutating func emit(_ line: String, at origin: SourceLocation? = nil) {
        lines.append(line)
        origins.append(origin)
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

    mutating func writeAll(expectations: Bool) {
        emit(
            "# \(ScriptText.comment(document.file)): scene '\(ScriptText.comment(scene.name))' "
                + "(\(ScriptText.comment(scene.id))), written by trellis import")
        emit("# Views are named by element (or user label) and object id; constraints by their id.")
        emit("coordinates \(document.platform == .macOS ? "unflipped" : "flipped")")
        let all = scene.allViews
        for view in all {
            views[view.id] = view
            names[view.id] = uniqueName(
                ScriptText.identifier((view.userLabel.map { $0 } ?? view.element) + "_" + view.id))
        }
        for guide in scene.guides { guides[guide.id] = guide }
        emit("")
        for view in all { writeView(view) }
        writeGuides(all)
        let fixed = all.filter { $0.usesAutoresizing && $0.superview != nil && !isArranged($0) }
        if !fixed.isEmpty {
            emit("")
            emit("# views with fixed frames: their autoresizing masks as constraints")
            for view in fixed { writeAutoresizing(view) }
        }
        emit("")
        emit("# constraints stored in the document")
        for constraint in scene.constraints where !constraint.isSplitViewPane { writeConstraint(constraint) }
        let panes = scene.constraints.filter(\.isSplitViewPane)
        if !panes.isEmpty {
            emit("")
            emit("# split view panes at their stored divider positions, as NSSplitView places them")
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

    mutating func writeView(_ view: DocumentView) {
        guard let name = names[view.id] else { return }
        viewIDs[name] = view.id
        var parts = ["view", name]
        if let stack = view.stack, StackViewSupport.isScriptStack(view), let parent = view.superview,
            let parentName = names[parent.id]
        {
            parts = ["stack", name, "in", parentName] + Self.stackOptions(stack)
        } else if let parent = view.superview, let parentName = names[parent.id] {
            parts += ["in", parentName]
        } else if !view.isWindowContent {
            let f = view.documentFrame
            parts += [
                "frame", ScriptText.number(f.minX), ScriptText.number(f.minY), ScriptText.number(max(f.width, 0)),
                ScriptText.number(max(f.height, 0)),
            ]
        }
        if view.intrinsic.width != nil || view.intrinsic.height != nil {
            let w = view.intrinsic.width.map { ScriptText.number(max($0, 0)) } ?? "none"
            let h = view.intrinsic.height.map { ScriptText.number(max($0, 0)) } ?? "none"
            parts += ["intrinsic", w, h]
        }
        if view.hugging != (250, 250) { parts += ["hug", "\(view.hugging.horizontal)", "\(view.hugging.vertical)"] }
        if view.resistance != (750, 750) {
            parts += ["resist", "\(view.resistance.horizontal)", "\(view.resistance.vertical)"]
        }
        let a = view.alignmentInsets
        if a != .zero {
            parts += [
                "insets", ScriptText.number(a.top), ScriptText.number(a.left), ScriptText.number(a.bottom),
                ScriptText.number(a.right),
            ]
        }
        if let baseline = view.baselineFromBottom { parts += ["baseline", ScriptText.number(baseline)] }
        if let first = view.firstBaselineFromTop { parts += ["firstBaseline", ScriptText.number(first)] }
        let s = view.insetsMarginsFromSafeArea ? view.safeAreaInsets : .zero
        let m = EdgeInsets(
            top: view.margins.top + s.top, left: view.margins.left + s.left, bottom: view.margins.bottom + s.bottom,
            right: view.margins.right + s.right)
        if m != EdgeInsets(8, 8, 8, 8) {
            parts += [
                "margins", ScriptText.number(m.top), ScriptText.number(m.left), ScriptText.number(m.bottom),
                ScriptText.number(m.right),
            ]
        }
        if StackViewSupport.collapsesWhenHidden(view) { parts += ["hidden", "yes"] }
        emit(parts.joined(separator: " "), at: view.location)
        if view.isWindowContent { writeWindowContentSize(view, name: name) }
    }

    /// A window's content view: placed at its stored origin, its stored size at priority 500
    /// (NSLayoutPriorityWindowSizeStayPut), so constraints inside it may resize the window.
    mutating func writeWindowContentSize(_ view: DocumentView, name: String) {
        let f = view.documentFrame
        emit("\(name).left == \(ScriptText.number(f.minX))", at: view.location)
        emit("\(name).top == \(ScriptText.number(f.minY))", at: view.location)
        emit("\(name).width == \(ScriptText.number(max(f.width, 0))) @500", at: view.location)
        emit("\(name).height == \(ScriptText.number(max(f.height, 0))) @500", at: view.location)
    }
}
