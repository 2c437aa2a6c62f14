import TrellisLayout
import TrellisSolver

/// A label-like view: its intrinsic content size comes from its text, and a
/// text change calls `invalidateIntrinsicContentSize()`, as `UILabel` does.
final class LabelView: View, @unchecked Sendable {
    var textSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    override var intrinsicContentSize: Size {
        get { textSize }
        set {
            textSize = newValue
            invalidateIntrinsicContentSize()
        }
    }
}

/// README §4: a feed of N cells at the layout level (`Layout`'s anchors,
/// intrinsic sizes, hugging and resistance), in a root 375 wide.
///
/// Per cell i (`m = i mod 10`), made in this order (the kiwi script adds the
/// same constraints in the same order, at the solver level):
///
/// ```
/// view cell<i> in root
/// view image<i> in cell<i> intrinsic 60 60
/// view title<i> in cell<i> intrinsic <100 + 10m> 20
/// view subtitle<i> in cell<i> intrinsic <150 + 20m> 16 resist 749 750
/// view button<i> in cell<i> intrinsic 44 30
/// cell.leading == root.leading,  cell.trailing == root.trailing
/// cell.top == root.top (i = 0) or == cell<i-1>.bottom
/// image.leading == cell.leading + 16,  image.top == cell.top + 8
/// title.leading == image.trailing + 8,  title.top == image.top
/// subtitle.leading == title.leading,  subtitle.top == title.bottom + 4
/// button.trailing == cell.trailing - 16,  button.centerY == cell.centerY
/// title.trailing <= button.leading - 8,  subtitle.trailing <= button.leading - 8
/// cell.bottom >= image.bottom + 8,  cell.bottom >= subtitle.bottom + 8
/// cell.height == 0 @50
/// ```
///
/// 16 constraints and 16 content-size constraints per cell, plus the root's
/// four frame pins. Every cell comes out 76 tall at y = 76·i.
final class FeedLayout {
    static let rootWidth = 375.0
    static let cellHeight = 76.0

    let n: Int
    let engine = LayoutEngine()
    let root: View
    var cells: [View] = [], images: [View] = [], titles: [LabelView] = [], subtitles: [View] = [], buttons: [View] = []

    static func titleWidth(_ i: Int) -> Double { 100 + 10 * Double(i % 10) }
    static func subtitleWidth(_ i: Int) -> Double { 150 + 20 * Double(i % 10) }

