import Testing

@testable import TrellisInterfaceBuilder

/// A conflict through a text's baseline rests on the font's metrics, which the document does not store.
struct BaselineConflictCheckTests {
    /// A 320 × 200 root: label A (`pointSize` 17, held 20.5 high, its top 20 from the root's) and label B
    /// (`secondSize`, held at `secondHeight`) with `A.baseline == B.baseline` (`cbl-bc-001`); a box C 8 below A
    /// (`cta-bc-001`) and 12 below B (`ctb-bc-001`). Everything is required. Stored as Xcode would lay it out
    /// with every constraint holding: A (20, 20, 100, 20.5), C at y 48.5, so B's bottom at 48.5 − 12 = 36.5.
    static func labels(secondSize: Int, secondHeight: Double) -> String {
        let secondY = 36.5 - secondHeight
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects><view id="root-bc-01"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/><subviews>
            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="lba-bc-001"><rect key="frame" x="20" y="20" width="100" height="20.5"/>
            <constraints><constraint firstAttribute="height" constant="20.5" id="cha-bc-001"/><constraint firstAttribute="width" constant="100" id="cwa-bc-001"/></constraints>
            <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="lbb-bc-001"><rect key="frame" x="130" y="\(secondY)" width="100" height="\(secondHeight)"/>
            <constraints><constraint firstAttribute="height" constant="\(secondHeight)" id="chb-bc-001"/><constraint firstAttribute="width" constant="100" id="cwb-bc-001"/></constraints>
            <fontDescription key="fontDescription" type="system" pointSize="\(secondSize)"/></label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-bc-001"><rect key="frame" x="20" y="48.5" width="200" height="40"/>
            <constraints><constraint firstAttribute="height" constant="40" id="chc-bc-001"/><constraint firstAttribute="width" constant="200" id="cwc-bc-001"/></constraints></view>
            </subviews><constraints>
            <constraint firstItem="lba-bc-001" firstAttribute="top" secondItem="root-bc-01" secondAttribute="top" constant="20" id="cat-bc-001"/>
            <constraint firstItem="lba-bc-001" firstAttribute="leading" secondItem="root-bc-01" secondAttribute="leading" constant="20" id="cal-bc-001"/>
            <constraint firstItem="lbb-bc-001" firstAttribute="leading" secondItem="root-bc-01" secondAttribute="leading" constant="130" id="cbx-bc-001"/>
            <constraint firstItem="box-bc-001" firstAttribute="leading" secondItem="root-bc-01" secondAttribute="leading" constant="20" id="ccl-bc-001"/>
            <constraint firstItem="lba-bc-001" firstAttribute="baseline" secondItem="lbb-bc-001" secondAttribute="baseline" id="cbl-bc-001"/>
            <constraint firstItem="box-bc-001" firstAttribute="top" secondItem="lba-bc-001" secondAttribute="bottom" constant="8" id="cta-bc-001"/>
            <constraint firstItem="box-bc-001" firstAttribute="top" secondItem="lbb-bc-001" secondAttribute="bottom" constant="12" id="ctb-bc-001"/>
            </constraints></view></objects></document>
            """
    }

    /// B in 12 points, 14.5 high. The constraints hold when B's baseline lies 4 points higher above its bottom than
    /// A's (B's bottom is 4 above A's, the baselines level): a fact of the two fonts' descenders and line heights,
    /// which the document does not store. Trellis's estimate (`TextRules`: a line 1.19 × the size, centred, the
    /// baseline 0.24 × the size above the line's bottom) puts A's at (20.5 − 20.23) / 2 + 4.08 = 4.215 and B's at
    /// (14.5 − 14.28) / 2 + 2.88 = 2.99, not 4 apart, so it finds a conflict; the stored frames hold every member
    /// they can be judged on (A's top 20; C at 40.5 + 8 = 36.5 + 12 = 48.5). So the conflict is a warning that does
    /// not fail the run, with a note at the baseline constraint. (B, laid out with `ctb-bc-001` broken, is 2.775
    /// points off its stored place, and `check` reports that.)
    @Test func aConflictThroughDifferentFontsBaselinesIsAWarning() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.labels(secondSize: 12, secondHeight: 14.5)))
        let conflicts = scenes.flatMap(DocumentCheckReporter.findings(for:)).filter { $0.rule == .conflict }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.failsRun == false)
        let note =
            "'cbl-bc-001' relates the baseline of label lba-bc-001, which Trellis estimates from the font's point size: "
            + "the document does not store the font's metrics, which decide whether Xcode shows this conflict"
        #expect(conflicts.first?.related.contains { $0.message == note } == true)
    }

    /// B like A, 17 points and 20.5 high: their baselines lie equally high above their bottoms whatever the font's
    /// metrics, so level baselines put the bottoms level, and C cannot be both 8 below A's and 12 below B's. A real
    /// conflict: `check` still fails it.
    @Test func aConflictThroughLikeLabelsBaselinesStaysAnError() throws {
        let scenes = DocumentLayout.layOut(try Fixture.read(Self.labels(secondSize: 17, secondHeight: 20.5)))
        let conflicts = scenes.flatMap(DocumentCheckReporter.findings(for:)).filter { $0.rule == .conflict }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.failsRun == true)
        #expect(scenes.contains(where: DocumentCheckReporter.reportsConflict))
    }
}
