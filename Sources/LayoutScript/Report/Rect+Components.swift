import TrellisLayout

extension Rect {
    /// The rectangle as `[minX, minY, width, height]`, the order reports print.
    public var components: [Double] { [minX, minY, width, height] }
}
