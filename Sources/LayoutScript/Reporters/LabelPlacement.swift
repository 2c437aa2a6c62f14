import TrellisLayout

/// Places picture labels so that no two overlap: each goes to its first-choice
/// box, or as many lines lower as it takes to clear the labels placed before it.
///
/// Placed boxes are kept in a grid of buckets (one text line high, 128 points
/// wide), so a check looks only at nearby labels; and a label whose first
/// choice is the same box as an earlier one's starts where that one landed (every
/// box above was taken then, and boxes are only ever added). So N labels at
/// one place cost O(N) checks in all, not O(N³), and the result is the same
/// as scanning every placed label from the first choice down.
struct LabelPlacement {
    private let bucketWidth = 128.0
    private let bucketHeight: Double
    private var buckets: [Bucket: [Rect]] = [:]
    private var landings: [Start: Double] = [:]

    private struct Bucket: Hashable {
        let column: Int
        let row: Int
    }

    private struct Start: Hashable {
        let x: Double
        let y: Double
        let width: Double
        let height: Double
    }

    /// - Parameter lineHeight: How far a label moves down to try again.
    init(lineHeight: Double) { bucketHeight = lineHeight }

    /// Places a label at the first of its candidate boxes that no label placed
    /// before overlaps; when every one is taken, as `place(_:step:)` places
    /// the first.
    mutating func place(candidates: [Rect], step: Double) -> Rect {
        for box in candidates where !overlapsPlaced(box) {
            for bucket in bucketsCovering(box) { buckets[bucket, default: []].append(box) }
            return box
        }
        return place(candidates[0], step: step)
    }

    /// Places a label whose first choice is `box`, and returns where it went.
    mutating func place(_ box: Rect, step: Double) -> Rect {
        var box = box
        let start = Start(x: box.minX, y: box.minY, width: box.width, height: box.height)
        if let landed = landings[start] { box.origin.y = landed }
        while overlapsPlaced(box) { box.origin.y += step }
        landings[start] = box.minY
        for bucket in bucketsCovering(box) { buckets[bucket, default: []].append(box) }
        return box
    }

    private func overlapsPlaced(_ box: Rect) -> Bool {
        bucketsCovering(box).contains { bucket in
            buckets[bucket]?.contains { SVGReporter.overlaps($0, box) } ?? false
        }
    }

    private func bucketsCovering(_ box: Rect) -> [Bucket] {
        func index(_ value: Double, _ size: Double) -> Int {
            let scaled = (value / size).rounded(.down)
            return Int(max(min(scaled, 1e15), -1e15))
        }
        let columns = index(box.minX, bucketWidth)...index(box.maxX, bucketWidth)
        let rows = index(box.minY, bucketHeight)...index(box.maxY, bucketHeight)
        return columns.flatMap { column in rows.map { Bucket(column: column, row: $0) } }
    }
}
