import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A view controller's root under an opaque navigation bar (`translucent="NO"`) does not extend under it unless the
/// controller's `extendedLayoutIncludesOpaqueBars` is on (UIKit's default is off): Interface Builder lays its content
/// out in the points below the bar even when the document stores the root at the screen's full height.
struct OpaqueNavigationBarRootTests {
    /// iPhone 11 (`retina6_1`, 414 × 896; status bar 44, home indicator 34), Xcode 12.4. The navigation controller
    /// stores its opaque bar at y 44, 44 high: it ends at 88. Both roots are stored 414 × 896.
    ///
    /// The root scene lies below the bar: its content is laid out in 896 − 88 = 808 points with no top inset.
    /// - `top-ob-001`, 10 high, pinned to the safe area's top: y 0 (not 88).
    /// - `mid-ob-001`, 100 × 60, centred in the root: x (414 − 100) / 2 = 157, y (808 − 60) / 2 = 374 (not 418).
    /// - `bot-ob-001`, 61 high, pinned to the safe area's bottom: y 808 − 34 − 61 = 713 (not 801).
    ///
    /// The pushed scene says `extendedLayoutIncludesOpaqueBars="YES"`: it extends under the bar, 896 high.
    /// - `top-ob-002`, 10 high, pinned to the safe area's top: y 88.
    /// - `bot-ob-002`, 10 high, pinned to the safe area's bottom: y 896 − 34 − 10 = 852.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav-ob-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-ob-001">
                    <objects>
                        <viewController id="vcr-ob-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rut-ob-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="top-ob-001">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="10" id="c01-ob-001"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="mid-ob-001">
                                        <rect key="frame" x="157" y="374" width="100" height="60"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="c02-ob-001"/>
                                            <constraint firstAttribute="height" constant="60" id="c03-ob-001"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bot-ob-001">
                                        <rect key="frame" x="0.0" y="713" width="414" height="61"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="61" id="c04-ob-001"/>
                                        </constraints>
                                        <connections>
                                            <segue destination="vcp-ob-001" kind="show" id="seg-ob-001"/>
                                        </connections>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-ob-001"/>
                                <constraints>
                                    <constraint firstItem="top-ob-001" firstAttribute="top" secondItem="saf-ob-001" \
        secondAttribute="top" id="c05-ob-001"/>
                                    <constraint firstItem="top-ob-001" firstAttribute="leading" secondItem="saf-ob-001" \
        secondAttribute="leading" id="c06-ob-001"/>
                                    <constraint firstItem="top-ob-001" firstAttribute="trailing" secondItem="saf-ob-001" \
        secondAttribute="trailing" id="c07-ob-001"/>
                                    <constraint firstItem="mid-ob-001" firstAttribute="centerX" secondItem="rut-ob-001" \
        secondAttribute="centerX" id="c08-ob-001"/>
                                    <constraint firstItem="mid-ob-001" firstAttribute="centerY" secondItem="rut-ob-001" \
        secondAttribute="centerY" id="c09-ob-001"/>
                                    <constraint firstItem="bot-ob-001" firstAttribute="bottom" secondItem="saf-ob-001" \
        secondAttribute="bottom" id="c10-ob-001"/>
                                    <constraint firstItem="bot-ob-001" firstAttribute="leading" secondItem="saf-ob-001" \
        secondAttribute="leading" id="c11-ob-001"/>
                                    <constraint firstItem="bot-ob-001" firstAttribute="trailing" secondItem="saf-ob-001" \
        secondAttribute="trailing" id="c12-ob-001"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="itm-ob-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scn-ob-002">
                    <objects>
                        <viewController extendedLayoutIncludesOpaqueBars="YES" id="vcp-ob-001" \
        sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rut-ob-002">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="top-ob-002">
                                        <rect key="frame" x="0.0" y="88" width="414" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="10" id="c01-ob-002"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bot-ob-002">
                                        <rect key="frame" x="0.0" y="852" width="414" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="10" id="c02-ob-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-ob-002"/>
                                <constraints>
                                    <constraint firstItem="top-ob-002" firstAttribute="top" secondItem="saf-ob-002" \
        secondAttribute="top" id="c03-ob-002"/>
                                    <constraint firstItem="top-ob-002" firstAttribute="leading" secondItem="saf-ob-002" \
        secondAttribute="leading" id="c04-ob-002"/>
                                    <constraint firstItem="top-ob-002" firstAttribute="trailing" secondItem="saf-ob-002" \
        secondAttribute="trailing" id="c05-ob-002"/>
                                    <constraint firstItem="bot-ob-002" firstAttribute="bottom" secondItem="saf-ob-002" \
        secondAttribute="bottom" id="c06-ob-002"/>
                                    <constraint firstItem="bot-ob-002" firstAttribute="leading" secondItem="saf-ob-002" \
        secondAttribute="leading" id="c07-ob-002"/>
                                    <constraint firstItem="bot-ob-002" firstAttribute="trailing" secondItem="saf-ob-002" \
        secondAttribute="trailing" id="c08-ob-002"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="itm-ob-002"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scn-ob-003">
                    <objects>
                        <navigationController id="nav-ob-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar-ob-001">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vcr-ob-001" kind="relationship" relationship="rootViewController" \
        id="seg-ob-002"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let cases: [(String, Rect)] = [
        ("top-ob-001", Rect(x: 0, y: 0, width: 414, height: 10)),
        ("mid-ob-001", Rect(x: 157, y: 374, width: 100, height: 60)),
        ("bot-ob-001", Rect(x: 0, y: 713, width: 414, height: 61)),
        ("top-ob-002", Rect(x: 0, y: 88, width: 414, height: 10)),
        ("bot-ob-002", Rect(x: 0, y: 852, width: 414, height: 10)),
    ]

    static func layOut() throws -> [SceneLayout] {
        DocumentLayout.layOut(try Fixture.read(document, file: "opaque-navigation-bar.storyboard"))
    }

    @Test(arguments: cases.indices)
    func contentLiesBelowTheOpaqueBar(index: Int) throws {
        let (id, expected) = Self.cases[index]
        let scenes = try Self.layOut()
        let result = try Fixture.view(id, in: scenes)
        #expect(result.frame.isClose(to: expected, tolerance: 0.001), "\(id): \(result.frame) != \(expected)")
        #expect(!result.isAmbiguous)
        #expect(!result.isMisplaced)
    }

    /// The stored frames hold every constraint once the root is laid out below the bar: `check` passes the document
    /// (with the root at 896, the centring constraint breaks by 44 and the pinned views sit 88 points off).
    @Test func checkPassesTheDocument() throws {
        let scenes = try Self.layOut()
        #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty })
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// A view stored where the root at the screen's full height would put it (801 = 896 − 34 − 61) is misplaced
    /// under the rule: `check` still fails the document.
    @Test func checkReportsAViewStoredUnderTheBar() throws {
        let text = Self.document.replacing(
            #"<rect key="frame" x="0.0" y="713" width="414" height="61"/>"#,
            with: #"<rect key="frame" x="0.0" y="801" width="414" height="61"/>"#)
        #expect(text != Self.document)
        let scenes = DocumentLayout.layOut(try Fixture.read(text, file: "opaque-navigation-bar.storyboard"))
        #expect(try Fixture.view("bot-ob-001", in: scenes).isMisplaced)
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
