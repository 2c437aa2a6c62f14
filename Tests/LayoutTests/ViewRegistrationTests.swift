import Testing
import TrellisLayout

/// A subclass with stored properties and its own initialiser, made by the engine.
final class BadgeView: View, @unchecked Sendable {
    var count: Int

    required init(_ registration: View.Registration) {
        count = 3
        super.init(registration)
        intrinsicContentSize = Size(width: 24, height: 24)
    }
}

@Suite struct ViewRegistrationTests {
    /// The engine makes and registers the subclass; its initialiser ran
    /// (count 3, intrinsic 24 × 24), so a badge centred in the 320 × 480 root
    /// is at ((320 − 24) / 2, (480 − 24) / 2) = (148, 228).
    @Test func subclassInitialiserRunsUnderTheEngine() {
        let (engine, root) = makeEngine()
        let badge = engine.makeView("badge", in: root, as: BadgeView.self)
        #expect(badge.count == 3)
        #expect(engine.views.last === badge && root.subviews.last === badge)
        LayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        #expect(badge.frame == Rect(x: 148, y: 228, width: 24, height: 24))
    }
}
