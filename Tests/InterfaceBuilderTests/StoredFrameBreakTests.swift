import Testing

@testable import InterfaceBuilderCorpus
@testable import TrellisInterfaceBuilder
@testable import TrellisLayoutScript

/// Required constraints that a document's own stored frames break: the conflicts Xcode shows but never stores.
struct StoredFrameBreakTests {
    /// A 320 x 100 root holding a bar pinned to its top, leading and trailing edges and held at `height == 0`;
    /// in the bar, a label pinned 8 from its top (`ctp`) and 8 from its bottom (`cbt`). The label is stored at
    /// (8, 8, 100, `labelHeight`) in the 0-high bar, as Interface Builder stores such a cell's label.
    static func zeroHeightBar(labelHeight: String = "20") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects><view id="root-sf-01"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar-sf-001"><rect key="frame" x="0.0" y="0.0" width="320" height="0.0"/><subviews>
        <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-sf-001"><rect key="frame" x="8" y="8" width="100" height="\(labelHeight)"/></label>
        </subviews><constraints>
        <constraint firstAttribute="height" constant="0.0" id="chb-sf-001"/>
        <constraint firstItem="lab-sf-001" firstAttribute="top" secondItem="bar-sf-001" secondAttribute="top" constant="8" id="ctp-sf-001"/>
        <constraint firstAttribute="bottom" secondItem="lab-sf-001" secondAttribute="bottom" constant="8" id="cbt-sf-001"/>
        <constraint firstItem="lab-sf-001" firstAttribute="leading" secondItem="bar-sf-001" secondAttribute="leading" constant="8" id="cld-sf-001"/>
        </constraints></view>
        </subviews><constraints>
        <constraint firstItem="bar-sf-001" firstAttribute="top" secondItem="root-sf-01" secondAttribute="top" id="cbtop-sf-01"/>
        <constraint firstItem="bar-sf-001" firstAttribute="leading" secondItem="root-sf-01" secondAttribute="leading" id="cbl-sf-001"/>
        <constraint firstAttribute="trailing" secondItem="bar-sf-001" secondAttribute="trailing" id="cbr-sf-001"/>
        </constraints></view></objects></document>
        """
    }

    /// On the stored frames, in the root's terms: the bar is (0, 0, 320, 0) and the label (8, 8, 100, 20). Its top
    /// constraint holds (8 = 0 + 8), the bar's height holds (0), but its bottom constraint asks 0 = 8 + 20 + 8 = 36:
    /// broken by 36. The root matches no device, so its frames are on 1-point pixels: the tolerance is
    /// (1 + 1) / 1 = 2 points, well under 36.
    @Test func zeroHeightBarBreaksItsBottomConstraint() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.zeroHeightBar()))
        let breaks = scenes.flatMap(\.storedFrameBreaks)
        #expect(breaks.map(\.constraintID) == ["cbt-sf-001"])
        #expect(breaks.first?.amount == 36)
        #expect(breaks.first?.location.line == 9)
    }

    /// Trellis finds the same conflict (8 + 8 in a 0-high bar leave the label −16 high), and `check` says that the
    /// stored frames break its member `cbt-sf-001` too: a note in the text, the JSON and every other format.
    @Test func checkSaysTheStoredFramesCorroborateTheConflict() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.zeroHeightBar()))
        let conflicts = scenes.flatMap(DocumentCheckReporter.findings(for:)).filter { $0.rule == .conflict }
        #expect(conflicts.count == 1)
        let note = "the stored frames break 'cbt-sf-001' too (by 36): Xcode shows this conflict"
        #expect(conflicts.first?.related.contains { $0.message == note && $0.location.line == 9 } == true)
        let lines = scenes.flatMap(DocumentCheckReporter.lines(for:))
        #expect(lines.contains("test.xib:9:1: note: " + note))
        let json = DocumentJSONReporter.render(file: "test.xib", scenes: scenes)
        #expect(json.contains("\"brokenInStoredFrames\": [\"cbt-sf-001\"]"))
        #expect(json.contains("\"constraint\": \"cbt-sf-001\""))
        let junit = DocumentCheckReporter.junitSuites(file: "test.xib", scenes: scenes)
        let conflictCase = try #require(junit.flatMap(\.cases).first { $0.name.hasPrefix("conflict") })
        guard case .failed(_, _, let failureText) = conflictCase.outcome else {
            Issue.record("the conflict's case did not fail")
            return
        }
        #expect(failureText.contains(note))
    }

    /// The corpus measure files the document as conflicting in Xcode (no flag stored, a required constraint broken
    /// by the stored frames); `check` reports a conflict, so it agrees, where the older definition (no flag: check
    /// must pass) counted a disagreement.
    @Test func measureCountsAConflictReportedAsAgreement() throws {
        let measure = CorpusMeasure(scenes: DocumentLayout.layOut(try Fixture.read(Self.zeroHeightBar())))
        #expect(measure.unflaggedDocuments == 1)
        #expect(measure.conflictingDocuments == 1)
        #expect(measure.conflictingReported == 1)
        #expect(measure.xcodeCategory == "conflicting")
        #expect(measure.checkAgreeing == 1)
        #expect(measure.oldCheckAgreeing == 0)
    }

    /// A view the document flags misplaced has a stale frame, not one laid out with a constraint broken: the same
    /// bar with its label flagged `misplaced="YES"` breaks nothing, and `check`'s conflict has no such note.
    @Test func flaggedViewsFramesAreNotEvaluated() throws {
        let text = Self.zeroHeightBar().replacingOccurrences(
            of: "id=\"lab-sf-001\"", with: "misplaced=\"YES\" id=\"lab-sf-001\"")
        let scenes = DocumentLayout.layOut(try Fixture.read(text))
        #expect(scenes.flatMap(\.storedFrameBreaks).isEmpty)
        let conflicts = scenes.flatMap(DocumentCheckReporter.findings(for:)).filter { $0.rule == .conflict }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.related.contains { $0.message.contains("stored frames") } == false)
    }

    /// Frames that satisfy their constraints break nothing, within the pixel rounding: on an iPhone 8 (2×), a label
    /// stored at y 8.5 for `top == 8` is half a pixel-rounded point off, under the tolerance of (1 + 1) / 2 = 1.
    @Test func satisfiedFramesBreakNothing() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects><view id="root-sf-02"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
            <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-sf-002"><rect key="frame" x="8" y="8.5" width="100" height="20"/></label>
            </subviews><constraints>
            <constraint firstItem="lab-sf-002" firstAttribute="top" secondItem="root-sf-02" secondAttribute="top" constant="8" id="ct-sf-002"/>
            <constraint firstItem="lab-sf-002" firstAttribute="leading" secondItem="root-sf-02" secondAttribute="leading" constant="8" id="cl-sf-002"/>
            </constraints></view></objects></document>
            """
        let scenes = DocumentLayout.layOut(try Fixture.read(text))
        #expect(scenes.flatMap(\.storedFrameBreaks).isEmpty)
        #expect(CorpusMeasure(scenes: scenes).xcodeCategory == "no flag")
    }

    /// An SF Symbol's frame lies inside its alignment rect by font metrics the document does not store, up to 6
    /// points at the top and at the bottom (`SymbolRules`), so its vertical attributes are evaluated with that
    /// much more tolerance: stored (20, 21.5, 38, 35) for `top == 20` (1.5 off) and `height == 38` (3 off) is no
    /// break. Its sides have no such insets: stored 3 points to the right, it breaks `leading == 20` by 3; stored
    /// 10 lower (y 31.5), it breaks `top == 20` by 11.5, more than the edges' 2 points of rounding and 6 of insets.
    @Test func symbolImageConstraintsAreEvaluatedWithinItsInsets() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects><view id="root-sf-03"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
            <imageView image="checkmark.square.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img-sf-003"><rect key="frame" x="20" y="21.5" width="38" height="35"/>
            <constraints><constraint firstAttribute="height" constant="38" id="ch-sf-003"/><constraint firstAttribute="width" constant="38" id="cw-sf-003"/></constraints></imageView>
            </subviews><constraints>
            <constraint firstItem="img-sf-003" firstAttribute="top" secondItem="root-sf-03" secondAttribute="top" constant="20" id="ct-sf-003"/>
            <constraint firstItem="img-sf-003" firstAttribute="leading" secondItem="root-sf-03" secondAttribute="leading" constant="20" id="cl-sf-003"/>
            </constraints></view></objects></document>
            """
        #expect(DocumentLayout.layOut(try Fixture.read(text)).flatMap(\.storedFrameBreaks).isEmpty)
        let moves = [("x=\"23\" y=\"21.5\"", "cl-sf-003", 3.0), ("x=\"20\" y=\"31.5\"", "ct-sf-003", 11.5)]
        for (origin, constraint, amount) in moves {
            let moved = text.replacingOccurrences(of: "x=\"20\" y=\"21.5\"", with: origin)
            let breaks = DocumentLayout.layOut(try Fixture.read(moved)).flatMap(\.storedFrameBreaks)
            #expect(breaks.map(\.constraintID) == [constraint], "\(origin)")
            #expect(breaks.first?.amount == amount, "\(origin)")
        }
    }

    /// AppKit frames are measured up from an unflipped superview's bottom: a custom view stored at y 60, 20 high,
    /// in a 100-high root has its top 100 − 60 − 20 = 20 below the root's top, as `top == 20` asks. A pop-up
    /// button's bezel reaches past its alignment rect by amounts not all modelled, so its constraints are not
    /// evaluated (stored at x −2 for `leading == 0`).
    @Test func appKitFramesAreMeasuredUpAndBezelsAreNotEvaluated() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14460" useAutolayout="YES">
            <objects><customView id="root-sf-04"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/><subviews>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box-sf-004"><rect key="frame" x="10" y="60" width="50" height="20"/></customView>
            <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="pop-sf-004"><rect key="frame" x="-2" y="10" width="100" height="25"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" id="popc-sf-004"/></popUpButton>
            </subviews><constraints>
            <constraint firstItem="box-sf-004" firstAttribute="top" secondItem="root-sf-04" secondAttribute="top" constant="20" id="ct-sf-004"/>
            <constraint firstItem="box-sf-004" firstAttribute="leading" secondItem="root-sf-04" secondAttribute="leading" constant="10" id="cl-sf-004"/>
            <constraint firstItem="pop-sf-004" firstAttribute="leading" secondItem="root-sf-04" secondAttribute="leading" id="cp-sf-004"/>
            </constraints></customView></objects></document>
            """
        #expect(DocumentLayout.layOut(try Fixture.read(text)).flatMap(\.storedFrameBreaks).isEmpty)
        // The same view stored at y 20 (measured up: its top 60 below the root's) breaks `top == 20` by 40.
        let moved = text.replacingOccurrences(of: "x=\"10\" y=\"60\"", with: "x=\"10\" y=\"20\"")
        let breaks = DocumentLayout.layOut(try Fixture.read(moved)).flatMap(\.storedFrameBreaks)
        #expect(breaks.map(\.constraintID) == ["ct-sf-004"])
        #expect(breaks.first?.amount == 40)
    }
}
