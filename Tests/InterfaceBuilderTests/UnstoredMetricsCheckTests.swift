import Foundation
import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// Findings whose only support is a number the document does not store are notes or warnings that do not fail
/// `check` (`MisplacementRules`, `DocumentCheckReporter.restsOnUnstoredMetrics`), and views held at no size by
/// nothing but the bound at 0 are ambiguous on iOS (`AmbiguityRules.flagsSizeHeldAtZero`).
struct UnstoredMetricsCheckTests {
    /// A 480 × 480 root holding a label 20 from its leading edge and centred: 480 − 2 × 20 = 440 wide, required.
    /// Stored `width` wide at (20, 20), so its content size (the stored size standing in for its text's) is
    /// `width` × 21; its compression resistance (750) gives way, and it is laid out at (20, 20, 440, 21).
    static func centredLabel(width: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="8191" useAutolayout="YES">
        <objects><view id="root-um-01"><rect key="frame" x="0.0" y="0.0" width="480" height="480"/><subviews>
        <label text="Copyright" translatesAutoresizingMaskIntoConstraints="NO" id="lab-um-001">
        <rect key="frame" x="20" y="20" width="\(width)" height="21"/></label>
        </subviews><constraints>
        <constraint firstItem="lab-um-001" firstAttribute="leading" secondItem="root-um-01" secondAttribute="leading" constant="20" id="lea-um-001"/>
        <constraint firstAttribute="centerX" secondItem="lab-um-001" secondAttribute="centerX" id="cen-um-001"/>
        <constraint firstItem="lab-um-001" firstAttribute="top" secondItem="root-um-01" secondAttribute="top" constant="20" id="top-um-001"/>
        </constraints></view></objects></document>
        """
    }

    /// Stored 441 wide, laid out 440: 1 point, within what its text's metrics are known to. A note, and a clean check.
    @Test func aTextViewWithinAPointOfItsStoredFrameIsANote() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.centredLabel(width: "441")))
        let label = try Fixture.view("lab-um-001", in: scenes)
        #expect(label.frame.isClose(to: Rect(x: 20, y: 20, width: 440, height: 21), tolerance: 0.001))
        #expect(label.isMisplaced)
        #expect(!DocumentCheckReporter.isReportedMisplaced(label))
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        let findings = scenes.flatMap(DocumentCheckReporter.findings(for:))
        #expect(!findings.contains { $0.rule == .misplacement })
        #expect(
            findings.contains {
                $0.rule == .remark && $0.message.contains("laid out (20, 20, 440, 21): within 1 point")
                    && $0.message.contains("its text in a font")
            })
    }

    /// Stored 442 wide, laid out 440: 2 points, more than the metrics explain. Misplaced, and the check fails.
    @Test func aTextViewFurtherOffIsMisplaced() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.centredLabel(width: "442")))
        let label = try Fixture.view("lab-um-001", in: scenes)
        #expect(DocumentCheckReporter.isReportedMisplaced(label))
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// On an iPhone 8 Plus (3 pixels a point) a label with a required vertical compression resistance, stored
    /// 20.667 high, is held at a required `height` constant. Its content height is the stored 20.667 standing in for
    /// its text's, so `height = 20` conflicts with it by 0.667, more than a pixel (`NearlyHeldConflictTests`). The
    /// stored frames hold `height = 20` within their rounding (|20.667 − 20| = 0.667, under the 1-point least
    /// tolerance): only the stand-in supports the conflict, a warning that does not fail the run. Held at 16, the
    /// stored frames break it by 4.667: Xcode shows that conflict, which fails the run.
    static func heldLabel(height: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24765" useAutolayout="YES">
        <device id="retina5_5" orientation="portrait"/>
        <objects><view id="root-um-02"><rect key="frame" x="0.0" y="0.0" width="414" height="736"/><subviews>
        <label verticalCompressionResistancePriority="1000" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lab-um-002">
        <rect key="frame" x="20" y="20" width="42" height="20.666666666666668"/>
        <constraints><constraint firstAttribute="height" constant="\(height)" id="hei-um-002"/></constraints></label>
        </subviews><constraints>
        <constraint firstItem="lab-um-002" firstAttribute="leading" secondItem="root-um-02" secondAttribute="leading" constant="20" id="lea-um-002"/>
        <constraint firstItem="lab-um-002" firstAttribute="top" secondItem="root-um-02" secondAttribute="top" constant="20" id="top-um-002"/>
        </constraints></view></objects></document>
        """
    }

