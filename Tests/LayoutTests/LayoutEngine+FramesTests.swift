import Testing

@testable import TrellisLayout

struct LayoutEngineFramesTests {
    /// A child pinned to the frame {10, 20, 100, 50} in a 320×480 root. Flipped:
    /// its top in attribute space is 20. Unflipped: y 20 is from the root's
    /// bottom, so its top is 480 - 20 - 50 = 410. Either way the frame reads back as given.
    @Test(arguments: [(CoordinateSystem.flipped, 20.0), (.unflipped, 410.0)])
    func pinnedFramesRoundTrip(coordinates: CoordinateSystem, top: Double) {
        let (engine, root) = makeEngine(coordinates: coordinates)
        let child = engine.makeView("child", in: root)
        let pins = engine.pinFrame(of: child, to: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(
            pins.map(\.identifier) == ["child.frame.x", "child.frame.y", "child.frame.width", "child.frame.height"])
        #expect(child.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(engine.value(of: .top, of: child) == top)
        #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    /// A root's frame is its input and changes in place: 568×320. A child
    /// centred in it: (568 - 100) / 2 = 234, (320 - 50) / 2 = 135.
    @Test func rootFrameChangesInPlace() {
        let (engine, root) = makeEngine()
        let child = makeView(engine, "child", in: root, intrinsic: Size(width: 100, height: 50))
        child.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        child.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
        #expect(child.frame.origin == Point(x: 110, y: 215))
        let count = engine.constraints.count
        engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 568, height: 320))
        #expect(engine.constraints.count == count)
        #expect(child.frame.origin == Point(x: 234, y: 135))
    }

    /// Frames are relative to the superview's frame: a grandchild 5 inside a
    /// child 10 inside the root reads {5, 5} in its parent; unflipped, the
    /// grandchild (20 high) 5 below the child's (100 high) top is 100 - 5 - 20 = 75 from its bottom.
    @Test(arguments: [(CoordinateSystem.flipped, 5.0), (.unflipped, 75.0)])
    func framesAreRelativeToTheSuperview(coordinates: CoordinateSystem, y: Double) {
        let (engine, root) = makeEngine(coordinates: coordinates)
        let child = makeView(engine, "child", in: root, intrinsic: Size(width: 100, height: 100))
        let grandchild = makeView(engine, "grandchild", in: child, intrinsic: Size(width: 20, height: 20))
        LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            grandchild.leftAnchor.constraint(equalTo: child.leftAnchor, constant: 5),
            grandchild.topAnchor.constraint(equalTo: child.topAnchor, constant: 5),
        ])
        #expect(grandchild.frame == Rect(x: 5, y: y, width: 20, height: 20))
        #expect(engine.value(of: .top, of: grandchild) == 15)
    }

    /// Display scale snapping: a 101-wide view centred in 320 starts at 109.5;
    /// at scale 2 that is a pixel edge and stays; at scale 1 it rounds to 110,
    /// and the right edge 210.5 to 211, keeping 101.
    @Test(arguments: [(nil as Double?, 109.5), (2, 109.5), (1, 110)])
    func snapsToTheDisplayScale(scale: Double?, x: Double) {
        let (engine, root) = makeEngine()
        engine.displayScale = scale
        let child = makeView(engine, "child", in: root, intrinsic: Size(width: 101, height: 10))
        child.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        #expect(child.frame.minX == x)
        #expect(child.frame.width == 101)
    }

    /// A layout guide's frame is in its owning view's coordinates: a guide
    /// spanning the child's margins (8) in a child at {10, 10} reads {8, 8}.
    @Test func guidesAndMargins() {
        let (engine, root) = makeEngine()
        let child = makeView(engine, "child", in: root, intrinsic: Size(width: 100, height: 100))
        child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10).isActive = true
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        let guide = child.layoutMarginsGuide
        #expect(guide.layoutFrame == Rect(x: 8, y: 8, width: 84, height: 84))
        child.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        #expect(guide.layoutFrame == Rect(x: 20, y: 0, width: 60, height: 100))
        let spacer = engine.makeLayoutGuide("spacer", in: root)
        LayoutConstraint.activate([
            spacer.leftAnchor.constraint(equalTo: child.rightAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 30),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
        #expect(spacer.layoutFrame == Rect(x: 110, y: 0, width: 30, height: 1))
    }
}
