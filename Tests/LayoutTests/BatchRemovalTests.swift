import Testing
import TrellisSolver

@testable import TrellisLayout

/// `View.removeFromSuperview(_:)`, many views at once, against the same views
/// removed one by one in a twin engine, and against hand arithmetic.
@MainActor struct BatchRemovalTests {
    /// A 320×480 root holding 40 views vI at (8·I, 10), 5 high, v0 5 wide and
    /// every other one tied to v0's width (so a removal also deactivates a
    /// constraint of v0, which stays); and a card at (0, 100, 200, 50) with a
    /// child `card.child` inset 10 and a guide on the card's edges.
    func makeLayout() -> (engine: LayoutEngine, views: [String: View]) {
        let (engine, root) = makeEngine()
        var views: [String: View] = [:]
        for index in 0..<40 {
            let view = engine.makeView("v\(index)", in: root)
            views[view.name] = view
            LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: Double(8 * index)),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                view.heightAnchor.constraint(equalToConstant: 5),
            ])
        }
        let v0 = views["v0"]!
        v0.widthAnchor.constraint(equalToConstant: 5).isActive = true
        for index in 1..<40 {
            views["v\(index)"]!.widthAnchor.constraint(equalTo: v0.widthAnchor).isActive = true
        }
        let card = engine.makeView("card", in: root)
        engine.pinFrame(of: card, to: Rect(x: 0, y: 100, width: 200, height: 50))
        let child = engine.makeView("card.child", in: card)
        let guide = engine.makeLayoutGuide("card.guide", in: card)
        LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            child.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -10),
            child.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            guide.leftAnchor.constraint(equalTo: card.leftAnchor),
            guide.topAnchor.constraint(equalTo: card.topAnchor),
            guide.rightAnchor.constraint(equalTo: card.rightAnchor),
            guide.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        views["card"] = card
        views["card.child"] = child
        return (engine, views)
    }

    /// Few views against the engine's lists (searched), then many (one
    /// pass each), with a child given before its card, a view given twice
    /// and one already removed: the same state as one at a time.
    @Test(arguments: [
        ["v3", "v10"],
        ["card.child", "v3", "card", "v10", "v3"] + (20..<36).map { "v\($0)" },
    ])
    func removingAtOnceMatchesRemovingOneByOne(_ names: [String]) {
        let (engine, views) = makeLayout()
        let (twin, twinViews) = makeLayout()
        views["v39"]!.removeFromSuperview()
        twinViews["v39"]!.removeFromSuperview()
        View.removeFromSuperview((names + ["v39"]).map { views[$0]! })
        for name in names + ["v39"] { twinViews[name]!.removeFromSuperview() }
        expectSameObservableState(engine, twin)
        for name in Set(names + ["v39"]) {
            let view = views[name]!
            #expect(view.isRemoved && view.superview == nil)
            #expect(view.frame == twinViews[name]!.frame)
        }
        // What stays is where it was: vI at (8·I, 10, 5, 5).
        for index in [0, 1, 4, 19, 36, 38] {
            #expect(views["v\(index)"]!.frame == Rect(x: Double(8 * index), y: 10, width: 5, height: 5))
        }
        // v3 keeps (24, 10, 5, 5); the child, given before its card, kept
        // (10, 10, 180, 30) in the card and left it.
        #expect(views["v3"]!.frame == Rect(x: 24, y: 10, width: 5, height: 5))
        if names.contains("card") {
            #expect(views["card.child"]!.frame == Rect(x: 10, y: 10, width: 180, height: 30))
            #expect(views["card"]!.subviews.isEmpty)
            #expect(engine.layoutGuides.isEmpty)
        }
        // v0 lost the ties of the removed views, and only those.
        let ties = views["v0"]!.constraints.filter { $0.firstAttribute == .width && $0.secondItem != nil }
        #expect(ties.count == 39 - Set(names + ["v39"]).filter { $0.hasPrefix("v") }.count)
        #expect(!engine.hasAmbiguousLayout)
    }

    /// Arranged views leave their stack through `willRemoveSubview(_:)`:
    /// fillEqually with spacing 10 in 320 keeps b and d, (320 − 10)/2 = 155
    /// wide at 0 and 165.
    @Test func arrangedViewsLeaveTheirStack() {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("s", in: root, as: StackView.self)
        engine.pinFrame(of: stack, to: Rect(x: 0, y: 0, width: 320, height: 44))
        stack.spacing = 10
        stack.distribution = .fillEqually
        let views = ["a", "b", "c", "d", "e"].map { name in
            let view = engine.makeView(name, in: stack)
            view.intrinsicContentSize = Size(width: 40, height: 20)
            stack.addArrangedSubview(view)
            return view
        }
        View.removeFromSuperview([views[0], views[2], views[4]])
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "d"])
        #expect(stack.subviews.map(\.name) == ["b", "d"])
        #expect(views[1].frame == Rect(x: 0, y: 0, width: 155, height: 44))
        #expect(views[3].frame == Rect(x: 165, y: 0, width: 155, height: 44))
        #expect(!engine.hasAmbiguousLayout)
    }

    /// A root in the list takes its tree out, as `removeFromSuperview()` on
    /// a root does, beside views of another root.
    @Test func aRootGoesWithItsTree() {
        func make() -> (LayoutEngine, View, View, View) {
            let (engine, views) = makeLayout()
            let other = engine.makeView("other")
            engine.pinFrame(of: other, to: Rect(x: 0, y: 0, width: 100, height: 100))
            let inner = engine.makeView("inner", in: other)
            engine.pinFrame(of: inner, to: Rect(x: 5, y: 5, width: 10, height: 10))
            return (engine, other, inner, views["v1"]!)
        }
        let (engine, other, inner, v1) = make()
        let (twin, twinOther, _, twinV1) = make()
        View.removeFromSuperview([other, v1])
        twinOther.removeFromSuperview()
        twinV1.removeFromSuperview()
        expectSameObservableState(engine, twin)
        #expect(other.isRemoved && inner.isRemoved && inner.superview === other)
        #expect(inner.frame == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(!engine.views.contains { $0 === other || $0 === inner || $0 === v1 })
    }

    @Test func removingNoViewsChangesNothing() {
        let (engine, views) = makeLayout()
        let (twin, _) = makeLayout()
        View.removeFromSuperview([])
        expectSameObservableState(engine, twin)
        #expect(views["v1"]!.frame == Rect(x: 8, y: 10, width: 5, height: 5))
    }
}
