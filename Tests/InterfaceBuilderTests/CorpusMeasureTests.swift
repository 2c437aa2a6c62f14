import Testing

@testable import InterfaceBuilderCorpus
@testable import TrellisInterfaceBuilder

/// The corpus figures: frames, ambiguity and `check`'s verdict against Xcode's flags, strata and sets.
struct CorpusMeasureTests {
    /// A 320 x 480 root holding one 50 x 50 box pinned 10 from the root's leading
    /// edge and, when `pinsTop`, 10 from its top: laid out at (10, 10, 50, 50).
    /// The box is stored at `storedX`, with `flag` (`misplaced="YES"`, `ambiguous="YES"` or nothing);
    /// `rootAttributes` are written into the root tag.
    static func box(storedX: Int, flag: String = "", pinsTop: Bool = true, rootAttributes: String = "") -> String {
        let top =
            pinsTop
            ? "<constraint firstItem=\"box-cm-001\" firstAttribute=\"top\" secondItem=\"root-cm-01\" secondAttribute=\"top\" constant=\"10\" id=\"ctc-cm-001\"/>"
            : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \(rootAttributes)useAutolayout="YES">
                <objects>
                    <view id="root-cm-01">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" \(flag) id="box-cm-001">
                                <rect key="frame" x="\(storedX)" y="10" width="50" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="cwc-cm-001"/>
                                    <constraint firstAttribute="height" constant="50" id="chc-cm-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box-cm-001" firstAttribute="leading" secondItem="root-cm-01" secondAttribute="leading" constant="10" id="clc-cm-001"/>
                            \(top)
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    /// The measure of one document given as text.
    static func measure(_ text: String) throws -> CorpusMeasure {
        let document = try Fixture.read(text)
        return CorpusMeasure(scenes: DocumentLayout.layOut(document))
    }

    /// Stored where its constraints put it, no flag: one view compared and matching,
    /// `check` passes and Xcode flagged nothing, so they agree.
    @Test func unflaggedCleanDocumentAgrees() throws {
        let measure = try Self.measure(Self.box(storedX: 10))
        #expect(measure.documents == 1)
        #expect(measure.compared == 1)
        #expect(measure.matching == 1)
        #expect(measure.ambiguityCompared == 1)
        #expect(measure.ambiguityAgreeing == 1)
        #expect(measure.unflaggedDocuments == 1)
        #expect(measure.unflaggedPassing == 1)
        #expect(measure.flaggedDocuments == 0)
        #expect(measure.checkAgreeing == 1)
        #expect(measure.checkPassing == 1)
    }

    /// Stored at x 20 while its constraints give 10, no flag: the view is compared and
    /// does not match, `check` reports it misplaced and fails a document Xcode did not flag.
    /// The stored frame breaks `leading == 10` by 20 − 10 = 10, so Xcode is not quiet; the four
    /// constraints (x 10, y 10, 50 × 50) all hold, so what it shows is the box misplaced (stored
    /// x 20, laid out x 10), not a conflict. `check` reports that very view misplaced and no
    /// conflict: it agrees, where the conflict-only and two-category definitions counted a disagreement.
    @Test func unflaggedMisplacedDocumentAgreesOnTheBrokenConstraintsView() throws {
        let measure = try Self.measure(Self.box(storedX: 20))
        #expect(measure.compared == 1)
        #expect(measure.matching == 0)
        #expect(measure.unflaggedDocuments == 1)
        #expect(measure.conflictingDocuments == 1)
        #expect(measure.conflictingReported == 0)
        #expect(measure.conflictingMisplacedReported == 1)
        #expect(measure.oldCheckAgreeing == 0)
        #expect(measure.conflictOnlyCheckAgreeing == 0)
        #expect(measure.unflaggedPassing == 0)
        #expect(measure.checkAgreeing == 1)
        #expect(measure.checkPassing == 0)
    }

    /// The same box with no top constraint: the stored frame still breaks `leading == 10` by 10, but `check`
    /// finds the box's y open (nothing places it vertically), an ambiguous layout the document does not flag, so
    /// the misplaced box does not make it agree: Xcode, which stored no `ambiguous` flag, shows no ambiguity.
    @Test func unflaggedAmbiguousAndMisplacedDocumentDisagrees() throws {
        let measure = try Self.measure(Self.box(storedX: 20, pinsTop: false))
        #expect(measure.conflictingDocuments == 1)
        #expect(measure.conflictingReported == 0)
        #expect(measure.conflictingMisplacedReported == 0)
        #expect(measure.checkAgreeing == 0)
    }

    /// No top constraint and flagged `ambiguous="YES"`: the view is not compared
    /// (the document flags it), Trellis finds its y ambiguous as Xcode does, and
    /// `check` fails a document Xcode flagged, so they agree.
    @Test func flaggedAmbiguousDocumentAgrees() throws {
        let measure = try Self.measure(Self.box(storedX: 10, flag: "ambiguous=\"YES\"", pinsTop: false))
        #expect(measure.compared == 0)
        #expect(measure.ambiguityCompared == 1)
        #expect(measure.ambiguityAgreeing == 1)
        #expect(measure.flaggedDocuments == 1)
        #expect(measure.flaggedFailing == 1)
        #expect(measure.unflaggedDocuments == 0)
        #expect(measure.checkAgreeing == 1)
    }

    /// Flagged `misplaced="YES"` but stored where its constraints put it: `check`
    /// passes a document Xcode flagged, so they disagree.
    @Test func flaggedDocumentThatPassesDisagrees() throws {
        let measure = try Self.measure(Self.box(storedX: 10, flag: "misplaced=\"YES\""))
        #expect(measure.compared == 0)
        #expect(measure.flaggedDocuments == 1)
        #expect(measure.flaggedFailing == 0)
        #expect(measure.checkAgreeing == 0)
        #expect(measure.checkPassing == 1)
    }

    /// The four documents above summed: 2 compared views (the unflagged ones), 1 matching;
    /// 2 unflagged documents, 1 passing (the other conflicting in Xcode, its box reported misplaced);
    /// 2 flagged, 1 failing: check agrees on 1 + 1 + 1 = 3 of 4, on 1 + 0 + 1 = 2 under the conflict-only
    /// definition, and on 1 + 1 = 2 under the two-category one.
    @Test func sumsAddEveryCount() throws {
        var total = CorpusMeasure()
        total += try Self.measure(Self.box(storedX: 10))
        total += try Self.measure(Self.box(storedX: 20))
        total += try Self.measure(Self.box(storedX: 10, flag: "ambiguous=\"YES\"", pinsTop: false))
        total += try Self.measure(Self.box(storedX: 10, flag: "misplaced=\"YES\""))
        #expect(total.documents == 4)
        #expect(total.compared == 2)
        #expect(total.matching == 1)
        #expect(total.unflaggedDocuments == 2)
        #expect(total.unflaggedPassing == 1)
        #expect(total.flaggedDocuments == 2)
        #expect(total.flaggedFailing == 1)
        #expect(total.conflictingDocuments == 1)
        #expect(
            total.checkSummary
                == "check agrees 3/4 (75 %): passes 1/1 with no flag, reports a conflict on 0/1 and misplaced "
                + "views on 1/1 conflicting in Xcode, fails 1/2 flagged; conflict-only definition 2/4 (50 %); "
                + "older definition 2/4 (50 %)")
        #expect(total.summary == "views 2, within 0.5 pt 1 (50 %), ambiguity agrees 4/4 (100 %)")
    }

