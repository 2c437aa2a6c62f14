import Testing
import TrellisLayout
import TrellisLayoutScript

@testable import TrellisInterfaceBuilder

/// `trellis import`: the script re-solved gives the same frames.
struct ImportTests {
    @Test(arguments: [
        "safe-area.storyboard", "margins.storyboard", "autoresizing.xib", "ratio.xib", "unflipped.xib",
        "variation.storyboard", "image.xib", "navigation.storyboard", "top-layout-guide.storyboard", "misplaced.xib",
        "flipped-constrained.xib", "flipped-fixed-frame.xib", "flipped-nested.xib",
        "nsstack-fill.xib", "nsstack-gravity.xib", "nsstack-custom-spacing.xib", "nsstack-fill-equally.xib",
        "multiplier-position.xib", "variation-attributes.storyboard", "subview-safe-area.storyboard",
        "uistack-margins.xib", "box-separator.xib", "freeform-root.storyboard",
    ])
    func importedScriptReSolvesToTheSameFrames(_ name: String) throws {
        let (document, scenes) = try Fixture.layOut(name)
        let text = try #require(DocumentImport.text(of: scenes, in: document))
        let report = try ScriptRunner.run(script: try ScriptParser.parse(source: text, file: "out.layout"))
        let byName = Dictionary(uniqueKeysWithValues: report.items.map { ($0.name, $0) })
        for scene in scenes {
            // The script's frames are exact and measured as the script's coordinates say; the document's are
            // rounded to pixels as Interface Builder stores them.
            var reSolved = scene.views
            for index in reSolved.indices {
                let view = reSolved[index].view
                let item = try #require(byName[ScriptText.identifier((view.userLabel ?? view.element) + "_" + view.id)])
                let f = item.frame
                reSolved[index].frame = Rect(x: f.minX, y: f.minY, width: f.width, height: f.height)
            }
            // A flipped AppKit view's subviews are reported measured down from its top, as stored.
            if document.platform == .macOS { reSolved = DocumentLayout.measuredDownInFlippedViews(reSolved) }
            if let scale = DocumentLayout.pixelScale(of: document, scene: scene.scene) {
                reSolved = DocumentLayout.roundedToPixels(reSolved, scale: scale)
            }
            for (again, result) in zip(reSolved, scene.views) {
                #expect(again.frame.isClose(to: result.frame, tolerance: 1e-6), "\(result.view.id)")
            }
        }
        // The expectations are the stored frames: they pass exactly where the view is not misplaced.
        let misplaced = scenes.flatMap(\.views).filter { $0.isCompared && $0.isMisplaced }.count
        #expect(report.failedCount == misplaced)
    }

    /// ambiguous.xib flags its box ambiguous (its y is free): the import leaves the box's frame out
    /// and accepts its ambiguity, so the script's tests pass: the root's stored frame (0, 0, 320, 480)
    /// and the implicit satisfiability and ambiguity tests.
    @Test func ambiguityTheDocumentFlagsIsAccepted() throws {
        let (document, scenes) = try Fixture.layOut("ambiguous.xib")
        let text = try #require(DocumentImport.text(of: scenes, in: document))
        #expect(text.contains("# trellis: allow ambiguous view_box_ee_001\n"))
        #expect(!text.contains("expect view_box_ee_001"))
        let report = try ScriptRunner.run(script: try ScriptParser.parse(source: text, file: "out.layout"))
        #expect(report.testResults.count == 3)
        #expect(report.failedCount == 0)
    }

    @Test func scriptNamesAreIdentifiers() {
        #expect(ScriptText.identifier("5g8-nv-7sx") == "v5g8_nv_7sx")
        #expect(ScriptText.identifier("label_bNn-Hs-Jqi") == "label_bNn_Hs_Jqi")
        #expect(ScriptText.identifier("--") == "v")
    }
}
