import Testing
import TrellisSolver

@testable import TrellisLayout

/// Every distribution × every alignment, on both axes, with spare room and
/// with too little room, by hand arithmetic.
///
/// A stack pinned at (0, 0), `spacing` 10, arranges a, b, c with intrinsic
/// lengths 40, 60, 30 along the axis and thicknesses 20, 30, 20 across it;
/// the stack is 44 thick. Along the axis the distribution decides (the
/// alignment does not move anything along it); across it the alignment
/// decides (the distribution does not move anything across it), so each case
/// expects the row of its distribution combined with the row of its alignment.
@MainActor struct StackViewMatrixTests {
    struct Along: Sendable, CustomStringConvertible {
        let distribution: StackView.Distribution
        let length: Double
        let positions: [Double]
        let lengths: [Double]
        var description: String { "\(distribution) in \(length)" }
    }

    /// Spare room, 320 long (views 130 + gaps 20 = 150):
    /// - fill: hugging ties at 250, so the last view takes the 170 spare: c 30 + 170 = 200.
    /// - fillEqually: (320 − 20) / 3 = 100 each.
    /// - fillProportionally: 300 · 40/130, 300 · 60/130, 300 · 30/130.
    /// - equalSpacing: the views keep their lengths, gaps (320 − 130) / 2 = 95.
    /// - equalCentering: centres 20 and 320 − 15 = 305, b's centre midway at
    ///   162.5, so b starts at 132.5.
    ///
    /// Too little room, 130 long (20 short), b resisting least (749):
    /// - fill and equalSpacing: gaps stay 10, b gives up 20: 40 at 50.
    /// - fillEqually: (130 − 20) / 3 = 36.667 each, resistance does not matter.
    /// - fillProportionally (999, above resistance): 110 · 40/130, 110 · 60/130, 110 · 30/130.
    /// - equalCentering (999): a keeps 0…40 (centre 20), c keeps 100…130 (centre
    ///   115); b's centre must be 67.5 with gaps of at least 10 (b within
    ///   50…90), so b is 2 · (67.5 − 50) = 35 long, at 50.
    nonisolated static let along: [Along] = [
        Along(distribution: .fill, length: 320, positions: [0, 50, 120], lengths: [40, 60, 200]),
        Along(distribution: .fillEqually, length: 320, positions: [0, 110, 220], lengths: [100, 100, 100]),
        Along(
            distribution: .fillProportionally, length: 320, positions: [0, 10 + 12000 / 130, 20 + 30000 / 130],
            lengths: [12000 / 130, 18000 / 130, 9000 / 130]),
        Along(distribution: .equalSpacing, length: 320, positions: [0, 135, 290], lengths: [40, 60, 30]),
        Along(distribution: .equalCentering, length: 320, positions: [0, 132.5, 290], lengths: [40, 60, 30]),
        Along(distribution: .fill, length: 130, positions: [0, 50, 100], lengths: [40, 40, 30]),
        Along(
            distribution: .fillEqually, length: 130, positions: [0, 10 + 110.0 / 3, 20 + 220.0 / 3],
            lengths: [110.0 / 3, 110.0 / 3, 110.0 / 3]),
        Along(
            distribution: .fillProportionally, length: 130, positions: [0, 10 + 4400 / 130, 20 + 11000 / 130],
            lengths: [4400 / 130, 6600 / 130, 3300 / 130]),
        Along(distribution: .equalSpacing, length: 130, positions: [0, 50, 100], lengths: [40, 40, 30]),
        Along(distribution: .equalCentering, length: 130, positions: [0, 50, 100], lengths: [40, 35, 30]),
    ]

    /// Across, in a stack 44 thick, thicknesses 20, 30, 20: fill makes all 44
    /// at 0; leading (top) puts them at 0; center at (44 − t) / 2 = 12, 7, 12;
    /// trailing (bottom) at 44 − t = 24, 14, 24. A vertical stack reads
    /// first and last baseline as leading and trailing.
    static func across(_ alignment: StackView.Alignment) -> (positions: [Double], thicknesses: [Double]) {
        switch alignment {
        case .fill: return ([0, 0, 0], [44, 44, 44])
        case .leading, .top, .firstBaseline: return ([0, 0, 0], [20, 30, 20])
        case .center: return ([12, 7, 12], [20, 30, 20])
        case .trailing, .bottom, .lastBaseline: return ([24, 14, 24], [20, 30, 20])
        }
    }

    @Test(arguments: along, [LayoutAxis.horizontal, .vertical])
    func everyAlignment(_ along: Along, _ axis: LayoutAxis) {
        // Baselines in a horizontal stack need baselines (StackViewTests.baselineAlignment).
        let alignments = StackView.Alignment.allCases.filter {
            axis == .vertical || ($0 != .firstBaseline && $0 != .lastBaseline)
        }
        for alignment in alignments {
            let (engine, root) = makeEngine(width: 480, height: 480)
            defer { withExtendedLifetime(engine) {} }
            let stack = engine.makeView("s", in: root, as: StackView.self)
            let horizontal = axis == .horizontal
            _ = engine.pinFrame(
                of: stack,
                to: horizontal
                    ? Rect(x: 0, y: 0, width: along.length, height: 44)
                    : Rect(x: 0, y: 0, width: 44, height: along.length))
            stack.axis = axis
            stack.spacing = 10
            stack.distribution = along.distribution
            stack.alignment = alignment
            let lengths = [40.0, 60, 30], thicknesses = [20.0, 30, 20]
            let views = (0..<3).map { index in
                let view = engine.makeView(["a", "b", "c"][index], in: root)
                view.intrinsicContentSize =
                    horizontal
                    ? Size(width: lengths[index], height: thicknesses[index])
                    : Size(width: thicknesses[index], height: lengths[index])
                stack.addArrangedSubview(view)
                return view
            }
            if along.length < 150 { views[1].setContentCompressionResistancePriority(749, for: axis) }
            let across = Self.across(alignment)
            for (index, view) in views.enumerated() {
                let expected =
                    horizontal
                    ? Rect(
                        x: along.positions[index], y: across.positions[index], width: along.lengths[index],
                        height: across.thicknesses[index])
                    : Rect(
                        x: across.positions[index], y: along.positions[index], width: across.thicknesses[index],
                        height: along.lengths[index])
                #expect(
                    engine.frame(of: view).isClose(to: expected),
                    "\(along), \(alignment), \(axis): \(view.name) got \(engine.frame(of: view)), expected \(expected)")
            }
            #expect(engine.conflicts.isEmpty, "\(along), \(alignment), \(axis)")
            #expect(!engine.hasAmbiguousLayout, "\(along), \(alignment), \(axis)")
        }
    }
}
