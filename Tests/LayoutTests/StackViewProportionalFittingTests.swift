import Testing
import TrellisSolver

@testable import TrellisLayout

/// A `fillProportionally` stack with an arranged view that has no intrinsic
/// length: UIKit shares the stack by the views' fitting lengths, so a stack
/// whose own length is open stands at the sum of them.
@MainActor struct StackViewProportionalFittingTests {
    /// A vertical stack pinned at (0, 0), 100 wide, its height open, spacing 10, arranging `a` (intrinsic
    /// height 30) and `b` (no intrinsic size, `height >= 20`).
    static func makeStack() -> (engine: LayoutEngine, stack: StackView, a: View, b: View) {
        let (engine, root) = makeEngine()
        let stack = engine.makeView("s", in: root, as: StackView.self)
        stack.axis = .vertical
        stack.spacing = 10
        stack.distribution = .fillProportionally
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.widthAnchor.constraint(equalToConstant: 100).isActive = true
        let a = makeView(engine, "a", in: root, intrinsic: Size(width: 40, height: 30))
        let b = makeView(engine, "b", in: root)
        b.heightAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        return (engine, stack, a, b)
    }

    /// A vertical stack pinned at (0, 0), 100 wide, its height open, spacing
    /// 10: `a` with an intrinsic height of 30, `b` a plain view held only by
    /// `height >= 20` (its fitting height 20). By hand: a keeps 30 (hugging),
    /// b takes its fitting height 20 at y 30 + 10 = 40, the stack is
    /// 30 + 10 + 20 = 60 high. Without a pull toward b's fitting height, b
    /// (and the stack) could be any height from 20 up: ambiguous.
    @Test func viewWithoutIntrinsicLengthTakesItsFittingLength() {
        let (engine, stack, a, b) = Self.makeStack()
        engine.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(b.frame == Rect(x: 0, y: 40, width: 100, height: 20))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(!b.hasAmbiguousLayout)
        #expect(!stack.hasAmbiguousLayout)
    }

    /// The same stack asked for its expanded fitting height (`s.height == 1,000,000 @50`): b has no upper
    /// limit, so the query gets what it asks for, b = 1,000,000 − 30 − 10 = 999,960 high. The pull toward b's
    /// fitting height is weaker (49): were it at the query's 50, the two errors (1,000,000 − 40 − b) + b would sum
    /// to the same for every b from 20 up, a tie.
    @Test func anExpandedFittingWinsOverThePull() {
        let (engine, stack, _, _) = Self.makeStack()
        let size = withExtendedLifetime(engine) {
            stack.systemLayoutSizeFitting(
                View.layoutFittingExpandedSize, withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSize)
        }
        #expect(size == Size(width: 100, height: 1_000_000))
    }

    /// A `~ fitting` wish on b's height (priority 50) beats the pull at 49: b is 100 high, the stack
    /// 30 + 10 + 100 = 140. At one priority, |b − 100| + |b| would be the same for every b from 20 to 100.
    @Test func aWishAtFittingPriorityWinsOverThePull() {
        let (engine, stack, _, b) = Self.makeStack()
        let wish = b.heightAnchor.constraint(equalToConstant: 100)
        wish.priority = .fittingSize
        wish.isActive = true
        engine.layoutIfNeeded()
        #expect(b.frame == Rect(x: 0, y: 40, width: 100, height: 100))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 100, height: 140))
        #expect(!b.hasAmbiguousLayout)
    }
}
