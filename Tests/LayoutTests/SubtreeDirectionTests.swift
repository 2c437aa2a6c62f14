import Testing
import TrellisLayout
import TrellisSolver

/// `semanticContentAttribute`, `effectiveUserInterfaceLayoutDirection` and `directionalLayoutMargins`.
@Suite struct SubtreeDirectionTests {
    /// A toolbar {{0, 0}, {320, 44}} forced right-to-left in a left-to-right
    /// engine: its button's leading edge 10 in from the toolbar's leading
    /// (right) edge puts the 50-wide button at 320 − 10 − 50 = 260; a label
    /// outside the toolbar with the same constraint on root sits at x = 10.
    /// Unforced, the button goes to 10 too. With the engine right-to-left and
    /// the toolbar forced left-to-right, the button stays at 10 and the
    /// 30-wide label moves to 320 − 10 − 30 = 280.
    @Test func forcedDirectionAppliesToTheSubtree() {
        let (engine, root) = makeEngine()
        let toolbar = engine.makeView("toolbar", in: root)
        engine.pinFrame(of: toolbar, to: Rect(x: 0, y: 0, width: 320, height: 44))
        toolbar.semanticContentAttribute = .forceRightToLeft
        let button = engine.makeView("button", in: toolbar)
        let label = engine.makeView("label", in: root)
        LayoutConstraint.activate([
            button.leadingAnchor .== toolbar.leadingAnchor + 10, button.widthAnchor .== 50,
            button.topAnchor .== toolbar.topAnchor, button.heightAnchor .== 44,
            label.leadingAnchor .== root.leadingAnchor + 10, label.widthAnchor .== 30,
            label.topAnchor .== root.topAnchor + 50, label.heightAnchor .== 20,
        ])
        #expect(button.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(button.frame.minX == 260 && label.frame.minX == 10)
        toolbar.semanticContentAttribute = .unspecified
        #expect(button.frame.minX == 10)
        engine.layoutDirection = .rightToLeft
        toolbar.semanticContentAttribute = .forceLeftToRight
        #expect(button.frame.minX == 10 && label.frame.minX == 280)
        #expect(engine.value(of: .leading, of: label) == 310 && engine.value(of: .leading, of: button) == 10)
    }

    /// Moving a view into a forced subtree re-derives its constraints: child
    /// 40 wide with child.leading == container.leading + 10 is at 10 in a
    /// left-to-right root, and at 320 − 10 − 40 = 270 (in the container, at
    /// the origin) once inside the right-to-left container.
    @Test func movingIntoAForcedSubtree() {
        let (engine, root) = makeEngine()
        let container = engine.makeView("container", in: root)
        engine.pinFrame(of: container, to: Rect(x: 0, y: 0, width: 320, height: 44))
        container.semanticContentAttribute = .forceRightToLeft
        let child = engine.makeView("child", in: root)
        LayoutConstraint.activate([
            child.leadingAnchor .== container.leadingAnchor + 10, child.widthAnchor .== 40,
            child.topAnchor .== container.topAnchor, child.heightAnchor .== 44,
        ])
        #expect(child.frame.minX == 10)
        container.addSubview(child)
        #expect(child.frame.minX == 270)
    }

    /// The directions views found are forgotten whenever one can change: a
    /// chain root → a → b → c with a forced right-to-left, asked from c
    /// first (every view of the chain then knows its direction), then after
    /// each change, asked again from the bottom and the middle.
    @Test func directionsFollowEveryChangeAfterBeingAsked() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let b = engine.makeView("b", in: a)
        let c = engine.makeView("c", in: b)
        func directions() -> [LayoutDirection] { [c, b, a, root].map(\.effectiveUserInterfaceLayoutDirection) }
        let (ltr, rtl) = (LayoutDirection.leftToRight, LayoutDirection.rightToLeft)
        a.semanticContentAttribute = .forceRightToLeft
        #expect(directions() == [rtl, rtl, rtl, ltr])
        // Forced left-to-right below a: b and c follow b.
        b.semanticContentAttribute = .forceLeftToRight
        #expect(directions() == [ltr, ltr, rtl, ltr])
        b.semanticContentAttribute = .unspecified
        #expect(b.effectiveUserInterfaceLayoutDirection == rtl && c.effectiveUserInterfaceLayoutDirection == rtl)
        // Moved out of a, c follows the root, which follows the engine.
        root.addSubview(c)
        #expect(directions() == [ltr, rtl, rtl, ltr])
        engine.layoutDirection = .rightToLeft
        #expect(directions() == [rtl, rtl, rtl, rtl])
        a.semanticContentAttribute = .forceLeftToRight
        #expect(directions() == [rtl, ltr, ltr, rtl])
        // Moved back under b, and b then removed with it: b, a root now,
        // and c below it follow the engine; put back, each follows its new
        // superview.
        b.addSubview(c)
        #expect(c.effectiveUserInterfaceLayoutDirection == ltr)
        b.removeFromSuperview()
        #expect(b.effectiveUserInterfaceLayoutDirection == rtl && c.effectiveUserInterfaceLayoutDirection == rtl)
        root.addSubview(c)
        a.addSubview(b)
        #expect(directions() == [rtl, ltr, ltr, rtl])
    }

    /// Directional margins follow the direction: leading 20, trailing 8 are
    /// left 20, right 8 under left-to-right and left 8, right 20 under
    /// right-to-left; margins set as absolute afterwards stay put.
    @Test func directionalMarginsFollowTheDirection() {
        let (engine, root) = makeEngine()
        let v = engine.makeView("v", in: root)
        engine.pinFrame(of: v, to: Rect(x: 0, y: 0, width: 100, height: 50))
        v.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 8)
        #expect(v.layoutMargins == EdgeInsets(top: 4, left: 20, bottom: 4, right: 8))
        // The margins guide follows: 20 from the left, 100 − 20 − 8 = 72 wide.
        #expect(v.layoutMarginsGuide.layoutFrame == Rect(x: 20, y: 4, width: 72, height: 42))
        engine.layoutDirection = .rightToLeft
        #expect(v.layoutMargins == EdgeInsets(top: 4, left: 8, bottom: 4, right: 20))
        #expect(v.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 8))
        #expect(v.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 4, width: 72, height: 42))
        v.layoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 2)
        engine.layoutDirection = .leftToRight
        #expect(v.layoutMargins == EdgeInsets(top: 0, left: 1, bottom: 0, right: 2))
    }
}
