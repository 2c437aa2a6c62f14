import Foundation
import Testing

/// `trellis` in-process on documents mixed with scripts, directories and
/// unreadable documents, and the document forms of `render`, `import` and
/// `check --json`.
@Suite struct DocumentCommandPathTests {
    /// The same box as `DocumentCommandTests.misplaced`, laid out at (20, 30, 100, 40).
    static let misplaced = DocumentCommandTests.misplaced
    static let placed = DocumentCommandTests.placed
    /// An element left open: the error is at the start of the end tag that does not match (line 5, column 1).
    static let broken = "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <view id=\"a\">\n</document>\n"
    static let empty =
        "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n"
        + "    <objects/>\n</document>\n"

    /// The documents, a script, and a directory (named with a dot, so the
    /// runner takes it in the scratch directory) holding one script.
    let trellis: ScratchTrellis

    init() throws {
        trellis = try ScratchTrellis([
            "misplaced.xib": Self.misplaced, "placed.xib": Self.placed, "broken.xib": Self.broken,
            "empty.xib": Self.empty, "plain.layout": "view a frame 0 0 10 10\n",
            "scripts.d/b.layout": "view b frame 0 0 5 5\n",
        ])
    }

    @Test func directoryBesideADocumentStandsForItsScripts() {
        let run = trellis.run("check", "scripts.d", "placed.xib")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasSuffix("checked 2 files: clean\n"))
    }

    @Test func unreadableDocumentIsNotCountedAsChecked() {
        let run = trellis.run("check", "broken.xib", "placed.xib")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("broken.xib:5:1: error:"))
        #expect(run.stdout.hasSuffix("checked 1 file: no problems found; 1 not checked (bad input)\n"))
    }

    @Test func problemsAndBadInputAreBothSaid() {
        let run = trellis.run("check", "misplaced.xib", "broken.xib", "plain.layout")
        #expect(run.status == 2)
        #expect(run.stdout.hasSuffix("checked 2 files: found problems; 1 not checked (bad input)\n"))
    }

    @Test func solvePrintsEachSceneWithStoredFramesWhereTheyDiffer() {
        let run = trellis.run("solve", "misplaced.xib")
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                scene 'view' (root-ff-01)
                  view root-ff-01              (0, 0, 320, 480)
                  view box-ff-001              (20, 30, 100, 40)  stored (0, 0, 100, 40)

                """)
    }

    @Test func solveOfAnUnreadableDocumentPrintsNothing() {
        let run = trellis.run("solve", "broken.xib")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("broken.xib:5:1: error: an end tag does not match the element it closes"))
    }

    @Test func checkJSONOfOneDocumentIsItsObjectAndOfSeveralAList() throws {
        let one = trellis.run("check", "--json", "misplaced.xib")
        #expect(one.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "misplaced.xib")

        let two = trellis.run("check", "--json", "misplaced.xib", "plain.layout")
        #expect(two.status == 1)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(two.stdout.utf8)) as? [String: Any])
        let files = try #require(list["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == ["misplaced.xib", "plain.layout"])
    }

    @Test func checkJSONWithBadInputPrintsNoObject() {
        let run = trellis.run("check", "--json", "placed.xib", "broken.xib")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
    }

    @Test func renderDrawsTheLaidOutFrames() throws {
        let run = trellis.run("render", "misplaced.xib", "-o", "picture.svg")
        #expect(run.status == 0)
        let svg = try trellis.contents("picture.svg")
        // The picture's margin is 20: the root at (20, 20), the box at its laid-out
        // (20, 30) plus the margin, 100 × 40 — not at its stored (0, 0).
        #expect(svg.contains("<rect x=\"20\" y=\"20\" width=\"320\" height=\"480\""))
        #expect(svg.contains("<rect x=\"40\" y=\"50\" width=\"100\" height=\"40\""))
        #expect(svg.contains("<title>misplaced.xib</title>"))
    }

    @Test func renderOfADocumentWithoutViewsWritesNothing() {
        let run = trellis.run("render", "empty.xib", "-o", "nothing.svg")
        #expect(run.status == 2)
        #expect(run.stderr == "empty.xib:1:1: error: the document has no view to draw\n")
        #expect(!trellis.exists("nothing.svg"))
    }

    @Test func importWithoutOutputPrintsTheScript() {
        let run = trellis.run("import", "misplaced.xib")
        #expect(run.status == 0)
        #expect(run.stdout.contains("c_clf_ff_001: view_box_ff_001.leading == view_root_ff_01.leading + 20\n"))
    }

    @Test func importRefusesWhatIsNoDocument() {
        let notADocument = trellis.run("import", "plain.layout")
        #expect(notADocument.status == 2)
        #expect(notADocument.stderr == "plain.layout:1:1: error: import reads .storyboard and .xib documents\n")
        let noViews = trellis.run("import", "empty.xib")
        #expect(noViews.status == 2)
        #expect(noViews.stderr == "empty.xib:1:1: error: the document has no view to import\n")
        #expect(noViews.stdout.isEmpty)
    }
}
