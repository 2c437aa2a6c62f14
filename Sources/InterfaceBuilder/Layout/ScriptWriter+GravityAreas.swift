import TrellisLayout
import TrellisLayoutScript

/// An NSStackView with gravity areas (`distribution="gravityAreas"` or none), written as constraints.
///
/// The rules, from AppKit's NSStackView documentation (`spacing`,
/// `NSStackView.Gravity`, the hugging and clipping resistance priorities),
/// and where the documentation is silent, our reading of it:
/// - the arranged views lie in three groups along the axis: leading (top),
///   centre, trailing (bottom), each in document order;
/// - neighbours are at least `spacing` apart (required); within a group
///   exactly `spacing` at the larger of 750 and the stack's hugging along its
///   axis, across groups exactly `spacing` at the hugging priority — so with
///   the default 250 the room between groups grows as the stack grows;
///   `<customSpacing>` replaces `spacing` after a view;
/// - the leading group's first view sits on the leading edge (inset by
///   `edgeInsets`) and the trailing group's last view on the trailing edge,
///   required (our reading: that is what the gravity is); when the group at an
///   end is empty, the nearest view keeps at least the inset from that edge
///   (the clipping resistance, required) and exactly it at the hugging priority;
/// - the centre group is centred in the stack at 250 (`defaultLow`);
/// - across the axis, each view is aligned as `alignment` says (at
///   `StackViewRules.alignmentPriority`, below required),
///   stays within the stack's edges (required: the clipping resistance) and
///   within the insets (required, or at `StackViewRules.insetBoundPriority`
///   for a view that its own required constraint to the stack holds across
///   the axis, so that the constraint may put it into them), and the
///   stack hugs it at its hugging priority across the axis;
/// - a hidden view leaves the arrangement when the stack `detachesHiddenViews`
///   (it then keeps its stored frame); otherwise it keeps its place.
///
/// An NSStackView with `fillEqually` is written the same way, its views all
/// in the leading group, but with the required ends and spacing its
/// distribution documents, equal sizes along the axis at
/// `StackViewRules.fillEquallySizePriority`, and, across the axis, the stack
/// minimising its size at its hugging priority instead of hugging each view
/// (a view shorter than its neighbour is not stretched: `StackRules`). A `fill` NSStackView whose alignment yields
/// to an arranged view's own constraint is written like `fillEqually` without the equal sizes, and in every form
/// such a stack's alignment holds at `StackViewRules.yieldingAlignmentPriority`.
extension ScriptWriter {
    /// Writes the arrangement constraints of every modelled NSStackView with gravity areas or `fillEqually`.
    mutating func writeGravityAreas(_ all: [DocumentView]) {
        let stacks = all.filter {
            guard let stack = $0.stack, stack.isAppKit else { return false }
            return StackViewSupport.isWrittenAsConstraints(stack) && StackViewSupport.isModelled($0)
        }
        guard !stacks.isEmpty else { return }
        emit(.blank)
        emit(.comment("NSStackView gravity areas: leading, centre and trailing groups (fillEqually: one group)"))
        for stack in stacks { writeGravityArea(stack) }
    }

