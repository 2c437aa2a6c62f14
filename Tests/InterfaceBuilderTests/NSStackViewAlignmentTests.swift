import Foundation
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// An NSStackView's alignment across its axis yields to an arranged view's own required constraint, and Interface
/// Builder shows no conflict (`StackViewRules.alignmentPriority`).
struct NSStackViewAlignmentTests {
    /// A 480 x 270 AppKit root holding a vertical, leading-aligned fill NSStackView (spacing 8) pinned 20 from the
    /// root's leading and top edges, arranging a (held at 100 x 20) and b (60 x 20), b indented 20 from the stack's
    /// leading edge by its own constraint, as `MacPass/MacPass`'s check boxes are (stored 20 in, no flag).
    /// The stack is as wide as its widest extent, max(100, 20 + 60) = 100, and 20 + 8 + 20 = 48 high, at
    /// y 270 − 20 − 48 = 202 measured up: (20, 202, 100, 48). a: x 0, y 48 − 20 = 28: (0, 28, 100, 20).
    /// b: x 20, its top 28 below the stack's, y 48 − 28 − 20 = 0: (20, 0, 60, 20).
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
        <objects><customView id="root-sa-01"><rect key="frame" x="0.0" y="0.0" width="480" height="270"/><subviews>
        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-sa-001"><rect key="frame" x="20" y="202" width="100" height="48"/><subviews>
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="aaa-sa-001"><rect key="frame" x="0.0" y="28" width="100" height="20"/>
        <constraints><constraint firstAttribute="width" constant="100" id="cwa-sa-001"/><constraint firstAttribute="height" constant="20" id="cha-sa-001"/></constraints></customView>
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="bbb-sa-001"><rect key="frame" x="20" y="0.0" width="60" height="20"/>
        <constraints><constraint firstAttribute="width" constant="60" id="cwb-sa-001"/><constraint firstAttribute="height" constant="20" id="chb-sa-001"/></constraints></customView>
        </subviews>
        <constraints><constraint firstItem="bbb-sa-001" firstAttribute="leading" secondItem="stk-sa-001" secondAttribute="leading" constant="20" id="ind-sa-001"/></constraints>
        </stackView>
        </subviews><constraints>
        <constraint firstItem="stk-sa-001" firstAttribute="leading" secondItem="root-sa-01" secondAttribute="leading" constant="20" id="cls-sa-001"/>
        <constraint firstItem="stk-sa-001" firstAttribute="top" secondItem="root-sa-01" secondAttribute="top" constant="20" id="cts-sa-001"/>
        </constraints></customView></objects></document>
        """

    /// The same stack with gravity areas (no `distribution`: written as constraints, `ScriptWriter+GravityAreas`):
    /// a and b in the top group, a on the top edge, b 8 below it, the stack hugging b's bottom (250) and, across,
    /// each view's trailing edge (250): the same frames.
    static let gravityDocument = document.replacingOccurrences(of: "distribution=\"fill\" ", with: "")

    /// No conflict, and every view at the frame worked out above, in either form.
    @Test(arguments: [document, gravityDocument])
    func anIndentedViewKeepsItsOwnConstraint(_ text: String) throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(text))
        #expect(scenes.allSatisfy { $0.report.conflicts.isEmpty })
        let expected: [(String, Rect)] = [
            ("stk-sa-001", Rect(x: 20, y: 202, width: 100, height: 48)),
            ("aaa-sa-001", Rect(x: 0, y: 28, width: 100, height: 20)),
            ("bbb-sa-001", Rect(x: 20, y: 0, width: 60, height: 20)),
        ]
        for (id, frame) in expected {
            let view = try Fixture.view(id, in: scenes)
            #expect(view.frame == frame, "\(id)")
            #expect(!view.isMisplaced, "\(id)")
        }
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
