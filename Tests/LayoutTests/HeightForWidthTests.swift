import Testing
import TrellisLayout
import TrellisSolver

/// Wrapping content: fitting asks again at the fitted width, an overridden
/// `intrinsicContentSize` does not switch wrapping off, and a closure that
/// reads the layout is recorded instead of recursing.
@Suite struct HeightForWidthTests {
    /// A label whose text is 600 points long on one line, in lines of 20:
    /// at width w it needs ⌈600 / w⌉ lines, so 20 · ⌈600 / w⌉ points.
    static func wrap(_ width: Double) -> Double { (600 / width).rounded(.up) * 20 }

    /// A container at (0, 0) in a 1000 × 1000 root, holding the label at `|-20-[label]-20-|`, 10
    /// above and below; the label is 600 wide on one line (hugging 250,
    /// resistance 750). Nothing else sizes the container.
    static func makeCard(label type: View.Type = View.self) -> (LayoutEngine, View, View) {
        let (engine, root) = makeEngine(width: 1000, height: 1000)
        let card = engine.makeView("card", in: root)
        let label = engine.makeView("label", in: card, as: type)
        if type == View.self { label.intrinsicContentSize = Size(width: 600, height: 20) }
        label.heightForWidth = wrap
        let origin: [LayoutConstraint] = [
            card.leftAnchor.constraint(equalTo: root.leftAnchor), card.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        let horizontal: [LayoutConstraint] = [
            label.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 20),
            card.rightAnchor.constraint(equalTo: label.rightAnchor, constant: 20),
        ]
        let vertical: [LayoutConstraint] = [
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
        ]
        engine.activate(origin + horizontal + vertical)
        return (engine, card, label)
    }

    /// Laid out, the label is 600 wide (1 line, 20 high) and the card 640 × 40.
    /// Fitted at width 320 (required) and the lowest height, the label is
    /// 320 − 40 = 280 wide: ⌈600 / 280⌉ = 3 lines, 60 high, and the card
    /// 60 + 20 = 80 high (the label's vertical resistance, 750, beats the
    /// fitting priority, 50). Afterwards the layout is back to 640 × 40.
    @Test func fittingAsksAgainAtTheFittedWidth() {
        let (engine, card, _) = Self.makeCard()
        #expect(card.frame == Rect(x: 0, y: 0, width: 640, height: 40))
        let fitted = engine.systemLayoutSizeFitting(
            card, Size(width: 320, height: 0), horizontalPriority: .required, verticalPriority: .fittingSize)
        #expect(fitted == Size(width: 320, height: 80))
        #expect(card.frame == Rect(x: 0, y: 0, width: 640, height: 40))
    }

    /// A subclass that overrides `intrinsicContentSize` with 600 × 20 still
    /// wraps: held at card width 320, the label is 280 wide and 60 high.
    @Test func overriddenIntrinsicSizeStillWraps() {
        final class FixedLabel: View {
            override var intrinsicContentSize: Size {
                get { Size(width: 600, height: 20) }
                set {}
            }
        }
        let (engine, card, label) = Self.makeCard(label: FixedLabel.self)
        engine.activate([card.widthAnchor.constraint(equalToConstant: 320)])
        #expect(label.frame == Rect(x: 20, y: 10, width: 280, height: 60))
        // Without heightForWidth the override's height (20) counts again.
        label.heightForWidth = nil
        #expect(label.frame.height == 20)
    }

    /// A closure that reads its own frame while the engine lays out: the read
    /// gets the layout so far and the view is recorded, once, instead of the
    /// pass recursing until the stack runs out.
    @Test func closureReadingTheLayoutIsRecorded() {
        let (engine, card, label) = Self.makeCard()
        label.heightForWidth = { [unowned label] width in
            _ = label.frame
            return Self.wrap(width)
        }
        engine.activate([card.widthAnchor.constraint(equalToConstant: 320)])
        #expect(label.frame == Rect(x: 20, y: 10, width: 280, height: 60))
        #expect(engine.heightForWidthReentries.map(\.name) == ["label"])
    }
}
