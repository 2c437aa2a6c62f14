import Testing
import TrellisLayout

@testable import TrellisLayoutScript

/// `ScriptRunner.run(script:handingLayoutTo:)` and its picture twin: the
/// report is the one the plain runners make, and the layout is handed over
/// once, whole, also when the script throws.
@Suite struct ScriptRunnerHandOverTests {
    /// Frames by hand: a is 10 10 50 20; b starts 8 past a's right (10 + 50 + 8 = 68), at a's top (10),
    /// 50 wide and as high as a (20); c has no constraints, so it is the one ambiguous view.
    static let source = """
        view root frame 0 0 200 100
        view a in root frame 10 10 50 20
        view b in root
        b.left == a.right + 8
        b.top == a.top
        b.width == 50
        b.height == a.height
        view c in root
        """

    @Test func handsOverTheLayoutAndReportsAsRunDoes() throws {
        let script = try ScriptParser.parse(source: Self.source, file: "t.layout")
        var handed: [AnyObject] = []
        let report = try ScriptRunner.run(script: script, handingLayoutTo: { handed.append($0) })
        #expect(report == (try ScriptRunner.run(script: script)))
        #expect(try report.item("b").frame == Rect(x: 68, y: 10, width: 50, height: 20))
        #expect(report.ambiguousNames == ["c"])
        #expect(handed.count == 1)
        // What is handed over is the layout itself: its engine still answers.
        let builder = try #require(handed.first as? ScriptBuilder)
        #expect(builder.engine.views.map(\.name) == ["root", "a", "b", "c"])
    }

    @Test func handsOverThePictureLayoutAndReportsAsRunForPictureDoes() throws {
        let script = try ScriptParser.parse(source: Self.source, file: "t.layout")
        for line in [nil, 4] as [Int?] {
            var handed: [AnyObject] = []
            let report = try ScriptRunner.runForPicture(
                script: script, upToLine: line, handingLayoutTo: { handed.append($0) })
            #expect(report == (try ScriptRunner.runForPicture(script: script, upToLine: line)))
            #expect(handed.count == 1)
        }
    }

    @Test func handsOverTheLayoutWhenTheScriptThrows() throws {
        let script = try ScriptParser.parse(source: "view root frame 0 0 10 10\nview a in roto\n", file: "t.layout")
        var handed: [AnyObject] = []
        #expect(throws: ScriptError.self) {
            try ScriptRunner.run(script: script, handingLayoutTo: { handed.append($0) })
        }
        #expect(handed.count == 1)
        #expect(throws: ScriptError.self) {
            try ScriptRunner.runForPicture(script: script, handingLayoutTo: { handed.append($0) })
        }
        #expect(handed.count == 2)
    }
}
