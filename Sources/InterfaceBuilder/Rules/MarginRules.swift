/// The layout margins UIKit gives views that store none, by Xcode era and width.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Layout margins").
enum MarginRules {
    /// Every view's margins on each side, UIKit's default.
    static let standard = 8.0

    /// A view controller's root view: 8 top and bottom.
    static let rootVertical = 8.0

    /// The side margins of a view controller's root view: 16 on phones narrower
    /// than 393 points, 20 on wider phones, iPads and the 600-point canvas.
    static func rootSideMargin(width: Double, isPad: Bool) -> Double {
        isPad || width >= 393 ? 20 : 16
    }

    /// A table view cell's content view: 11 top and bottom.
    static let cellVertical = 11.0

    /// UITableViewCell's own side margins, for a content view that does not preserve its superview's.
    static let cellOwnSide = 15.0

    /// The side margins of documents that name no device (Xcode 6 and 7's canvas), whose cells had 8.
    static let cellCanvasSide = 8.0
}
