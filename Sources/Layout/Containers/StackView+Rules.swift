import TrellisSolver

/// The rules of a stack view's arrangement (the table in `StackView+Arrangement.swift`).
extension StackView {
    /// Every constraint the arrangement wants now.
    ///
    /// Notes whether any arranged view is hidden (`hadHiddenArrangedViews`).
    func makeRules() -> [ArrangementRule] {
        let views = arrangedSubviews
        let visible = views.filter { !$0.isHidden }
        hadHiddenArrangedViews = visible.count != views.count
        let members = visible.indices.map { index in
            RuleMember(view: visible[index], index: index, previous: index > 0 ? visible[index - 1] : nil)
        }
        return makeRules(along: members, across: views, visible: visible, arranged: views)
    }

    /// The constraints the arrangement wants now of `views` alone (the
    /// views a rule is named after), in the order `makeRules()` gives them.
    ///
    /// - Precondition: No arranged view is hidden; `views` are arranged, in
    ///   their order; under `fill`, `views` is at most the first view (the
    ///   only one whose index-dependent weight this reads right).
    /// - Complexity: Linear in `views`.
    func makeRules(for views: [View]) -> [ArrangementRule] {
        let first = arrangedList.first
        let second = first.flatMap { arrangedList.neighbours(of: $0).next }
        let members = views.map { view in
            RuleMember(
                view: view, index: view === first ? 0 : view === second ? 1 : 2,
                previous: arrangedList.neighbours(of: view).previous
            )
        }
        let ends = [first, second].compactMap { $0 } + (arrangedList.last.map { [$0] } ?? [])
        return makeRules(along: members, across: views, visible: ends, arranged: [], count: arrangedList.count)
    }

    /// A visible view whose rules along the axis are derived, with its index
    /// among the visible views and the visible view before it.
    struct RuleMember {
        let view: View
        /// The view's index among the visible views; a partial derivation
        /// gives 0, 1 and 2 for every later view (what the rules read).
        let index: Int
        let previous: View?
    }

