import TrellisLayout

extension DocumentReader {
    /// An NSStackView's attributes, with AppKit's defaults for what the element leaves out.
    ///
    /// `orientation` (horizontal), `distribution` (`gravityAreas`), `alignment`
    /// (`centerY` across a horizontal stack, `centerX` across a vertical one),
    /// `spacing` (8), `<edgeInsets key="edgeInsets">` (none), the stack's
    /// hugging (250; a stored one at the whole level at or below it) and
    /// clipping resistance (1000) priorities per axis,
    /// `detachesHiddenViews` (no), `<visibilityPriorities>` and `<customSpacing>`
    /// (`3.4028234663852886e+38`, the largest float, is "use the stack's spacing").
    func readAppKitStackAttributes(_ element: XMLElementNode) -> StackAttributes {
        var stack = StackAttributes()
        stack.isAppKit = true
        stack.axis = element["orientation"] == "vertical" ? .vertical : .horizontal
        stack.distribution = element["distribution"] ?? "gravityAreas"
        stack.alignment = element["alignment"] ?? (stack.axis == .vertical ? "centerX" : "centerY")
        stack.spacing = element.number("spacing") ?? 8
        if let insets = element.child("edgeInsets", key: "edgeInsets") {
            stack.edgeInsets = EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        }
        // Interface Builder stores these as floats (249.99998474121094): whole levels, without a note.
        func level(_ attribute: String, _ fallback: Int) -> Int {
            guard let value = element.number(attribute), value.isFinite else { return fallback }
            return Int(min(max(value.rounded(), 1), 1000))
        }
        stack.horizontalHugging = huggingPriority(element, "horizontalStackHuggingPriority")
        stack.verticalHugging = huggingPriority(element, "verticalStackHuggingPriority")
        stack.resistsClipping =
            level("horizontalClippingResistancePriority", 1000) == 1000
            && level("verticalClippingResistancePriority", 1000) == 1000
        stack.detachesHiddenViews = element.flag("detachesHiddenViews") ?? false
        let visibility = element.grandchildren(in: "visibilityPriorities").compactMap { $0.number("value") }
        stack.visibilityMustHold = visibility.allSatisfy { $0 >= 1000 }
        stack.customSpacing = element.grandchildren(in: "customSpacing").map { real in
            guard let value = real.number("value"), value.isFinite, value < 1e30 else { return nil }
            return value
        }
        stack.arrangedViewOwnsAlignedEdge = arrangedViewOwnsAlignedEdge(element, stack)
        stack.viewsHeldAcrossByOwnConstraint = viewsHeldAcrossByOwnConstraint(element, stack)
        stack.hasDetachedView =
            stack.detachesHiddenViews
            && Self.arrangedElements(of: element).contains { $0.flag("hidden") == true }
        stack.hasViewHeldByItsMask =
            StackViewRules.arrangedViewsKeepAutoresizingMasks(on: platform)
            && Self.arrangedElements(of: element).contains { view in
                view.flag("translatesAutoresizingMaskIntoConstraints") != false
                    && !(stack.detachesHiddenViews && view.flag("hidden") == true)
            }
        return stack
    }

    /// An NSStackView's hugging priority on one axis, at the whole level at or below the stored value: Interface
    /// Builder's 249.99998474121094 is below a view's default hugging of 250, so it is written 249, not 250
    /// (`StackViewRules.stackHuggingLevel`).
    func huggingPriority(_ element: XMLElementNode, _ attribute: String) -> Int {
        guard let value = element.number(attribute), value.isFinite else { return StackViewRules.defaultStackHugging }
        return StackViewRules.stackHuggingLevel(stored: value)
    }

    /// Whether one of an NSStackView's `<constraints>` holds an arranged view's aligned edge (the edge a
    /// `leading`, `trailing`, `top` or `bottom` alignment puts on the stack's, inset by `edgeInsets`) at another
    /// offset from the stack, or its centre across the axis on the stack's, as required.
    func arrangedViewOwnsAlignedEdge(_ element: XMLElementNode, _ stack: StackAttributes) -> Bool {
        let vertical = stack.axis == .vertical
        let e = stack.edgeInsets
        let aligned: [String: (edge: Set<String>, inset: Double)] = [
            "leading": (["leading", "left"], e.left), "left": (["leading", "left"], e.left),
            "trailing": (["trailing", "right"], e.right), "right": (["trailing", "right"], e.right),
            "top": (["top"], e.top), "bottom": (["bottom"], e.bottom),
        ]
        guard let (edges, inset) = aligned[stack.alignment] else { return false }
        let centre = vertical ? "centerX" : "centerY"
        guard let stackID = element["id"] else { return false }
        let arranged = Set(Self.arrangedElements(of: element).compactMap { $0["id"] })
        return element.grandchildren(in: "constraints").contains { constraint in
            guard (constraint.number("priority") ?? 1000) >= 1000, constraint["relation"] == nil,
                let first = constraint["firstAttribute"], let second = constraint["secondAttribute"], first == second
            else { return false }
            let items = [constraint["firstItem"] ?? stackID, constraint["secondItem"] ?? stackID]
            guard items.contains(stackID), items.contains(where: arranged.contains) else { return false }
            if first == centre { return true }
            return edges.contains(first) && abs(abs(constraint.number("constant") ?? 0) - inset) > 0.5
        }
    }

    /// The arranged views that one of an NSStackView's `<constraints>` holds to the stack across its axis as
    /// required (an edge, the centre or the size across): only those views' edge-inset bounds yield
    /// (`StackViewRules.insetBoundPriority`), so that no other view's inset bound changes.
    func viewsHeldAcrossByOwnConstraint(_ element: XMLElementNode, _ stack: StackAttributes) -> Set<String> {
        let across: Set<String> =
            stack.axis == .vertical
            ? ["leading", "trailing", "left", "right", "centerX", "width"]
            : ["top", "bottom", "centerY", "height"]
        guard let stackID = element["id"] else { return [] }
        let arranged = Set(Self.arrangedElements(of: element).compactMap { $0["id"] })
        var held: Set<String> = []
        for constraint in element.grandchildren(in: "constraints") {
            guard (constraint.number("priority") ?? 1000) >= 1000,
                let first = constraint["firstAttribute"], across.contains(first),
                constraint["secondAttribute"].map(across.contains) ?? false
            else { continue }
            let items = [constraint["firstItem"] ?? stackID, constraint["secondItem"] ?? stackID]
            guard items.contains(stackID) else { continue }
            held.formUnion(items.filter(arranged.contains))
        }
        return held
    }

    /// An NSStackView's arranged view elements: those of `<subviews>`, then those of its gravity groups.
    static func arrangedElements(of element: XMLElementNode) -> [XMLElementNode] {
        element.grandchildren(in: "subviews")
            + ["beginningViews", "middleViews", "endViews"].flatMap { element.grandchildren(in: $0) }
    }

    /// The views of an NSStackView's gravity groups (`<beginningViews>`, `<middleViews>`,
    /// `<endViews>`), read as its arranged subviews after those of `<subviews>`, each with its gravity.
    mutating func readGravityGroups(_ element: XMLElementNode, into view: inout DocumentView, parts: inout SceneParts) {
        for (gravity, key) in [(1, "beginningViews"), (2, "middleViews"), (3, "endViews")] {
            for child in element.grandchildren(in: key) where !excluded.contains(child["id"] ?? "") {
                guard var subview = readView(child, superview: view, into: &parts) else { continue }
                subview.gravity = gravity
                view.subviews.append(subview)
            }
        }
    }
}
