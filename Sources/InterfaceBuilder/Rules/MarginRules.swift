import TrellisLayout

/// The layout margins UIKit gives views that store none, by Xcode era and width.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Layout margins").
enum MarginRules {
    /// Every view's margins on each side, UIKit's default.
    static let standard = 8.0

    /// A UIStackView's margins when it stores none: 0 on each side, where other views have UIView's 8. Every view
    /// pinned to such a stack's margins in the iOS validation set and the fit parts (14 margins, 8 repositories,
    /// Xcode 11 to 26) is stored at the stack's edge (`Docs/InterfaceBuilder.md`, "Layout margins").
    static let stackView = EdgeInsets.zero

    /// A xib's top-level plain view drawn as a screen of its own size: no margins top and bottom beyond its
    /// safe area (its sides take `rootSideMargin` of its width).
    static let freeViewVertical = 0.0

    /// The first `toolsVersion` that draws a xib's top-level collection view cell or reusable view with the side
    /// margins of a root of its width.
    static let freeStandingCollectionItemsFrom = XcodeEra.xcode9

    /// The safe-area insets of a xib's top-level collection view cell or reusable view on a phone, which Interface
    /// Builder draws as a screen of its own size: on a phone without a Home button the device's status bar at the
    /// top and home indicator at the bottom (the bottom left out where a top-level plain view leaves it out,
    /// `ScreenRules.drawsAtScreenTop`); on a phone with a Home
    /// button none (nil: the item keeps no insets), where a top-level plain view shows the status bar from Xcode 11.
    /// `deviceTop` and `deviceBottom`: the device's insets as the era shows its status bar, not doubled as Xcode 16.3
    /// and later show a scene's (a reusable view of toolsVersion 24128 on `retina6_12` stores 34 at its bottom).
    static func freeStandingCollectionItemInsets(
        deviceTop: Double, deviceBottom: Double, homeButton: Bool, era: XcodeEra, width: Double,
        screenWidth: Double
    ) -> EdgeInsets? {
        guard !homeButton, era.isAtLeast(freeStandingCollectionItemsFrom) else { return nil }
        let atScreenTop = ScreenRules.drawsAtScreenTop(width: width, screenWidth: screenWidth, era: era)
        return EdgeInsets(deviceTop, 0, atScreenTop ? 0 : deviceBottom, 0)
    }

    /// A view controller's root view: no margin top and bottom beyond its safe area (UIKit's
    /// `systemMinimumLayoutMargins` are 0 there, 16 or 20 at the sides).
    static let rootVertical = 0.0

    /// The side margins of a view controller's root view: 16 on phones narrower
    /// than 393 points, 20 on wider phones, iPads and the 600-point canvas.
    static func rootSideMargin(width: Double, isPad: Bool) -> Double {
        isPad || width >= 393 ? 20 : 16
    }

    /// The side margins of a view controller's plain root view (a UIView, not a table or collection view) on a phone
    /// `width` points wide: 16 narrower than `plainRootWideFrom`, where table views and their cells on the 393-point
    /// phones have `rootSideMargin`'s 20; otherwise `rootSideMargin`. Views pinned to such roots' side margins on
    /// 393-point phones are stored 16 inside in Xcode 14.0 to 16.4 (`Docs/InterfaceBuilder.md`, "Layout margins"); no
    /// document shows such a root in Xcode 26 or in landscape, which take the same margins as the earlier releases.
    static func plainRootSideMargin(width: Double, isPad: Bool) -> Double {
        isPad || width >= plainRootWideFrom ? rootSideMargin(width: width, isPad: isPad) : 16
    }

    /// The narrowest phone whose plain root views have 20-point side margins as far as the documents show: 414
    /// points stores 20, 393 stores 16; the 402-point iPhone 16 Pro is unobserved and kept at 20, as before.
    static let plainRootWideFrom = 402.0

    /// A table view cell's content view's top and bottom margins by era: 8 before Xcode 9 (iOS 10's
    /// UITableViewCell keeps UIView's default), 11 from Xcode 9, 15 from Xcode 26 (its taller rows).
    static let cellVerticalByEra: [(eras: Range<Int>, margin: Double)] = [
        (0..<XcodeEra.xcode9, 8), (XcodeEra.xcode9..<XcodeEra.xcode26, 11), (ToolsVersions.from(XcodeEra.xcode26), 15),
    ]

