import Testing
import TrellisLayout

// Only `import TrellisLayout`: `Priority`, its UIKit names and arithmetic come with it.

/// The API a UIKit or AppKit developer reaches for, laid out by hand arithmetic
/// (each case's comment).
@MainActor struct UIKitVocabularyTests {
    @Test func oneImportBringsPriority() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultHigh - 1
        #expect(width.priority == Priority(749))
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        #expect(a.contentHuggingPriority(for: .horizontal).rawValue == 251)
    }

    /// `b.leading == a.trailing + 8 × 2`: a at 20, 40 wide, so b's left is 20 + 40 + 16 = 76.
    @Test func systemSpacingAfterIsEightTimesTheMultiplier() {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 30, height: 20))
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
        ])
        // b.top == a.bottom + 8 = 20 + 8 = 28.
        #expect(b.frame == Rect(x: 76, y: 28, width: 30, height: 20))
        #expect(!engine.hasBrokenConstraints)
    }

    /// Right to left, after means to the left: a's right edge at 320 − 20 = 300,
    /// its left at 260; b's right edge 8 to the left of that, at 252, so b.x = 222.
    @Test func systemSpacingAfterFollowsTheDirection() {
        let (engine, root) = makeEngine()
        engine.layoutDirection = .rightToLeft
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 30, height: 20))
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(a.frame.minX == 260)
        #expect(b.frame.minX == 222)
    }

    /// The inequalities: b at least 8 right of a (a ends at 40, so b.left ≥ 48)
    /// and pulled left at 200 to 0: b.left = 48. c at most 16 below a (a ends at
    /// 20) and pulled down at 200 to 480: c.top = 36. (The pulls are below a's
    /// hugging, 250, so they do not stretch a.)
    @Test func systemSpacingInequalities() {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 30, height: 20))
        let c = makeView(engine, "c", in: root, intrinsic: Size(width: 30, height: 20))
        let pullB = b.leftAnchor.constraint(equalTo: root.leftAnchor)
        pullB.priority = 200
        let pullC = c.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        pullC.priority = 200
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leftAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.rightAnchor, multiplier: 1), pullB,
            b.topAnchor.constraint(equalTo: root.topAnchor), c.leftAnchor.constraint(equalTo: root.leftAnchor),
            c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2), pullC,
        ])
        #expect(b.frame.minX == 48)
        #expect(c.frame.minY == 36)
    }

    /// The gap above the label equals the gap below it: card 0…200 tall, label
    /// 20 tall, button 40 tall at the bottom (top at 160), so the gaps are
    /// (160 − 20) / 2 = 70 and the label's top is 70.
    @Test func anchorWithOffsetMeasuresTheGapBetweenAnchors() {
        let (engine, root) = makeEngine(width: 320, height: 200)
        let label = makeView(engine, "label", in: root, intrinsic: Size(width: 100, height: 20))
        let button = makeView(engine, "button", in: root, intrinsic: Size(width: 100, height: 40))
        let above = root.topAnchor.anchorWithOffset(to: label.topAnchor)
        let below = label.bottomAnchor.anchorWithOffset(to: button.topAnchor)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            above.constraint(equalTo: below),
        ])
        #expect(label.frame.minY == 70)
        #expect(above.description == "(label.top - root.top)")
        #expect(!label.hasAmbiguousLayout)
    }

    /// A gap as a multiple of a size: the distance from a's trailing edge to
    /// b's leading edge is half of a's width (40), so b starts at 40 + 20 = 60,
    /// right to left too (mirrored: b's right edge at 320 − 60 = 260).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func anchorWithOffsetAsAMultipleOfAWidth(direction: LayoutDirection) {
        let (engine, root) = makeEngine()
        engine.layoutDirection = direction
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 30, height: 20))
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
                equalTo: a.widthAnchor, multiplier: 0.5),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let bLeading = direction == .leftToRight ? b.frame.minX : 320 - b.frame.maxX
        #expect(bLeading == 60)
    }

    /// The offset is a dimension: it takes a constant size too (30 from a's bottom to b's top).
    @Test func anchorWithOffsetEqualToAConstant() {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 30, height: 20))
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), b.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 30),
        ])
        #expect(b.frame.minY == 55)  // 5 + 20 + 30
    }

    /// UIStackView(arrangedSubviews:): the views become the stack's arranged
    /// subviews, in order, and move into it. In a 200-wide stack with spacing
    /// 10, fill: a 40 wide, b takes 200 − 40 − 10 = 150 (last of equal hugging stretches).
    @Test func stackViewFromArrangedSubviews() {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 60, height: 20))
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(stack.name == "stackView3")  // after root, a, b
        #expect(stack.superview == nil && a.superview === stack && b.superview === stack)
        stack.spacing = 10
        root.addSubview(stack)
        engine.pinFrame(of: stack, to: Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(b.frame == Rect(x: 50, y: 0, width: 150, height: 20))
    }

    /// insertArrangedSubview(_:at:) puts the view at the index; removeArrangedSubview
    /// leaves it a subview of the stack, without the stack's constraints.
    @Test func insertingAndRemovingArrangedSubviews() {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 60, height: 20))
        let c = makeView(engine, "c", in: root, intrinsic: Size(width: 30, height: 20))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "c", "b"])
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
        #expect(c.superview === stack)
        #expect(stack.arrangementConstraints.allSatisfy { !$0.items.contains { $0 === c } })
    }

    /// A view let go of can be placed at once: the stack's constraints on it
    /// go with removeArrangedSubview, so `c.top == s.top + 50` meets no
    /// `UISV-canvas-connection` (c was 0 from the top) and holds.
    @Test func placingAViewRightAfterRemovingItFromAStack() {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("s", in: root, as: StackView.self)
        engine.pinFrame(of: stack, to: Rect(x: 0, y: 0, width: 320, height: 44))
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 20))
        let c = makeView(engine, "c", in: root, intrinsic: Size(width: 30, height: 20))
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(c)
        #expect(c.frame.minY == 0)
        stack.removeArrangedSubview(c)
        LayoutConstraint.activate([
            c.topAnchor.constraint(equalTo: stack.topAnchor, constant: 50),
            c.leftAnchor.constraint(equalTo: stack.leftAnchor),
        ])
        #expect(!engine.hasBrokenConstraints)
        #expect(c.frame == Rect(x: 0, y: 50, width: 30, height: 20))
        #expect(a.frame == Rect(x: 0, y: 0, width: 320, height: 44))  // alone, it fills the stack
    }

    /// layoutIfNeeded() runs the pass at once: a wrapping view's height is
    /// asked for. 100 characters, 10 wide, 20 a line, in a 200-wide view: 20
    /// per line, 5 lines, 100 high; then setNeedsLayout() after the content
    /// changes (50 characters: 3 lines, 60) asks again.
    @Test func layoutIfNeededAndSetNeedsLayout() {
        let (engine, root) = makeEngine()
        let label = engine.makeView("label", in: root)
        var characters = 100.0
        label.heightForWidth = { width in (characters / max(1, (width / 10).rounded(.down))).rounded(.up) * 20 }
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 200),
        ])
        label.layoutIfNeeded()
        #expect(label.frame.height == 100)
        characters = 50
        #expect(label.frame.height == 100)  // nothing told the engine the content changed
        label.setNeedsLayout()
        label.layoutIfNeeded()
        #expect(label.frame.height == 60)
    }

    @Test func guideConstraintsAffectingLayout() {
        let (engine, root) = makeEngine()
        let guide = engine.makeLayoutGuide("spacer", in: root)
        let width = guide.widthAnchor.constraint(equalToConstant: 10)
        let top = guide.topAnchor.constraint(equalTo: root.topAnchor)
        LayoutConstraint.activate([width, top])
        #expect(guide.constraintsAffectingLayout(for: .horizontal).map(\.identifier) == [width.identifier])
        #expect(guide.constraintsAffectingLayout(for: .horizontal).first === width)
        #expect(guide.constraintsAffectingLayout(for: .vertical).first === top)
    }
}
