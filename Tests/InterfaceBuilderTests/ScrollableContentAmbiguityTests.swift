import Foundation
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A UIScrollView whose content area the document's constraints relate to a view it scrolls, and whose content's
/// width or height those constraints leave open, is ambiguous: Xcode's "Scrollable Content Size Ambiguity", stored as
/// `ambiguous="YES"` on the scroll view (`AmbiguityRules.flagsScrollableContentSize`).
struct ScrollableContentAmbiguityTests {
    /// A 375 × 667 root filled by a scroll view (four required edges: its frame is (0, 0, 375, 667), determined),
    /// scrolling a 100 × 40 view of fixed size pinned 20 from the content's leading edge and top, and, with `closed`,
    /// 20 from its trailing edge and bottom too: then the content is 20 + 100 + 20 = 140 wide and 20 + 40 + 20 = 80
    /// high. Without them nothing sets the content's width or height.
    static func scrolled(closed: Bool) -> String {
        let ends =
            closed
            ? """
            <constraint firstAttribute="trailing" secondItem="box-sc-001" secondAttribute="trailing" constant="20" id="tra-sc-002"/>
            <constraint firstAttribute="bottom" secondItem="box-sc-001" secondAttribute="bottom" constant="20" id="bot-sc-002"/>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects><view id="root-sc-01"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-sc-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-sc-001">
            <rect key="frame" x="20" y="20" width="100" height="40"/><constraints>
            <constraint firstAttribute="width" constant="100" id="wid-sc-001"/>
            <constraint firstAttribute="height" constant="40" id="hei-sc-001"/>
            </constraints></view></subviews><constraints>
            <constraint firstItem="box-sc-001" firstAttribute="leading" secondItem="scr-sc-001" secondAttribute="leading" constant="20" id="lea-sc-002"/>
            <constraint firstItem="box-sc-001" firstAttribute="top" secondItem="scr-sc-001" secondAttribute="top" constant="20" id="top-sc-002"/>
            \(ends)
            </constraints></scrollView></subviews><constraints>
            <constraint firstItem="scr-sc-001" firstAttribute="leading" secondItem="root-sc-01" secondAttribute="leading" id="lea-sc-001"/>
            <constraint firstItem="scr-sc-001" firstAttribute="trailing" secondItem="root-sc-01" secondAttribute="trailing" id="tra-sc-001"/>
            <constraint firstItem="scr-sc-001" firstAttribute="top" secondItem="root-sc-01" secondAttribute="top" id="top-sc-001"/>
            <constraint firstItem="scr-sc-001" firstAttribute="bottom" secondItem="root-sc-01" secondAttribute="bottom" id="bot-sc-001"/>
            </constraints></view></objects></document>
            """
    }

    /// The content's width and height are open: the scroll view is ambiguous though its frame is determined, and
    /// `check` fails saying so. The view it scrolls is not: its frame in the content is (20, 20, 100, 40).
    @Test func openContentIsAmbiguous() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.scrolled(closed: false)))
        let scroll = try Fixture.view("scr-sc-001", in: scenes)
        #expect(scroll.frame.isClose(to: Rect(x: 0, y: 0, width: 375, height: 667), tolerance: 0.001))
        #expect(scroll.ambiguousComponents.isEmpty)
        #expect(scroll.ambiguousContentSize == ["width", "height"])
        #expect(scroll.isAmbiguous)
        let box = try Fixture.view("box-sc-001", in: scenes)
        #expect(!box.isAmbiguous)
        #expect(box.frame.isClose(to: Rect(x: 20, y: 20, width: 100, height: 40), tolerance: 0.001))
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
        let findings = scenes.flatMap(DocumentCheckReporter.findings(for:))
        #expect(
            findings.contains {
                $0.rule == .ambiguity
                    && $0.message.contains(
                        "has an ambiguous scrollable content size: its content's width, height are not determined")
            })
    }

    /// Pinned on all four sides, the content is 140 × 80: nothing is ambiguous and `check` passes.
    @Test func closedContentIsDetermined() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.scrolled(closed: true)))
        let scroll = try Fixture.view("scr-sc-001", in: scenes)
        #expect(scroll.ambiguousContentSize.isEmpty)
        #expect(!scroll.isAmbiguous)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// An empty 375 × 667 scroll view filling its root, with or without the content and frame layout guides that
    /// Xcode 11's "Content Layout Guides" declares. With them Interface Builder verifies the content's size, which
    /// nothing sets: ambiguous. Without them, and with no constraint into its content, it is not verified.
    static func empty(guides: Bool) -> String {
        let declared =
            guides
            ? """
            <viewLayoutGuide key="contentLayoutGuide" id="cgd-sc-003"/><viewLayoutGuide key="frameLayoutGuide" id="fgd-sc-003"/>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects><view id="root-sc-03"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-sc-003">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\(declared)
            </scrollView></subviews><constraints>
            <constraint firstItem="scr-sc-003" firstAttribute="leading" secondItem="root-sc-03" secondAttribute="leading" id="lea-sc-003"/>
            <constraint firstItem="scr-sc-003" firstAttribute="trailing" secondItem="root-sc-03" secondAttribute="trailing" id="tra-sc-003"/>
            <constraint firstItem="scr-sc-003" firstAttribute="top" secondItem="root-sc-03" secondAttribute="top" id="top-sc-003"/>
            <constraint firstItem="scr-sc-003" firstAttribute="bottom" secondItem="root-sc-03" secondAttribute="bottom" id="bot-sc-003"/>
            </constraints></view></objects></document>
            """
    }

    @Test func anEmptyScrollViewWithContentLayoutGuidesIsAmbiguous() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.empty(guides: true)))
        let scroll = try Fixture.view("scr-sc-003", in: scenes)
        #expect(scroll.ambiguousComponents.isEmpty)
        #expect(scroll.ambiguousContentSize == ["width", "height"])
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    @Test func anEmptyScrollViewWithoutThemIsNotVerified() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.empty(guides: false)))
        let scroll = try Fixture.view("scr-sc-003", in: scenes)
        #expect(!scroll.isAmbiguous)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
