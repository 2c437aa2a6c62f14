import Foundation
import Testing

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// A hidden arranged view that its own required constraints hold at a length keeps that length in Interface
/// Builder, which breaks the stack's `UISV-hiding` and shows no conflict (`StackViewRules.hiddenViewsKeepTheirLength`).
struct HiddenArrangedViewTests {
    /// A 320 x 480 root (no device: 1-point pixels) holding a vertical fill stack pinned 20 from its top, leading
    /// and trailing edges: the stack is 320 − 2 × 20 = 280 wide. It arranges a view held at height 100 and, after
    /// it, a hidden view held at height 60. The hidden view leaves the arrangement: the stack is as tall as the
    /// visible view, 100, stored (20, 20, 280, 100), the visible view (0, 0, 280, 100); the hidden view keeps its
    /// 60 and starts where the visible one ends, stored (0, 100, 280, 60), as Xcode stores it (the last hidden view
    /// of `EvgeniyKostyaev/MovieQuiz`'s stack at y 804, the end of the label before it, 60 high).
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-hv-01"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-hv-001"><rect key="frame" x="20" y="20" width="280" height="100"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="vis-hv-001"><rect key="frame" x="0.0" y="0.0" width="280" height="100"/>
        <constraints><constraint firstAttribute="height" constant="100" id="hvi-hv-001"/></constraints></view>
        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hid-hv-001"><rect key="frame" x="0.0" y="100" width="280" height="60"/>
        <constraints><constraint firstAttribute="height" constant="60" id="hhi-hv-001"/></constraints></view>
        </subviews></stackView>
        </subviews><constraints>
        <constraint firstItem="stk-hv-001" firstAttribute="top" secondItem="root-hv-01" secondAttribute="top" constant="20" id="cst-hv-001"/>
        <constraint firstItem="stk-hv-001" firstAttribute="leading" secondItem="root-hv-01" secondAttribute="leading" constant="20" id="csl-hv-001"/>
        <constraint firstAttribute="trailing" secondItem="stk-hv-001" secondAttribute="trailing" constant="20" id="csr-hv-001"/>
        </constraints></view></objects></document>
        """

    /// No conflict: a note at the hidden view naming its height constraint, and every view at its stored frame.
    @Test func aHiddenViewHeldAtALengthKeepsItWithoutAConflict() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.document))
        #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty })
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(!(try Fixture.view("hid-hv-001", in: scenes).isMisplaced))
        let findings = scenes.flatMap(DocumentCheckReporter.findings(for:))
        #expect(
            findings.contains {
                $0.rule == .remark && $0.location.line == 7 && $0.message.contains("'hhi-hv-001'")
                    && $0.message.contains("shows no conflict")
            })
    }

    /// A conflict with the hidden view's own position, not its length, is still shown: the same stack with the
    /// hidden view also pinned 50 below the root's top edge, where the stack puts it at 20 + 100 = 120.
    @Test func otherConflictsWithAHiddenViewAreShown() throws {
        let pinned = Self.document.replacingOccurrences(
            of: "</constraints></view></objects>",
            with: """
                <constraint firstItem="hid-hv-001" firstAttribute="top" secondItem="root-hv-01" secondAttribute="top" constant="50" id="cht-hv-001"/>
                </constraints></view></objects>
                """)
        let scenes = DocumentLayout.layOut(try Fixture.read(pinned))
        #expect(scenes.contains { !$0.report.conflicts.isEmpty })
    }

    /// A 480 x 270 AppKit root holding a horizontal fill NSStackView that `detachesHiddenViews`, pinned 20 from the
    /// root's leading and top edges, arranging a view held at 50 x 20 and, after it, a hidden view held at 30 x 20.
    /// The stack detaches the hidden view (AppKit takes it out of the view hierarchy), so its width of 30 never meets
    /// the stack's `UISV-hiding` width of 0: no conflict, as in `duckduckgo/macos-browser`'s `NavigationBar.storyboard`
    /// (five such buttons and views, stored at their own 32 and 21 points, no flag). The stack is as wide as the
    /// visible view, 50, and 20 high, at y 270 − 20 − 20 = 230 measured up: (20, 230, 50, 20).
    static let appKitDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
        <objects><customView id="root-hd-01"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/><subviews>
        <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="8" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-hd-001"><rect key="frame" x="20" y="230" width="50" height="20"/><subviews>
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="vis-hd-001"><rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
        <constraints><constraint firstAttribute="width" constant="50" id="cwa-hd-001"/><constraint firstAttribute="height" constant="20" id="cha-hd-001"/></constraints></customView>
        <customView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hid-hd-001"><rect key="frame" x="0.0" y="0.0" width="30" height="20"/>
        <constraints><constraint firstAttribute="width" constant="30" id="cwb-hd-001"/><constraint firstAttribute="height" constant="20" id="chb-hd-001"/></constraints></customView>
        </subviews></stackView>
        </subviews><constraints>
        <constraint firstItem="stk-hd-001" firstAttribute="leading" secondItem="root-hd-01" secondAttribute="leading" constant="20" id="cls-hd-001"/>
        <constraint firstItem="stk-hd-001" firstAttribute="top" secondItem="root-hd-01" secondAttribute="top" constant="20" id="cts-hd-001"/>
        </constraints></customView></objects></document>
        """

    /// No conflict, and the stack, the visible view and the detached view (out of the arrangement, at its own
    /// 30 x 20) at their stored frames.
    @Test func aViewAnNSStackViewDetachesConflictsWithNothing() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.appKitDocument))
        #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty })
        #expect(!(try Fixture.view("stk-hd-001", in: scenes).isMisplaced))
        #expect(!(try Fixture.view("vis-hd-001", in: scenes).isMisplaced))
        #expect(!(try Fixture.view("hid-hd-001", in: scenes).isMisplaced))
    }
}
