import Testing
import TrellisSolver

@testable import TrellisLayout

/// A `fillProportionally` stack with an arranged view that has no intrinsic
/// length: UIKit shares the stack by the views' fitting lengths, so a stack
/// whose own length is open stands at the sum of them.
@MainActor struct StackViewProportionalFittingTests {
    /// A vertical stack pinned at (0, 0), 100 wide, its height open, spacing
    /// 10: `a` with an intrinsic height of 30, `b` a plain view held only by
    /// `height >= 20` (its fitting height 20). By hand: a keeps 30 (hugging),
    /// b takes its fitting height 20 at y 30 + 10 = 40, the stack is
    /// 30 + 10 + 20 = 60 high. Without a pull toward b's fitting height, b
    /// (and the stack) could be any height from 20 up: ambiguous.
    @Test func viewWithoutIntrinsicLengthTakesItsFittingLength() {
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
        engine.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(b.frame == Rect(x: 0, y: 40, width: 100, height: 20))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(!b.hasAmbiguousLayout)
        #expect(!stack.hasAmbiguousLayout)
    }
}
