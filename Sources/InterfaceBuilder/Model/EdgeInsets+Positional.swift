import TrellisLayout

extension EdgeInsets {
    /// Creates insets from unlabelled values in `UIEdgeInsetsMake` order (top, left, bottom, right), so that the
    /// importer's rule rows stay one short line each.
    init(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
        self.init(top: top, left: left, bottom: bottom, right: right)
    }
}
