import Foundation
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// Interface Builder before Xcode 11.4 flags the clip view of a scroll view laid out by autoresizing, and the text
/// view it scrolls, as ambiguous; later releases do not (`AmbiguityRules.flagsScrolledByFixedFrameScrollView`).
struct ScrolledViewFlagTests {
    /// A 480 × 272 custom view holding a scroll view with a fixed frame (20, 20, 440, 232), its clip view inset by
    /// the bezel, (1, 1, 438, 230), and a text view (0, 0, 438, 230) in it, saved by `toolsVersion`. No constraints:
    /// every frame is kept by autoresizing.
    static func scrolledText(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects><customView id="root-sf-01"><rect key="frame" x="0.0" y="0.0" width="480" height="272"/><subviews>
        <scrollView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scr-sf-001">
        <rect key="frame" x="20" y="20" width="440" height="232"/>
        <clipView key="contentView" id="clp-sf-001"><rect key="frame" x="1" y="1" width="438" height="230"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>
        <textView id="txt-sf-001"><rect key="frame" x="0.0" y="0.0" width="438" height="230"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></textView>
        </subviews></clipView></scrollView></subviews></customView></objects></document>
        """
    }

    /// Saved by Xcode 10 (14490): the clip view and the text view are flagged, at their stored frames, and `check`
    /// fails with Xcode's flag explained; the scroll view is not flagged.
    @Test func xcode10FlagsTheClipViewAndTextView() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.scrolledText(toolsVersion: "14490.70")))
        let clip = try Fixture.view("clp-sf-001", in: scenes)
        let text = try Fixture.view("txt-sf-001", in: scenes)
        #expect(clip.isAmbiguous && text.isAmbiguous)
        #expect(!(try Fixture.view("scr-sf-001", in: scenes)).isAmbiguous)
        #expect(clip.frame.isClose(to: Rect(x: 1, y: 1, width: 438, height: 230), tolerance: 0.001))
        #expect(text.frame.isClose(to: Rect(x: 0, y: 0, width: 438, height: 230), tolerance: 0.001))
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
        let findings = scenes.flatMap(DocumentCheckReporter.findings(for:)).filter { $0.rule == .ambiguity }
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.message.contains("as Interface Builder before Xcode 11.4 reports it") })
    }

    /// Saved by Xcode 11.4 (16097): nothing is flagged and `check` passes.
    @Test func xcode11_4FlagsNothing() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.scrolledText(toolsVersion: "16097")))
        #expect(scenes.flatMap(\.views).allSatisfy { !$0.isAmbiguous })
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
