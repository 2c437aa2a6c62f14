import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Texts whose estimated metrics err alike (the same element, font and size) are raised together as one source of
/// `UnstoredMetricReach`: their errors cancel between them, where raising each alone would add them up.
struct UnstoredMetricReachAlikeTests {
    /// A 375 × 667 root (2 pixels a point) holding label A (17-point, pinned at (20, 20), stored 100 × 21) and label B
    /// (`pointSize`, stored 100 × `height` at (130, `y`)) 10 after A, its last baseline on A's.
    ///
    /// A's last baseline lies (21 − 1.19 × 17) / 2 + 0.24 × 17 = 0.385 + 4.08 = 4.465 above its bottom (41), at
    /// 36.535. B in 17 points, 21 high, has the same baseline height, so B is laid out at y 20. B in 20 points, 24
    /// high: its baseline lies (24 − 1.19 × 20) / 2 + 0.24 × 20 = 0.1 + 4.8 = 4.9 above its bottom, so its bottom is
    /// at 36.535 + 4.9 = 41.435 and its top at 17.435, rounded to pixels 17.5.
    static func baselineAligned(y: String, pointSize: Int = 17, height: Int = 21) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24765" useAutolayout="YES">
        <objects><view id="root-ua-01"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
        <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="lab-ua-00a">
        <rect key="frame" x="20" y="20" width="100" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="lab-ua-00b">
        <rect key="frame" x="130" y="\(y)" width="100" height="\(height)"/>
        <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/></label>
        </subviews><constraints>
        <constraint firstItem="lab-ua-00a" firstAttribute="leading" secondItem="root-ua-01" secondAttribute="leading" constant="20" id="lea-ua-001"/>
        <constraint firstItem="lab-ua-00a" firstAttribute="top" secondItem="root-ua-01" secondAttribute="top" constant="20" id="top-ua-001"/>
        <constraint firstItem="lab-ua-00b" firstAttribute="leading" secondItem="lab-ua-00a" secondAttribute="trailing" constant="10" id="aft-ua-001"/>
        <constraint firstItem="lab-ua-00b" firstAttribute="lastBaseline" secondItem="lab-ua-00a" secondAttribute="lastBaseline" id="bas-ua-001"/>
        </constraints></view></objects></document>
        """
    }

    /// Same font and size: the true metrics move both baselines alike, so B does not move relative to A and has no
    /// reach. Stored 2.5 below its laid-out y 20 (beyond the 1 point its own text allows), it is misplaced. (Raising
    /// each alone moves B by −1 and +1: a reach of 2 that passed it.)
    @Test func aTextOnAnAlikeTextsBaselineHasNoReach() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.baselineAligned(y: "22.5")))
        let b = try Fixture.view("lab-ua-00b", in: scenes)
        #expect(b.frame.isClose(to: Rect(x: 130, y: 20, width: 100, height: 21), tolerance: 0.001))
        #expect(b.unstoredMetricReach == nil)
        #expect(DocumentCheckReporter.isReportedMisplaced(b))
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// Same font and size, B stored 0.4 below: within the half-point misplacement tolerance, clean.
    @Test func anAlikeTextWithinTheToleranceIsClean() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.baselineAligned(y: "20.4")))
        #expect(!DocumentCheckReporter.isReportedMisplaced(try Fixture.view("lab-ua-00b", in: scenes)))
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// B in 20 points: the two fonts' metrics err independently, so the moves add up: raising A moves B 1 up,
    /// raising B's baseline moves B 1 down, a reach of 2 in y. Stored 2 below its laid-out 17.5: within 0.5 + 2.
    @Test func differentSizesStillAddUp() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.baselineAligned(y: "19.5", pointSize: 20, height: 24)))
        let b = try Fixture.view("lab-ua-00b", in: scenes)
        #expect(b.frame.isClose(to: Rect(x: 130, y: 17.5, width: 100, height: 24), tolerance: 0.001))
        let reach = try #require(b.unstoredMetricReach)
        #expect(abs(reach.y - 2) < 1e-6 && reach.x < 1e-6 && reach.width < 1e-6 && reach.height < 1e-6)
        #expect(reach.sources == ["label lab-ua-00a", "label lab-ua-00b"])
        #expect(!DocumentCheckReporter.isReportedMisplaced(b))
    }
}