    /// The root tag's `toolsVersion`: its major number, also for Xcode 15.3's placeholder; none elsewhere.
    @Test(arguments: [
        ("<document type=\"x\" toolsVersion=\"22155\" targetRuntime=\"iOS.CocoaTouch\">", 22155 as Int?),
        ("<document type=\"x\" toolsVersion=\"32700.99.1234\">", 32700),
        ("<document type=\"x\" version=\"3.0\"><capability minToolsVersion=\"8.0\"/></document>", nil),
        ("<archive toolsVersion=\"7000\"></archive>", nil),
    ])
    func toolsVersion(text: String, expected: Int?) {
        #expect(CorpusStrata.toolsVersion(in: Array(text.utf8)) == expected)
    }

    /// Xcode 15 or later from 22000 (Xcode 14.3 writes 21701, Xcode 15.0 22155); the
    /// box document holds no stack view or cell and is not a launch screen.
    @Test(arguments: [("toolsVersion=\"21701\" ", false), ("toolsVersion=\"22155\" ", true), ("", false)])
    func savedByXcode15(attribute: String, expected: Bool) throws {
        let text = Self.box(storedX: 10, rootAttributes: attribute)
        let strata = CorpusStrata(
            document: try Fixture.read(text), bytes: Array(text.utf8), fileName: "owner+name_Main.xib")
        #expect(strata.savedByXcode15OrLater == expected)
        #expect(!strata.isMacOS)
        #expect(!strata.hasStackViews)
        #expect(!strata.hasCells)
        #expect(!strata.isLaunchScreenOrBareMenu)
    }

