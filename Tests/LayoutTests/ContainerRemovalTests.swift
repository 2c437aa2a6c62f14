import Testing
import TrellisSolver

@testable import TrellisLayout

/// A view that leaves a stack or a grid — removed, or moved elsewhere — stops
/// being arranged at once (`willRemoveSubview(_:)`), not at the next update.
struct ContainerRemovalTests {
    @Test func removedViewLeavesTheStackAtOnce() {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("s", in: root, as: StackView.self)
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 20))
        let b = makeView(engine, "b", in: root, intrinsic: Size(width: 60, height: 20))
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.name) == ["b"])
        root.addSubview(b)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(b.superview === root)
    }

    /// The form's label1 (cell 0, 0) is removed; its cell is free at once, so a
    /// new 30 × 20 view takes it; column 0 is then as wide as label2, 70.
    @Test func removedViewFreesItsGridCells() throws {
        let (engine, root) = makeEngine()
        let grid = engine.makeView("g", in: root, as: GridView.self)
        engine.activate([
            grid.leftAnchor.constraint(equalTo: root.leftAnchor), grid.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let label1 = makeView(engine, "label1", in: root, intrinsic: Size(width: 50, height: 20))
        let label2 = makeView(engine, "label2", in: root, intrinsic: Size(width: 70, height: 20))
        try grid.place(label1, row: 0, column: 0)
        try grid.place(label2, row: 1, column: 0)
        label1.removeFromSuperview()
        #expect(grid.cells.map(\.view.name) == ["label2"])
        let other = makeView(engine, "other", in: root, intrinsic: Size(width: 30, height: 20))
        try grid.place(other, row: 0, column: 0)
        #expect(grid.cells.map(\.view.name) == ["label2", "other"])
        #expect(grid.columnGuides[0].layoutFrame.width == 70)
    }
}
