import Testing
import TrellisLayout
import TrellisSolver

/// addSubview, insertSubview(_:at:) and reparenting.
@Suite struct HierarchyTests {
    /// A removed 100 × 20 view comes back without its constraints but with its
    /// content size and margins guide: pinned at (30, 40) its frame is
    /// {{30, 40}, {100, 20}}, and its margins guide (8 each side) is
    /// {{8, 8}, {100 − 16, 20 − 16}} = {{8, 8}, {84, 4}} in its coordinates.
    @Test func removedViewComesBack() {
        let (engine, root) = makeEngine()
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 100, height: 20))
        let guide = a.layoutMarginsGuide
        let old = [a.leftAnchor .== root.leftAnchor + 10, a.topAnchor .== root.topAnchor + 10]
        LayoutConstraint.activate(old)
        a.removeFromSuperview()
        #expect(a.isRemoved && guide.isRemoved)
        root.addSubview(a)
        #expect(!a.isRemoved && !guide.isRemoved && a.superview === root && root.subviews.last === a)
        #expect(engine.views.map(\.name) == ["root", "a"])
        #expect(old.allSatisfy { !$0.isActive })
        LayoutConstraint.activate([a.leftAnchor .== root.leftAnchor + 30, a.topAnchor .== root.topAnchor + 40])
        #expect(a.frame == Rect(x: 30, y: 40, width: 100, height: 20))
        #expect(guide.layoutFrame == Rect(x: 8, y: 8, width: 84, height: 4))
        #expect(!engine.hasAmbiguousLayout && !engine.hasBrokenConstraints)
    }

    @Test func insertAtIndexOrdersSubviews() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let b = engine.makeView("b", in: root)
        let c = engine.makeView("c", in: root)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(\.name) == ["c", "a", "b"])
        root.addSubview(a)
        #expect(root.subviews.map(\.name) == ["c", "b", "a"])
        root.insertSubview(b, at: 2)
        #expect(root.subviews.map(\.name) == ["c", "a", "b"])
        #expect(b.superview === root && c.isDescendant(of: root) && !root.isDescendant(of: c))
    }

    /// container at (100, 50) 200 × 200 in root; child at (10, 10) 40 × 30 by
    /// constraints on root. Moved into container, it keeps its constraints (one
    /// tree), so it stays at (10, 10) on screen: in container coordinates
    /// (10 − 100, 10 − 50) = (−90, −40).
    @Test func reparentWithinATreeKeepsConstraints() {
        let (engine, root) = makeEngine()
        let container = engine.makeView("container", in: root)
        let child = engine.makeView("child", in: root)
        let constraints = [
            container.leftAnchor .== root.leftAnchor + 100, container.topAnchor .== root.topAnchor + 50,
            container.widthAnchor .== 200, container.heightAnchor .== 200,
            child.leftAnchor .== root.leftAnchor + 10, child.topAnchor .== root.topAnchor + 10,
            child.widthAnchor .== 40, child.heightAnchor .== 30,
        ]
        LayoutConstraint.activate(constraints)
        container.addSubview(child)
        #expect(root.subviews.map(\.name) == ["container"] && container.subviews.map(\.name) == ["child"])
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(child.frame == Rect(x: -90, y: -40, width: 40, height: 30))
    }

    /// child sits in tree one, tied to its root; moved into the other tree, the
    /// tie to root one goes (no common ancestor) and its own size stays.
    @Test func reparentToAnotherTreeDropsConstraintsAcross() {
        let (engine, root) = makeEngine()
        let other = engine.makeView("other")
        engine.pinFrame(of: other, to: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = engine.makeView("child", in: root)
        let across = child.leftAnchor .== root.leftAnchor + 10
        let own = child.widthAnchor .== 50
        LayoutConstraint.activate([across, own])
        other.addSubview(child)
        #expect(!across.isActive && own.isActive)
        #expect(child.superview === other && root.subviews.isEmpty)
    }

    /// A pinned frame keeps its numbers in the new superview: v pinned at
    /// {{10, 20}, {30, 40}}, moved into container at (100, 50), reads the same
    /// frame there, so its left edge is 100 + 10 = 110 in root terms.
    @Test func pinnedFrameFollowsTheView() {
        let (engine, root) = makeEngine()
        let container = engine.makeView("container", in: root)
        engine.pinFrame(of: container, to: Rect(x: 100, y: 50, width: 200, height: 200))
        let v = engine.makeView("v", in: root)
        engine.pinFrame(of: v, to: Rect(x: 10, y: 20, width: 30, height: 40))
        container.addSubview(v)
        #expect(v.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(engine.value(of: .left, of: v) == 110)
        #expect(engine.framePins(of: v)?.allSatisfy { $0.isActive } == true)
    }
}
