import Testing

@testable import TrellisLayout

struct DirectionTests {
    /// A toolbar of three 60-wide buttons `|-[a]-[b]-[c]` in 320. LTR: a 20,
    /// b 20 + 60 + 8 = 88, c 88 + 68 = 156. RTL mirrors each x to 320 - x - 60:
    /// a 240, b 172, c 104. Set before or after the constraints, the result is the same.
    @Test(arguments: [false, true])
    func toolbarMirrors(changeAfterwards: Bool) throws {
        let (engine, root) = makeEngine()
        if !changeAfterwards { engine.layoutDirection = .rightToLeft }
        var views: [String: LayoutItem] = [:]
        for name in ["a", "b", "c"] {
            let button = makeView(engine, name, in: root, intrinsic: Size(width: 60, height: 30))
            button.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            views[name] = button
        }
        try visualFormat(engine, ["|-[a]-[b]-[c]"], views)
        if changeAfterwards {
            #expect(["a", "b", "c"].map { engine.frame(of: views[$0]!).minX } == [20, 88, 156])
            let count = engine.constraints.count
            engine.layoutDirection = .rightToLeft
            #expect(engine.constraints.count == count)
        }
        #expect(["a", "b", "c"].map { engine.frame(of: views[$0]!).minX } == [240, 172, 104])
        #expect(!engine.hasAmbiguousLayout)
    }

    /// Under RTL: `b.leading == a.trailing + 8` puts b's right edge 8 left of
    /// a's left edge; `c.leading == a.leading + 10` puts c's right edge 10 left of a's.
    /// a is 100…200 (left 100, width 100): b right = 100 - 8 = 92, c right = 200 - 10 = 190.
    /// The leading attribute reads as the edge's x: b.leading = 92.
    @Test func distancesRunRightToLeft() {
        let (engine, root) = makeEngine()
        engine.layoutDirection = .rightToLeft
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 100, height: 10))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 50, height: 10))
        let c = makeView(engine, "c", in: root, intrinsic: Size(width: 50, height: 10))
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            c.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 10),
        ])
        #expect(b.frame.maxX == 92)
        #expect(c.frame.maxX == 190)
        #expect(engine.value(of: .leading, of: b) == 92)
        #expect(engine.value(of: .trailing, of: b) == 42)
    }

    /// Leading margins follow the direction: with margins 8 left and 16 right,
    /// child.leading == root.leadingMargin is x 8 under LTR; under RTL the
    /// child's right edge sits at 320 - 16 = 304, so x = 304 - 50 = 254.
    @Test func leadingMarginsFollowTheDirection() throws {
        let (engine, root) = makeEngine()
        root.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 16)
        let child = makeView(engine, "child", in: root, intrinsic: Size(width: 50, height: 10))
        engine.activate([try LayoutConstraint(child[.leading], .equal, root[.leadingMargin])])
        #expect(child.frame.minX == 8)
        engine.layoutDirection = .rightToLeft
        #expect(child.frame.minX == 254)
    }
}
