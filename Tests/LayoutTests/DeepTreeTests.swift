import Foundation
import Testing
import TrellisLayout

/// Trees deeper than a call stack allows recursion for: every walk over them
/// is iterative. Each test runs on a thread with a 256 KB stack, where one
/// frame per level of 5,000 levels (over 51 bytes each) cannot fit.
@Suite struct DeepTreeTests {
    static let depth = 5_000

    /// `depth` views, each pinned at (1, 1) with size 10 × 10 inside the one
    /// before: every view is at (1, 1) in its superview but the root.
    static func makeChain() -> (LayoutEngine, [View]) {
        let engine = LayoutEngine()
        var chain = [engine.makeView("v0")]
        engine.pinFrame(of: chain[0], to: Rect(x: 0, y: 0, width: 10, height: 10))
        for i in 1..<depth {
            let view = engine.makeView("v\(i)", in: chain[i - 1])
            engine.pinFrame(of: view, to: Rect(x: 1, y: 1, width: 10, height: 10))
            chain.append(view)
        }
        return (engine, chain)
    }

    /// Runs `body` on a new thread with a 256 KB stack and waits for it.
    static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        done.wait()
    }

    @Test func framesAndRemovalOfADeepTree() {
        Self.onSmallStack {
            let (engine, chain) = Self.makeChain()
            #expect(chain.last!.frame == Rect(x: 1, y: 1, width: 10, height: 10))
            #expect(!chain.last!.hasAmbiguousLayout)
            #expect(engine.autolayoutTrace.hasPrefix("•v0 "))
            // Removing the second view takes the whole chain below it out: one view stays.
            chain[1].removeFromSuperview()
            #expect(engine.views.count == 1)
            #expect(chain.last!.isRemoved)
        }
    }

    @Test func reparentingADeepSubtree() {
        Self.onSmallStack {
            let (engine, chain) = Self.makeChain()
            let other = engine.makeView("other")
            engine.pinFrame(of: other, to: Rect(x: 100, y: 100, width: 10, height: 10))
            other.addSubview(chain[1])
            // v1 keeps its pin at (1, 1), now in `other`; the chain follows it.
            #expect(chain[1].frame == Rect(x: 1, y: 1, width: 10, height: 10))
            #expect(chain[1].superview === other)
            #expect(engine.views.count == Self.depth + 1)
            // Taken out and put back, the subtree returns whole (without its
            // constraints, as in UIKit).
            chain[1].removeFromSuperview()
            #expect(engine.views.count == 2)
            other.addSubview(chain[1])
            #expect(engine.views.count == Self.depth + 1)
            #expect(!chain.last!.isRemoved)
        }
    }

    /// A chain forced right-to-left at its root, each view's leading edge 1
    /// in from its superview's and 10 wide in a superview 10 wide: in
    /// right-to-left every view sits at x = 10 − 1 − 10 = −1 in its
    /// superview, and at 1 once the root is forced left-to-right. Each
    /// view finds its direction through every view above it.
    @Test func aDeepChainInAForcedDirection() {
        Self.onSmallStack {
            let engine = LayoutEngine()
            var chain = [engine.makeView("v0")]
            chain[0].semanticContentAttribute = .forceRightToLeft
            engine.pinFrame(of: chain[0], to: Rect(x: 0, y: 0, width: 10, height: 10))
            for i in 1..<Self.depth {
                let view = engine.makeView("v\(i)", in: chain[i - 1])
                LayoutConstraint.activate([
                    view.leadingAnchor .== chain[i - 1].leadingAnchor + 1, view.widthAnchor .== 10,
                    view.topAnchor .== chain[i - 1].topAnchor + 1, view.heightAnchor .== 10,
                ])
                chain.append(view)
            }
            #expect(chain.last!.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(chain.last!.frame == Rect(x: -1, y: 1, width: 10, height: 10))
            chain[0].semanticContentAttribute = .forceLeftToRight
            #expect(chain.last!.frame == Rect(x: 1, y: 1, width: 10, height: 10))
        }
    }

    /// Freeing a deep tree — plain views, or stack views each arranging the
    /// next — takes it apart from a list, not one stack frame per level.
    @Test(arguments: [false, true])
    func freeingADeepTree(stacks: Bool) {
        Self.onSmallStack {
            weak var weakLeaf: View?
            do {
                let engine = LayoutEngine()
                var parent = engine.makeView("v0", as: StackView.self) as View
                for i in 1..<Self.depth {
                    let view = engine.makeView("v\(i)", in: parent, as: stacks ? StackView.self : View.self)
                    if stacks { (parent as? StackView)?.addArrangedSubview(view) }
                    parent = view
                }
                weakLeaf = parent
            }
            #expect(weakLeaf == nil)
        }
    }
}
