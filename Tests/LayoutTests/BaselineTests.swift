import Testing
import TrellisSolver

@testable import TrellisLayout

/// Baselines of views without text and of stack views, as Auto Layout measures them.
struct BaselineTests {
    /// a's alignment rect is pinned at 10 10 50 40. Without a baseline its
    /// first baseline is its top edge (10) and its last its bottom edge (50)
    /// (`UIView.forFirstBaselineLayout`: "If that view does not have a
    /// baseline, Auto Layout uses the view's top edge"; `forBaselineLayout()`:
    /// the bottom edge). Given a last baseline 6 above the bottom, both are
    /// 50 − 6 = 44; with a first baseline 12 below the top, the first is 22.
    @Test func aViewWithoutABaselineUsesItsTopAndBottomEdges() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        _ = engine.pinFrame(of: a, to: Rect(x: 10, y: 10, width: 50, height: 40))
        #expect(!a.hasBaseline)
        #expect(engine.value(of: .firstBaseline, of: a) == 10)
        #expect(engine.value(of: .lastBaseline, of: a) == 50)
        a.baselineOffsetFromBottom = 6
        #expect(a.hasBaseline)
        #expect(engine.value(of: .firstBaseline, of: a) == 44)
        #expect(engine.value(of: .lastBaseline, of: a) == 44)
        a.firstBaselineOffsetFromTop = 12
        #expect(engine.value(of: .firstBaseline, of: a) == 22)
        a.firstBaselineOffsetFromTop = nil
        a.hasBaseline = false
        #expect(engine.value(of: .firstBaseline, of: a) == 10)
    }

    /// Issue 40: in a `firstBaseline` row, a label (50×40, first baseline 20
    /// below its top) and a plain 30×30 box. The box's first baseline is its
    /// top, so box.top == label.top + 20. The stack's top pull (51) puts the
    /// label's top at the stack's top (box.top ≥ stack.top holds), and the
    /// bottom pull makes the stack as tall as the lowest bottom: box 20 + 30
    /// = 50. So label 0 0 50 40, box 50 20 30 30, stack 80×50. (Measured at
    /// its bottom, the box sat at y 0 and pushed the label down to 10.)
    @Test func aBoxInAFirstBaselineRowHangsFromTheLabelsBaseline() {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("s", in: root, as: StackView.self)
        stack.alignment = .firstBaseline
        let label = makeView(engine, "label", in: stack, intrinsic: Size(width: 50, height: 40))
        label.firstBaselineOffsetFromTop = 20
        let box = makeView(engine, "box", in: stack, intrinsic: Size(width: 30, height: 30))
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(box)
        engine.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(label.frame == Rect(x: 0, y: 0, width: 50, height: 40))
        #expect(box.frame == Rect(x: 50, y: 20, width: 30, height: 30))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 80, height: 50))
    }
}
