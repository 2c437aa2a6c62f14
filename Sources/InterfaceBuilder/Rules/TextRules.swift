/// The system font's metrics that place a text's baseline, per point of font size.
///
/// Evidence: `Docs/InterfaceBuilder.md` ("Content size, hugging, compression resistance").
enum TextRules {
    /// The size of a text whose document names no font.
    static let defaultPointSize = 17.0
    /// A line's height per point.
    static let lineHeight = 1.19
    /// The descender per point (the baseline's height above a line's bottom).
    static let descender = 0.24
    /// The ascender per point (the first baseline's depth below a line's top): the line less its descender.
    static let ascender = lineHeight - descender

    /// UIKit elements that draw one line of text whatever their height, centred by their `contentVerticalAlignment`
    /// (center, the default): UITextField ("displays a single line of editable text"). Their baseline is that centred
    /// line's at any height of a line or more, where a label's lines are unknown from two lines' height up.
    static let singleLineElements: Set<String> = ["textField"]

    /// Dynamic Type text styles (`fontDescription style=…`) at the default (Large) content size, in points:
    /// the iOS sizes of Apple's Human Interface Guidelines ("Typography", Dynamic Type sizes).
    static let textStyles: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// AppKit's named system fonts (`<font metaFont=…>`), in points: NSFont's `systemFontSize` (13),
    /// `smallSystemFontSize` (11) and `labelFontSize` (10) as Apple's documentation gives them; mini
    /// controls' font is 9.
    static let metaFonts: [String: Double] = [
        "system": 13, "systemBold": 13, "systemLight": 13, "systemMedium": 13, "systemSemibold": 13,
        "message": 13, "menu": 13, "controlContent": 13, "cellTitle": 13, "toolTip": 11, "smallSystem": 11,
        "smallSystemBold": 11, "miniSystem": 9, "miniSystemBold": 9, "label": 10,
    ]

    /// Where a regular bezel text field (`<textField>` with `borderStyle="bezel"`) in the 13-point system font puts its
    /// one line's baseline below its top, by era: a fixed depth whatever the field's height (its text is drawn from
    /// the top of its bezel, not centred). Xcode 26's 24-point field centres its line (no row).
    static let bezelTextFieldDepths: [(eras: Range<Int>, depth: Double)] = [
        (0..<XcodeEra.xcode11, 15.115),
        (XcodeEra.xcode11..<XcodeEra.xcode26, 14.615),
    ]

    /// The depth of `bezelTextFieldDepths` for a field stored at a height: a document saved by Xcode 26 that keeps
    /// the height an older Xcode gave the field has the older era's (`ControlRules.appKitEra`); nil where the line
    /// is centred.
    static func bezelTextFieldBaselineFromTop(storedHeight: Double, era: XcodeEra) -> Double? {
        let fieldEra = ControlRules.appKitEra(.bezelTextField, storedHeight: storedHeight, documentEra: era)
        return bezelTextFieldDepths.first { fieldEra.isIn($0.eras) }?.depth
    }

    /// Where a small bezel text field (`controlSize="small"`) in the 11-point system font, stored at a height, puts its
    /// one line's baseline below its top, by era: 19 high (its height from Xcode 12 to 16), 13.905, half a point
    /// below the line centred in the field (19 − (19 − 13.09) / 2 − 2.64 = 13.405). Other heights centre the line.
    static let smallBezelTextFieldDepths: [(eras: Range<Int>, storedHeight: Double, depth: Double)] = [
        (XcodeEra.xcode12..<XcodeEra.xcode26, 19, 13.905)
    ]

    /// The depth of `smallBezelTextFieldDepths` for a small field stored at a height (a document saved by Xcode 26
    /// that keeps the 19-point height has the older era's, `ControlRules.appKitEra`); nil where the line is centred.
    static func smallBezelTextFieldBaselineFromTop(storedHeight: Double, era: XcodeEra) -> Double? {
        let fieldEra = ControlRules.appKitEra(.smallBezelTextField, storedHeight: storedHeight, documentEra: era)
        return smallBezelTextFieldDepths.first { fieldEra.isIn($0.eras) && $0.storedHeight == storedHeight }?.depth
    }

    /// The size of an AppKit cell's appearance font (`<font usesAppearanceFont="YES"/>`), the system font at
    /// the size NSFont's `systemFontSize(for:)` gives the cell's control size: 11 small, 9 mini, 13 otherwise.
    static func appearanceFontSize(controlSize: String?) -> Double {
        switch controlSize {
        case "small": return 11
        case "mini": return 9
        default: return 13
        }
    }
}
