import Testing
import TrellisLayout

/// NaN or infinity given to a view's geometry is a programmer's error in the
/// Swift API: each setter stops the program with a message naming the view
/// and the property, never later inside the solver. (Scripts and documents
/// refuse such numbers while parsing, with a located error.)
@Suite struct NonFiniteInputTests {
    @Test func nonFiniteAlignmentInsetsStop() async {
        await #expect(processExitsWith: .failure) {
            let engine = LayoutEngine()
            let view = engine.makeView("a")
            view.alignmentRectInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        }
    }

    @Test func nonFiniteMarginsStop() async {
        await #expect(processExitsWith: .failure) {
            let engine = LayoutEngine()
            let view = engine.makeView("a")
            view.layoutMargins = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        }
    }

    @Test func nonFiniteBaselinesStop() async {
        await #expect(processExitsWith: .failure) {
            let engine = LayoutEngine()
            engine.makeView("a").baselineOffsetFromBottom = -.infinity
        }
        await #expect(processExitsWith: .failure) {
            let engine = LayoutEngine()
            engine.makeView("a").firstBaselineOffsetFromTop = .nan
        }
    }

    @Test func nonFiniteIntrinsicSizeStops() async {
        await #expect(processExitsWith: .failure) {
            let engine = LayoutEngine()
            engine.makeView("a").intrinsicContentSize = Size(width: .nan, height: 10)
        }
    }

    /// The finite values on either side of those still work: `noIntrinsicMetric`
    /// (-1) means no metric, and a negative inset puts the edge outside the frame.
    @Test func finiteValuesStillWork() {
        let engine = LayoutEngine()
        let view = engine.makeView("a")
        view.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 10)
        view.alignmentRectInsets = EdgeInsets(top: -2, left: 0, bottom: 0, right: 0)
        view.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        #expect(view.intrinsicContentSize == Size(width: -1, height: 10))
    }
}
