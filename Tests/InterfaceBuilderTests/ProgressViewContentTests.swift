import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A UIProgressView shows no text: its stored size stands in for its content size, but it has no baseline and no
/// font metrics to excuse a difference.
struct ProgressViewContentTests {
    /// A default-style progress view stored (20, 20, 100.8, 2) whose constraints pin it at (20, 20) and make it 100
    /// wide: laid out (20, 20, 100, 2), 0.8 narrower than stored. No text explains that: misplaced.
    static let progress = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24765" useAutolayout="YES">
        <objects><view id="root-pv-01"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
        <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="pro-pv-001">
        <rect key="frame" x="20" y="20" width="100.8" height="2"/>
        <constraints><constraint firstAttribute="width" constant="100" id="wid-pv-001"/></constraints>
        </progressView>
        </subviews><constraints>
        <constraint firstItem="pro-pv-001" firstAttribute="leading" secondItem="root-pv-01" secondAttribute="leading" constant="20" id="lea-pv-001"/>
        <constraint firstItem="pro-pv-001" firstAttribute="top" secondItem="root-pv-01" secondAttribute="top" constant="20" id="top-pv-001"/>
        </constraints></view></objects></document>
        """

    @Test func aProgressViewHasNoTextMetrics() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.progress))
        let bar = try Fixture.view("pro-pv-001", in: scenes)
        #expect(bar.frame.isClose(to: Rect(x: 20, y: 20, width: 100, height: 2), tolerance: 0.001))
        #expect(bar.view.unstoredMetrics == nil)
        #expect(bar.view.baselineFromBottom == nil && bar.view.firstBaselineFromTop == nil)
        #expect(DocumentCheckReporter.isReportedMisplaced(bar))
        let findings = scenes.flatMap(DocumentCheckReporter.findings(for:))
        #expect(!findings.contains { $0.message.contains("its text in a font") })
    }
}
