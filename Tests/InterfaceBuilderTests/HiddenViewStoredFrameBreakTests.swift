import Testing

@testable import InterfaceBuilderCorpus
@testable import TrellisInterfaceBuilder

/// Which hidden views' constraints are evaluated on stored frames: Interface Builder lays a hidden view out as a
/// shown one (it flags hidden views misplaced or ambiguous too), but a UIStackView collapses a hidden arranged view.
struct HiddenViewStoredFrameBreakTests {
    /// `StoredFrameBreakTests.zeroHeightBar` with the bar hidden: it is no arranged view, so it and its label are
    /// laid out as shown. On the stored frames the label's bottom constraint asks 0 = 8 + 20 + 8: broken by 36, as
    /// with the bar shown.
    @Test func aHiddenViewOutsideAStackIsEvaluated() throws {
        let text = StoredFrameBreakTests.zeroHeightBar().replacingOccurrences(
            of: "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"bar-sf-001\">",
            with: "<view hidden=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"bar-sf-001\">")
        let document = try Fixture.read(text)
        #expect(document.scenes.first?.allViews.first { $0.id == "bar-sf-001" }?.isHidden == true)
        let breaks = DocumentLayout.layOut(document).flatMap(\.storedFrameBreaks)
        #expect(breaks.map(\.constraintID) == ["cbt-sf-001"])
        #expect(breaks.first?.amount == 36)
    }

    /// A vertical stack of two arranged views, the second hidden and stored collapsed, 0 high, though its label
    /// is pinned 8 from its top and bottom (8 + 20 + 8 = 36 high shown). The stack collapses it: its label's
    /// constraints are not evaluated, and nothing is broken.
    @Test func aHiddenArrangedViewIsNotEvaluated() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects><view id="root-hv-01"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/><subviews>
            <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-hv-001"><rect key="frame" x="0.0" y="0.0" width="320" height="20"/><subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="vis-hv-001"><rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
            <constraints><constraint firstAttribute="height" constant="20" id="cvh-hv-001"/></constraints></view>
            <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hid-hv-001"><rect key="frame" x="0.0" y="20" width="320" height="0.0"/><subviews>
            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-hv-001"><rect key="frame" x="8" y="8" width="100" height="20"/></label>
            </subviews><constraints>
            <constraint firstItem="lab-hv-001" firstAttribute="top" secondItem="hid-hv-001" secondAttribute="top" constant="8" id="ctp-hv-001"/>
            <constraint firstAttribute="bottom" secondItem="lab-hv-001" secondAttribute="bottom" constant="8" id="cbt-hv-001"/>
            <constraint firstItem="lab-hv-001" firstAttribute="leading" secondItem="hid-hv-001" secondAttribute="leading" constant="8" id="cld-hv-001"/>
            </constraints></view>
            </subviews></stackView>
            </subviews><constraints>
            <constraint firstItem="stk-hv-001" firstAttribute="top" secondItem="root-hv-01" secondAttribute="top" id="cst-hv-001"/>
            <constraint firstItem="stk-hv-001" firstAttribute="leading" secondItem="root-hv-01" secondAttribute="leading" id="csl-hv-001"/>
            <constraint firstAttribute="trailing" secondItem="stk-hv-001" secondAttribute="trailing" id="csr-hv-001"/>
            </constraints></view></objects></document>
            """
        #expect(DocumentLayout.layOut(try Fixture.read(text)).flatMap(\.storedFrameBreaks).isEmpty)
    }
}
