import Testing

@testable import InterfaceBuilderCorpus
@testable import TrellisInterfaceBuilder

/// Constraints on a safe area's left and right edges, evaluated on the stored frames where those edges are the
/// view's own (`ConflictRules.safeAreaSidesAreBounds`): no device has a horizontal safe-area inset in portrait.
struct SafeAreaStoredFrameBreakTests {
    /// An iPhone 15 (`retina6_12`, 393 × 852) scene in `orientation`: an image view 46 from the safe area's
    /// leading edge, held at `width = 300`, and `safeArea.trailing == image.trailing − 30` (`ctr-sa-001`). The
    /// image is stored at (46, 73, 300, 200), as Xcode lays it out with `ctr-sa-001` broken.
    static func scene(orientation: String = "portrait") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc-sa-0001">
        <device id="retina6_12" orientation="\(orientation)" appearance="light"/>
        <scenes><scene sceneID="scn-sa-001"><objects>
        <viewController id="vc-sa-0001" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root-sa-01">
        <rect key="frame" x="0.0" y="0.0" width="\(orientation == "portrait" ? 393 : 852)" height="\(orientation == "portrait" ? 852 : 393)"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
        <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="img-sa-001">
        <rect key="frame" x="46" y="73" width="300" height="200"/>
        <constraints>
        <constraint firstAttribute="width" constant="300" id="cwd-sa-001"/>
        <constraint firstAttribute="height" constant="200" id="cht-sa-001"/>
        </constraints>
        </imageView>
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe-sa-01"/>
        <constraints>
        <constraint firstItem="img-sa-001" firstAttribute="leading" secondItem="safe-sa-01" secondAttribute="leading" constant="46" id="cld-sa-001"/>
        <constraint firstItem="img-sa-001" firstAttribute="top" secondItem="root-sa-01" secondAttribute="top" constant="73" id="ctp-sa-001"/>
        <constraint firstItem="safe-sa-01" firstAttribute="trailing" secondItem="img-sa-001" secondAttribute="trailing" constant="-30" id="ctr-sa-001"/>
        </constraints>
        </view>
        </viewController>
        </objects></scene></scenes></document>
        """
    }

    /// In portrait the safe area's sides are the root's, 0 and 393. On the stored frames the image's leading edge
    /// holds (46 = 0 + 46) and its width (300), but `ctr-sa-001` asks 393 = 346 − 30 = 316: broken by 77, far over
    /// the 3× screen's tolerance of max(1, 2/3) = 1 point. Trellis finds the conflict too (46 + 300 + 30 = 376 is
    /// not 393), so Xcode's and `check`'s verdicts agree: a conflict.
    @Test func portraitSafeAreaSidesAreEvaluated() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.scene()))
        let breaks = scenes.flatMap(\.storedFrameBreaks)
        #expect(breaks.map(\.constraintID) == ["ctr-sa-001"])
        #expect(abs((breaks.first?.amount ?? 0) - 77) < 1e-9)
        #expect(breaks.first?.views == ["root-sa-01", "img-sa-001"])
        let measure = CorpusMeasure(scenes: scenes)
        #expect(measure.conflictingDocuments == 1)
        #expect(measure.conflictingReported == 1)
        #expect(measure.checkAgreeing == 1)
    }

    /// In landscape the iPhone 15's sensor housing insets the safe area 59 at each side (`ScreenRules`), which the
    /// stored frames cannot confirm: nothing is evaluated on the safe area, and no break is reported.
    @Test func landscapeSafeAreaIsNotEvaluated() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.scene(orientation: "landscape")))
        #expect(scenes.flatMap(\.storedFrameBreaks).isEmpty)
    }
}
