import Foundation
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// A xib's top-level collection reusable view on a phone without a Home button is drawn as a screen of its own
/// size: its safe area leaves out the device's status bar at its top and home indicator at its bottom
/// (`MarginRules.freeStandingCollectionItemInsets`).
struct FreeStandingCollectionItemInsetTests {
    /// Xcode 14.3 (`toolsVersion` 21701), the 393 × 852 iPhone 14 Pro (`retina6_12`: 59 at the top, 34 at the
    /// bottom). A 320 × 50 reusable view holds a plain view pinned 0 from its top, 16 from its sides and 0 from its
    /// safe area's bottom: the safe area ends at 50 − 34 = 16, so the view is (16, 0, 320 − 2 × 16 = 288, 16) — as
    /// Xcode stores the same label in four repositories' `HeaderPosterCollectionReusableView.xib` (kimkyuchul/SeSAC:
    /// 288 × 16 in 320 × 50). Without the rule the safe area is the whole view and the plain view is 50 high.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects><collectionReusableView id="hdr-ci-001"><rect key="frame" x="0.0" y="0.0" width="320" height="50"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-ci-001"><rect key="frame" x="16" y="0.0" width="288" height="16"/></view>
        </subviews><viewLayoutGuide key="safeArea" id="saf-ci-001"/><constraints>
        <constraint firstItem="box-ci-001" firstAttribute="top" secondItem="hdr-ci-001" secondAttribute="top" id="cbt-ci-001"/>
        <constraint firstItem="box-ci-001" firstAttribute="leading" secondItem="hdr-ci-001" secondAttribute="leading" constant="16" id="cbl-ci-001"/>
        <constraint firstItem="saf-ci-001" firstAttribute="trailing" secondItem="box-ci-001" secondAttribute="trailing" constant="16" id="cbr-ci-001"/>
        <constraint firstItem="saf-ci-001" firstAttribute="bottom" secondItem="box-ci-001" secondAttribute="bottom" id="cbb-ci-001"/>
        </constraints></collectionReusableView></objects></document>
        """

    /// The plain view at its hand-worked frame, nothing reported.
    @Test func aReusableViewLeavesOutTheHomeIndicator() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.document))
        let box = try Fixture.view("box-ci-001", in: scenes)
        #expect(box.frame.isClose(to: Rect(x: 16, y: 0, width: 288, height: 16), tolerance: 0.001), "\(box.frame)")
        #expect(!box.isMisplaced)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
