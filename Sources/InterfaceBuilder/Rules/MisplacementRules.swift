/// How far a view whose size rests on metrics the document does not store may lie from its stored frame before
/// `check` reports it misplaced.
///
/// A label's, text field's or button's size is its text's in a font, and an SF Symbol's its font's metrics: the
/// document stores neither, so the stored frame stands in for the content size, and baselines are estimated from the
/// font's point size (`TextRules`). Interface Builder rounds each to the screen's pixels, so a position or length that
/// follows from them is known to about a point only. A difference within that is a note, not a failure.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("What is reported").
enum MisplacementRules {
    /// The most a view resting on unstored metrics may differ from its stored frame in x, y, width or height and get
    /// a note instead of a misplaced-view finding.
    static let unstoredMetricsTolerance = 1.0

    /// Whether `check` measures how far unstored metrics move a view through its constraints
    /// (`UnstoredMetricReach`): on iOS. On AppKit, whose controls place their text by rules of their own, a document
    /// Xcode flagged passes with it (pilotmoon/Scroll-Reverser `PrefsWindow.xib`), so it is not measured there.
    static func measuresUnstoredMetricReach(on platform: InterfaceBuilderDocument.Platform) -> Bool {
        platform == .iOS
    }

    /// The most texts whose baselines `check` moves, one layout of the scene each, in a scene: the first in
    /// document order. A scene of many texts is laid out at most this many times more; leaving the others out only
    /// makes a view's reach smaller, so a misplaced view is never passed for it.
    static let unstoredMetricReachSourceLimit = 64

    /// The most one raise of a text's baselines by `unstoredMetricsTolerance` may move a view and count as its reach:
    /// 4 times the raise. A move through constraints is the raise times the multipliers along the way (a centre on a
    /// baseline moves by the raise, a width of twice a distance to it by twice the raise); a larger move is a
    /// re-layout that jumps (a priority tie settled the other way, an inequality that starts to hold), which says
    /// nothing about the font's true metrics. Leaving such a move out only makes the reach smaller.
    static let unstoredMetricReachMoveLimit = 4 * unstoredMetricsTolerance
}
