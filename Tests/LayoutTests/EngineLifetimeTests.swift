import Testing
import TrellisLayout

/// An item refers to its engine weakly: using it after the engine is gone is
/// a precondition failure that names the item, not a crash on a dangling reference.
@Suite struct EngineLifetimeTests {
    @Test func viewUsedAfterItsEngineStopsWithAMessage() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            func orphan() -> View { LayoutEngine().makeView("badge") }
            let view = orphan()
            _ = view.frame
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("'badge' was used after its LayoutEngine was deallocated"))
    }

    /// The engine is not kept alive by its views (no cycle): once the last
    /// reference to it goes, it is gone, even while its views live on.
    @Test func viewsDoNotKeepTheirEngineAlive() {
        weak var weakEngine: LayoutEngine?
        var view: View?
        do {
            let engine = LayoutEngine()
            weakEngine = engine
            view = engine.makeView("a")
            engine.pinFrame(of: view!, to: Rect(x: 0, y: 0, width: 10, height: 10))
            #expect(view!.frame.width == 10)
        }
        #expect(weakEngine == nil)
        #expect(view != nil)
    }
}
