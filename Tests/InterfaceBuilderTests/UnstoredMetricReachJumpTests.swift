import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A raise of a text's baseline that changes the layout's kind (another constraint broken, a new ambiguity) or moves
/// a view further than `MisplacementRules.unstoredMetricReachMoveLimit` is no reach: such a jump says nothing about
/// how far the font's true metrics move the view.
struct UnstoredMetricReachJumpTests {
    /// A 375 × 667 root (2 pixels a point) holding a 17-point label pinned at (20, 20) and its bottom at 41, stored 100 × 21, and a 10 × 10
    /// box 10 after it, stored at y `y`, whose top is at least 36.3 from the root's top, on the label's last baseline
    /// (declared last) and, at priority 200 (below the label's hugging), 60 from the root's top.
    ///
    /// The label's last baseline lies (21 − 1.19 × 17) / 2 + 0.24 × 17 = 4.465 above its bottom (41), at 36.535 ≥
    /// 36.3: the box is laid out at y 36.535, rounded to 36.5, and nothing is broken. Raised 1 point, the baseline is
    /// at 35.535 < 36.3: the three required constraints on the box's top conflict, the one declared last (the
    /// baseline's) is broken, and the box jumps to 60, 23.465 further. Not a reach: stored at 60, the box is misplaced.
    static let jumpingBox = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24765" useAutolayout="YES">
        <objects><view id="root-uj-01"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lab-uj-001">
        <rect key="frame" x="20" y="20" width="100" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-uj-001">
        <rect key="frame" x="130" y="60" width="10" height="10"/>
        <constraints>
        <constraint firstAttribute="width" constant="10" id="wid-uj-001"/>
        <constraint firstAttribute="height" constant="10" id="hei-uj-001"/>
        </constraints></view>
        </subviews><constraints>
        <constraint firstItem="lab-uj-001" firstAttribute="leading" secondItem="root-uj-01" secondAttribute="leading" constant="20" id="lea-uj-001"/>
        <constraint firstItem="lab-uj-001" firstAttribute="top" secondItem="root-uj-01" secondAttribute="top" constant="20" id="top-uj-001"/>
        <constraint firstItem="lab-uj-001" firstAttribute="bottom" secondItem="root-uj-01" secondAttribute="top" constant="41" id="bot-uj-001"/>
        <constraint firstItem="box-uj-001" firstAttribute="leading" secondItem="lab-uj-001" secondAttribute="trailing" constant="10" id="aft-uj-001"/>
        <constraint firstItem="box-uj-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root-uj-01" secondAttribute="top" constant="36.3" id="min-uj-001"/>
        <constraint firstItem="box-uj-001" firstAttribute="top" secondItem="root-uj-01" secondAttribute="top" constant="60" priority="200" id="low-uj-001"/>
        <constraint firstItem="box-uj-001" firstAttribute="top" secondItem="lab-uj-001" secondAttribute="lastBaseline" id="bas-uj-001"/>
        </constraints></view></objects></document>
        """

    @Test func aRaiseThatBreaksAnotherConstraintIsNoReach() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.jumpingBox))
        #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty })
        let box = try Fixture.view("box-uj-001", in: scenes)
        #expect(box.frame.isClose(to: Rect(x: 130, y: 36.5, width: 10, height: 10), tolerance: 0.001))
        #expect(box.unstoredMetricReach == nil)
        #expect(DocumentCheckReporter.isReportedMisplaced(box))
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
