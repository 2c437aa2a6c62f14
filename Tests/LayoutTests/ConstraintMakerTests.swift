import Testing
import TrellisLayout

/// The SnapKit-style short forms, laid out by hand arithmetic (each case's comment).
@MainActor struct ConstraintMakerTests {
    /// 16 in from a 320×480 root: {16, 16} 288×448. Insets 1 2 3 4 inside a
    /// guide at {10, 10} 100×50: x 10 + 2 = 12, y 10 + 1 = 11, width
    /// 100 − 2 − 4 = 94, height 50 − 1 − 3 = 46.
    @Test func edges() {
        let (engine, root) = makeEngine()
        let card = engine.makeView("card", in: root)
        let pins = card.pinEdges(inset: 16)
        #expect(pins.count == 4 && pins.allSatisfy(\.isActive))
        #expect(card.frame == Rect(x: 16, y: 16, width: 288, height: 448))
        let guide = engine.makeLayoutGuide("area", in: root)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 100), guide.heightAnchor.constraint(equalToConstant: 50),
        ])
        let label = engine.makeView("label", in: root)
        label.pinEdges(to: guide, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(label.frame == Rect(x: 12, y: 11, width: 94, height: 46))
        #expect(!engine.hasBrokenConstraints)
    }

    /// The root's centre is (160, 240); 10 right and 5 up of it, a 10×10 badge is at {165, 230}.
    @Test func sizeAndCenter() {
        let (engine, root) = makeEngine()
        let badge = engine.makeView("badge", in: root)
        badge.pinSize(Size(width: 10, height: 10))
        badge.pinCenter(offset: Point(x: 10, y: -5))
        #expect(badge.frame == Rect(x: 165, y: 230, width: 10, height: 10))
    }

    /// Made: 48×48 at {16, 16} in the card. Updated to 64×64: the same two
    /// constraints change constant, nothing is added. Remade: centred in the
    /// 288×448 card at 20×20, {134, 214}; the first group is gone.
    @Test func makeUpdateAndRemake() {
        let (engine, root) = makeEngine()
        let card = engine.makeView("card", in: root)
        card.pinEdges(inset: 16)
        let avatar = engine.makeView("avatar", in: card)
        let made = avatar.makeConstraints { avatar in
            avatar.sizeConstraints(Size(width: 48, height: 48)) + [
                avatar.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
                avatar.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 16),
            ]
        }
        #expect(avatar.frame == Rect(x: 16, y: 16, width: 48, height: 48))
        let count = engine.constraints.count
        let updated = avatar.updateConstraints { $0.sizeConstraints(Size(width: 64, height: 64)) }
        #expect(updated[0] === made[0] && updated[1] === made[1])
        #expect(engine.constraints.count == count)
        #expect(avatar.frame == Rect(x: 16, y: 16, width: 64, height: 64))
        avatar.remakeConstraints { $0.centerConstraints() + $0.sizeConstraints(Size(width: 20, height: 20)) }
        #expect(made.allSatisfy { !$0.isActive })
        #expect(avatar.frame == Rect(x: 134, y: 214, width: 20, height: 20))
    }

    /// An update whose constraint relates other attributes is added to the
    /// group rather than changing one: the bound it adds (bottom ≤ 100) cannot
    /// hold with the centring (bottom 240 + 24 = 264), so one is broken.
    @Test func updateAddsWhatIsNew() {
        let (engine, root) = makeEngine()
        let avatar = engine.makeView("avatar", in: root)
        avatar.makeConstraints { $0.sizeConstraints(Size(width: 48, height: 48)) + $0.centerConstraints() }
        let count = engine.constraints.count
        avatar.updateConstraints { [$0.bottomAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 100)] }
        #expect(engine.constraints.count == count + 1)
        #expect(engine.hasBrokenConstraints)
    }
}