    private mutating func writeGravityArea(_ stackView: DocumentView) {
        guard let stack = stackView.stack, let s = names[stackView.id] else { return }
        let vertical = stack.axis == .vertical
        // Documents are laid out left to right, so leading is left.
        let (lead, trail, centre): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            vertical ? (.top, .bottom, .centerY) : (.left, .right, .centerX)
        let (crossLead, crossTrail, crossCentre): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            vertical ? (.left, .right, .centerX) : (.top, .bottom, .centerY)
        let e = stack.edgeInsets
        let (insetLead, insetTrail) = vertical ? (e.top, e.bottom) : (e.left, e.right)
        let (crossInsetLead, crossInsetTrail) = vertical ? (e.left, e.right) : (e.top, e.bottom)
        let hug = Double(vertical ? stack.verticalHugging : stack.horizontalHugging)
        let required = stack.distribution != "gravityAreas"
        let crossHug = Double(vertical ? stack.horizontalHugging : stack.verticalHugging)
        let detached = stackView.subviews.filter { stack.detachesHiddenViews && $0.isHidden }
        let arranged = stackView.subviews.filter { view in !detached.contains { $0.id == view.id } }
        let groups = [1, 2, 3].map { gravity in arranged.filter { ($0.gravity ?? 1) == gravity } }
        var counter = 0
        func rule(
            _ lhs: ScriptExpression, _ relation: Relation, _ rhs: ScriptExpression, _ priority: Double? = nil,
            at view: DocumentView
        ) {
            counter += 1
            let label = uniqueName("gravity_\(s)_\(counter)")
            constraintNames[label] = "NSStackView \(stackView.id) arrangement"
            emit(.constraint(label, lhs, relation, rhs, priority: priority), at: view.location)
        }
        func n(_ view: DocumentView, _ attribute: LayoutAttribute) -> ScriptExpression {
            .attribute(names[view.id] ?? view.id, attribute)
        }
        let stackEdge = { (attribute: LayoutAttribute) in ScriptExpression.attribute(s, attribute) }
        func spacing(after view: DocumentView) -> Double {
            guard let index = stackView.subviews.firstIndex(where: { $0.id == view.id }),
                index < stack.customSpacing.count,
                let custom = stack.customSpacing[index]
            else { return stack.spacing }
            return custom
        }

        let ordered = groups.flatMap { $0 }
        // The ends, before the gaps: where an arranged view's own constraints meet the arrangement, a gap is
        // the newer and breaks, and the stack keeps its first and last views on its edges.
        if let first = ordered.first {
            let inset = stackEdge(lead).offset(by: insetLead)
            if groups[0].isEmpty {
                rule(n(first, lead), .greaterThanOrEqual, inset, at: first)
                rule(n(first, lead), .equal, inset, hug, at: first)
            } else {
                rule(n(first, lead), .equal, inset, at: first)
            }
        }
        if let last = ordered.last {
            let inset = n(last, trail).offset(by: insetTrail)
            if groups[2].isEmpty && !required {
                rule(stackEdge(trail), .greaterThanOrEqual, inset, at: last)
                rule(stackEdge(trail), .equal, inset, hug, at: last)
            } else {
                rule(stackEdge(trail), .equal, inset, at: last)
            }
        }
        // Along the axis: gaps within and between groups.
        for (previous, next) in zip(ordered, ordered.dropFirst()) {
            let gap = n(previous, trail).offset(by: spacing(after: previous))
            let sameGroup = (previous.gravity ?? 1) == (next.gravity ?? 1)
            if required {
                rule(n(next, lead), .equal, gap, at: next)
                continue
            }
            rule(n(next, lead), .greaterThanOrEqual, gap, at: next)
            rule(n(next, lead), .equal, gap, sameGroup ? max(750, hug) : hug, at: next)
        }
        if stack.distribution == "fillEqually", let first = ordered.first {
            let size: LayoutAttribute = vertical ? .height : .width
            for view in ordered.dropFirst() {
                rule(n(view, size), .equal, n(first, size), Double(StackViewRules.fillEquallySizePriority), at: view)
            }
        }
        if let first = groups[1].first, let last = groups[1].last {
            // The centre group's middle on the stack's centre (within its insets).
            rule(
                n(first, lead).adding(.plus, n(last, trail)), .equal,
                stackEdge(centre).scaled(by: .written(2)).offset(by: insetLead - insetTrail), 250, at: first)
        }

        // Across the axis.
        let alignment = StackViewSupport.layoutAlignment(of: stack) ?? "center"
        let firstAligned = arranged.first
        let p = StackViewRules.alignmentPriority(on: .macOS)
        let alignmentPriority = p < 1000 ? Double(p) : nil
        let insetBound = Double(StackViewRules.insetBoundPriority)
        for view in arranged {
            let leadIn = stackEdge(crossLead).offset(by: crossInsetLead)
            let trailIn = n(view, crossTrail).offset(by: crossInsetTrail)
            switch alignment {
            case "leading", "top":
                rule(n(view, crossLead), .equal, leadIn, alignmentPriority, at: view)
            case "trailing", "bottom":
                rule(stackEdge(crossTrail), .equal, trailIn, alignmentPriority, at: view)
            case "firstBaseline", "lastBaseline":
                let baseline: LayoutAttribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                if let firstAligned, firstAligned.id != view.id {
                    rule(n(view, baseline), .equal, n(firstAligned, baseline), at: view)
                }
            default:
                let centred = stackEdge(crossCentre).offset(by: (crossInsetLead - crossInsetTrail) / 2)
                rule(n(view, crossCentre), .equal, centred, alignmentPriority, at: view)
            }
            rule(n(view, crossLead), .greaterThanOrEqual, stackEdge(crossLead), at: view)
            rule(stackEdge(crossTrail), .greaterThanOrEqual, n(view, crossTrail), at: view)
            let held = stack.viewsHeldAcrossByOwnConstraint.contains(view.id)
            rule(n(view, crossLead), .greaterThanOrEqual, leadIn, held ? insetBound : nil, at: view)
            rule(stackEdge(crossTrail), .greaterThanOrEqual, trailIn, held ? insetBound : nil, at: view)
            guard !required else { continue }
            rule(n(view, crossLead), .equal, leadIn, crossHug, at: view)
            rule(stackEdge(crossTrail), .equal, trailIn, crossHug, at: view)
        }
        if required, let first = arranged.first {
            // The hugging priority is the stack's priority "to minimize its size" (NSStackView's documentation).
            rule(stackEdge(vertical ? .width : .height), .equal, .written(0), crossHug, at: first)
        }
        for view in detached { writeStoredFramePin(view, in: s) }
    }
}
