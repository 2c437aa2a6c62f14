/// SF Symbol images' alignment insets, which a document does not store.
///
/// A symbol is a glyph of the system font, padded above and below so that it lines up with text ("optical
/// vertical alignment with text for all weights and sizes", Apple's SF Symbols guidelines): its image's
/// alignment rect reaches past its bounds at the top and bottom by font metrics of the symbol, and not at the
/// sides. Interface Builder lays an image view out by that alignment rect and stores its frame, so the stored
/// frame lies above or below the laid-out alignment rect by those metrics.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Symbol images").
enum SymbolRules {
    /// The point size of a symbol at the default configuration (the body text style).
    static let defaultPointSize = 17.0
    /// The most a symbol image view's stored frame lies from its alignment rect at the top or at the bottom, at
    /// the default point size: 86 symbol image views of 17 fit repositories lie from 1.67 outside to 5 inside.
    static let verticalInsetLimit = 6.0

    /// The releases whose documents show AppKit's named system template images (`NSAddTemplate`,
    /// `NSRemoveTemplate`, `NSGoBackTemplate`, …) as drawn from symbols: from Xcode 12 (macOS 11's controls). A
    /// button showing only such an image is stored above or below its alignment rect by the symbol's padding, which
    /// the document does not store (its `<resources>` size changes with the macOS Xcode ran on).
    static let systemTemplateEras = ToolsVersions.from(XcodeEra.xcode12)
    /// The most an image-only button showing a system template lies from its alignment rect at the top or at the
    /// bottom: 3.5 (ViennaRSS's `NSGoBackTemplate`, 2.5 and 3.5 past a 20-point rect), 3 and 2 inside for
    /// `NSRemoveTemplate` (iina), 2 past for `NSAddTemplate` (iina, MacPass, Caldis/Mos) and
    /// `NSStopProgressFreestandingTemplate` (OpenEmu).
    static let systemTemplateVerticalInsetLimit = 3.5
    /// The most such a button's stored frame's vertical centre lies from its alignment rect's: the padding is about
    /// equal above and below, so a button moved up or down at the same height is misplaced, not padded. Stored
    /// centres lie 0.5 from the rect's for iina's `NSRemoveTemplate` (62 to 77 against 60 to 80) and ViennaRSS's
    /// `NSGoBackTemplate` (2.5 and 3.5 past), 0 for iina's `NSAddTemplate` (2 past at each end).
    static let systemTemplateCentreOffsetLimit = 1.0

    /// How large a symbol's scale variant draws against the medium (default) one: large about 30 % larger, small
    /// about 20 % smaller (the documentation of `NSImage.SymbolScale`; stored sizes agree: `iphone.gen1` medium
    /// 17.33 × 19.67, large 21.33 × 26.33).
    static let scaleFactors: [String: Double] = ["small": 0.8, "medium": 1, "default": 1, "large": 1.3]

    /// The limit for a symbol configured at a point size and drawn at scale variants (the image's `symbolScale`
    /// and the configuration's `scale`; the larger counts): font metrics grow with the size, never shrink below
    /// the default's.
    static func verticalInsetLimit(pointSize: Double?, scales: [String?] = []) -> Double {
        let scale = scales.compactMap { $0.flatMap { scaleFactors[$0] } }.max() ?? 1
        return verticalInsetLimit * max(1, (pointSize ?? defaultPointSize) / defaultPointSize * scale)
    }
}
