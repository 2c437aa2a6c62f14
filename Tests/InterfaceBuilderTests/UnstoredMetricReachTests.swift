import Testing
import TrellisLayout

@testable import TrellisInterfaceBuilder

/// A view placed by a text's metrics, which the document does not store, moves with them: a misplacement within what
/// they reach through the constraints is a note, one beyond it fails (`UnstoredMetricReach`).
struct UnstoredMetricReachTests {
    /// A 375 × 667 root (an iPhone 8's, 2 pixels a point) holding a 17-point label at (20, 20), stored 100 × 21, and a
    /// 10 × 10 box 10 after the label's trailing edge whose bottom sits on the label's last baseline.
    ///
    /// The label's content size is its stored size; its last baseline lies (21 − 1.19 × 17) / 2 + 0.24 × 17 =
    /// 0.385 + 4.08 = 4.465 above its bottom (41), at 36.535. So the box is laid out at x 20 + 100 + 10 = 130 and
    /// y 36.535 − 10 = 26.535, rounded to pixels: (130, 26.5, 10, 10).
    /// The label's baseline is an estimate from its point size, known to 1 point (its size is the stored one, known
    /// to the pixel the layout rounds to as well): raising it 1 point raises the box 1 point, and nothing else moves.
    /// So the box may lie within 0.5 + 1 = 1.5 of its laid-out y, and within 0.5 in x, width and height.
    /// `fillers` more labels come first in the document, each pinned at (20, 60 + 4i), stored 100 × 21.
    static func boxOnBaseline(x: String, y: String, fillers: Int = 0) -> String {
        let fillerViews = (0..<fillers).map { i in
            """
            <label text="Filler" translatesAutoresizingMaskIntoConstraints="NO" id="fil-ur-\(i)">
            <rect key="frame" x="20" y="\(60 + 4 * i)" width="100" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """
        }.joined(separator: "\n")
        let fillerPins = (0..<fillers).map { i in
            """
            <constraint firstItem="fil-ur-\(i)" firstAttribute="leading" secondItem="root-ur-01" secondAttribute="leading" constant="20" id="fle-ur-\(i)"/>
            <constraint firstItem="fil-ur-\(i)" firstAttribute="top" secondItem="root-ur-01" secondAttribute="top" constant="\(60 + 4 * i)" id="fto-ur-\(i)"/>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24765" useAutolayout="YES">
            <objects><view id="root-ur-01"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
            \(fillerViews)
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lab-ur-001">
            <rect key="frame" x="20" y="20" width="100" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-ur-001">
            <rect key="frame" x="\(x)" y="\(y)" width="10" height="10"/>
            <constraints>
            <constraint firstAttribute="width" constant="10" id="wid-ur-001"/>
            <constraint firstAttribute="height" constant="10" id="hei-ur-001"/>
            </constraints></view>
            </subviews><constraints>
            \(fillerPins)
            <constraint firstItem="lab-ur-001" firstAttribute="leading" secondItem="root-ur-01" secondAttribute="leading" constant="20" id="lea-ur-001"/>
            <constraint firstItem="lab-ur-001" firstAttribute="top" secondItem="root-ur-01" secondAttribute="top" constant="20" id="top-ur-001"/>
            <constraint firstItem="box-ur-001" firstAttribute="leading" secondItem="lab-ur-001" secondAttribute="trailing" constant="10" id="aft-ur-001"/>
            <constraint firstItem="box-ur-001" firstAttribute="bottom" secondItem="lab-ur-001" secondAttribute="lastBaseline" id="bas-ur-001"/>
            </constraints></view></objects></document>
            """
    }

    /// Stored 1 point lower than laid out: within the 1.5 the label's baseline allows. A note naming the
    /// label, and a clean check.
    @Test func aViewOnATextsBaselineWithinItsReachIsANote() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.boxOnBaseline(x: "130", y: "27.5")))
        let box = try Fixture.view("box-ur-001", in: scenes)
        #expect(box.frame.isClose(to: Rect(x: 130, y: 26.5, width: 10, height: 10), tolerance: 0.001))
        #expect(box.isMisplaced)
        let reach = try #require(box.unstoredMetricReach)
        #expect(reach.x < 1e-6 && abs(reach.y - 1) < 1e-6 && reach.width < 1e-6 && reach.height < 1e-6)
        #expect(reach.sources == ["label lab-ur-001"])
        #expect(!DocumentCheckReporter.isReportedMisplaced(box))
        #expect(scenes.allSatisfy(DocumentCheckReporter.isClean))
        let findings = scenes.flatMap(DocumentCheckReporter.findings(for:))
        #expect(
            findings.contains {
                $0.rule == .remark && $0.message.contains("view box-ur-001: stored (130, 27.5, 10, 10), laid out")
                    && $0.message.contains("within what the baseline of label lab-ur-001 moves it")
            })
    }

    /// Stored 4.5 points lower: more than the label's baseline reaches. Misplaced, and the check fails.
    @Test func aViewFurtherOffThanItsReachIsMisplaced() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.boxOnBaseline(x: "130", y: "31")))
        let box = try Fixture.view("box-ur-001", in: scenes)
        #expect(DocumentCheckReporter.isReportedMisplaced(box))
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
        // The finding says what the baseline reaches: y 1.
        #expect(
            DocumentCheckReporter.misplacementMessage(box).hasSuffix(
                "(the estimated baselines of 1 text view move it by up to y 1, which does not explain the difference)"))
    }

    /// Stored 15 after the label where the constraint says 10 (a stored number, not a metric): 5 points off in x,
    /// beyond the 0.5 allowed in x (the label's baseline does not move it across). Misplaced, and the check fails.
    @Test func aStoredNumberBesideATextLabelStillFails() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.boxOnBaseline(x: "135", y: "26.5")))
        let box = try Fixture.view("box-ur-001", in: scenes)
        #expect(DocumentCheckReporter.isReportedMisplaced(box))
        #expect(!scenes.allSatisfy(DocumentCheckReporter.isClean))
    }

    /// The texts measured are the first 64 in document order (`MisplacementRules.unstoredMetricReachSourceLimit`):
    /// behind 63 other labels the box's label is the 64th and its reach still passes the box stored 1 point low; behind
    /// 64 it is the 65th, unmeasured, so the box has no reach and stays misplaced (never passed for want of a layout).
    @Test func textsBeyondTheLimitAreNotMeasured() throws {
        let within = DocumentLayout.layOut(try Fixture.read(Self.boxOnBaseline(x: "130", y: "27.5", fillers: 63)))
        #expect(!DocumentCheckReporter.isReportedMisplaced(try Fixture.view("box-ur-001", in: within)))
        let beyond = DocumentLayout.layOut(try Fixture.read(Self.boxOnBaseline(x: "130", y: "27.5", fillers: 64)))
        let box = try Fixture.view("box-ur-001", in: beyond)
        #expect(box.unstoredMetricReach == nil)
        #expect(DocumentCheckReporter.isReportedMisplaced(box))
    }

    /// At the edge: the box laid out at y 26.5 (above) and reached 1 in y may lie 0.5 + 1 = 1.5 off: stored at 28 it
    /// passes, at 28.1 (1.6 off) it fails.
    @Test func theReachEndsHalfAPointBeyondTheMove() throws {
        let edge = DocumentLayout.layOut(try Fixture.read(Self.boxOnBaseline(x: "130", y: "28")))
        #expect(!DocumentCheckReporter.isReportedMisplaced(try Fixture.view("box-ur-001", in: edge)))
        let beyond = DocumentLayout.layOut(try Fixture.read(Self.boxOnBaseline(x: "130", y: "28.1")))
        #expect(DocumentCheckReporter.isReportedMisplaced(try Fixture.view("box-ur-001", in: beyond)))
    }

    /// A macOS document: a 13-point text field pinned at (20, 20) of a 300 × 100 custom view (y grows up) and a 10 ×
    /// 10 custom view whose bottom sits on its last baseline, stored far above it (y 80). The reach is not measured
    /// on AppKit (`MisplacementRules.measuresUnstoredMetricReach`): the box has none and is misplaced.
    @Test func theReachIsNotMeasuredOnMacOS() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
            <objects><customView id="root-um-01"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/><subviews>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="lab-um-001">
            <rect key="frame" x="18" y="64" width="100" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Title" id="cel-um-001">
            <font key="font" metaFont="system"/></textFieldCell></textField>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box-um-001">
            <rect key="frame" x="130" y="80" width="10" height="10"/>
            <constraints>
            <constraint firstAttribute="width" constant="10" id="wid-um-001"/>
            <constraint firstAttribute="height" constant="10" id="hei-um-001"/>
            </constraints></customView>
            </subviews><constraints>
            <constraint firstItem="lab-um-001" firstAttribute="leading" secondItem="root-um-01" secondAttribute="leading" constant="20" id="lea-um-001"/>
            <constraint firstItem="lab-um-001" firstAttribute="top" secondItem="root-um-01" secondAttribute="top" constant="20" id="top-um-001"/>
            <constraint firstItem="box-um-001" firstAttribute="leading" secondItem="lab-um-001" secondAttribute="trailing" constant="10" id="aft-um-001"/>
            <constraint firstItem="box-um-001" firstAttribute="bottom" secondItem="lab-um-001" secondAttribute="lastBaseline" id="bas-um-001"/>
            </constraints></customView></objects></document>
            """
        #expect(!MisplacementRules.measuresUnstoredMetricReach(on: .macOS))
        let scenes = DocumentLayout.layOut(try Fixture.read(text))
        let box = try Fixture.view("box-um-001", in: scenes)
        #expect(box.isMisplaced && box.unstoredMetricReach == nil)
        #expect(DocumentCheckReporter.isReportedMisplaced(box))
    }
}
