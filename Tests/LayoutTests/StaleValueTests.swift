import Testing
import TrellisSolver

@testable import TrellisLayout

/// Layouts whose values went stale when the solver turned a definition into
/// a row (`ValuesAfterRemovalTests` in the solver's tests has the cause).
struct StaleValueTests {
    /// `w: a.width == 50`, `a.width == 0 @500`, `b.left == a.right + 8`,
    /// a at the root's left: removing w collapses a to 0, so b.left =
    /// 0 + 0 + 8 = 8 (it stayed at 58).
    @Test func viewMovesBackWhenItsNeighbourCollapses() throws {
        let (engine, root) = makeEngine(width: 320, height: 100)
        let a = engine.makeView("a", in: root), b = engine.makeView("b", in: root)
        let w = a.widthAnchor.constraint(equalToConstant: 50)
        let collapse = a.widthAnchor.constraint(equalToConstant: 0)
        collapse.priority = 500
        engine.activate([
            w, collapse,
            a.leftAnchor.constraint(equalTo: root.leftAnchor),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(equalToConstant: 10),
        ])
        #expect(b.frame == Rect(x: 58, y: 0, width: 10, height: 10))
        engine.deactivate([w])
        #expect(a.frame == Rect(x: 0, y: 0, width: 0, height: 10))
        #expect(b.frame == Rect(x: 8, y: 0, width: 10, height: 10))
    }

    /// a's alignment rect is pinned at y 10, 40 high; b.top == a.firstBaseline.
    /// First baseline 5 below a's top: b.top = 10 + 5 = 15; then 0: b.top = 10
    /// (the first change to 0 was ignored, b stayed at 15); then 2: 12.
    @Test func firstBaselineChangedToZeroMovesWhatHangsOnIt() throws {
        let (engine, root) = makeEngine(width: 200, height: 100)
        let a = engine.makeView("a", in: root), b = engine.makeView("b", in: root)
        _ = engine.pinFrame(of: a, to: Rect(x: 10, y: 10, width: 50, height: 40))
        a.firstBaselineOffsetFromTop = 5
        b.intrinsicContentSize = Size(width: 20, height: 10)
        engine.activate([
            b.topAnchor.constraint(equalTo: a.firstBaselineAnchor),
            b.leftAnchor.constraint(equalTo: root.leftAnchor),
        ])
        #expect(b.frame.minY == 15)
        a.firstBaselineOffsetFromTop = 0
        #expect(b.frame.minY == 10)
        a.firstBaselineOffsetFromTop = 2
        #expect(b.frame.minY == 12)
    }
}
