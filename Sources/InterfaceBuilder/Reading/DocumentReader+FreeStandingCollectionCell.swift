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
}
