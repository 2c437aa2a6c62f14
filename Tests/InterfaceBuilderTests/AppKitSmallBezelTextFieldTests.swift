import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A small bezel text field in the 11-point system font, stored 19 high, puts its baseline 13.905 below its top from
/// Xcode 12 to 16, half a point below its line centred (`TextRules.smallBezelTextFieldDepths`; 28 of 29 labels held
/// by baseline to such fields in 64characters/Telephone, HandBrake/HandBrake, iina/iina, transmission/transmission
/// and ViennaRSS/vienna-rss; `Docs/InterfaceBuilder.md`, "AppKit geometry").
struct AppKitSmallBezelTextFieldTests {
    /// A 300 x 100 root (y grows up). The field is held 60 x 19, its leading 20 from the root's and its top 20 below
    /// the root's top: frame (20, 61, 60, 19), top at y 80 (a bezel field has no alignment insets). A small label (the
    /// 11-point font, stored 14 high) has its baseline on the field's and its leading 8 past the field's trailing
    /// (20 + 60 + 8 = 88); its frame reaches 2 past its alignment rect at each side: x 86. Its baseline lies
    /// (14 − 13.09) / 2 + 2.64 = 3.095 above its bottom (the line 11 × 1.19 = 13.09 high, centred).
    static func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
        <objects><customView id="root-sb-01"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/><subviews>
        <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="fld-sb-01"><rect key="frame" x="20" y="61" width="60" height="19"/>
        <constraints><constraint firstAttribute="width" constant="60" id="c01-sb-01"/><constraint firstAttribute="height" constant="19" id="c02-sb-01"/></constraints>
        <textFieldCell key="cell" controlSize="small" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="cel-sb-01"><font key="font" metaFont="smallSystem"/></textFieldCell></textField>
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-sb-01"><rect key="frame" x="86" y="63" width="60" height="14"/>
        <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Label" id="cel-sb-02"><font key="font" metaFont="smallSystem"/></textFieldCell></textField>
        </subviews><constraints>
        <constraint firstItem="fld-sb-01" firstAttribute="leading" secondItem="root-sb-01" secondAttribute="leading" constant="20" id="c03-sb-01"/>
        <constraint firstItem="fld-sb-01" firstAttribute="top" secondItem="root-sb-01" secondAttribute="top" constant="20" id="c04-sb-01"/>
        <constraint firstItem="lbl-sb-01" firstAttribute="leading" secondItem="fld-sb-01" secondAttribute="trailing" constant="8" id="c05-sb-01"/>
        <constraint firstItem="lbl-sb-01" firstAttribute="baseline" secondItem="fld-sb-01" secondAttribute="baseline" id="c06-sb-01"/>
        </constraints></customView></objects></document>
        """
    }

    static func label(toolsVersion: String) throws -> Rect {
        let scenes = DocumentLayout.layOut(try Fixture.read(document(toolsVersion: toolsVersion)))
        #expect(try !Fixture.view("fld-sb-01", in: scenes).isMisplaced)
        return try Fixture.view("lbl-sb-01", in: scenes).frame
    }

    /// Xcode 15 (22505): the field's baseline is 13.905 below its top, at 80 − 13.905 = 66.095; the label's bottom
    /// is 66.095 − 3.095 = 63: (86, 63, 60, 14). Centred, the field's baseline would lie (19 − 13.09) / 2 + 2.64 =
    /// 5.595 above its bottom, at 66.595, and the label at y 63.5.
    @Test func xcode15FieldPutsItsBaselineLower() throws {
        #expect(
            try Self.label(toolsVersion: "22505").isClose(
                to: Rect(x: 86, y: 63, width: 60, height: 14), tolerance: 0.001))
    }

    /// Xcode 26 (24765) keeps a field at the 19 points Xcode 12 to 16 gave it, with that era's baseline: y 63.
    @Test func xcode26KeepsTheOlderDepthAtNineteenPoints() throws {
        #expect(
            try Self.label(toolsVersion: "24765").isClose(
                to: Rect(x: 86, y: 63, width: 60, height: 14), tolerance: 0.001))
    }

    /// Xcode 11 (16096) has no row: the line is centred, the label at y 63.5.
    @Test func xcode11FieldCentresItsLine() throws {
        #expect(
            try Self.label(toolsVersion: "16096").isClose(
                to: Rect(x: 86, y: 63.5, width: 60, height: 14), tolerance: 0.001))
    }
}