    @Test func aConflictOnlyAStandInSupportsDoesNotFail() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.heldLabel(height: "20")))
        let scene = try #require(scenes.first)
        let conflict = try #require(scene.report.conflicts.first)
        #expect(DocumentCheckReporter.restsOnUnstoredMetrics(conflict, in: scene))
        #expect(DocumentCheckReporter.isClean(scene))
        let finding = try #require(DocumentCheckReporter.findings(for: scene).first { $0.rule == .conflict })
        #expect(finding.severity == .warning)
        #expect(!finding.failsRun)
        let suites = DocumentCheckReporter.junitSuites(file: "test.xib", scenes: scenes)
        #expect(suites.flatMap(\.cases).allSatisfy { if case .passed = $0.outcome { true } else { false } })
        let json = DocumentJSONReporter.render(file: "test.xib", scenes: scenes)
        #expect(json.contains("\"restsOnUnstoredMetrics\": true") || json.contains("\"restsOnUnstoredMetrics\":true"))
    }

    @Test func aConflictTheStoredFramesBreakFails() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.heldLabel(height: "16")))
        let scene = try #require(scenes.first)
        let conflict = try #require(scene.report.conflicts.first)
        #expect(!DocumentCheckReporter.corroboration(of: conflict, in: scene).isEmpty)
        #expect(!DocumentCheckReporter.restsOnUnstoredMetrics(conflict, in: scene))
        #expect(!DocumentCheckReporter.isClean(scene))
        let finding = try #require(DocumentCheckReporter.findings(for: scene).first { $0.rule == .conflict })
        #expect(finding.severity == .error && finding.failsRun)
    }

    /// A 320 × 480 root holding a view pinned 20 from its leading, trailing and top edges, with only
    /// `height <= 100`: its height is open from 0 to 100, held at 0 by nothing but a bound Auto Layout does not have.
    /// On iOS Interface Builder flags such a view ambiguous; on macOS it does not (a content priority ambiguity).
    static func heightBelowOnly(macOS: Bool) -> String {
        let type = macOS ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let view = macOS ? "customView" : "view"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <objects><\(view) id="root-um-03"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
            <\(view) translatesAutoresizingMaskIntoConstraints="NO" id="box-um-003"><rect key="frame" x="20" y="20" width="280" height="50"/>
            <constraints><constraint firstAttribute="height" relation="lessThanOrEqual" constant="100" id="hei-um-003"/></constraints></\(view)>
            </subviews><constraints>
            <constraint firstItem="box-um-003" firstAttribute="leading" secondItem="root-um-03" secondAttribute="leading" constant="20" id="lea-um-003"/>
            <constraint firstAttribute="trailing" secondItem="box-um-003" secondAttribute="trailing" constant="20" id="tra-um-003"/>
            <constraint firstItem="box-um-003" firstAttribute="top" secondItem="root-um-03" secondAttribute="top" constant="20" id="top-um-003"/>
            </constraints></\(view)></objects></document>
            """
    }

    @Test func aSizeHeldAtZeroIsAmbiguousOnIOS() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.heightBelowOnly(macOS: false)))
        let box = try Fixture.view("box-um-003", in: scenes)
        #expect(box.isAmbiguous)
        #expect(box.ambiguousComponents.contains("height"))
        #expect(box.priorityAmbiguity == nil)
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    @Test func aSizeHeldAtZeroIsAContentPriorityAmbiguityOnMacOS() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.heightBelowOnly(macOS: true)))
        let box = try Fixture.view("box-um-003", in: scenes)
        #expect(!box.isAmbiguous)
        let ranges = try #require(box.priorityAmbiguity?.ranges)
        #expect(ranges.contains { $0.component == "height" && $0.lower == 0 && $0.upper == 100 })
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
    }
}
