import Testing
import TrellisLayout
import TrellisSolver

/// `LayoutEngine.ambiguityExplanation(of:)`: what is open, why, over what range.
@Suite struct AmbiguityExplanationTests {
    /// Two 100-wide labels fill a 320-wide root, each with hugging 250: the
    /// 120 points of slack cost 120 at level 250 however they are shared, so
    /// a.width ranges over [100, 220] (b at least 100) and b.x = a.width likewise.
    @Test func equalHuggingTies() throws {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 100, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 100, height: 20))
        LayoutConstraint.activate([
            a.leadingAnchor .== root.leadingAnchor, b.leadingAnchor .== a.trailingAnchor,
            b.trailingAnchor .== root.trailingAnchor, a.topAnchor .== root.topAnchor, b.topAnchor .== root.topAnchor,
        ])
        let explanation = try #require(engine.ambiguityExplanation(of: a))
        #expect(explanation.components == [.width])
        #expect(explanation.range(of: .width) == 100...220)
        #expect(explanation.range(of: .x) == nil)
        guard case .equalPriorities(let others) = explanation.cause else {
            Issue.record("cause \(explanation.cause)")
            return
        }
        #expect(others.map(\.name) == ["b"])
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
}
