import Foundation
import Testing

/// `trellis` in-process on Interface Builder documents (CLI.md, "Interface Builder documents").
@Suite struct DocumentCommandTests {
    /// A view constrained to (20, 30, 100, 40) that the document stores at (0, 0, 100, 40): misplaced.
    static let misplaced = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view id="root-ff-01">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box-ff-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="cwf-ff-001"/>
                                <constraint firstAttribute="height" constant="40" id="chf-ff-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-ff-001" firstAttribute="leading" secondItem="root-ff-01" secondAttribute="leading" constant="20" id="clf-ff-001"/>
                        <constraint firstItem="box-ff-001" firstAttribute="top" secondItem="root-ff-01" secondAttribute="top" constant="30" id="ctf-ff-001"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """
    static let placed = misplaced.replacingOccurrences(
        of: "x=\"0.0\" y=\"0.0\" width=\"100\"", with: "x=\"20\" y=\"30\" width=\"100\"")
    static let entity =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>\n"

    let trellis: ScratchTrellis

    init() throws {
        trellis = try ScratchTrellis([
            "misplaced.xib": Self.misplaced, "placed.xib": Self.placed, "entity.storyboard": Self.entity,
        ])
    }

    @Test func checkReportsMisplacedViewAtItsElement() throws {
        let run = trellis.run("check", "misplaced.xib")
        #expect(run.status == 1)
        // Line 7 of the document is the box's <view>, after 16 spaces: column 17.
        #expect(
            run.stdout.contains(
                "misplaced.xib:7:17: warning: view box-ff-001: frame will be different at run time: "
                    + "stored (0, 0, 100, 40), laid out (20, 30, 100, 40)"))
    }

    @Test func checkIsCleanWhenFramesMatch() throws {
        let run = trellis.run("check", "placed.xib")
        #expect(run.status == 0)
    }

    @Test func solveJSONHasTheContractKeys() throws {
        let run = trellis.run("solve", "misplaced.xib", "--json")
        #expect(run.status == 0)
        for key in [
            "\"file\": \"misplaced.xib\"", "\"scenes\"", "\"box-ff-001\"", "\"name\"", "\"class\": \"view\"",
            "\"frame\": [20, 30, 100, 40]", "\"documentFrame\": [0, 0, 100, 40]", "\"misplaced\": true",
            "\"documentMisplaced\": false", "\"documentAmbiguous\": false",
        ] {
            #expect(run.stdout.contains(key), "missing \(key)")
        }
    }

    @Test func importWritesAScriptThatTestsTheStoredFrames() throws {
        let written = trellis.run("import", "placed.xib", "-o", "placed.layout")
        #expect(written.status == 0)
        let tested = trellis.run("test", "placed.layout")
        #expect(tested.status == 0)
        #expect(tested.stdout.hasSuffix(" passed, 0 failed\n"))
        let misplaced = trellis.run("import", "misplaced.xib", "-o", "misplaced.layout")
        #expect(misplaced.status == 0)
        #expect(trellis.run("test", "misplaced.layout").status == 1)
    }

    @Test func testCommandComparesStoredFrames() throws {
        let run = trellis.run("test", "misplaced.xib")
        #expect(run.status == 1)
        #expect(run.stdout.contains("misplaced.xib:7: expected frame (0, 0, 100, 40), got (20, 30, 100, 40)"))
    }

    @Test func entityDocumentIsBadInputAndNothingIsWritten() throws {
        let run = trellis.run("import", "entity.storyboard", "-o", "out.layout")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("entity.storyboard:2:1: error:"))
        #expect(!trellis.exists("out.layout"))
        #expect(!run.stderr.contains("root:"))
    }

    @Test func unknownSceneIsBadInput() throws {
        let run = trellis.run("import", "placed.xib", "--scene", "nope")
        #expect(run.status == 2)
        #expect(run.stderr.contains("no scene named 'nope'"))
    }
}
