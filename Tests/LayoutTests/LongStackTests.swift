import Testing
import TrellisSolver

@testable import TrellisLayout

/// Stacks of many views: the frames short stacks give, by the same rules,
/// and a solver that does not grow a level or a dense row per view.
@MainActor struct LongStackTests {
    /// `makeHorizontalStack` of views 50 wide, not laid out.
    func makeStack(count: Int, width: Double, distribution: StackView.Distribution = .fill) -> (LayoutEngine, [View]) {
        let (engine, _, views) = makeHorizontalStack(count: count, width: width, distribution: distribution)
        return (engine, views)
    }

    /// The objective levels of the engine's solver.
    func levelCount(_ engine: LayoutEngine) -> Int {
        engine.updateConstraintsIfNeeded()
        return engine.solver.debugDescription.split(separator: "\n").count { $0.hasPrefix("objective @") }
    }

    /// 40 views 50 wide in 2,400: the tie goes by index, so v0…v38 keep 50
    /// (x = 50·i) and the last, at 39 · 50 = 1,950, takes 2,400 − 1,950 = 450.
    @Test func theLastOfManyTiedViewsStretches() {
        let (engine, v) = makeStack(count: 40, width: 2400)
        defer { withExtendedLifetime(engine) {} }
        #expect(v.dropLast().map(\.frame.width) == Array(repeating: 50, count: 39))
        #expect(v.map(\.frame.minX) == (0..<40).map { Double($0) * 50 })
        #expect(v[39].frame.width == 450)
        #expect(!engine.hasAmbiguousLayout)
    }

    /// 40 views 50 wide in 1,990: 10 too few, and the last view gives them
    /// up: 40 wide at 1,950.
    @Test func theLastOfManyTiedViewsShrinks() {
        let (engine, v) = makeStack(count: 40, width: 1990)
        defer { withExtendedLifetime(engine) {} }
        #expect(v.dropLast().map(\.frame.width) == Array(repeating: 50, count: 39))
        #expect(v[39].frame == Rect(x: 1950, y: 0, width: 40, height: 44))
        #expect(!engine.hasAmbiguousLayout)
    }

    /// The index tie-break of `fill` is one weakest level, each view's pull
    /// to its length weighted by its place: a level per view made n dense
    /// objective rows.
    @Test func theTieBreakIsOneLevelForAnyNumberOfViews() {
        let (short, _) = makeStack(count: 4, width: 240)
        let (long, _) = makeStack(count: 40, width: 2400)
        #expect(levelCount(long) == levelCount(short))
    }

    /// fillEqually, 80 views in 4,800: 60 each at x = 60·i.
    @Test func manyEqualViews() {
        let (engine, v) = makeStack(count: 80, width: 4800, distribution: .fillEqually)
        defer { withExtendedLifetime(engine) {} }
        for (index, view) in v.enumerated() {
            #expect(abs(view.frame.width - 60) < 1e-9)
            #expect(abs(view.frame.minX - Double(index) * 60) < 1e-9)
        }
        #expect(!engine.hasAmbiguousLayout)
    }

    /// The rules between the views' lengths go in before the chain of edges
    /// that closes the stack: added after it, each is solved through phase
    /// one over a row as long as the stack.
    @Test func lengthRulesComeBeforeTheChainOfEdges() {
        let (engine, _) = makeStack(count: 5, width: 300, distribution: .fillEqually)
        engine.updateConstraintsIfNeeded()
        let names = engine.constraints.compactMap(\.identifier).filter { $0.hasPrefix("s.UISV") }
        let lastLength = names.lastIndex { $0.hasPrefix("s.UISV-fill-equally") }
        let firstEdge = names.firstIndex { $0.hasPrefix("s.UISV-canvas-connection") || $0.hasPrefix("s.UISV-spacing") }
        #expect(lastLength != nil && firstEdge != nil && lastLength! < firstEdge!)
    }
    /// `fill`'s tie-break pulls go after the edges, the last view's first:
    /// the slack that closing the chain gives the first view then moves once,
    /// to the last view, instead of one view on per pull.
    @Test func fillPullsComeAfterTheEdgesLastViewFirst() {
        let (engine, _) = makeStack(count: 5, width: 300)
        engine.updateConstraintsIfNeeded()
        let names = engine.constraints.compactMap(\.identifier).filter { $0.hasPrefix("s.") }
        let pulls = names.filter { $0.hasPrefix("s.Trellis-fill-order") }
        #expect(pulls == (0..<5).reversed().map { "s.Trellis-fill-order.v\($0)" })
        let lastEdge = names.lastIndex { name in
            name.hasPrefix("s.UISV-spacing")
                || (name.hasPrefix("s.UISV-canvas-connection")
                    && (name.hasSuffix(".leading") || name.hasSuffix(".trailing")))
        }
        let firstPull = names.firstIndex { $0.hasPrefix("s.Trellis-fill-order") }
        #expect(lastEdge != nil && firstPull != nil && lastEdge! < firstPull!)
    }
    /// Stacks nested 200 deep, alternating horizontal and vertical, in a
    /// 1,000 × 1,000 root, the last holding one view 50 × 20 by its content:
    /// each stack's one arranged view fills it (distribution and alignment
    /// fill), so every frame is 0, 0, 1,000, 1,000 in its superview.
    @Test func stacksNestedDeep() {
        let (engine, root) = makeEngine(width: 1000, height: 1000)
        var stack = engine.makeView("s0", in: root, as: StackView.self)
        _ = engine.pinFrame(of: stack, to: Rect(x: 0, y: 0, width: 1000, height: 1000))
        stack.axis = .vertical
        var stacks = [stack]
        for depth in 1..<200 {
            let inner = engine.makeView("s\(depth)", in: stack, as: StackView.self)
            inner.axis = depth.isMultiple(of: 2) ? .vertical : .horizontal
            stack.addArrangedSubview(inner)
            stack = inner
            stacks.append(inner)
        }
        let leaf = engine.makeView("leaf", in: stack)
        leaf.intrinsicContentSize = Size(width: 50, height: 20)
        stack.addArrangedSubview(leaf)
        let full = Rect(x: 0, y: 0, width: 1000, height: 1000)
        #expect(stacks.allSatisfy { $0.frame == full })
        #expect(leaf.frame == full)
        #expect(!engine.hasAmbiguousLayout)
    }
}
