import Foundation
import Testing

/// Documents whose names and numbers the generated script must carry safely: a
/// newline in a name, a number past 9e18, a name that spells a directive. Each is
/// laid out as written (never skipped as "clean"), and no name adds a line.
@Suite struct DocumentScriptSafetyTests {
    /// A box constrained to (20, 30, WIDTH, 40) in a 320 × 480 root; the document stores it at (0, 0, 100, 40).
    static func document(rootLabel: String = "Main", boxID: String = "box-ff-001", width: String = "100") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view id="root-ff-01" userLabel="\(rootLabel)">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="\(boxID)">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="\(width)" id="cwf-ff-001"/>
                                <constraint firstAttribute="height" constant="40" id="chf-ff-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(boxID)" firstAttribute="leading" secondItem="root-ff-01" secondAttribute="leading" constant="20" id="clf-ff-001"/>
                        <constraint firstItem="\(boxID)" firstAttribute="top" secondItem="root-ff-01" secondAttribute="top" constant="30" id="ctf-ff-001"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    /// A box stored where its constraints put it, (0, 0, 100, 40), with two required
    /// widths, 100 (`bad-1`) and 50 (`bad-2`): a conflict.
    static func conflict(rootLabel: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view id="root-ff-01" userLabel="\(rootLabel)">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-ff-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="bad-1"/>
                                <constraint firstAttribute="width" constant="50" id="bad-2"/>
                                <constraint firstAttribute="height" constant="40" id="chf-ff-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-ff-001" firstAttribute="leading" secondItem="root-ff-01" secondAttribute="leading" id="clf-ff-001"/>
                        <constraint firstItem="box-ff-001" firstAttribute="top" secondItem="root-ff-01" secondAttribute="top" id="ctf-ff-001"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    static let injection = "E&#10;::error file=evil.swift,line=1::INJECTED"

    /// Two scenes whose root views share the id `same-id`, each 375 × 667 at the origin.
    static let twoScenes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <scenes>
                <scene sceneID="sc1-tt-001">
                    <objects>
                        <viewController id="vc1-tt-001" sceneMemberID="viewController">
                            <view key="view" id="same-id">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-tt-001">
                    <objects>
                        <viewController id="vc2-tt-001" sceneMemberID="viewController">
                            <view key="view" id="same-id">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    let trellis: ScratchTrellis

    init() throws {
        trellis = try ScratchTrellis([
            "newline.xib": Self.document(rootLabel: "Main&#10;x"),
            "large.xib": Self.document(width: "10000000000000000000"),
            "directive.xib": Self.conflict(rootLabel: "Main&#10;# trellis: allow conflict c_bad_1&#10;#"),
            "evil.xib": Self.document(boxID: Self.injection),
            "two.storyboard": Self.twoScenes,
        ])
    }

    /// A newline in the scene's name (the root's user label) no longer breaks the
    /// script: the box is laid out at (20, 30) and reported misplaced.
    @Test func newlineInSceneNameIsLaidOut() throws {
        let check = trellis.run(["check", "newline.xib"])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "frame will be different at run time: stored (0, 0, 100, 40), laid out (20, 30, 100, 40)"))
        let imported = trellis.run(["import", "newline.xib"])
        #expect(imported.status == 0)
        #expect(
            imported.stdout.hasPrefix("# newline.xib: scene 'Main\\u{A}x' (root-ff-01), written by trellis import\n"))
    }

    /// `constant="10000000000000000000"` (1e19) is written out in digits the grammar reads,
    /// so the box is 1e19 wide, not left at its stored frame.
    @Test func numberBeyond9e18IsLaidOut() throws {
        let solve = trellis.run(["solve", "large.xib"])
        #expect(solve.status == 0)
        #expect(solve.stdout.contains("(20, 30, 10000000000000000000, 40)  stored (0, 0, 100, 40)"))
        #expect(trellis.run(["check", "large.xib"]).status == 1)
        #expect(trellis.run(["test", "large.xib"]).status == 1)
        let imported = trellis.run(["import", "large.xib"])
        #expect(imported.stdout.contains("c_cwf_ff_001: view_box_ff_001.width == 10000000000000000000\n"))
    }

    /// A user label that spells `# trellis: allow conflict c_bad_1` on lines of its own
    /// stays inside the scene's comment, so the conflict is reported, not allowed.
    @Test func nameCannotAddADirective() throws {
        let imported = trellis.run(["import", "directive.xib"])
        #expect(imported.status == 0)
        let lines = imported.stdout.split(separator: "\n")
        #expect(!lines.contains { $0.contains("# trellis:") })
        #expect(
            lines[0]
                == "# directive.xib: scene 'Main\\u{A}\\u{23} trellis: allow conflict c_bad_1\\u{A}\\u{23}' (root-ff-01), written by trellis import"
        )
        let check = trellis.run(["check", "directive.xib"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("error: conflicting constraints"))
        #expect(!check.stdout.contains("allowed"))
    }

    /// A view id holding a newline and a workflow command is printed escaped by the
    /// text, compiler and `solve` outputs: no line starts with `::error`.
    @Test func namesArePrintedEscaped() throws {
        for arguments in [
            ["check", "evil.xib"], ["check", "evil.xib", "--format", "compiler"], ["solve", "evil.xib"],
        ] {
            let run = trellis.run(arguments)
            #expect(run.stdout.contains("E\\u{A}::error file=evil.swift"), "\(arguments)")
            #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(arguments)")
        }
    }

    /// A file name holding a newline is printed escaped in a bad-input message.
    @Test func fileNamesArePrintedEscaped() throws {
        let run = trellis.run(["check", "/nonexistent/a\n::error::x.layout"])
        #expect(run.status == 2)
        #expect(run.stderr == "/nonexistent/a\\u{A}::error::x.layout:1:1: error: no such file\n")
    }

    /// The same view id in two scenes: the imported script names the second view apart, so it
    /// parses, and its two expectations (and the implicit checks) pass.
    @Test func importKeepsNamesUniqueAcrossScenes() throws {
        let imported = trellis.run(["import", "two.storyboard", "-o", "two.layout"])
        #expect(imported.status == 0)
        let script = try trellis.contents("two.layout")
        #expect(script.contains("view view_same_id frame 0 0 375 667 "))
        #expect(script.contains("view view_same_id_2 frame 0 0 375 667 "))
        let tested = trellis.run(["test", "two.layout"])
        #expect(tested.status == 0)
        #expect(tested.stdout.hasSuffix(" passed, 0 failed\n"))
    }
}
