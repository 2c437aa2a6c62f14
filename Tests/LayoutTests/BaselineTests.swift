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

    /// A `firstBaseline` row of a label L (40×20, baseline 4 above its
    /// bottom: 16 below its top) and a vertical stack col of a (50×20,
    /// baseline 16 below its top) over b (50×40, baseline 4 above its bottom:
    /// 36 below its top), so col is 50×60 with first baseline col.top + 16
    /// (a's) and last baseline col.top + 20 + 36 (b's).
    /// - firstBaseline: col.top + 16 == L.top + 16; both tops at the row's
    ///   top (the top pulls), the row as tall as col: L 0 0 40 20, col 40 0
    ///   50 60, row 90×60. (Measured at col's bottom, L sank to y 44.)
    /// - lastBaseline: col.top + 56 == L.top + 16, so L is 40 below col's top:
    ///   col 40 0 50 60, L 0 40 40 20, the row still 60 high.
    @Test func aVerticalStackTakesItsBaselinesFromItsFirstAndLastViews() {
        for (alignment, labelY) in [(StackView.Alignment.firstBaseline, 0.0), (.lastBaseline, 40)] {
            let (engine, root) = makeEngine()
            let row = engine.makeView("row", in: root, as: StackView.self)
            row.alignment = alignment
            let label = makeView(engine, "L", in: row, intrinsic: Size(width: 40, height: 20))
            label.baselineOffsetFromBottom = 4
            let column = engine.makeView("col", in: row, as: StackView.self)
            column.axis = .vertical
            let a = makeView(engine, "a", in: column, intrinsic: Size(width: 50, height: 20))
            a.baselineOffsetFromBottom = 4
            let b = makeView(engine, "b", in: column, intrinsic: Size(width: 50, height: 40))
            b.baselineOffsetFromBottom = 4
            column.addArrangedSubview(a)
            column.addArrangedSubview(b)
            row.addArrangedSubview(label)
            row.addArrangedSubview(column)
            engine.activate([
                row.leftAnchor.constraint(equalTo: root.leftAnchor), row.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            #expect(label.frame == Rect(x: 0, y: labelY, width: 40, height: 20), "\(alignment)")
            #expect(column.frame == Rect(x: 40, y: 0, width: 50, height: 60), "\(alignment)")
            #expect(row.frame == Rect(x: 0, y: 0, width: 90, height: 60), "\(alignment)")
            #expect(engine.value(of: .firstBaseline, of: column) == 16)
            #expect(engine.value(of: .lastBaseline, of: column) == 56)
        }
    }

    /// A horizontal stack pinned at 0 100 200 60, aligned `top`, of p (30×20,
    /// baseline 5 above its bottom: 15 below its top) and q (30×40, first
    /// baseline 10 below its top, last 8 above its bottom: 32 below it). q is
    /// the tallest, so the stack's baselines are q's: first 100 + 10 = 110,
    /// last 100 + 32 = 132, where `other.top == stack.lastBaseline` puts
    /// other. q hidden: p is the tallest visible view, last baseline 115.
    /// q shown and p made 50 high: p is the tallest, 100 + 50 − 5 = 145.
    /// p 40 high, as tall as q: the first of them, p, 100 + 40 − 5 = 135.
    @Test func aHorizontalStackTakesItsBaselinesFromItsTallestView() {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("s", in: root, as: StackView.self)
        stack.alignment = .top
        _ = engine.pinFrame(of: stack, to: Rect(x: 0, y: 100, width: 200, height: 60))
        let p = makeView(engine, "p", in: stack, intrinsic: Size(width: 30, height: 20))
        p.baselineOffsetFromBottom = 5
        let q = makeView(engine, "q", in: stack, intrinsic: Size(width: 30, height: 40))
        q.baselineOffsetFromBottom = 8
        q.firstBaselineOffsetFromTop = 10
        stack.addArrangedSubview(p)
        stack.addArrangedSubview(q)
        let other = makeView(engine, "other", in: root, intrinsic: Size(width: 10, height: 10))
        engine.activate([
            other.topAnchor.constraint(equalTo: stack.lastBaselineAnchor),
            other.leftAnchor.constraint(equalTo: root.leftAnchor),
        ])
        #expect(engine.value(of: .firstBaseline, of: stack) == 110)
        #expect(other.frame.minY == 132)
        q.isHidden = true
        #expect(other.frame.minY == 115)
        q.isHidden = false
        p.intrinsicContentSize = Size(width: 30, height: 50)
        #expect(other.frame.minY == 145)
        p.intrinsicContentSize = Size(width: 30, height: 40)
        #expect(other.frame.minY == 135)
    }
}
