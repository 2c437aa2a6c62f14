import Testing

@testable import InterfaceBuilderCorpus
@testable import TrellisInterfaceBuilder

/// A UIStackView's own required constraints on its arranged views, evaluated on the stored frames.
struct StackCanvasStoredFrameBreakTests {
    /// A 320 × 100 root holding a horizontal fill stack at (0, 0), held 200 × 40, with two arranged views held
    /// 100 and `secondWidth` wide. Stored as Interface Builder lays it out: the first at (0, 0, 100, 40), the
    /// second at (100, 0, `secondWidth`, 40).
    static func stack(secondWidth: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-sk-01"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/><subviews>
        <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stk-sk-001"><rect key="frame" x="0.0" y="0.0" width="200" height="40"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="one-sk-001"><rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
        <constraints><constraint firstAttribute="width" constant="100" id="cw1-sk-001"/></constraints></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="two-sk-001"><rect key="frame" x="100" y="0.0" width="\(secondWidth)" height="40"/>
        <constraints><constraint firstAttribute="width" constant="\(secondWidth)" id="cw2-sk-001"/></constraints></view>
        </subviews><constraints>
        <constraint firstAttribute="width" constant="200" id="cws-sk-001"/>
        <constraint firstAttribute="height" constant="40" id="chs-sk-001"/>
        </constraints></stackView>
        </subviews><constraints>
        <constraint firstItem="stk-sk-001" firstAttribute="top" secondItem="root-sk-01" secondAttribute="top" id="cst-sk-001"/>
        <constraint firstItem="stk-sk-001" firstAttribute="leading" secondItem="root-sk-01" secondAttribute="leading" id="csl-sk-001"/>
        </constraints></view></objects></document>
        """
    }

    /// 100 + 120 = 220 in a stack held 200 wide: the stack cannot pin the second view's trailing edge to its own.
    /// Stored, that edge is at 100 + 120 = 220 against the stack's 200: broken by 20 (tolerance max(1, 2/1) = 2 on
    /// the 1-point pixels of a document without a device). Every constraint of the document itself holds on the
    /// stored frames, so only the stack's shows Xcode's conflict; `check` reports it, and they agree.
    @Test func anOverflowingArrangedViewBreaksTheCanvasConnection() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.stack(secondWidth: 120)))
        let breaks = scenes.flatMap(\.storedFrameBreaks)
        #expect(breaks.map(\.constraintID) == ["stk-sk-001.UISV-canvas-connection.two-sk-001.trailing"])
        #expect(breaks.first?.amount == 20)
        let measure = CorpusMeasure(scenes: scenes)
        #expect(measure.conflictingDocuments == 1)
        #expect(measure.conflictingReported == 1)
        #expect(measure.checkAgreeing == 1)
    }

    /// 100 + 100 fill the 200 exactly, edges and heights level with the stack's: nothing is broken.
    @Test func arrangedViewsThatFillTheStackBreakNothing() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.stack(secondWidth: 100)))
        #expect(scenes.flatMap(\.storedFrameBreaks).isEmpty)
    }
}
