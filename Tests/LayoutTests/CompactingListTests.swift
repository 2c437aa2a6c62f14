import Testing
import TrellisSolver

@testable import TrellisLayout

/// The lists that removals leave holes in (`CompactingList`): the engine's
/// `views` and `constraints`, an item's constraints and a view's `subviews`
/// stay in order, with the right entries, after removals in every order mixed
/// with additions, moves and reads.
@MainActor struct CompactingListTests {
    final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    /// Keyed: boxes 0…9 with keys 0, 10, …, 90. Removing 0 (oldest), 9
    /// (newest), 5, 1, 2 (the second and third oldest, so the holes at the
    /// front grow), then reading, leaves 3 4 6 7 8; a box keyed 55 goes
    /// between 4 (key 40) and 6 (key 60), one keyed 100 at the end, and 7
    /// leaves: 3 4 55 6 8 100.
    @Test func keyedRemovalsKeepOrder() {
        var list = CompactingList<Box>()
        let boxes = (0..<10).map(Box.init)
        for box in boxes { list.append(box, key: 10 * box.value) }
        func removed(_ box: Box) -> Bool { list.remove(box, key: 10 * box.value) }
        #expect(removed(boxes[0]))
        #expect(removed(boxes[9]))
        #expect(removed(boxes[5]))
        #expect(!removed(boxes[5]), "a removed entry is not found again")
        #expect(removed(boxes[1]))
        #expect(list.count == 6)
        #expect(removed(boxes[2]))
        #expect(list.elements.map(\.value) == [3, 4, 6, 7, 8])
        list.insert(Box(55), key: 55)
        list.append(Box(100), key: 100)
        #expect(removed(boxes[7]))
        #expect(list.elements.map(\.value) == [3, 4, 55, 6, 8, 100])
    }

    /// Unkeyed: 0…5 appended, 0 and 5 removed from the ends, 7 inserted at
    /// index 1 of the live entries (after 1), 3 removed from the middle:
    /// 1 7 2 4.
    @Test func unkeyedRemovalsKeepOrder() {
        var list = CompactingList<Box>()
        let boxes = (0..<6).map(Box.init)
        for box in boxes { list.append(box) }
        func removed(_ box: Box) -> Bool { list.remove(box) }
        #expect(removed(boxes[0]))
        #expect(removed(boxes[5]))
        list.insert(Box(7), at: 1)
        #expect(removed(boxes[3]))
        #expect(!removed(boxes[3]))
        #expect(list.elements.map(\.value) == [1, 7, 2, 4])
        #expect(list.count == 4)
    }

    /// Twelve views v0…v11 in a root, each with a height constraint of its own
    /// (constant I) and its left edge tied to the root's: removals oldest
    /// first, newest, from the middle, a deactivation, a removed view put
    /// back, and a new view, with the lists read between some of them.
    @Test func engineListsStayInOrderAfterMixedRemovals() {
        let (engine, root) = makeEngine()
        var views: [View] = []
        for index in 0..<12 {
            let view = engine.makeView("v\(index)", in: root)
            LayoutConstraint.activate([
                view.heightAnchor.constraint(equalToConstant: Double(index)),
                view.leftAnchor.constraint(equalTo: root.leftAnchor),
            ])
            views.append(view)
        }
        for index in [0, 1, 2] { views[index].removeFromSuperview() }
        views[11].removeFromSuperview()
        #expect(root.subviews.map(\.name) == (3...10).map { "v\($0)" })
        views[6].removeFromSuperview()
        // v4's height (constant 4) deactivated; v4 stays.
        let height4 = engine.constraints.first { $0.firstItem === views[4] && $0.firstAttribute == .height }!
        height4.isActive = false
        views[7].removeFromSuperview()
        // v1 back at the front of the root's subviews: it keeps its place in
        // creation order in `views`, and comes back without constraints.
        root.insertSubview(views[1], at: 0)
        let extra = engine.makeView("extra", in: root)
        extra.widthAnchor.constraint(equalToConstant: 99).isActive = true

        #expect(engine.views.map(\.name) == ["root", "v1", "v3", "v4", "v5", "v8", "v9", "v10", "extra"])
        #expect(root.subviews.map(\.name) == ["v1", "v3", "v4", "v5", "v8", "v9", "v10", "extra"])
        // The user constraints left, in activation order: each view's height,
        // then its left edge, for v3, v4 (left only), v5, v8, v9, v10, then extra's width.
        let user = engine.constraints.filter { $0.kind == .user }
        let expected: [(String, LayoutAttribute)] =
            [("v3", .height), ("v3", .left), ("v4", .left), ("v5", .height), ("v5", .left)]
            + ["v8", "v9", "v10"].flatMap { name -> [(String, LayoutAttribute)] in [(name, .height), (name, .left)] }
            + [("extra", .width)]
        #expect(user.map(\.firstItem?.name) == expected.map { Optional($0.0) })
        #expect(user.map(\.firstAttribute) == expected.map { Optional($0.1) })
        let orders = engine.constraints.map(\.order)
        #expect(orders == orders.sorted() && Set(orders).count == orders.count)
        // The root's own list: the left ties of the views that stay, in activation order.
        let rootOrders = root.constraints.map(\.order)
        #expect(rootOrders == rootOrders.sorted())
        #expect(
            root.constraints.filter { $0.kind == .user }.map(\.firstItem?.name) == [
                "v3", "v4", "v5", "v8", "v9", "v10",
            ])
        #expect(views[4].constraints.filter { $0.kind == .user }.map(\.firstAttribute) == [.left])
    }
}
