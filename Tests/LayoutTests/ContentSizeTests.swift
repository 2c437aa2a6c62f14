import Testing
import TrellisSolver

@testable import TrellisLayout

struct ContentSizeTests {
    /// Seed 003, compression resistance: a 78×30 button asked for width 40 at
    /// priority 600. Resistance 750 > 600 keeps the intrinsic 78; resistance
    /// 500 < 600 lets the request win: 40.
    @Test(arguments: [(Priority(750), 78.0), (Priority(500), 40.0)])
    func compressionResistance(resistance: Priority, width: Double) {
        let (engine, root) = makeEngine()
        let button = makeView(engine, "button", in: root, intrinsic: Size(width: 78, height: 30))
        button.setContentCompressionResistancePriority(resistance, for: .horizontal)
        let squeeze = button.widthAnchor.constraint(equalToConstant: 40)
        squeeze.priority = 600
        LayoutConstraint.activate([
            squeeze, button.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        #expect(button.frame == Rect(x: 20, y: 20, width: width, height: 30))
    }

    /// Seed 003, hugging: asked to stretch to 200 at priority 500. Hugging 501
    /// > 500 keeps 78; the default 250 < 500 stretches to 200.
    @Test(arguments: [(Priority(501), 78.0), (Priority(250), 200.0)])
    func contentHugging(hugging: Priority, width: Double) {
        let (engine, root) = makeEngine()
        let button = makeView(engine, "button", in: root, intrinsic: Size(width: 78, height: 30))
        button.setContentHuggingPriority(hugging, for: .horizontal)
        let stretch = button.widthAnchor.constraint(equalToConstant: 200)
        stretch.priority = 500
        LayoutConstraint.activate([
            stretch, button.leftAnchor.constraint(equalTo: root.leftAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(button.frame.width == width)
    }

    /// Priorities change in place, after layout: resistance 750 → 500 turns 78 into 40.
    @Test func prioritiesChangeAfterLayout() {
        let (engine, root) = makeEngine()
        let button = makeView(engine, "button", in: root, intrinsic: Size(width: 78, height: 30))
        let squeeze = button.widthAnchor.constraint(equalToConstant: 40)
        squeeze.priority = 600
        squeeze.isActive = true
        #expect(engine.value(of: .width, of: button) == 78)
        button.setContentCompressionResistancePriority(500, for: .horizontal)
        #expect(engine.value(of: .width, of: button) == 40)
    }

    /// `invalidateIntrinsicContentSize` changes constants, adding no constraint:
    /// "Hello World" {78, 30} becomes "On" {30, 30}. An axis set to
    /// noIntrinsicMetric loses its pair.
    @Test func intrinsicSizeChangesInPlace() {
        let (engine, root) = makeEngine()
        let button = makeView(engine, "button", in: root, intrinsic: Size(width: 78, height: 30))
        #expect(engine.value(of: .width, of: button) == 78)
        let count = engine.constraints.count
        button.intrinsicContentSize = Size(width: 30, height: 30)
        #expect(engine.value(of: .width, of: button) == 30)
        #expect(engine.constraints.count == count)
        button.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 30)
        #expect(engine.constraints.count == count - 2)
        #expect(engine.ambiguity(of: button).width)
    }

    /// Wrapping text: 2000 points of text in 20-point lines. In a 320-wide root
    /// with 20 on each side the label is 280 wide: ⌈2000 / 280⌉ = ⌈7.14⌉ = 8 lines
    /// → height 160. With preferredMaxLayoutWidth 100: 20 lines → 400.
    @Test func heightFollowsWidth() throws {
        let (engine, root) = makeEngine()
        let label = engine.makeView("label", in: root)
        label.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 20)
        label.heightForWidth = { width in (2000 / width).rounded(.up) * 20 }
        try visualFormat(engine, ["H:|-[label]-|", "V:|-[label]"], ["label": label])
        #expect(label.frame == Rect(x: 20, y: 20, width: 280, height: 160))
        label.preferredMaxLayoutWidth = 100
        #expect(label.frame.height == 400)
    }

    /// fittingSize: a 100×20 label with 20 standard superview spacing on every side
    /// in an unpinned root → {140, 60}. Expanded with fitting priority 50 against
    /// hugging 250 gives the same.
    @Test func fittingSize() throws {
        let engine = LayoutEngine()
        let cell = engine.makeView("cell")
        let label = makeView(engine, "label", in: cell, intrinsic: Size(width: 100, height: 20))
        try visualFormat(engine, ["H:|-[label]-|", "V:|-[label]-|"], ["label": label])
        #expect(cell.fittingSize == Size(width: 140, height: 60))
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 140, height: 60))
        // Width required at 300: the label stretches (hugging 250 < 1000): {300, 60}.
        #expect(
            cell.systemLayoutSizeFitting(
                Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSize)
                == Size(width: 300, height: 60))
    }
}
