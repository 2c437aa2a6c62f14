extension DocumentReader {
    /// The image an image view shows, as the document names it.
    struct ImageName {
        /// The image's name: an asset's, or a system symbol's.
        var name: String
        /// Whether it is a system symbol (`catalog="system"`).
        var isSymbol: Bool
        /// The symbol's scale variant (`symbolScale`: small, medium, large, default), which only an
        /// `<imageReference>` carries.
        var symbolScale: String? = nil
    }

    /// The image an image view shows: named by an `image=` attribute (Xcode 11 and earlier) or by an
    /// `<imageReference key="image">` child (Xcode 12 and later, which writes it so to carry a symbol's scale
    /// and rendering mode), on the view itself or, for an NSImageView, on its cell.
    ///
    /// - Parameters:
    ///   - element: The image view's element.
    ///   - cell: Its `<imageCell key="cell">`, where an NSImageView names its image, if it is read.
    /// - Returns: The image, or nil when the view shows none.
    static func image(of element: XMLElementNode, cell: XMLElementNode?) -> ImageName? {
        for holder in [element, cell] {
            guard let holder else { continue }
            if let name = holder["image"] {
                return ImageName(name: name, isSymbol: holder["catalog"] == "system")
            }
            if let reference = holder.child("imageReference", key: "image"), let name = reference["image"] {
                return ImageName(
                    name: name, isSymbol: reference["catalog"] == "system", symbolScale: reference["symbolScale"])
            }
        }
        return nil
    }
}
