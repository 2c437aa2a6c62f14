/// How AppKit's NSClipView measures its document view's frame, where a document's stored frames show it.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Flipped clip views").
enum ClipViewRules {
    /// The document-view elements whose AppKit classes draw flipped (`isFlipped` is true): NSTextField,
    /// NSTextView, NSTableView and its subclass NSOutlineView, NSCollectionView.
    static let flippedDocumentViews: Set<String> = [
        "textField", "textView", "tableView", "outlineView", "collectionView",
    ]

    /// Whether the importer reads a clip view as flipped: `NSClipView.isFlipped` returns its document view's
    /// `isFlipped`, so the document view's stored frame is measured down from the clip view's top when the
    /// document view is of a flipped class or stores `flipped="YES"`; a plain view leaves the clip view unflipped.
    ///
    /// A table or outline view that shows a header view is the exception: its stored frame is in the clip view's
    /// bounds, which begin the header's height above the clip view's top (the scroll view's content inset), which
    /// is not modelled; it fills the clip view below the header, so measuring it up from the clip view's bottom
    /// places it as AppKit does.
    ///
    /// - Parameters:
    ///   - documentView: The element name of the clip view's document view (its first subview).
    ///   - storesFlipped: Whether the document view stores `flipped="YES"`.
    ///   - showsHeader: Whether the document view names a header view (`headerView`).
    static func isFlipped(documentView: String, storesFlipped: Bool, showsHeader: Bool) -> Bool {
        if showsHeader { return false }
        return storesFlipped || flippedDocumentViews.contains(documentView)
    }
}