    /// Makes the engine, the views and the constraints; everything is active
    /// (and solved incrementally) when this returns.
    init(n: Int) {
        self.n = n
        cells.reserveCapacity(n); images.reserveCapacity(n); titles.reserveCapacity(n)
        subtitles.reserveCapacity(n); buttons.reserveCapacity(n)
        root = engine.makeView("root")
        engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: Self.rootWidth, height: Self.cellHeight * Double(n)))
        for i in 0..<n {
            let cell = engine.makeView("cell\(i)", in: root)
            let image = engine.makeView("image\(i)", in: cell)
            image.intrinsicContentSize = Size(width: 60, height: 60)
            let title = engine.makeView("title\(i)", in: cell, as: LabelView.self)
            title.intrinsicContentSize = Size(width: Self.titleWidth(i), height: 20)
            let subtitle = engine.makeView("subtitle\(i)", in: cell)
            subtitle.setContentCompressionResistancePriority(749, for: .horizontal)
            subtitle.intrinsicContentSize = Size(width: Self.subtitleWidth(i), height: 16)
            let button = engine.makeView("button\(i)", in: cell)
            button.intrinsicContentSize = Size(width: 44, height: 30)

            let height = cell.heightAnchor.constraint(equalToConstant: 0)
            height.priority = 50
            engine.activate([
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                i == 0
                    ? cell.topAnchor.constraint(equalTo: root.topAnchor)
                    : cell.topAnchor.constraint(equalTo: cells[i - 1].bottomAnchor),
                image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: image.topAnchor),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                button.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                button.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 8),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 8),
                height,
            ])
            cells.append(cell); images.append(image); titles.append(title); subtitles.append(subtitle);
            buttons.append(button)
        }
    }

    /// Lays out and reads every view's frame (5N + 1 frames) into the checksum.
    @inline(never)
    func readAllFrames() {
        engine.layoutIfNeeded()
        var sum = 0.0
        sum += fold(engine.frame(of: root))
        for i in 0..<n { sum += readCell(i) }
        checksum += sum
    }

    /// Lays out and reads the five frames of cell `i` (the cell and its four
    /// subviews) into the checksum.
    @inline(never)
    func readCellFrames(_ i: Int) {
        engine.layoutIfNeeded()
        checksum += readCell(i)
    }

    @inline(__always)
    private func readCell(_ i: Int) -> Double {
        fold(engine.frame(of: cells[i])) + fold(engine.frame(of: images[i])) + fold(engine.frame(of: titles[i]))
            + fold(engine.frame(of: subtitles[i])) + fold(engine.frame(of: buttons[i]))
    }

    @inline(__always)
    private func fold(_ r: Rect) -> Double { r.minX + r.minY + r.width + r.height }

    /// Sets title `i`'s text width, as a label whose text changed: its
    /// `intrinsicContentSize` follows, and `invalidateIntrinsicContentSize()`
    /// gives the engine the new width.
    func setTitleWidth(_ width: Double, of i: Int) {
        titles[i].textSize.width = width
        titles[i].invalidateIntrinsicContentSize()
    }

    /// The frames the constraints determine, worked out by hand (frames are in
    /// the superview's coordinates, y down):
    ///
    /// - cell i: (0, 76i, 375, 76) — the image (8 + 60 + 8) sets the height;
    ///   the subtitle needs only 8 + 20 + 4 + 16 + 8 = 56.
    /// - image: (16, 8, 60, 60).
    /// - title: (16 + 60 + 8 = 84, 8, its intrinsic width, 20).
    /// - button: (375 - 16 - 44 = 315, (76 - 30) / 2 = 23, 44, 30).
    /// - subtitle: (84, 8 + 20 + 4 = 32, min(intrinsic, 315 - 8 - 84 = 223), 16).
    static func expectedFrames(of i: Int, titleWidth: Double) -> [Rect] {
        let subtitleWidth = min(subtitleWidth(i), 307 - 84)
        return [
            Rect(x: 0, y: cellHeight * Double(i), width: rootWidth, height: cellHeight),
            Rect(x: 16, y: 8, width: 60, height: 60),
            Rect(x: 84, y: 8, width: titleWidth, height: 20),
            Rect(x: 84, y: 32, width: subtitleWidth, height: 16),
            Rect(x: 315, y: 23, width: 44, height: 30),
        ]
    }

    /// Checks every frame, with title `widened` (if any) at `width`. Fails loudly.
    func verify(widened: Int? = nil, width: Double = 0) throws {
        let names = ["cell", "image", "title", "subtitle", "button"]
        if !engine.conflicts.isEmpty || engine.hasBrokenConstraints {
            throw BenchmarkFailure("feed N=\(n): the engine broke constraints: \(engine.conflicts.first!.description)")
        }
        let rootFrame = engine.frame(of: root)
        if !rootFrame.isClose(to: Rect(x: 0, y: 0, width: Self.rootWidth, height: Self.cellHeight * Double(n))) {
            throw BenchmarkFailure("feed N=\(n): root frame is \(rootFrame)")
        }
        for i in 0..<n {
            let expected = Self.expectedFrames(of: i, titleWidth: i == widened ? width : Self.titleWidth(i))
            let views: [View] = [cells[i], images[i], titles[i], subtitles[i], buttons[i]]
            for (k, view) in views.enumerated() {
                let actual = engine.frame(of: view)
                if !actual.isClose(to: expected[k]) {
                    throw BenchmarkFailure(
                        "feed N=\(n): \(names[k])\(i).frame is \(actual); expected \(expected[k])")
                }
            }
        }
    }
}

/// A feed of N cells whose title N/2 can change width: the plain feed and the stack feed.
protocol FeedWorkload: AnyObject {
    init(n: Int)
    func readAllFrames()
    func readCellFrames(_ i: Int)
    func setTitleWidth(_ width: Double, of i: Int)
    func verify(widened: Int?, width: Double) throws
}

extension FeedLayout: FeedWorkload {}

extension FeedWorkload {
    /// (a) full layout: new engine, views and constraints, lay out, read every
    /// frame; (b) title N/2's intrinsic width 100 ↔ 150 (alternately), lay out,
    /// read cell N/2's frames (the only ones that can change). Results are
    /// named `PREFIX.build.N` and `PREFIX.relayout.N`; every frame is checked.
    static func run(_ prefix: String, n: Int, build buildReps: Repetitions, relayout: Repetitions) throws
        -> [String: Samples]
    {
        var results: [String: Samples] = [:]
        let warmup = n >= 5000 ? 0 : 1
        let lastIndex = warmup + buildReps.samples * buildReps.batch - 1
        var last: Self?
        results["\(prefix).build.\(n)"] = measure(buildReps, warmup: warmup) { i in
            let feed = Self(n: n)
            feed.readAllFrames()
            if i == lastIndex { last = feed }
        }
        guard let feed = last else { throw BenchmarkFailure("\(prefix) N=\(n): no build ran") }
        try feed.verify(widened: nil, width: 0)
        let middle = n / 2
        let original = FeedLayout.titleWidth(middle)
        feed.setTitleWidth(150, of: middle)
        feed.readCellFrames(middle)
        try feed.verify(widened: middle, width: 150)
        feed.setTitleWidth(original, of: middle)
        feed.readCellFrames(middle)
        try feed.verify(widened: nil, width: 0)
        results["\(prefix).relayout.\(n)"] = measure(relayout) { i in
            feed.setTitleWidth(i % 2 == 0 ? 150 : original, of: middle)
            feed.readCellFrames(middle)
        }
        feed.setTitleWidth(150, of: middle)
        feed.readCellFrames(middle)
        try feed.verify(widened: middle, width: 150)
        return results
    }
}
