import Foundation
import Testing

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// A hidden arranged view that its content holds at a length keeps that length in Interface Builder, as one its own
/// constraints hold does: a stack's `UISV-hiding` constraints count as declared after every other in an iOS
/// document (`LayoutEngine.hidingDeclarationOrder`), so the outer stack's hiding length is the one broken.
struct HiddenArrangedStackContentTests {
    /// A 320 x 480 root (no device: 1-point pixels) holding a vertical fill stack pinned 20 from its top, leading
    /// and trailing edges: 320 − 2 × 20 = 280 wide. It arranges a view held at height 100 and, after it, a hidden
    /// horizontal stack whose only view is held at height 60 by its own constraint (the stack has none of its own).
    /// The outer stack is as tall as the visible view: (20, 20, 280, 100). The hidden stack keeps the 60 its view
    /// holds and starts where the visible view ends: (0, 100, 280, 60), its view (0, 0, 280, 60) — as Xcode stores
    /// osmandapp/OsmAnd-iOS's hidden stack in `OAColorsPaletteCell.xib` (393 × 30 around a label held at 30). Without
    /// the rule the inner stack's bottom edge breaks instead, and the hidden stack is 0 high.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-hc-01"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-hc-001"><rect key="frame" x="20" y="20" width="280" height="100"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="vis-hc-001"><rect key="frame" x="0.0" y="0.0" width="280" height="100"/>
        <constraints><constraint firstAttribute="height" constant="100" id="hvi-hc-001"/></constraints></view>
        <stackView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hid-hc-001"><rect key="frame" x="0.0" y="100" width="280" height="60"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-hc-001"><rect key="frame" x="0.0" y="0.0" width="280" height="60"/>
        <constraints><constraint firstAttribute="height" constant="60" id="hbx-hc-001"/></constraints></view>
        </subviews></stackView>
        </subviews></stackView>
        </subviews><constraints>
        <constraint firstItem="stk-hc-001" firstAttribute="top" secondItem="root-hc-01" secondAttribute="top" constant="20" id="cst-hc-001"/>
        <constraint firstItem="stk-hc-001" firstAttribute="leading" secondItem="root-hc-01" secondAttribute="leading" constant="20" id="csl-hc-001"/>
        <constraint firstAttribute="trailing" secondItem="stk-hc-001" secondAttribute="trailing" constant="20" id="csr-hc-001"/>
        </constraints></view></objects></document>
        """

    /// No conflict shown, and the hidden stack and its view at their stored (hand-worked) frames.
    @Test func aHiddenStackKeepsTheLengthItsContentHolds() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.document))
        #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty })
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        #expect(!(try Fixture.view("hid-hc-001", in: scenes).isMisplaced))
        #expect(!(try Fixture.view("box-hc-001", in: scenes).isMisplaced))
        #expect(!(try Fixture.view("stk-hc-001", in: scenes).isMisplaced))
    }
}