    /// A launch screen is one by its root tag's `launchScreen="YES"` or by its file name;
    /// "Launch" elsewhere in the name (a repository called LaunchPad) does not make one.
    @Test(arguments: [
        ("", "owner+name_Base.lproj_LaunchScreen.storyboard", true),
        ("launchScreen=\"YES\" ", "owner+name_Splash.storyboard", true),
        ("", "owner+LaunchPad_Main.storyboard", false),
    ])
    func launchScreen(attribute: String, fileName: String, expected: Bool) throws {
        let text = Self.box(storedX: 10, rootAttributes: attribute)
        let strata = CorpusStrata(document: try Fixture.read(text), bytes: Array(text.utf8), fileName: fileName)
        #expect(strata.isLaunchScreenOrBareMenu == expected)
    }

    /// The stack view fixture holds a stack view; the cell fixture holds cells.
    @Test func stackViewsAndCells() throws {
        let stacks = try Fixture.bytes("uistack.xib")
        let stackStrata = CorpusStrata(
            document: try DocumentLayout.read(stacks, file: "uistack.xib"), bytes: stacks, fileName: "uistack.xib")
        #expect(stackStrata.hasStackViews && !stackStrata.hasCells)
        let cells = try Fixture.bytes("cell-margins.xib")
        let cellStrata = CorpusStrata(
            document: try DocumentLayout.read(cells, file: "cell-margins.xib"), bytes: cells,
            fileName: "cell-margins.xib")
        #expect(cellStrata.hasCells && !cellStrata.hasStackViews)
    }

    /// A `MainMenu.xib` whose window's content view is empty is a bare menu; the
    /// window fixture (a content view holding a box) under the same name is not.
    @Test func bareMainMenu() throws {
        let bare = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <window id="win-cm-001">
                        <rect key="contentRect" x="0.0" y="0.0" width="480" height="270"/>
                        <view key="contentView" id="root-cm-02">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        </view>
                    </window>
                </objects>
            </document>
            """
        let bareStrata = CorpusStrata(
            document: try Fixture.read(bare), bytes: Array(bare.utf8), fileName: "owner+name_Base.lproj_MainMenu.xib")
        #expect(bareStrata.isMacOS && bareStrata.isLaunchScreenOrBareMenu)
        let window = try Fixture.bytes("window.xib")
        let windowStrata = CorpusStrata(
            document: try DocumentLayout.read(window, file: "MainMenu.xib"), bytes: window, fileName: "MainMenu.xib")
        #expect(windowStrata.isMacOS && !windowStrata.isLaunchScreenOrBareMenu)
    }

    /// A manifest's file and set columns, wherever they stand; an unknown set or a missing column is no manifest.
    @Test func manifest() {
        let text = "repository\tfile\tset\nowner/a\ta.xib\tfit\nowner/b\tb.xib\theld-out\n"
        #expect(CorpusManifest(tsv: text)?.sets == ["a.xib": .fit, "b.xib": .heldOut])
        #expect(CorpusManifest(tsv: "repository\tfile\tset\nowner/a\ta.xib\tother\n") == nil)
        #expect(CorpusManifest(tsv: "repository\tfile\nowner/a\ta.xib\n") == nil)
    }
}
