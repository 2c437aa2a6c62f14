import Testing

@testable import InterfaceBuilderCorpus
@testable import TrellisInterfaceBuilder

/// The documents `ib-corpus --mismatches` names as failing only on misplaced views that rest on unstored metrics.
struct UnstoredOnlyFailureTests {
    /// The text field of `TextFieldBaselineTests` stored 4 below its laid-out y 94.5: misplaced beyond the 1.5 points
    /// its own text and the label's baseline allow, and resting on its text in a font. One view, 4 points.
    @Test func aMisplacedTextFieldIsAnUnstoredOnlyFailure() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(TextFieldBaselineTests.fieldOnLabel(y: "98.5")))
        let failure = try #require(UnstoredOnlyFailure(scenes: scenes))
        #expect(failure.views == 1)
        #expect(abs(failure.largestDifference - 4) < 1e-9)
    }

    /// Stored where it is laid out, the document passes: no failure.
    @Test func aPassingDocumentIsNone() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(TextFieldBaselineTests.fieldOnLabel(y: "94.5")))
        #expect(UnstoredOnlyFailure(scenes: scenes) == nil)
    }

    /// A plain view pinned at (20, 20), 50 × 50, stored at x 30: misplaced by 10 with no text, so not one.
    @Test func aMisplacedPlainViewIsNone() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" useAutolayout="YES">
            <objects><view id="root-uo-01"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-uo-001">
            <rect key="frame" x="30" y="20" width="50" height="50"/></view>
            </subviews><constraints>
            <constraint firstItem="box-uo-001" firstAttribute="leading" secondItem="root-uo-01" secondAttribute="leading" constant="20" id="lea-uo-001"/>
            <constraint firstItem="box-uo-001" firstAttribute="top" secondItem="root-uo-01" secondAttribute="top" constant="20" id="top-uo-001"/>
            <constraint firstItem="box-uo-001" firstAttribute="width" constant="50" id="wid-uo-001"/>
            <constraint firstItem="box-uo-001" firstAttribute="height" constant="50" id="hei-uo-001"/>
            </constraints></view></objects></document>
            """
        let scenes = DocumentLayout.layOut(try Fixture.read(document))
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(UnstoredOnlyFailure(scenes: scenes) == nil)
    }
}