    /// The rules of `along` (along the axis) and `across` (across it, and
    /// hiding), in the order of the table in `StackView+Arrangement.swift`.
    ///
    /// - Parameters:
    ///   - visible: The visible views, or (partial) the first, second and last.
    ///   - arranged: Every arranged view, for the hiding rules; empty when none is hidden.
    ///   - count: The number of visible views, when `visible` is not all of them.
    private func makeRules(
        along members: [RuleMember], across acrossViews: [View], visible: [View], arranged views: [View],
        count: Int? = nil
    ) -> [ArrangementRule] {
        var rules: [ArrangementRule] = []
        let prefix = name + "."
        func rule(
            _ id: String, _ lhs: LayoutExpression, _ relation: Relation, _ rhs: LayoutExpression,
            _ constant: Double = 0, _ priority: Priority = .required, isHiding: Bool = false
        ) {
            rules.append(
                ArrangementRule(
                    identifier: prefix + id, lhs: lhs, relation: relation, rhs: rhs, constant: constant,
                    priority: priority, isHiding: isHiding))
        }
        let along = alongAttributes
        let visibleCount = count ?? visible.count
        let firstVisible = visible.first, lastVisible = visible.last
        let baselineGaps = isBaselineRelativeArrangement && axis == .vertical

        // Along the axis: the rules between the views' lengths, and the ends
        // and gaps. The lengths are in the solver through hugging and
        // resistance before the stack's rules arrive; a rule between them
        // added after the chain of edges that closes a fixed-length stack is
        // solved through phase one over rows as long as the stack, so they go
        // first. `fill`'s weak pulls are the exception: they go after the
        // edges, the last view's first. When the chain closes, one view takes
        // the stack's slack (the first: phase one enters the lowest id);
        // pulls added while it has none move nothing, and its own pull, added
        // last, moves the slack once, to the view whose pull is weakest. In
        // view order each pull would move it one view on, a pivot over the
        // row that holds every view.
        func lengthRules() {
            switch distribution {
            case .fill:
                // Ties between equal hugging or resistance go by index: each
                // view keeps its intrinsic length, weaker for later views
                // (`ArrangementRule.indexTieBreakWeight`), so the last of the
                // tied views absorbs.
                for member in members.reversed() {
                    guard let length = intrinsicLength(of: member.view, along: axis) else { continue }
                    let weight = ArrangementRule.indexTieBreakWeight(member.index, of: visibleCount)
                    rule(
                        "Trellis-fill-order.\(member.view.name)", member.view[along.length] * weight, .equal,
                        LayoutExpression(), length * weight, ArrangementRule.indexTieBreakPriority)
                }
            case .fillEqually:
                for member in members where member.index > 0 {
                    rule(
                        "UISV-fill-equally.\(member.view.name)", member.view[along.length], .equal,
                        firstVisible![along.length])
                }
            case .fillProportionally:
                let lengths = members.map { intrinsicLength(of: $0.view, along: axis) }
                let known = lengths.compactMap { $0 }
                let total = known.reduce(0, +)
                if known.count == members.count && total > 0 {
                    let totalGap = members.dropFirst().reduce(0) { $0 + gap(after: $1.previous!) }
                    let stackLength = edge(along.trail) - edge(along.lead)
                    for (index, member) in members.enumerated() {
                        let share = lengths[index]! / total
                        rule(
                            "UISV-fill-proportionally.\(member.view.name)", member.view[along.length], .equal,
                            stackLength * share, -share * totalGap, 999)
                    }
                } else {
                    // UIKit shares the stack by fitting lengths where a view has no intrinsic one; Trellis
                    // does not share by them, but pulls such views toward their fitting lengths, which is
                    // UIKit's result where the stack is not stretched. At 49, just below a fitting query's
                    // and `~ fitting`'s 50, so that those decide first rather than tie with the pull.
                    for (index, member) in members.enumerated() where lengths[index] == nil {
                        rule(
                            "Trellis-proportional-fitting.\(member.view.name)", member.view[along.length], .equal,
                            LayoutExpression(), 0, 49)
                    }
                }
            case .equalSpacing:
                guard visibleCount > 2 else { break }
                let firstGap = visible[1][along.lead] - visible[0][along.trail]
                for member in members where member.index >= 2 {
                    let gap = member.view[along.lead] - member.previous![along.trail]
                    rule("UISV-distributing.\(member.view.name)", gap, .equal, firstGap)
                }
            case .equalCentering:
                guard visibleCount > 2 else { break }
                func centre(_ view: View) -> LayoutExpression { (view[along.lead] + view[along.trail]) * 0.5 }
                let firstDistance = centre(visible[1]) - centre(visible[0])
                for member in members where member.index >= 2 {
                    let distance = centre(member.view) - centre(member.previous!)
                    rule("UISV-distributing.\(member.view.name)", distance, .equal, firstDistance, 0, 999)
                }
            }
        }
        func edgeRules() {
            if let first = firstVisible, members.first?.view === first {
                rules.append(leadingConnectionRule(for: first))
            }
            // `equalSpacing`'s spacing rules go before the closing edge: each
            // after the first then expands to the first one's slack and its
            // distributing rule, and the solver holds it as implied, out of
            // the tableau (`SolverCore+ImpliedInequalities.swift`). After
            // the closing edge, each would be a row as long as the stack.
            let spacingFirst = distribution == .equalSpacing
            if !spacingFirst { closingEdgeRule() }
            let spacingRelation: Relation =
                distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
            for member in members {
                guard let previous = member.previous else { continue }
                let next = member.view
                let (lhs, rhs) =
                    baselineGaps
                    ? (next[.firstBaseline], previous[.lastBaseline]) : (next[along.lead], previous[along.trail])
                rule("UISV-spacing.\(next.name)", lhs, spacingRelation, rhs, gap(after: previous))
            }
            if spacingFirst { closingEdgeRule() }
        }
        func closingEdgeRule() {
            if let last = lastVisible, members.last?.view === last {
                rule(
                    "UISV-canvas-connection.\(last.name).\(along.trail)", edge(along.trail), .equal,
                    last[along.trail])
            }
        }
        if distribution == .fill {
            edgeRules()
            lengthRules()
        } else {
            lengthRules()
            edgeRules()
        }

        // Hidden views collapse where they stand in the order, as UIKit places them (Interface Builder's stored
        // frames): in the middle of the gap between their visible neighbours, ending at the stack's leading edge
        // before the first visible view, starting at its trailing edge after the last.
        // One pass back for each view's next visible neighbour, one forward for its previous: linear in the views.
        let anyHidden = views.contains { $0.isHidden }
        var nextVisible = [View?](repeating: nil, count: anyHidden ? views.count : 0)
        var following: View?
        for index in views.indices.reversed() where anyHidden {
            nextVisible[index] = following
            if !views[index].isHidden { following = views[index] }
        }
        var previous: View?
        for (index, view) in views.enumerated() where anyHidden {
            guard view.isHidden else {
                previous = view
                continue
            }
            rule("UISV-hiding.\(view.name)", view[along.length], .equal, LayoutExpression(), isHiding: true)
            let id = "UISV-hiding.\(view.name).\(along.lead)"
            switch (previous, nextVisible[index]) {
            case (let previous?, let next?):
                rule(
                    id, view[along.lead], .equal, (previous[along.trail] + next[along.lead]) * 0.5, isHiding: true)
            case (_?, nil): rule(id, view[along.lead], .equal, edge(along.trail), isHiding: true)
            case (nil, _?): rule(id, view[along.trail], .equal, edge(along.lead), isHiding: true)
            case (nil, nil): rule(id, view[along.lead], .equal, edge(along.lead), isHiding: true)
            }
        }

        // Across the axis.
        let across = acrossAttributes
        var aligned = alignment
        if axis == .vertical {
            if aligned == .firstBaseline { aligned = .leading }
            if aligned == .lastBaseline { aligned = .trailing }
        }
        if aligned == .top { aligned = .leading }
        if aligned == .bottom { aligned = .trailing }
        guard let first = arrangedList.first else { return rules }
        let optionalAlignment = alignmentPriority < .required
        for view in acrossViews {
            let name = view.name
            switch aligned {
            case .leading where optionalAlignment:
                rule("UISV-alignment.\(name)", view[across.lead], .equal, edge(across.lead), 0, alignmentPriority)
                rule(
                    "UISV-spanning-boundary.\(name).\(across.lead)", view[across.lead], .greaterThanOrEqual,
                    edge(across.lead))
            case .trailing where optionalAlignment:
                rule("UISV-alignment.\(name)", edge(across.trail), .equal, view[across.trail], 0, alignmentPriority)
                rule(
                    "UISV-spanning-boundary.\(name).\(across.trail)", edge(across.trail), .greaterThanOrEqual,
                    view[across.trail])
            case .center where optionalAlignment:
                rule("UISV-alignment.\(name)", view[across.center], .equal, edge(across.center), 0, alignmentPriority)
            case .fill:
                rule("UISV-canvas-connection.\(name).\(across.lead)", view[across.lead], .equal, edge(across.lead))
                rule("UISV-canvas-connection.\(name).\(across.trail)", edge(across.trail), .equal, view[across.trail])
                continue
            case .leading:
                if view === first {
                    rule("UISV-canvas-connection.\(name).\(across.lead)", view[across.lead], .equal, edge(across.lead))
                } else {
                    rule("UISV-alignment.\(name)", view[across.lead], .equal, first[across.lead])
                }
            case .trailing:
                if view === first {
                    rule(
                        "UISV-canvas-connection.\(name).\(across.trail)", edge(across.trail), .equal, view[across.trail]
                    )
                } else {
                    rule("UISV-alignment.\(name)", view[across.trail], .equal, first[across.trail])
                }
            case .center:
                let target = view === first ? edge(across.center) : first[across.center]
                rule("UISV-alignment.\(name)", view[across.center], .equal, target)
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = aligned == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { rule("UISV-alignment.\(name)", view[baseline], .equal, first[baseline]) }
            case .top, .bottom:
                break
            }
            if aligned != .leading {
                rule(
                    "UISV-spanning-boundary.\(name).\(across.lead)", view[across.lead], .greaterThanOrEqual,
                    edge(across.lead))
                rule("UISV-spanning-fit.\(name).\(across.lead)", view[across.lead], .equal, edge(across.lead), 0, 51)
            }
            if aligned != .trailing {
                rule(
                    "UISV-spanning-boundary.\(name).\(across.trail)", edge(across.trail), .greaterThanOrEqual,
                    view[across.trail])
                // Weaker than the leading pull, so that a row that can sit
                // anywhere in a thicker stack (baselines aligned) sits at its top.
                rule(
                    "UISV-spanning-fit.\(name).\(across.trail)", edge(across.trail), .equal, view[across.trail], 0, 50.5
                )
            }
            if intrinsicLength(of: view, along: axis == .horizontal ? .vertical : .horizontal) == nil {
                rule("UISV-ambiguity-suppression.\(name)", view[across.length], .equal, LayoutExpression(), 0, 25)
            }
        }
        return rules
    }

    /// The first visible view's leading canvas connection: `first.lead == stack.lead`.
    func leadingConnectionRule(for first: View) -> ArrangementRule {
        let along = alongAttributes
        return ArrangementRule(
            identifier: name + ".UISV-canvas-connection.\(first.name).\(along.lead)", lhs: first[along.lead],
            relation: .equal, rhs: edge(along.lead), constant: 0, priority: .required)
    }

    /// A view's intrinsic length on an axis, when it has one.
    private func intrinsicLength(of view: View, along axis: LayoutAxis) -> Double? {
        let size = view.layoutContentSize
        let length = axis == .horizontal ? size.width : size.height
        return length >= 0 && length.isFinite ? length : nil
    }
}
