import TrellisLayout
import TrellisSolver

/// The feed of README §4 with each cell built from nested stack views
/// (issue #17), in a root 375 wide:
///
/// ```
/// stack cell<i> in root horizontal alignment center spacing 8 marginsRelative margins 8 16 8 16
///   view image<i> intrinsic 60 60 hug 251 251
///   stack text<i> vertical alignment leading spacing 4
///     view title<i> intrinsic <100 + 10m> 20
///     view subtitle<i> intrinsic <150 + 20m> 16 resist 749 750
///   view button<i> intrinsic 44 30 hug 251 251
/// cell.leading == root.leading, cell.trailing == root.trailing
/// cell.top == root.top (i = 0) or == cell<i-1>.bottom
/// ```
///
/// The frames are the plain feed's: the stacks make the same layout.
final class StackFeedLayout: FeedWorkload {
    let n: Int
    let engine = LayoutEngine()
    let root: View
    var cells: [StackView] = [], texts: [StackView] = []
    var images: [View] = [], titles: [LabelView] = [], subtitles: [View] = [], buttons: [View] = []

    init(n: Int) {
        self.n = n
        root = engine.makeView("root")
        engine.pinFrame(
            of: root, to: Rect(x: 0, y: 0, width: FeedLayout.rootWidth, height: FeedLayout.cellHeight * Double(n)))
        for i in 0..<n {
            let cell = engine.makeView("cell\(i)", in: root, as: StackView.self)
            cell.spacing = 8
            cell.alignment = .center
            cell.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            cell.isLayoutMarginsRelativeArrangement = true
            let image = engine.makeView("image\(i)", in: cell)
            image.intrinsicContentSize = Size(width: 60, height: 60)
            image.setContentHuggingPriority(251, for: .horizontal)
            image.setContentHuggingPriority(251, for: .vertical)
            let text = engine.makeView("text\(i)", in: cell, as: StackView.self)
            text.axis = .vertical
            text.alignment = .leading
            text.spacing = 4
            let title = engine.makeView("title\(i)", in: text, as: LabelView.self)
            title.intrinsicContentSize = Size(width: FeedLayout.titleWidth(i), height: 20)
            let subtitle = engine.makeView("subtitle\(i)", in: text)
            subtitle.setContentCompressionResistancePriority(749, for: .horizontal)
            subtitle.intrinsicContentSize = Size(width: FeedLayout.subtitleWidth(i), height: 16)
            text.addArrangedSubview(title)
            text.addArrangedSubview(subtitle)
            let button = engine.makeView("button\(i)", in: cell)
            button.intrinsicContentSize = Size(width: 44, height: 30)
            button.setContentHuggingPriority(251, for: .horizontal)
            button.setContentHuggingPriority(251, for: .vertical)
            cell.addArrangedSubview(image)
            cell.addArrangedSubview(text)
            cell.addArrangedSubview(button)
            engine.activate([
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                i == 0
                    ? cell.topAnchor.constraint(equalTo: root.topAnchor)
                    : cell.topAnchor.constraint(equalTo: cells[i - 1].bottomAnchor),
            ])
            cells.append(cell); texts.append(text); images.append(image)
            titles.append(title); subtitles.append(subtitle); buttons.append(button)
        }
    }

    @inline(never)
    func readAllFrames() {
        engine.layoutIfNeeded()
        var sum = fold(engine.frame(of: root))
        for i in 0..<n { sum += readCell(i) }
        checksum += sum
    }

    @inline(never)
    func readCellFrames(_ i: Int) {
        engine.layoutIfNeeded()
        checksum += readCell(i)
    }

    private func views(of i: Int) -> [View] { [cells[i], images[i], titles[i], subtitles[i], buttons[i], texts[i]] }

    @inline(__always)
    private func readCell(_ i: Int) -> Double { views(of: i).reduce(0) { $0 + fold(engine.frame(of: $1)) } }

    @inline(__always)
    private func fold(_ r: Rect) -> Double { r.minX + r.minY + r.width + r.height }

    func setTitleWidth(_ width: Double, of i: Int) {
        titles[i].textSize.width = width
        titles[i].invalidateIntrinsicContentSize()
    }

    /// The plain feed's frames (`FeedLayout.expectedFrames`), with the title and
    /// subtitle inside the text stack at (84, 18, 223, 40): (76 − 40) / 2 = 18
    /// centres the column of 20 + 4 + 16 = 40, and 375 − 16 − 60 − 8 − 8 − 44 − 16
    /// = 223 is what the row leaves it.
    func verify(widened: Int? = nil, width: Double = 0) throws {
        if !engine.conflicts.isEmpty { throw BenchmarkFailure("stack feed N=\(n): a constraint was broken") }
        for i in 0..<n {
            var expected = FeedLayout.expectedFrames(of: i, titleWidth: i == widened ? width : FeedLayout.titleWidth(i))
            expected[2] = Rect(x: 0, y: 0, width: expected[2].width, height: 20)
            expected[3] = Rect(x: 0, y: 24, width: expected[3].width, height: 16)
            expected.append(Rect(x: 84, y: 18, width: 223, height: 40))
            for (view, frame) in zip(views(of: i), expected) where !engine.frame(of: view).isClose(to: frame) {
                throw BenchmarkFailure(
                    "stack feed N=\(n): \(view.name).frame is \(engine.frame(of: view)); expected \(frame)")
            }
        }
    }
}
