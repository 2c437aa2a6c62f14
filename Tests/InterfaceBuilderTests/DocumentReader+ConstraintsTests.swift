import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A `<constraint>`'s `relation` attribute becomes Layout's relation: the two
/// inequalities by name, `equal` or no attribute (Interface Builder's way of
/// writing `equal`) equality, anything else none (the document is refused:
/// `DocumentBrokenInputCommandTests`).
@Test(
    arguments: [
        (nil, Relation.equal), ("equal", .equal), ("lessThanOrEqual", .lessThanOrEqual),
        ("greaterThanOrEqual", .greaterThanOrEqual), ("atLeast", nil),
    ] as [(String?, Relation?)])
func constraintRelation(written: String?, relation: Relation?) {
    #expect(DocumentReader.relation(written) == relation)
}

/// Auto Layout relates a centre to a leading edge (both are x-axis anchors; only leading and left never mix), as
/// iina's `MainWindowController.xib` does (`centerX == leading + 330`). A 400-wide root holds a box pinned 20
/// from its leading edge and a 40 × 40 badge whose centre is 330 right of the box's leading edge: its centre is at
/// 20 + 330 = 350, its x 350 − 20 = 330. The document is laid out (it was refused as bad input).
@Test func centreRelatesToLeadingEdge() throws {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-cx-01"><rect key="frame" x="0.0" y="0.0" width="400" height="100"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-cx-001"><rect key="frame" x="20" y="0.0" width="100" height="40"/></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="bad-cx-001"><rect key="frame" x="330" y="0.0" width="40" height="40"/></view>
        </subviews><constraints>
        <constraint firstItem="box-cx-001" firstAttribute="leading" secondItem="root-cx-01" secondAttribute="leading" constant="20" id="c1-cx-001"/>
        <constraint firstItem="bad-cx-001" firstAttribute="centerX" secondItem="box-cx-001" secondAttribute="leading" constant="330" id="c2-cx-001"/>
        <constraint firstItem="box-cx-001" firstAttribute="top" secondItem="root-cx-01" secondAttribute="top" id="c3-cx-001"/>
        <constraint firstItem="bad-cx-001" firstAttribute="top" secondItem="root-cx-01" secondAttribute="top" id="c4-cx-001"/>
        <constraint firstItem="box-cx-001" firstAttribute="width" constant="100" id="c5-cx-001"/>
        <constraint firstItem="box-cx-001" firstAttribute="height" constant="40" id="c6-cx-001"/>
        <constraint firstItem="bad-cx-001" firstAttribute="width" constant="40" id="c7-cx-001"/>
        <constraint firstItem="bad-cx-001" firstAttribute="height" constant="40" id="c8-cx-001"/>
        </constraints></view></objects></document>
        """
    let scenes = DocumentLayout.layOut(try Fixture.read(text))
    #expect(scenes.allSatisfy { $0.failure == nil })
    #expect(try Fixture.view("bad-cx-001", in: scenes).frame == Rect(x: 330, y: 0, width: 40, height: 40))
    #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
}

/// A ratio multiplier holds exactly: an image pinned to every edge of a 393 × 852 root with `width == 131:284 ×
/// height` (MovieQuiz launch screens) is consistent, since 393 × 284 = 111,612 = 852 × 131. Cut to 9 decimals
/// (0.461267606) the ratio asks 0.461267606 × 852 = 392.9999997 and the constraints conflicted.
@Test func ratioMultiplierKeepsEveryDigit() throws {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-rm-01"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="img-rm-001"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <constraints><constraint firstAttribute="width" secondItem="img-rm-001" secondAttribute="height" multiplier="131:284" id="ca-rm-001"/></constraints></view>
        </subviews><constraints>
        <constraint firstItem="img-rm-001" firstAttribute="leading" secondItem="root-rm-01" secondAttribute="leading" id="c1-rm-001"/>
        <constraint firstItem="img-rm-001" firstAttribute="trailing" secondItem="root-rm-01" secondAttribute="trailing" id="c2-rm-001"/>
        <constraint firstItem="img-rm-001" firstAttribute="top" secondItem="root-rm-01" secondAttribute="top" id="c3-rm-001"/>
        <constraint firstItem="img-rm-001" firstAttribute="bottom" secondItem="root-rm-01" secondAttribute="bottom" id="c4-rm-001"/>
        </constraints></view></objects></document>
        """
    let scenes = DocumentLayout.layOut(try Fixture.read(text))
    #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty })
    #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
}
