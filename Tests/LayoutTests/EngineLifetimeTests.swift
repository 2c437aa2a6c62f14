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

    /// Items and constraints hold each other (a view lists its constraints, a
    /// constraint its items; a stack view its managed constraints, which hold
    /// it): once the engine goes, nothing of its graph is left in a cycle.
    @Test func nothingIsLeftInACycleWhenTheEngineGoes() {
        weak var weakEngine: LayoutEngine?
        weak var weakView: View?
        weak var weakStack: StackView?
        weak var weakConstraint: LayoutConstraint?
        weak var weakGuide: LayoutGuide?
        do {
            let engine = LayoutEngine()
            weakEngine = engine
            let root = engine.makeView("root")
            engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 100, height: 100))
            let stack = engine.makeView("stack", in: root, as: StackView.self)
            let a = engine.makeView("a", in: stack)
            stack.addArrangedSubview(a)
            a.intrinsicContentSize = Size(width: 10, height: 10)
            let width = stack.widthAnchor.constraint(equalTo: root.safeAreaLayoutGuide.widthAnchor, multiplier: 0.5)
            width.isActive = true
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            // 0.5 × the safe area's 100 (no insets), at the margin (8).
            #expect(stack.frame == Rect(x: 8, y: 0, width: 50, height: 10))
            weakView = a
            weakStack = stack
            weakConstraint = width
            weakGuide = root.safeAreaLayoutGuide
        }
        #expect(weakEngine == nil)
        #expect(weakView == nil && weakStack == nil && weakConstraint == nil && weakGuide == nil)
    }
}
