import Testing

@testable import TrellisLayout

/// The layout pass settles heights that depend on widths in at most
/// `layoutRoundLimit` rounds; a pass that stops at the limit with a height
/// still changing is counted, and the engine's invariant check fails.
struct LayoutSafetyLimitTests {
    /// A square view (width == height) whose height for any width is 60:
    /// round 1 sets its height to 60 (a change), round 2 finds 60 again (no
    /// change), so the pass settles in two rounds.
    static func squareLabel() -> (LayoutEngine, View) {
        let (engine, root) = makeEngine()
        let label = engine.makeView("label", in: root)
        LayoutConstraint.activate([
            label.widthAnchor.constraint(equalTo: label.heightAnchor),
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        label.heightForWidth = { _ in 60 }
        return (engine, label)
    }

    @Test func aPassThatSettlesHitsNoLimit() {
        let (engine, label) = Self.squareLabel()
        #expect(label.frame.height == 60 && label.frame.width == 60)
        #expect(engine.layoutRoundLimitHits == 0)
        #expect(engine.invariantViolations().isEmpty)
    }

    /// With one round allowed, round 1 changes the height and the pass stops
    /// there: counted, and reported by the invariant check.
    @Test func stoppingAtTheRoundLimitIsCounted() {
        let (engine, label) = Self.squareLabel()
        engine.layoutRoundLimit = 1
        #expect(label.frame.height == 60)
        #expect(engine.layoutRoundLimitHits == 1)
        #expect(engine.invariantViolations().contains { $0.hasPrefix("the layout pass stopped") })
    }

    /// The solver's own count shows in the engine's check too: the same
    /// layout pivots with the default limit (additions only, so in simplex
    /// loops), and with a limit of 0 pivots each such loop stops and counts.
    @Test func theSolversHitsFailTheEnginesCheck() {
        func layOut(pivotLimit: Int?) -> LayoutEngine {
            let engine = LayoutEngine()
            engine.solver.pivotLimit = pivotLimit
            let root = engine.makeView("root")
            engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 320, height: 480))
            let a = engine.makeView("a", in: root)
            let wide = a.widthAnchor.constraint(equalToConstant: 100)
            wide.priority = 300
            let narrow = a.widthAnchor.constraint(equalToConstant: 50)
            narrow.priority = 200
            let within = a.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.25)
            LayoutConstraint.activate([wide, narrow, within, a.leftAnchor.constraint(equalTo: root.leftAnchor)])
            _ = a.frame
            return engine
        }
        let reference = layOut(pivotLimit: nil)
        #expect(reference.solver.pivotCount > 0)
        #expect(reference.invariantViolations().isEmpty)
        let limited = layOut(pivotLimit: 0)
        #expect(limited.solver.safetyLimitHits > 0)
        #expect(limited.invariantViolations().contains { $0.hasPrefix("a safety limit stopped") })
    }
}