    /// The top and bottom margins of a table view cell's content view in a document saved by `era`.
    static func cellVertical(era: XcodeEra) -> Double {
        cellVerticalByEra.first { era.isIn($0.eras) }?.margin ?? standard
    }

    /// A table view cell's content view's right margin when the cell shows an accessory (a disclosure
    /// indicator, checkmark or detail button beside it, so that the content view is narrower than the cell).
    static let cellAccessorySide = 8.0

    /// A table view cell's content view's side margins by era: 8 before Xcode 9 and in documents that name no
    /// device (Xcode 6 and 7's canvas); from Xcode 11, and in Xcode 9 and 10 when it preserves its superview's
    /// margins, the device's root side margins (16 or 20, `rootSideMargin`); in Xcode 9 and 10 one that does not
    /// has UITableViewCell's own, 16, or 15 on screens narrower than 375 points, and `wideCellSide` when the
    /// content view (`contentWidth`) is wider than `wideCellWidth`, on any device. `homeButton`: the device has one.
    /// A narrow cell (`narrowCellWidth`: a xib's top-level cell, drawn without a table, on any device, or a cell in
    /// a table on a phone) no wider than `narrowFreeStandingCell` has 16 in place of the device's margins: tables
    /// of 107, 252 and 300 points on 414- and 428-point phones store 16 (Xcode 12 to 15), tables of 374 and 398
    /// points 20 (`Docs/InterfaceBuilder.md`, "Layout margins").
    static func cellSide(
        era: XcodeEra, deviceSide: Double?, deviceWidth: Double, preserves: Bool, narrowCellWidth: Double? = nil,
        contentWidth: Double? = nil, homeButton: Bool = false
    ) -> Double {
        guard let deviceSide, era.isAtLeast(XcodeEra.xcode9) else { return 8 }
        if preserves || era.isAtLeast(XcodeEra.xcode11) {
            let narrowEra = era.isIn(xcode11NarrowPhoneEras) || (homeButton && era.isIn(xcode11BetaHomeButtonEras))
            var side = narrowEra && deviceSide < 20 ? xcode11NarrowPhoneSide : deviceSide
            if let row = cellSideByEraAndWidth.first(where: { era.isIn($0.eras) && $0.widths.contains(deviceWidth) }) {
                side = row.side
            }
            guard let narrowCellWidth, narrowCellWidth <= narrowFreeStandingCell + 0.5 else { return side }
            return min(side, narrowFreeStandingSide)
        }
        if let contentWidth, contentWidth > wideCellWidth { return wideCellSide }
        return deviceWidth < 375 ? 15 : 16
    }

    /// The widest content view of an Xcode 9 or 10 cell that does not preserve its superview's margins and keeps
    /// 15 or 16 at its sides: the widest phone in portrait (414). Wider ones (iPad tables and sheets, the
    /// 600-point canvas of documents first drawn by Xcode 6 and 7) have `wideCellSide`.
    static let wideCellWidth = 414.0

    /// The side margins of a wide Xcode 9 or 10 cell's content view.
    static let wideCellSide = 20.0

    /// Xcode 11's releases (11.0 to 11.7, before Xcode 12) give cells on phones whose root side margins are 16
    /// (narrower than 393 points) `xcode11NarrowPhoneSide` at the sides.
    static let xcode11NarrowPhoneEras = 15000..<XcodeEra.xcode12

    /// Xcode 11's betas (14800 to 14999) give `xcode11NarrowPhoneSide` on such phones only when they have a
    /// Home button; the 375-point notched phone keeps 16 there.
    static let xcode11BetaHomeButtonEras = XcodeEra.xcode11..<15000
    static let xcode11NarrowPhoneSide = 15.0

    /// Cells whose side margins differ from the device's root side margins, by era and device width: Xcode
    /// 15.0 to 16.2 draw cells on the 390-point iPhone 12, 13 and 14 (`retina6_0`) with 20 at the sides, as
    /// on the 393-point phones, where that phone's roots keep 16; Xcode 16.3 and later 16.
    static let cellSideByEraAndWidth: [(eras: Range<Int>, widths: ClosedRange<Double>, side: Double)] = [
        (XcodeEra.xcode15..<XcodeEra.xcode16_3, 390...390, 20)
    ]

    /// The widest free-standing cell that keeps the narrow side margins on any device: 320, Xcode's width for
    /// a new cell xib and the narrowest iPhone's.
    static let narrowFreeStandingCell = 320.0

    /// The side margins of a narrow free-standing cell's content view.
    static let narrowFreeStandingSide = 16.0
}
