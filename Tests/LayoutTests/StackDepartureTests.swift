import TestSupport
import Testing
import TrellisSolver

@testable import TrellisLayout

/// Views leaving a stack: the update pass that derives only the rules
/// around them gives the frames a full derivation gives, and the rules it
/// derives are the full derivation's rules of those views, in its order.
@MainActor struct StackDepartureTests {
    /// `makeHorizontalStack`, laid out.
    func makeStack(
        count: Int, width: Double, length: Double = 50, distribution: StackView.Distribution = .fill
    ) -> (LayoutEngine, StackView, [View]) {
        let (engine, stack, views) = makeHorizontalStack(
            count: count, width: width, length: length, distribution: distribution)
        engine.layoutIfNeeded()
        return (engine, stack, views)
    }

    /// Five views 50 wide in 300: v0…v3 keep 50, the last takes
    /// 300 − 4 · 50 = 100. Without v0 the last of four takes 300 − 150 = 150
    /// at x 150; without v1 too, 300 − 100 = 200 at x 100. All 44 high.
    @Test func emptyingAFillStackFromTheFront() {
        let (engine, stack, v) = makeStack(count: 5, width: 300)
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == [0, 50, 100, 150, 200])
        #expect(v[4].frame.width == 100)
        stack.removeArrangedSubview(v[0])
        #expect(v[1...].map(\.frame.minX) == [0, 50, 100, 150])
        #expect(v[4].frame == Rect(x: 150, y: 0, width: 150, height: 44))
        v[1].removeFromSuperview()
        #expect(v[2...].map(\.frame.minX) == [0, 50, 100])
        #expect(v[4].frame == Rect(x: 100, y: 0, width: 200, height: 44))
    }

    /// The first view hands its leading connection to the next before it
    /// leaves: `removeArrangedSubview` activates v1's at once, while v0
    /// still holds its own (v0's width then 0), and the update pass keeps
    /// that constraint. Frames as in `emptyingAFillStackFromTheFront`.
    @Test func theFirstViewHandsItsLeadingConnectionOver() {
        let (engine, stack, v) = makeStack(count: 5, width: 300)
        defer { withExtendedLifetime(engine) {} }
        stack.removeArrangedSubview(v[0])
        let handed = v[1].constraints.first { $0.identifier == "s.UISV-canvas-connection.v1.leading" }
        #expect(handed != nil)
        #expect(v[1...].map(\.frame.minX) == [0, 50, 100, 150])
        #expect(v[4].frame == Rect(x: 150, y: 0, width: 150, height: 44))
        #expect(stack.arrangementConstraints.contains { $0 === handed })
        // Located as the update pass locates the stack's constraints.
        let spacing = v[2].constraints.first { $0.identifier == "s.UISV-spacing.v2" }
        #expect(handed?.sourceLocation != nil && handed?.sourceLocation?.fileID == spacing?.sourceLocation?.fileID)
        #expect(engine.conflicts.isEmpty)
    }

    /// A first view whose width is required cannot be held at 0: it keeps
    /// the connection until it leaves, the update pass adds the next view's,
    /// and no conflict is recorded. Frames as in `emptyingAFillStackFromTheFront`.
    @Test func aFirstViewThatCannotShrinkLeavesTheConnectionToThePass() {
        let (engine, stack, v) = makeStack(count: 5, width: 300)
        defer { withExtendedLifetime(engine) {} }
        engine.activate([v[0].widthAnchor.constraint(equalToConstant: 50)])
        engine.layoutIfNeeded()
        stack.removeArrangedSubview(v[0])
        #expect(!v[1].constraints.contains { $0.identifier == "s.UISV-canvas-connection.v1.leading" })
        #expect(v[1...].map(\.frame.minX) == [0, 50, 100, 150])
        #expect(v[1].constraints.contains { $0.identifier == "s.UISV-canvas-connection.v1.leading" })
        #expect(engine.conflicts.isEmpty)
    }

    /// With a gap after the first view, the solver's copy of the spacing
    /// after it goes to 0 first, so that the view's width can be 0; the
    /// constraint keeps its constant. Views 50 wide, gaps 10, in 300: x = 0,
    /// 60, 120, 180, 240, the last 300 − 240 = 60 wide. Without v0: x = 0,
    /// 60, 120, 180, the last 300 − 180 = 120 wide.
    @Test func aGapAfterTheFirstViewIsHandedOverToo() {
        let (engine, stack, v) = makeStack(count: 5, width: 300)
        defer { withExtendedLifetime(engine) {} }
        stack.spacing = 10
        engine.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [0, 60, 120, 180, 240])
        let spacing = v[1].constraints.first { $0.identifier == "s.UISV-spacing.v1" }
        stack.removeArrangedSubview(v[0])
        #expect(v[1].constraints.contains { $0.identifier == "s.UISV-canvas-connection.v1.leading" })
        #expect(spacing?.constant == 10 && spacing?.isActive == false)
        #expect(v[1...].map(\.frame.minX) == [0, 60, 120, 180])
        #expect(v[4].frame == Rect(x: 180, y: 0, width: 120, height: 44))
        #expect(engine.conflicts.isEmpty)
    }

    /// Whether each view's frame is, within the engine's tolerance, 40 × 44 at x.
    func frames(_ views: [View], at xs: [Double]) -> Bool {
        views.map(\.frame).elementsEqual(xs) { $0.isClose(to: Rect(x: $1, y: 0, width: 40, height: 44)) }
    }

    /// Five views 40 wide, equally spaced in 280: gaps (280 − 200)/4 = 20,
    /// x = 0, 60, 120, 180, 240. Without v2: gaps (280 − 160)/3 = 40, x = 0,
    /// 80, 160, 240. Without v4 too: gaps (280 − 120)/2 = 80, x = 0, 120, 240.
    @Test func equalSpacingAfterAMiddleAndALastViewLeave() {
        let (engine, stack, v) = makeStack(count: 5, width: 280, length: 40, distribution: .equalSpacing)
        defer { withExtendedLifetime(engine) {} }
        #expect(frames(v, at: [0, 60, 120, 180, 240]))
        stack.removeArrangedSubview(v[2])
        #expect(frames([v[0], v[1], v[3], v[4]], at: [0, 80, 160, 240]))
        stack.removeArrangedSubview(v[4])
        #expect(frames([v[0], v[1], v[3]], at: [0, 120, 240]))
    }

    /// Four views fill 300 equally: 75 each. Without v1: 300/3 = 100 each at
    /// 0, 100, 200; without v3 too: 150 each at 0, 150.
    @Test func fillEquallyAfterAMiddleAndALastViewLeave() {
        let (engine, stack, v) = makeStack(count: 4, width: 300, distribution: .fillEqually)
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.width) == [75, 75, 75, 75])
        stack.removeArrangedSubview(v[1])
        #expect([v[0], v[2], v[3]].map(\.frame) == [0, 100, 200].map { Rect(x: $0, y: 0, width: 100, height: 44) })
        v[3].removeFromSuperview()
        #expect([v[0], v[2]].map(\.frame) == [0, 150].map { Rect(x: $0, y: 0, width: 150, height: 44) })
    }

    /// A view moved to another superview leaves the arrangement; taking it
    /// out of the stack then still drops the stack's constraints on it at
    /// once, before any update pass, as `removeArrangedSubview` promises.
    @Test func removingAMovedViewDropsTheStacksConstraintsAtOnce() {
        let (engine, stack, v) = makeStack(count: 2, width: 100)
        defer { withExtendedLifetime(engine) {} }
        stack.superview!.addSubview(v[1])
        #expect(v[1].constraints.contains { $0.identifier.hasPrefix("s.") })
        stack.removeArrangedSubview(v[1])
        #expect(!v[1].constraints.contains { $0.identifier.hasPrefix("s.") })
    }

    /// What a rule is, for comparing two derivations.
    func describe(_ rules: [ArrangementRule]) -> [String] {
        rules.map { "\($0.identifier) \($0.shape) \($0.effectiveConstant) @\($0.priority)" }
    }

    /// The view a stack's rule is named after (`s.KIND.VIEW[.EDGE]`).
    func owner(of rule: ArrangementRule) -> String {
        String(rule.identifier.split(separator: ".")[2])
    }

    /// For random stacks (every distribution the partial pass takes, every
    /// alignment, both axes, custom spacings), the rules of a random subset
    /// of views are the full derivation's rules named after them, in order.
    @Test func partialRulesAreTheFullRulesOfTheirViews() {
        var random = RepeatableRandomNumberGenerator(seed: 7)
        let distributions: [StackView.Distribution] = [.fill, .fillEqually, .equalSpacing, .equalCentering]
        for _ in 0..<60 {
            let count = 1 + random.next(below: 7)
            let distribution = distributions[random.next(below: distributions.count)]
            let (engine, stack, views) = makeStack(count: count, width: 400, distribution: distribution)
            defer { withExtendedLifetime(engine) {} }
            stack.axis = random.next(below: 2) == 0 ? .horizontal : .vertical
            stack.alignment = StackView.Alignment.allCases[random.next(below: StackView.Alignment.allCases.count)]
            stack.spacing = Double(random.next(below: 3) * 4)
            stack.setCustomSpacing(12, after: views[random.next(below: count)])
            if random.next(below: 2) == 0 { views[random.next(below: count)].intrinsicContentSize.width = -1 }
            let subset =
                distribution == .fill ? [views[0]] : views.filter { _ in random.next(below: 2) == 0 }
            let names = Set(subset.map(\.name))
            let full = stack.makeRules().filter { names.contains(owner(of: $0)) }
            #expect(describe(stack.makeRules(for: subset)) == describe(full))
        }
    }

    /// The first, last and neighbours of the arranged list follow an array
    /// through removals that leave holes, insertions and compactions.
    @Test func neighboursFollowTheOrder() {
        let (engine, root) = makeEngine()
        defer { withExtendedLifetime(engine) {} }
        let stack = engine.makeView("s", in: root, as: StackView.self)
        let views = (0..<30).map { engine.makeView("v\($0)", in: root) }
        var model: [View] = []
        var random = RepeatableRandomNumberGenerator(seed: 11)
        for _ in 0..<300 {
            let view = views[random.next(below: views.count)]
            if let index = model.firstIndex(where: { $0 === view }) { model.remove(at: index) }
            switch random.next(below: 3) {
            case 0:
                model.append(view)
                stack.addArrangedSubview(view)
            case 1:
                let index = random.next(below: model.count + 1)
                model.insert(view, at: index)
                stack.insertArrangedSubview(view, at: index)
            default:
                stack.removeArrangedSubview(view)
            }
            #expect(stack.arrangedList.first === model.first)
            #expect(stack.arrangedList.last === model.last)
            for (index, arranged) in model.enumerated() {
                let (previous, next) = stack.arrangedList.neighbours(of: arranged)
                #expect(previous === (index > 0 ? model[index - 1] : nil))
                #expect(next === (index + 1 < model.count ? model[index + 1] : nil))
            }
        }
    }
}
