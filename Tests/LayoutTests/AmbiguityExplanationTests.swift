import Testing
import TrellisLayout
import TrellisSolver

/// `LayoutEngine.ambiguityExplanation(of:)`: what is open, why, over what range.
@Suite struct AmbiguityExplanationTests {
    /// Labels a and b, 100×20 intrinsic with hugging 250, side by side
    /// filling the 320-wide root, both at its top.
    func twoLabelsTyingInARow() -> (LayoutEngine, View, View) {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 100, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 100, height: 20))
        LayoutConstraint.activate([
            a.leadingAnchor .== root.leadingAnchor, b.leadingAnchor .== a.trailingAnchor,
            b.trailingAnchor .== root.trailingAnchor, a.topAnchor .== root.topAnchor, b.topAnchor .== root.topAnchor,
        ])
        return (engine, a, b)
    }

    /// Two 100-wide labels fill a 320-wide root, each with hugging 250: the
    /// 120 points of slack cost 120 at level 250 however they are shared, so
    /// a.width ranges over [100, 220] (b at least 100) and b.x = a.width likewise.
    @Test func equalHuggingTies() throws {
        let (engine, a, _) = twoLabelsTyingInARow()
        let explanation = try #require(engine.ambiguityExplanation(of: a))
        #expect(explanation.components == [.width])
        #expect(explanation.range(of: .width) == 100...220)
        #expect(explanation.range(of: .x) == nil)
        guard case .equalPriorities(let others, let total) = explanation.cause else {
            Issue.record("cause \(explanation.cause)")
            return
        }
        #expect(others.map(\.name) == ["b"] && total == 1)
        #expect(
            explanation.description
                == "view 'a' is ambiguous: its width is not determined; it ties with 'b' at equal priority; "
                + "give one of the views a different hugging or compression resistance priority")
        let all = engine.ambiguityExplanations()
        #expect(all.map(\.item.name) == ["a", "b"])
        #expect(all[1].components == [.x, .width] && all[1].range(of: .x) == 100...220)
    }

    /// A 50 × 20 view pinned at y = 0 with no horizontal position: x is open
    /// without bound, and with no optional constraint in the layout the cause
    /// is a missing constraint.
    @Test func missingConstraint() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        LayoutConstraint.activate([a.widthAnchor .== 50, a.heightAnchor .== 20, a.topAnchor .== root.topAnchor])
        let explanation = try #require(engine.ambiguityExplanation(of: a))
        #expect(explanation.components == [.x])
        #expect(explanation.range(of: .x) == -Double.infinity...Double.infinity)
        guard case .underconstrained = explanation.cause else {
            Issue.record("cause \(explanation.cause)")
            return
        }
        #expect(explanation.hint == "add a constraint on its leading or trailing edge (or its centerX)")
        #expect(engine.ambiguityExplanation(of: root) == nil)
    }

    /// x >= 10 and x <= 30, nothing else: any x in [10, 30] is optimal.
    @Test func variableRange() {
        let engine = LayoutEngine()
        let x = engine.makeVariable("x")
        engine.activate([try! LayoutExpression(x) .>= 10, try! LayoutExpression(x) .<= 30])
        #expect(engine.valueRange(of: x) == 10...30)
    }

    /// The tie of `equalHuggingTies` asked for edges directly: a.right =
    /// a.width in [100, 220]; b.right = 320 on every optimum; b's centre is
    /// 320 - b.width / 2 with b.width in [100, 220], so [210, 270]; and the
    /// distance b.left - a.left = a.width is [100, 220] again. Asking adds
    /// nothing to the engine: the layout stays as it was.
    @Test func expressionRangesOfEdges() throws {
        let (engine, a, b) = twoLabelsTyingInARow()
        let constraintCount = engine.constraints.count
        #expect(engine.valueRange(of: LayoutExpression(a, .right)) == 100...220)
        #expect(engine.valueRange(of: LayoutExpression(b, .right)) == 320...320)
        #expect(engine.valueRange(of: LayoutExpression(b, .centerX)) == 210...270)
        #expect(engine.valueRange(of: LayoutExpression(b, .left) - LayoutExpression(a, .left)) == 100...220)
        #expect(engine.valueRange(of: LayoutExpression(a, .top) + 5) == 5...5)
        #expect(engine.constraints.count == constraintCount)
    }

    /// Right to left, a view's leading edge is its right edge and distances
    /// run leftwards: `a.trailing == root.trailing + 20` puts a's left edge 20
    /// points left of root's (`-a.left == -root.left + 20`: left = -20), so a
    /// 100-wide view has trailing = left = -20 and leading = right = 80.
    @Test func expressionRangesReadDirectionalEdgesAsPositions() throws {
        let (engine, root) = makeEngine()
        engine.layoutDirection = .rightToLeft
        let a = engine.makeView("a", in: root)
        LayoutConstraint.activate([
            a.widthAnchor .== 100, a.heightAnchor .== 20, a.topAnchor .== root.topAnchor,
            a.trailingAnchor .== root.trailingAnchor + 20,
        ])
        #expect(engine.valueRange(of: LayoutExpression(a, .leading)) == 80...80)
        #expect(engine.valueRange(of: LayoutExpression(a, .trailing)) == -20...(-20))
    }

    /// Views with intrinsic sizes and no horizontal constraint are ambiguous in x. By the rule
    /// (same superview, equal hugging or equal resistance on the axis), with (hugging, resistance):
    /// v0 (250, 750) ties with v1 (hugging), v2 (resistance), v4 (both): 3;
    /// v1 (250, 700) with v0, v3 (resistance), v4: 3; v2 (200, 750) with v0, v3 (hugging), v4: 3;
    /// v3 (200, 700) with v1, v2: 2; v4 (250, 750) with v0, v1, v2: 3; v5 (100, 100) with none;
    /// w (250, 750) sits in another superview and ties with none.
    @Test func tiesAreEqualHuggingOrEqualResistanceInOneSuperview() throws {
        let (engine, root) = makeEngine()
        let priorities: [(Float, Float)] = [(250, 750), (250, 700), (200, 750), (200, 700), (250, 750), (100, 100)]
        var views: [View] = []
        for (index, (hugging, resistance)) in priorities.enumerated() {
            let view = makeView(engine, "v\(index)", in: root, intrinsic: Size(width: 10, height: 20))
            view.setContentHuggingPriority(Priority(hugging), for: .horizontal)
            view.setContentCompressionResistancePriority(Priority(resistance), for: .horizontal)
            views.append(view)
        }
        let box = engine.makeView("box", in: root)
        let w = makeView(engine, "w", in: box, intrinsic: Size(width: 10, height: 20))
        LayoutConstraint.activate(
            (views + [w]).map { $0.topAnchor .== root.topAnchor } + [
                box.leftAnchor .== root.leftAnchor, box.topAnchor .== root.topAnchor,
                box.widthAnchor .== 100, box.heightAnchor .== 100,
            ])
        let expected: [[String]] = [
            ["v1", "v2", "v4"], ["v0", "v3", "v4"], ["v0", "v3", "v4"], ["v1", "v2"], ["v0", "v1", "v2"],
        ]
        let explanations = engine.ambiguityExplanations()
        for (index, names) in expected.enumerated() {
            let explanation = try #require(explanations.first { $0.item === views[index] })
            guard case .equalPriorities(let others, let total) = explanation.cause else {
                Issue.record("v\(index): cause \(explanation.cause)")
                continue
            }
            #expect(others.map(\.name) == names && total == names.count, "v\(index)")
        }
        for lone in [views[5], w] {
            let explanation = try #require(explanations.first { $0.item === lone })
            if case .equalPriorities = explanation.cause { Issue.record("\(lone.name) ties") }
        }
    }

    /// Fourteen equal views in a row with room to spare: each ties with the 13 others; the first
    /// ten are named and the other three counted, so the message stays short however long the row.
    @Test func longTiesNameTenAndCountTheRest() throws {
        let (engine, root) = makeEngine()
        let views = (0..<14).map { makeView(engine, "v\($0)", in: root, intrinsic: Size(width: 10, height: 20)) }
        var constraints = [
            views[0].leadingAnchor .== root.leadingAnchor, views[13].trailingAnchor .== root.trailingAnchor,
        ]
        for (left, right) in zip(views, views.dropFirst()) {
            constraints.append(right.leadingAnchor .== left.trailingAnchor)
        }
        LayoutConstraint.activate(constraints + views.map { $0.topAnchor .== root.topAnchor })
        let explanation = try #require(engine.ambiguityExplanation(of: views[0]))
        guard case .equalPriorities(let others, let total) = explanation.cause else {
            Issue.record("cause \(explanation.cause)")
            return
        }
        #expect(others.map(\.name) == (1...10).map { "v\($0)" } && total == 13)
        #expect(
            explanation.hint
                == "it ties with 'v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v10' and 3 other views "
                + "at equal priority; give one of the views a different hugging or compression resistance priority")
    }
}
