import Foundation
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// A UIStackView that stores no layout margins has none: a view pinned to its margins lies at its edges
/// (`MarginRules.stackView`).
struct StackViewMarginTests {
    /// A 320 x 480 root (no device: 1-point pixels) holding a vertical stack aligned to the centre, pinned 20 from
    /// the root's top, leading and trailing edges: 320 − 2 × 20 = 280 wide. Its one arranged view is held at height
    /// 30 and pinned to the stack's leading and trailing margins: with margins of 0 it is (0, 0, 280, 30) in the
    /// stack, as Xcode stores Automattic/pocket-casts-ios's `NowPlayingPlayerItemViewController.xib` (a view pinned
    /// to a 414-point stack's margins stored at x 0, 414 wide). With UIView's 8 it would be (8, 0, 264, 30).
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-sm-01"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
        <stackView axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stk-sm-001"><rect key="frame" x="20" y="20" width="280" height="30"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-sm-001"><rect key="frame" x="0.0" y="0.0" width="280" height="30"/>
        <constraints><constraint firstAttribute="height" constant="30" id="hbx-sm-001"/></constraints></view>
        </subviews><constraints>
        <constraint firstItem="box-sm-001" firstAttribute="leading" secondItem="stk-sm-001" secondAttribute="leadingMargin" id="cbl-sm-001"/>
        <constraint firstAttribute="trailingMargin" secondItem="box-sm-001" secondAttribute="trailing" id="cbr-sm-001"/>
        </constraints></stackView>
        </subviews><constraints>
        <constraint firstItem="stk-sm-001" firstAttribute="top" secondItem="root-sm-01" secondAttribute="top" constant="20" id="cst-sm-001"/>
        <constraint firstItem="stk-sm-001" firstAttribute="leading" secondItem="root-sm-01" secondAttribute="leading" constant="20" id="csl-sm-001"/>
        <constraint firstAttribute="trailing" secondItem="stk-sm-001" secondAttribute="trailing" constant="20" id="csr-sm-001"/>
        </constraints></view></objects></document>
        """

    /// The arranged view at the stack's edges (hand-worked above), nothing reported.
    @Test func aStackViewHasNoMarginsUnlessItStoresThem() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.document))
        let box = try Fixture.view("box-sm-001", in: scenes)
        #expect(box.frame.isClose(to: Rect(x: 0, y: 0, width: 280, height: 30), tolerance: 0.001), "\(box.frame)")
        #expect(!box.isMisplaced)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// A horizontal `fill` stack that arranges its views relative to its margins
    /// (`layoutMarginsRelativeArrangement="YES"`) but stores none, pinned 20 from the root's top, leading and trailing
    /// edges: 280 wide. Its one arranged view is held at height 30. With the margins of 0 that a stack storing none
    /// has (above) the view fills the stack, (0, 0, 280, 30), and the stack is 30 high; with UIView's 8 it would be
    /// (8, 8, 264, 30) in a 46-point stack. No document of the iOS validation set or the fit parts writes the flag
    /// (Interface Builder writes none beside stored margins), so this states the reading, not observed evidence.
    static let flaggedDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-sm-02"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
        <stackView layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-sm-002"><rect key="frame" x="20" y="20" width="280" height="30"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-sm-002"><rect key="frame" x="0.0" y="0.0" width="280" height="30"/>
        <constraints><constraint firstAttribute="height" constant="30" id="hbx-sm-002"/></constraints></view>
        </subviews></stackView>
        </subviews><constraints>
        <constraint firstItem="stk-sm-002" firstAttribute="top" secondItem="root-sm-02" secondAttribute="top" constant="20" id="cst-sm-002"/>
        <constraint firstItem="stk-sm-002" firstAttribute="leading" secondItem="root-sm-02" secondAttribute="leading" constant="20" id="csl-sm-002"/>
        <constraint firstAttribute="trailing" secondItem="stk-sm-002" secondAttribute="trailing" constant="20" id="csr-sm-002"/>
        </constraints></view></objects></document>
        """

    /// The arranged view fills the stack and the stack is 30 high (hand-worked above), nothing reported.
    @Test func aStackArrangedOnMarginsItDoesNotStoreHasNone() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.flaggedDocument))
        let box = try Fixture.view("box-sm-002", in: scenes)
        #expect(box.frame.isClose(to: Rect(x: 0, y: 0, width: 280, height: 30), tolerance: 0.001), "\(box.frame)")
        let stack = try Fixture.view("stk-sm-002", in: scenes)
        #expect(stack.frame.isClose(to: Rect(x: 20, y: 20, width: 280, height: 30), tolerance: 0.001), "\(stack.frame)")
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
