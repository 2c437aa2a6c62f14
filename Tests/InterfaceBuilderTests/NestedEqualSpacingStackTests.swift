import Foundation
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// A nested UIStackView laid out across a stack that does not fill it, with `equalSpacing`, keeps its gaps at its
/// spacing: its length across the outer stack is open, as a plain view's is, and Interface Builder does not stretch
/// it to the outer stack's edges (`StackViewRules.lengthIsOpenAcross`).
struct NestedEqualSpacingStackTests {
    /// A 320 x 480 root (no device: 1-point pixels) holding a vertical stack aligned to its leading edge
    /// (`alignment="top"`) pinned 20 from the root's top, leading and trailing edges: 320 − 2 × 20 = 280 wide. It
    /// arranges a horizontal `equalSpacing` stack with spacing 8 around two views held at 40 × 30: the nested stack
    /// is 40 + 8 + 40 = 88 wide, its views at x 0 and 48, as Xcode stores osmandapp/OsmAnd-iOS's nested stacks
    /// (`BLESearchViewController.storyboard`: gaps of 3, its spacing, in a 317.67-point stack). The outer stack is
    /// 30 high: (20, 20, 280, 30). Without the rule the nested stack is pulled to the outer one's trailing edge
    /// (280 wide) and its second view lands at x 240.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-ne-01"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
        <stackView axis="vertical" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="out-ne-001"><rect key="frame" x="20" y="20" width="280" height="30"/><subviews>
        <stackView distribution="equalSpacing" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="inn-ne-001"><rect key="frame" x="0.0" y="0.0" width="88" height="30"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="one-ne-001"><rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
        <constraints><constraint firstAttribute="width" constant="40" id="w1n-ne-001"/><constraint firstAttribute="height" constant="30" id="h1n-ne-001"/></constraints></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="two-ne-001"><rect key="frame" x="48" y="0.0" width="40" height="30"/>
        <constraints><constraint firstAttribute="width" constant="40" id="w2n-ne-001"/><constraint firstAttribute="height" constant="30" id="h2n-ne-001"/></constraints></view>
        </subviews></stackView>
        </subviews></stackView>
        </subviews><constraints>
        <constraint firstItem="out-ne-001" firstAttribute="top" secondItem="root-ne-01" secondAttribute="top" constant="20" id="cot-ne-001"/>
        <constraint firstItem="out-ne-001" firstAttribute="leading" secondItem="root-ne-01" secondAttribute="leading" constant="20" id="col-ne-001"/>
        <constraint firstAttribute="trailing" secondItem="out-ne-001" secondAttribute="trailing" constant="20" id="cor-ne-001"/>
        </constraints></view></objects></document>
        """

    /// The nested stack at (0, 0, 88, 30) in the outer one and its second view at (48, 0, 40, 30) in it (hand-worked above, frames in their superviews), nothing reported.
    @Test func aNestedEqualSpacingStackKeepsItsGapsAtItsSpacing() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.document))
        let inner = try Fixture.view("inn-ne-001", in: scenes)
        #expect(inner.frame.isClose(to: Rect(x: 0, y: 0, width: 88, height: 30), tolerance: 0.001), "\(inner.frame)")
        let second = try Fixture.view("two-ne-001", in: scenes)
        #expect(second.frame.isClose(to: Rect(x: 48, y: 0, width: 40, height: 30), tolerance: 0.001), "\(second.frame)")
        #expect(!inner.isMisplaced)
        #expect(!second.isMisplaced)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// The same document with the nested stack stored at a stale 120-point width, its second view at x 80 (gaps of
    /// 120 − 2 × 40 = 40, not its spacing). Xcode draws such a stack at the length its spacing gives (every such
    /// stack in the evidence is stored there): 40 + 8 + 40 = 88 wide, its second view at x 48, both reported
    /// misplaced. Holding the stored length instead (priority 52, the other open lengths' rule) keeps 120 and x 80.
    @Test func aNestedEqualSpacingStackStoredAtAStaleLengthFollowsItsSpacing() throws {
        let stale = Self.document.replacingOccurrences(
            of: #"id="inn-ne-001"><rect key="frame" x="0.0" y="0.0" width="88""#,
            with: #"id="inn-ne-001"><rect key="frame" x="0.0" y="0.0" width="120""#
        ).replacingOccurrences(
            of: #"id="two-ne-001"><rect key="frame" x="48""#, with: #"id="two-ne-001"><rect key="frame" x="80""#)
        #expect(stale != Self.document)
        let scenes = DocumentLayout.layOut(try Fixture.read(stale))
        let inner = try Fixture.view("inn-ne-001", in: scenes)
        #expect(inner.frame.isClose(to: Rect(x: 0, y: 0, width: 88, height: 30), tolerance: 0.001), "\(inner.frame)")
        let second = try Fixture.view("two-ne-001", in: scenes)
        #expect(second.frame.isClose(to: Rect(x: 48, y: 0, width: 40, height: 30), tolerance: 0.001), "\(second.frame)")
        #expect(inner.isMisplaced)
        #expect(second.isMisplaced)
    }
}
