import TestSupport
import Testing

@testable import TrellisLayout

/// A stack's arranged views keep UIKit's order through removals that leave
/// holes, insertions among them and compactions, checked against an array
/// changed the same way (`Array.remove(at:)`, `Array.insert(_:at:)`).
@MainActor struct ArrangedViewListTests {
    /// 400 random steps on 40 views: add at the end, insert at a random
    /// index (moving an arranged view), remove a random view (arranged or
    /// not, as UIKit ignores one that is not), read the list at random.
    @Test func randomChangesKeepTheOrderOfAnArray() {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("s", in: root, as: StackView.self)
        let views = (0..<40).map { engine.makeView("v\($0)", in: root) }
        var model: [View] = []
        var random = RepeatableRandomNumberGenerator(seed: 42)
        for _ in 0..<400 {
            let view = views[random.next(below: views.count)]
            switch random.next(below: 4) {
            case 0:
                if let index = model.firstIndex(where: { $0 === view }) { model.remove(at: index) }
                model.append(view)
                stack.addArrangedSubview(view)
            case 1:
                if let index = model.firstIndex(where: { $0 === view }) { model.remove(at: index) }
                let index = random.next(below: model.count + 1)
                model.insert(view, at: index)
                stack.insertArrangedSubview(view, at: index)
            default:
                if let index = model.firstIndex(where: { $0 === view }) { model.remove(at: index) }
                stack.removeArrangedSubview(view)
            }
            for candidate in views { #expect(stack.isArranged(candidate) == model.contains { $0 === candidate }) }
            if random.next(below: 3) == 0 { #expect(stack.arrangedSubviews.map(\.name) == model.map(\.name)) }
        }
        #expect(stack.arrangedSubviews.map(\.name) == model.map(\.name))
    }

    /// Emptying a stack from the front, from the back and from the middle
    /// leaves the rest in order after each removal.
    @Test(arguments: ["front", "back", "middle"])
    func emptyingAStackKeepsTheRestInOrder(_ end: String) {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("s", in: root, as: StackView.self)
        var model = (0..<25).map { engine.makeView("v\($0)", in: root) }
        for view in model { stack.addArrangedSubview(view) }
        while !model.isEmpty {
            let index = end == "front" ? 0 : end == "back" ? model.count - 1 : model.count / 2
            stack.removeArrangedSubview(model.remove(at: index))
            #expect(stack.arrangedSubviews.map(\.name) == model.map(\.name))
        }
    }
}
