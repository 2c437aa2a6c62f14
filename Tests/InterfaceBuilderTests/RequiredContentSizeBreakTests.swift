import Testing

@testable import InterfaceBuilderCorpus
@testable import TrellisInterfaceBuilder

/// A required content hugging or compression resistance (1000) makes a view's intrinsic size required: stored
/// frames that break it show a conflict in Xcode (`DocumentScene.contentSizesBrokenByStoredFrames`).
struct RequiredContentSizeBreakTests {
    /// A 375 × 667 root holding an image view whose image is 23 × 28 (`<resources>`), held at `width = 28` and
    /// stored 28 wide, pinned 20 from the leading edge and top; its horizontal hugging `hugging`. At 1000 the
    /// hugging constraint `width <= 23` is required and the stored 28 breaks it by 28 − 23 = 5 (more than the 1-point
    /// tolerance of a 2× screen's size: 1 / 2 = 0.5, at least 1). The `element` may be a label instead, whose
    /// size is its text's: the stored size stands in, and nothing is broken.
    static func heldImage(hugging: String, element: String = "imageView") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects><view id="root-rc-01"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
        <\(element) horizontalHuggingPriority="\(hugging)" image="note" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="img-rc-001">
        <rect key="frame" x="20" y="20" width="28" height="28"/>
        <constraints><constraint firstAttribute="width" constant="28" id="wid-rc-001"/></constraints></\(element)>
        </subviews><constraints>
        <constraint firstItem="img-rc-001" firstAttribute="leading" secondItem="root-rc-01" secondAttribute="leading" constant="20" id="lea-rc-001"/>
        <constraint firstItem="img-rc-001" firstAttribute="top" secondItem="root-rc-01" secondAttribute="top" constant="20" id="top-rc-001"/>
        </constraints></view></objects>
        <resources><image name="note" width="23" height="28"/></resources></document>
        """
    }

    @Test func aRequiredHuggingTheStoredFrameBreaksIsAConflictInXcode() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.heldImage(hugging: "1000")))
        let breaks = scenes.flatMap(\.storedFrameBreaks)
        #expect(breaks.map(\.constraintID) == ["img-rc-001.hugging.horizontal"])
        #expect(abs((breaks.first?.amount ?? 0) - 5) < 0.001)
        #expect(CorpusMeasure.isConflictingInXcode(scenes))
        // Trellis holds the hugging as required too: `check` reports the conflict, and agrees with Xcode.
        #expect(scenes.contains(where: DocumentCheckReporter.reportsConflict))
        #expect(CorpusMeasure(scenes: scenes).checkAgreeing == 1)
    }

    @Test func anOptionalHuggingBreaksNothing() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.heldImage(hugging: "251")))
        #expect(scenes.flatMap(\.storedFrameBreaks).isEmpty)
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    @Test func aTextsStoodInSizeIsNeverBroken() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.heldImage(hugging: "1000", element: "label")))
        #expect(scenes.flatMap(\.storedFrameBreaks).isEmpty)
    }
}
