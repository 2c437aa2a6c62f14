import TrellisLayout

extension LayoutReport {
    /// A rectangle in a report: Layout's `Rect`, printed as `X Y W H`
    /// (`ReportNumber.text(_:decimals:)`) or `[x, y, width, height]` (JSON).
    public typealias Rectangle = Rect
}

extension Rect {
    /// The rectangle as `[minX, minY, width, height]`, the order reports print.
    public var components: [Double] { [minX, minY, width, height] }
}
