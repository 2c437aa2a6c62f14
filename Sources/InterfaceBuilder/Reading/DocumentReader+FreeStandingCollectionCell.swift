import TrellisLayout

extension DocumentReader {
    /// The elements Interface Builder draws at a xib's top level as collection view items, without a collection view.
    static let freeStandingCollectionItems: Set<String> = ["collectionViewCell", "collectionReusableView"]

    /// A xib's top-level collection view cell or reusable view on a phone, from Xcode 9: Interface Builder draws it
    /// as a root of its own width, so it and a cell's content view have that root's margins unless they store their
    /// own: at the sides `MarginRules.rootSideMargin` (16, or 20 from 393 points), none at the top and bottom
    /// (`MarginRules.freeViewVertical`).
    func applyFreeStandingCollectionItemMargins(_ root: inout DocumentView, _ object: XMLElementNode) {
        guard era.isAtLeast(MarginRules.freeStandingCollectionItemsFrom) else { return }
        let side = MarginRules.rootSideMargin(width: root.documentFrame.width, isPad: false)
        let margins = EdgeInsets(MarginRules.freeViewVertical, side, MarginRules.freeViewVertical, side)
        if !Self.storesMargins(object) { root.margins = margins }
        guard let content = object.child(key: "contentView"), !Self.storesMargins(content) else { return }
        let id = content["id"] ?? root.id + "-contentView"
        for index in root.subviews.indices where root.subviews[index].id == id {
            root.subviews[index].margins = margins
        }
    }

    /// A xib's top-level collection view cell or reusable view on a phone without a Home button: Interface Builder
    /// draws it as a screen of its own size, with the device's status bar at its top and home indicator at its
    /// bottom (`MarginRules.freeStandingCollectionItemInsets`), as a top-level plain view; the views in it take
    /// the part they cover. The insets are the device's as the era shows its status bar, without the era's
    /// `ScreenRules.insetScales` (which a scene's root shows).
    func applyFreeStandingCollectionItemInsets(_ root: inout DocumentView, device: Device) {
        let scale = device.isPortraitPhoneWithHomeIndicator ? ScreenRules.insetScale(for: era) : 1
        guard
            let insets = MarginRules.freeStandingCollectionItemInsets(
                deviceTop: device.safeArea.top / scale, deviceBottom: device.safeArea.bottom / scale,
                homeButton: device.hasHomeButton, era: era,
                width: root.documentFrame.width, screenWidth: device.width)
        else { return }
        root.safeAreaInsets = insets
        Self.passSafeAreaDown(from: &root)
    }
}
