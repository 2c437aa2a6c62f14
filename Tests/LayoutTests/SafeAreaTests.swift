import Testing
import TrellisLayout
import TrellisSolver

/// `safeAreaLayoutGuide` and `safeAreaInsets`.
@Suite struct SafeAreaTests {
    /// A 320 × 480 root with a 44-point status bar and a 34-point home
    /// indicator: content pinned to the guide is {{0, 44}, {320, 480 − 44 − 34 = 402}}.
    /// New insets (top 20, left 10, right 10, bottom 0) move it in place to
    /// {{10, 20}, {300, 460}}.
    @Test func contentFollowsTheInsets() {
        let (engine, root) = makeEngine()
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let safe = root.safeAreaLayoutGuide
        #expect(safe === root.safeAreaLayoutGuide && safe.name == "root.safeAreaLayoutGuide")
        let content = engine.makeView("content", in: root)
        LayoutConstraint.activate([
            content.leadingAnchor .== safe.leadingAnchor, content.trailingAnchor .== safe.trailingAnchor,
            content.topAnchor .== safe.topAnchor, content.bottomAnchor .== safe.bottomAnchor,
        ])
        #expect(content.frame == Rect(x: 0, y: 44, width: 320, height: 402))
        root.safeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 0, right: 10)
        #expect(content.frame == Rect(x: 10, y: 20, width: 300, height: 460))
        #expect(safe.layoutFrame == Rect(x: 10, y: 20, width: 300, height: 460))
        #expect(!engine.hasAmbiguousLayout && !engine.hasBrokenConstraints)
    }

    /// Under AppKit's coordinates the guide's frame is measured from the
    /// bottom: a top inset of 44 in a 480-high root leaves y = 0, height 436.
    @Test func unflippedFrames() {
        let (engine, root) = makeEngine(coordinates: .unflipped)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        #expect(root.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 436))
        #expect(engine.views.count == 1)
    }

    /// A view removed and added back keeps its guide, tied again with the
    /// insets it has then: card {{20, 20}, {200, 100}} with insets 10 all
    /// round gives the guide {{10, 10}, {180, 80}} in card's coordinates.
    @Test func guideComesBackWithTheView() {
        let (engine, root) = makeEngine()
        let card = engine.makeView("card", in: root)
        let guide = card.safeAreaLayoutGuide
        card.removeFromSuperview()
        card.safeAreaInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        root.addSubview(card)
        engine.pinFrame(of: card, to: Rect(x: 20, y: 20, width: 200, height: 100))
        #expect(card.safeAreaLayoutGuide === guide)
        #expect(guide.layoutFrame == Rect(x: 10, y: 10, width: 180, height: 80))
    }

    /// Removing the guide unties it; the next access makes a new one.
    @Test func removedGuideIsReplaced() {
        let (engine, root) = makeEngine()
        let first = root.safeAreaLayoutGuide
        root.removeLayoutGuide(first)
        let second = root.safeAreaLayoutGuide
        #expect(first !== second && first.isRemoved && !second.isRemoved)
        #expect(second.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(engine.layoutGuides.map(\.name) == ["root.safeAreaLayoutGuide"])
    }
}
