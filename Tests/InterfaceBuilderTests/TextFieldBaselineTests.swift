import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A UITextField draws one line of text, centred in its height (`TextRules.singleLineElements`): its baseline is that
/// line's even where the field is two lines high, as a 34-point field in the 14-point font is.
struct TextFieldBaselineTests {
    /// A 375 × 667 root holding a label (17-point, pinned at (20, 100), stored 60 × 21) and a rounded-rect text field
    /// (14-point, stored 200 × 34 at (90, `y`)) 10 after the label, the field's first baseline on the label's.
    ///
    /// The label's baseline lies (21 − 1.19 × 17) / 2 + 0.24 × 17 = 0.385 + 4.08 = 4.465 above its bottom (121), at
    /// 116.535. The field's 14-point line is 1.19 × 14 = 16.66 high, centred in 34: its baseline lies
    /// (34 − 16.66) / 2 + 0.24 × 14 = 8.67 + 3.36 = 12.03 above its bottom, 21.97 below its top, so its top is at
    /// 116.535 − 21.97 = 94.565, rounded to pixels (2 a point) 94.5. (Taken as two lines high, as a label's, the
    /// baseline would lie 0.24 × 14 rounded up = 4 above the bottom, 30 below the top, and the top at 86.5.)
    static func fieldOnLabel(y: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" useAutolayout="YES">
        <objects><view id="root-tf-01"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
        <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lab-tf-001">
        <rect key="frame" x="20" y="100" width="60" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        <textField contentVerticalAlignment="center" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="fld-tf-001">
        <rect key="frame" x="90" y="\(y)" width="200" height="34"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
        </subviews><constraints>
        <constraint firstItem="lab-tf-001" firstAttribute="leading" secondItem="root-tf-01" secondAttribute="leading" constant="20" id="lea-tf-001"/>
        <constraint firstItem="lab-tf-001" firstAttribute="top" secondItem="root-tf-01" secondAttribute="top" constant="100" id="top-tf-001"/>
        <constraint firstItem="fld-tf-001" firstAttribute="leading" secondItem="lab-tf-001" secondAttribute="trailing" constant="10" id="aft-tf-001"/>
        <constraint firstItem="fld-tf-001" firstAttribute="firstBaseline" secondItem="lab-tf-001" secondAttribute="firstBaseline" id="bas-tf-001"/>
        </constraints></view></objects></document>
        """
    }

    /// The field's one line is centred in its 34 points: laid out at y 94.5, where it is stored, and `check` passes.
    @Test func aTwoLineHighFieldCentresItsOneLine() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.fieldOnLabel(y: "94.5")))
        let field = try Fixture.view("fld-tf-001", in: scenes)
        #expect(field.frame.isClose(to: Rect(x: 90, y: 94.5, width: 200, height: 34), tolerance: 0.001))
        #expect(abs((field.view.baselineFromBottom ?? 0) - 12.03) < 1e-9)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
