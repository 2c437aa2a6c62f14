/// The heights of the bars a view controller is shown with.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Safe area, bars and layout guides").
enum BarRules {
    /// A navigation bar.
    static let navigationBar = 44.0
    /// A navigation bar that prefers large titles.
    static let largeTitleNavigationBar = 96.0
    /// The views whose presence as the first subview of a large-title navigation stack's root controller's view
    /// draws that root under a standard-height bar: its scroll content takes the large title (every such root in the
    /// fit parts and the iOS validation set, Xcode 11 to 16.3; roots that start with other views keep 96).
    static let largeTitleCollapsingFirstSubviews: Set<String> = ["tableView", "collectionView"]
    /// The view controller attribute that extends its root under opaque bars (UIKit's
    /// `extendedLayoutIncludesOpaqueBars`, off by default): without it, a root under an opaque navigation bar
    /// (`translucent="NO"`) lies below the bar, whatever height the document stores the root at.
    static let rootExtendsUnderOpaqueBarsAttribute = "extendedLayoutIncludesOpaqueBars"
    /// A navigation bar in a page sheet (Xcode 11 and later).
    static let sheetNavigationBar = 56.0
    /// A tab bar.
    static let tabBar = 49.0
    /// A toolbar.
    static let toolbar = 44.0
    /// A toolbar above a portrait phone's home indicator, as tall as a tab bar.
    static let toolbarAboveHomeIndicator = 49.0
    /// The first `toolsVersion` whose modal scenes on phones are drawn as iOS 13's page sheets.
    static let pageSheetsFrom = XcodeEra.xcode11
    /// The eras that draw a page sheet whose size is inferred from its presentation (no `simulatedDestinationMetrics`)
    /// and that shows no navigation bar with the status bar's inset at its top: Xcode 13.3 to 14 (toolsVersion
    /// 20037 and 21225 in the corpus; 19162 and earlier draw none).
    static let inferredSheetStatusBarEras = XcodeEra.xcode13_3..<XcodeEra.xcode15
    /// The first `toolsVersion` that draws a page sheet without the home indicator's inset at its bottom (Xcode 13.3:
    /// 20037 and later in the corpus store none; 18122 and earlier store 34).
    static let sheetsWithoutHomeIndicatorFrom = XcodeEra.xcode13_3
}
