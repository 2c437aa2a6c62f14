import Testing
import TrellisSolver

@testable import TrellisLayout

/// Stack views laid out by hand arithmetic (each case's comment).
@MainActor struct StackViewTests {
    /// A stack pinned at `frame` in a 320×480 root, arranging views of the
    /// given intrinsic sizes, named a, b, c, ….
    func makeStack(
        _ frame: Rect = Rect(x: 0, y: 0, width: 320, height: 44), sizes: [Size], axis: LayoutAxis = .horizontal,
        configure: (StackView) -> Void = { _ in }
    ) -> (LayoutEngine, StackView, [View]) {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("s", in: root, as: StackView.self)
        _ = engine.pinFrame(of: stack, to: frame)
        stack.axis = axis
        configure(stack)
        let views = sizes.enumerated().map { index, size in
            let view = engine.makeView(String(UnicodeScalar(UInt8(97 + index))), in: root)
            view.intrinsicContentSize = size
            stack.addArrangedSubview(view)
            return view
        }
        return (engine, stack, views)
    }

    let row = [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 30, height: 20)]

    /// The root a view is in.
    func root(of view: View) -> View {
        var top = view
        while let superview = top.superview { top = superview }
        return top
    }

    /// Fill, b hugs least (249): a 40 and c 30 keep their widths, b takes
    /// 320 − 40 − 30 − 2·10 = 230. x: a 0, b 50, c 290. Alignment fill: all 44 high.
    @Test func fillStretchesTheLeastHuggingView() {
        let (engine, _, v) = makeStack(sizes: row) { $0.spacing = 10 }
        defer { withExtendedLifetime(engine) {} }
        v[1].setContentHuggingPriority(249, for: .horizontal)
        #expect(
            v.map(\.frame) == [
                Rect(x: 0, y: 0, width: 40, height: 44), Rect(x: 50, y: 0, width: 230, height: 44),
                Rect(x: 290, y: 0, width: 30, height: 44),
            ])
        #expect(!engine.hasAmbiguousLayout)
    }

    /// Fill with equal hugging: the tie goes by index, the last view stretches:
    /// a 0…40, b 50…110, c 120…320 (200 wide); not ambiguous.
    @Test func fillBreaksHuggingTiesByIndex() {
        let (engine, _, v) = makeStack(sizes: row) { $0.spacing = 10 }
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == [0, 50, 120])
        #expect(v[2].frame.width == 200)
        #expect(!engine.hasAmbiguousLayout)
    }

    /// Too little room (100 wide): 80 for the views after two gaps of 10; b resists
    /// least (749), so a 40 and c 30 keep theirs and b gets 80 − 70 = 10. x: 0, 50, 70.
    @Test func fillShrinksTheLeastResistantView() {
        let (engine, _, v) = makeStack(Rect(x: 0, y: 0, width: 100, height: 44), sizes: row) { $0.spacing = 10 }
        defer { withExtendedLifetime(engine) {} }
        v[1].setContentCompressionResistancePriority(749, for: .horizontal)
        #expect(v.map(\.frame.minX) == [0, 50, 70])
        #expect(v.map(\.frame.width) == [40, 10, 30])
    }

    /// Too little room (140 wide) and equal resistance: 120 for the views
    /// after two gaps, 10 fewer than 40 + 60 + 30; the tie goes by index, so
    /// the last view, c, gives them up: widths 40, 60, 20 at x 0, 50, 120.
    @Test func fillBreaksResistanceTiesByIndex() {
        let (engine, _, v) = makeStack(Rect(x: 0, y: 0, width: 140, height: 44), sizes: row) { $0.spacing = 10 }
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == [0, 50, 120])
        #expect(v.map(\.frame.width) == [40, 60, 20])
        #expect(!engine.hasAmbiguousLayout)
    }

    /// Fill equally: (320 − 20) / 3 = 100 each, at 0, 110, 220.
    @Test func fillEqually() {
        let (engine, _, v) = makeStack(sizes: row) {
            $0.spacing = 10
            $0.distribution = .fillEqually
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == [0, 110, 220])
        #expect(v.map(\.frame.width) == [100, 100, 100])
        #expect(!engine.hasAmbiguousLayout)
    }

    /// The arranged views through moves and removals, fillEqually with
    /// spacing 10 in 320: three views are (320 − 20)/3 = 100 wide at 0, 110,
    /// 220; two are (320 − 10)/2 = 155 at 0 and 165; one is 320.
    @Test func arrangedViewsMoveLeaveAndComeBack() {
        let (engine, stack, v) = makeStack(sizes: row) {
            $0.spacing = 10
            $0.distribution = .fillEqually
        }
        defer { withExtendedLifetime(engine) {} }
        let (a, b, c) = (v[0], v[1], v[2])
        func arranged() -> [String] { stack.arrangedSubviews.map(\.name) }
        stack.insertArrangedSubview(c, at: 0)
        #expect(arranged() == ["c", "a", "b"])
        #expect([c, a, b].map(\.frame.minX) == [0, 110, 220])
        // No longer arranged, a stays a subview, and its changes move nothing.
        stack.removeArrangedSubview(a)
        a.isHidden = true
        a.intrinsicContentSize = Size(width: 70, height: 20)
        #expect(arranged() == ["c", "b"] && a.superview === stack)
        #expect([c, b].map(\.frame.minX) == [0, 165] && b.frame.width == 155)
        // Leaving the stack stops b being arranged.
        root(of: stack).addSubview(b)
        #expect(arranged() == ["c"] && c.frame.width == 320)
        stack.addArrangedSubview(b)
        a.isHidden = false
        stack.addArrangedSubview(a)
        #expect(arranged() == ["c", "b", "a"])
        #expect([c, b, a].map(\.frame.minX) == [0, 110, 220])
        // Arranged again, b collapses when hidden.
        b.isHidden = true
        #expect([c, a].map(\.frame.minX) == [0, 165] && b.frame.width == 0)
    }

    /// Fill proportionally: intrinsic 40, 60, 100 (sum 200) share 320 − 20 = 300:
    /// 60, 90, 150 at 0, 70, 170.
    @Test func fillProportionally() {
        let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 20), Size(width: 100, height: 20)]
        let (engine, _, v) = makeStack(sizes: sizes) {
            $0.spacing = 10
            $0.distribution = .fillProportionally
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == [0, 70, 170])
        #expect(v.map(\.frame.width) == [60, 90, 150])
    }

    /// Equal spacing: lengths 40 + 60 + 30 = 130 leave 190, two gaps of 95: x 0, 135, 290.
    @Test func equalSpacing() {
        let (engine, _, v) = makeStack(sizes: row) {
            $0.spacing = 10
            $0.distribution = .equalSpacing
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == [0, 135, 290])
        #expect(v.map(\.frame.width) == [40, 60, 30])
        #expect(!engine.hasAmbiguousLayout)
    }

    /// Equal centering: centres 20 and 320 − 15 = 305 at the ends, b's centre
    /// halfway, 162.5, so b at 132.5. Gaps 92.5 and 97.5 are above the 10 minimum.
    @Test func equalCentering() {
        let (engine, _, v) = makeStack(sizes: row) {
            $0.spacing = 10
            $0.distribution = .equalCentering
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == [0, 132.5, 290])
    }

    let fiveViews = [40.0, 60, 30, 30, 40].map { Size(width: $0, height: 20) }

    /// Equal spacing over five views, so that gaps after the second are tied
    /// too: lengths 40 + 60 + 30 + 30 + 40 = 200 leave 120, four gaps of 30:
    /// x 0, 40 + 30 = 70, 130 + 30 = 160, 190 + 30 = 220, 250 + 30 = 280.
    @Test func equalSpacingOfFiveViews() {
        let (engine, _, v) = makeStack(sizes: fiveViews) {
            $0.spacing = 10
            $0.distribution = .equalSpacing
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == [0, 70, 160, 220, 280])
        #expect(v.map(\.frame.width) == [40, 60, 30, 30, 40])
        #expect(!engine.hasAmbiguousLayout)
    }

    /// Equal centering over five views: centres 20 and 320 − 20 = 300 at the
    /// ends, four distances of 280 / 4 = 70: centres 20, 90, 160, 230, 300, so
    /// x 0, 90 − 30 = 60, 160 − 15 = 145, 230 − 15 = 215, 280. Gaps 20, 25, 40,
    /// 35 are above the 10 minimum.
    @Test func equalCenteringOfFiveViews() {
        let (engine, _, v) = makeStack(sizes: fiveViews) {
            $0.spacing = 10
            $0.distribution = .equalCentering
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minX) == [0, 60, 145, 215, 280])
        #expect(v.map(\.frame.width) == [40, 60, 30, 30, 40])
    }

    /// Across a 44-high horizontal stack, a 20 high and b 30 high:
    /// top: y 0, 0; center: 12, 7; bottom: 24, 14.
    @Test(arguments: [
        (StackView.Alignment.top, [0.0, 0.0]), (.center, [12, 7]), (.bottom, [24, 14]), (.leading, [0, 0]),
        (.trailing, [24, 14]),
    ])
    func alignment(_ alignment: StackView.Alignment, _ ys: [Double]) {
        let (engine, _, v) = makeStack(sizes: Array(row.prefix(2))) {
            $0.alignment = alignment
            $0.distribution = .equalSpacing
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(v.map(\.frame.minY) == ys)
        #expect(v.map(\.frame.height) == [20, 30])
        #expect(!engine.hasAmbiguousLayout)
    }

    /// First baselines 15 (a) and 20 (b) below the tops: a.top + 15 == b.top + 20,
    /// the stack's top pulls harder than its bottom, so b.top = 0, a.top = 5.
    /// Last baselines (6 and 10 above the bottoms, a 20 and b 30 high):
    /// a.bottom − 6 == b.bottom − 10, both within 44: b.top 0 … so b 0…30,
    /// baseline 20, a.bottom 26, a.top 6.
    @Test func baselineAlignment() {
        let (firstEngine, _, first) = makeStack(sizes: Array(row.prefix(2))) { $0.alignment = .firstBaseline }
        defer { withExtendedLifetime(firstEngine) {} }
        first[0].firstBaselineOffsetFromTop = 15
        first[1].firstBaselineOffsetFromTop = 20
        #expect(first.map(\.frame.minY) == [5, 0])
        let (lastEngine, _, last) = makeStack(sizes: Array(row.prefix(2))) { $0.alignment = .lastBaseline }
        defer { withExtendedLifetime(lastEngine) {} }
        last[0].baselineOffsetFromBottom = 6
        last[1].baselineOffsetFromBottom = 10
        #expect(last.map(\.frame.minY) == [6, 0])
    }

    /// A one-line label a (50×20, baseline 16 below its top, first = last) and
    /// a two-line label b (80×40, first baseline 16 below its top, last 4 above
    /// its bottom, so 36 below its top) in a stack 80 tall.
    /// - firstBaseline: a.top + 16 == b.top + 16, the tops equal; the top pull
    ///   (51) is stronger than the bottom one (50.5), so both at 0.
    /// - lastBaseline: a.top + 16 == b.top + 36, a 20 below b; b at 0, a at 20.
    /// Neither is ambiguous: the stack decides where the row sits.
    @Test func baselineAlignmentWithATwoLineLabel() {
        for (alignment, tops) in [(StackView.Alignment.firstBaseline, [0.0, 0]), (.lastBaseline, [20.0, 0])] {
            let (engine, _, v) = makeStack(
                Rect(x: 0, y: 0, width: 320, height: 80),
                sizes: [Size(width: 50, height: 20), Size(width: 80, height: 40)]
            ) {
                $0.alignment = alignment
                $0.spacing = 8
            }
            defer { withExtendedLifetime(engine) {} }
            v[0].baselineOffsetFromBottom = 4
            v[1].firstBaselineOffsetFromTop = 16
            v[1].baselineOffsetFromBottom = 4
            #expect(v.map(\.frame.minY) == tops, "\(alignment)")
            #expect(!engine.hasAmbiguousLayout, "\(alignment)")
        }
    }

    /// Baseline-relative vertical stack, spacing 24: the two-line label b
    /// (40 tall, last baseline 36 below its top) at the top, then a (first
    /// baseline 16 below its top): a.top + 16 == 36 + 24, a.top = 44; fill
    /// stretches the last view, a, to the stack's bottom: 100 − 44 = 56.
    @Test func baselineRelativeGapAfterATwoLineLabel() {
        let (engine, _, v) = makeStack(
            Rect(x: 0, y: 0, width: 200, height: 100),
            sizes: [Size(width: 80, height: 40), Size(width: 50, height: 20)],
            axis: .vertical
        ) {
            $0.alignment = .leading
            $0.spacing = 24
            $0.isBaselineRelativeArrangement = true
        }
        defer { withExtendedLifetime(engine) {} }
        v[0].firstBaselineOffsetFromTop = 16
        v[0].baselineOffsetFromBottom = 4
        v[1].firstBaselineOffsetFromTop = 16
        v[1].baselineOffsetFromBottom = 4
        #expect(v[0].frame == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(v[1].frame == Rect(x: 0, y: 44, width: 50, height: 56))
        #expect(!engine.hasAmbiguousLayout)
    }

    /// A vertical stack 200 wide, alignment leading: heights 20, 30, 20 with spacing 8
    /// at y 0, 28, 66, x 0, widths as intrinsic; the stack is 300 high, so c (last) stretches
    /// to 300 − 66 = 234 (tie by index).
    @Test func verticalLeading() {
        let (engine, _, v) = makeStack(Rect(x: 0, y: 0, width: 200, height: 300), sizes: row, axis: .vertical) {
            $0.spacing = 8
            $0.alignment = .leading
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(
            v.map(\.frame) == [
                Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 0, y: 28, width: 60, height: 30),
                Rect(x: 0, y: 66, width: 30, height: 234),
            ])
    }

    /// Hiding b: a 0…40, then c after one gap, 50…320 (c absorbs); b collapses
    /// to width 0 in the middle of that gap, (40 + 50) / 2 = 45. Showing it brings the first layout back.
    @Test func hiddenViewCollapsesAndComesBack() {
        let (engine, _, v) = makeStack(sizes: row) { $0.spacing = 10 }
        defer { withExtendedLifetime(engine) {} }
        v[1].isHidden = true
        #expect(v[1].frame.width == 0 && v[1].frame.minX == 45)
        #expect(v[2].frame == Rect(x: 50, y: 0, width: 270, height: 44))
        #expect(!engine.hasAmbiguousLayout)
        v[1].isHidden = false
        #expect(v.map(\.frame.minX) == [0, 50, 120])
        #expect(v[2].frame.width == 200)
    }

    /// Custom spacing 20 after a: a 0…40, b 60…120, c 130…320.
    @Test func customSpacingAfterAView() {
        let (engine, stack, v) = makeStack(sizes: row) { $0.spacing = 10 }
        defer { withExtendedLifetime(engine) {} }
        stack.setCustomSpacing(20, after: v[0])
        #expect(v.map(\.frame.minX) == [0, 60, 130])
        stack.setCustomSpacing(StackView.spacingUseDefault, after: v[0])
        #expect(v.map(\.frame.minX) == [0, 50, 120])
    }

    /// Within the default margins (8): two views equally share 320 − 16 − 10 = 294,
    /// 147 each at x 8 and 165; height 44 − 16 = 28 at y 8.
    @Test func marginsRelativeArrangement() {
        let (engine, _, v) = makeStack(sizes: Array(row.prefix(2))) {
            $0.spacing = 10
            $0.distribution = .fillEqually
            $0.isLayoutMarginsRelativeArrangement = true
        }
        defer { withExtendedLifetime(engine) {} }
        #expect(
            v.map(\.frame) == [
                Rect(x: 8, y: 8, width: 147, height: 28), Rect(x: 165, y: 8, width: 147, height: 28),
            ])
    }

    /// Right to left: a at the right edge, 280…320; b 10 to its left, 210…270;
    /// c, last, takes the rest, 0…200.
    @Test func rightToLeft() {
        let (engine, _, v) = makeStack(sizes: row) { $0.spacing = 10 }
        defer { withExtendedLifetime(engine) {} }
        engine.layoutDirection = .rightToLeft
        #expect(v.map(\.frame.minX) == [280, 210, 0])
        #expect(v[2].frame.width == 200)
    }

    /// A vertical stack (320×200, alignment leading, spacing 8) of a horizontal
    /// stack h (a 40, b 60 wide, spacing 10) and c (100×30, hugging 251
    /// vertically): h stretches vertically (its views hug at 250) to 200 − 8 − 30
    /// = 162 and is 110 wide; c at y 170. Inside h: a 0…40, b 50…110, both 162 high.
    @Test func nestedStacks() {
        let (engine, root) = makeEngine()
        let outer = engine.makeView("outer", in: root, as: StackView.self)
        _ = engine.pinFrame(of: outer, to: Rect(x: 0, y: 0, width: 320, height: 200))
        outer.axis = .vertical
        outer.alignment = .leading
        outer.spacing = 8
        let inner = engine.makeView("h", in: root, as: StackView.self)
        inner.spacing = 10
        let a = engine.makeView("a", in: root), b = engine.makeView("b", in: root), c = engine.makeView("c", in: root)
        a.intrinsicContentSize = Size(width: 40, height: 20)
        b.intrinsicContentSize = Size(width: 60, height: 20)
        b.setContentHuggingPriority(249, for: .horizontal)
        c.intrinsicContentSize = Size(width: 100, height: 30)
        c.setContentHuggingPriority(251, for: .vertical)
        inner.addArrangedSubview(a)
        inner.addArrangedSubview(b)
        outer.addArrangedSubview(inner)
        outer.addArrangedSubview(c)
        #expect(inner.frame == Rect(x: 0, y: 0, width: 110, height: 162))
        #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 162))
        #expect(b.frame == Rect(x: 50, y: 0, width: 60, height: 162))
        #expect(c.frame == Rect(x: 0, y: 170, width: 100, height: 30))
        #expect(!engine.hasAmbiguousLayout)
    }

    /// The first case written as plain constraints gives the same frames.
    @Test func sameFramesAsHandWrittenConstraints() {
        let (stackEngine, _, stacked) = makeStack(sizes: row) { $0.spacing = 10 }
        defer { withExtendedLifetime(stackEngine) {} }
        stacked[1].setContentHuggingPriority(249, for: .horizontal)
        let (engine, root) = makeEngine()
        let s = engine.makeView("s", in: root)
        _ = engine.pinFrame(of: s, to: Rect(x: 0, y: 0, width: 320, height: 44))
        let v = row.enumerated().map { index, size in
            let view = engine.makeView("v\(index)", in: s)
            view.intrinsicContentSize = size
            return view
        }
        v[1].setContentHuggingPriority(249, for: .horizontal)
        var constraints = [
            v[0].leadingAnchor.constraint(equalTo: s.leadingAnchor),
            v[1].leadingAnchor.constraint(equalTo: v[0].trailingAnchor, constant: 10),
            v[2].leadingAnchor.constraint(equalTo: v[1].trailingAnchor, constant: 10),
            s.trailingAnchor.constraint(equalTo: v[2].trailingAnchor),
        ]
        for view in v {
            constraints += [
                view.topAnchor.constraint(equalTo: s.topAnchor), s.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ]
        }
        engine.activate(constraints)
        #expect(stacked.map(\.frame) == v.map(\.frame))
    }

    /// Changing the spacing changes the constants of the stack's spacing
    /// constraints in place: the same objects stay active.
    @Test func spacingChangesInPlace() {
        let (engine, stack, v) = makeStack(sizes: row) { $0.spacing = 10 }
        defer { withExtendedLifetime(engine) {} }
        let before = stack.arrangementConstraints.map(ObjectIdentifier.init)
        stack.spacing = 4
        #expect(stack.arrangementConstraints.map(ObjectIdentifier.init) == before)
        #expect(v.map(\.frame.minX) == [0, 44, 108])
        #expect(stack.arrangementConstraints.contains { $0.identifier == "s.UISV-spacing.b" && $0.constant == 4 })
    }
}
