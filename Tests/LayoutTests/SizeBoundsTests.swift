import Testing

@testable import TrellisLayout

/// A view's width and height are never negative (`LayoutEngine+SizeBounds.swift`),
/// as UIKit's log of a lone `UIView.width == - 16` shows.
struct SizeBoundsTests {
    /// `a.width == -20` cannot hold on its own: it is broken, and the
    /// conflict names it alone, with the bound among its pins.
    @Test func negativeWidthAloneConflicts() throws {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let negative = a.widthAnchor.constraint(equalToConstant: -20)
        negative.isActive = true
        let report = try #require(engine.conflicts.first)
        #expect(report.constraints.count == 1)
        #expect(report.broken === negative)
        #expect(report.description.contains("\"<a.width >= 0>\""))
        #expect(a.frame.width >= 0)
    }

    /// A box 0 wide holding a label 8 inside each edge would make the label
    /// 0 − 8 − 8 = −16 wide: the three constraints conflict, the one
    /// activated last is broken, and the label's width bound is a pin.
    @Test func squeezedViewConflicts() throws {
        let (engine, root) = makeEngine()
        let box = engine.makeView("box", in: root)
        let label = engine.makeView("label", in: box)
        let zero = box.widthAnchor.constraint(equalToConstant: 0)
        let leading = label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8)
        let trailing = label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -8)
        LayoutConstraint.activate([zero, leading, trailing])
        let report = try #require(engine.conflicts.first)
        #expect(report.constraints.count == 3)
        #expect(report.broken === trailing)
        #expect(report.description.contains("\"<label.width >= 0>\""))
        // Without the trailing pin the label is free to be 0 wide or more, 8 from the box's left.
        #expect(label.frame.minX == 8)
    }

    /// The same layout with room to spare has no conflict: 100 − 16 = 84.
    @Test func roomToSpareIsNoConflict() {
        let (engine, root) = makeEngine()
        let box = engine.makeView("box", in: root)
        let label = engine.makeView("label", in: box)
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -8),
        ])
        #expect(engine.conflicts.isEmpty)
        #expect(label.frame.width == 84)
    }

    /// A removed view takes its bounds out of the solver with it.
    @Test func removedViewLeavesNoBounds() {
        let (engine, root) = makeEngine()
        let a = engine.makeView("a", in: root)
        let bounds = a.sizeBounds
        #expect(bounds.count == 2)
        #expect(bounds.allSatisfy { engine.solver.contains($0) })
        a.removeFromSuperview()
        #expect(a.sizeBounds.isEmpty)
        #expect(!bounds.contains { engine.solver.contains($0) })
    }
}
