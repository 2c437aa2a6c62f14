import TestSupport
import Testing

@testable import TrellisLayout

#if os(Linux)
    /// `LayoutItem.valueHandles` is `@exclusivity(unchecked)`: no run-time
    /// check brackets its accesses, which every frame read makes. Dropping the
    /// attribute changes no result, only time; this test sees it instead. It
    /// reads the handles while a modifying access to them is open: unchecked,
    /// the read goes through; checked, the run time stops the program, so it
    /// does it in a child process (`returnsInChildProcess`; the control that
    /// a checked overlap stops the child is `ExclusivityTests` in SolverTests).
    /// The overlap made here, in another module, goes through Layout's own
    /// accessor because `LayoutItem` is `open`; were the property `final`,
    /// this module would check it whatever the attribute, and the test would
    /// fail with the attribute in place.
    @Suite struct ValueHandleExclusivityTests {
        static func modifying<T>(_ value: inout T, _ body: () -> Void) { body() }

        @Test func valueHandleAccessesAreNotCheckedAtRunTime() {
            let engine = LayoutEngine()
            let view = engine.makeView("view")
            engine.pinFrame(of: view, to: Rect(x: 1, y: 2, width: 30, height: 40))
            #expect(engine.frame(of: view).width == 30)
            #expect(view.valueHandles != nil)
            #expect(returnsInChildProcess { Self.modifying(&view.valueHandles) { _ = view.valueHandles } })
        }
    }
#endif
