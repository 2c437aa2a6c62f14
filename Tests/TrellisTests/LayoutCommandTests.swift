import Foundation
import TestSupport
import Testing

/// `trellis solve/check/test/render` in-process on real layouts: exit statuses 0/1/2 and output shapes.
@Suite final class LayoutCommandTests {
    /// The shadowed image, centred: alignment rect 70 162 180 180 (centre 160, 252), frame 70 162 200 200.
    static let photo = """
        view root frame 0 0 320 504
        guide content in root
        view photo in root intrinsic 180 180 insets 0 0 20 20
        var x
        content.left == root.left
        content.top == root.top
        content.width == root.width
        content.height == root.height
        photo.centerX == content.centerX
        photo.centerY == content.centerY
        x == photo.left / 2 - 5
        expect photo.frame == 70 162 200 200
        expect photo.alignmentRect == 70 162 180 180
        expect x == 30
        expect layout unambiguous

        """
    /// A conflict (line 3 broken) and an ambiguous label; expectations that fail.
    static let broken = """
        view root frame 0 0 320 480
        view photo in root frame 0 0 100 100
        photo.width >= 300
        view label in root
        expect photo.width == 300
        expect satisfiable

        """
    /// A meaning error: an unknown parent on line 2.
    static let meaningless = "view root frame 0 0 10 10\nview a in roto\n"

    let trellis: InProcessTrellis

    init() throws {
        trellis = InProcessTrellis(
            directory: try scratchDirectory([
                "photo.layout": Self.photo, "broken.layout": Self.broken, "meaningless.layout": Self.meaningless,
            ]))
    }

    deinit { try? FileManager.default.removeItem(at: trellis.directory) }

    func run(_ arguments: String...) throws -> TrellisBinary.Run { trellis.run(arguments) }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func solveJSONHasTheContractsShape() throws {
        let run = try run("solve", "photo.layout", "--json")
        #expect(run.status == 0)
        let object = try json(run.stdout)
        let views = try #require(object["views"] as? [String: [String: Any]])
        #expect(views["photo"]?["frame"] as? [Double] == [70, 162, 200, 200])
        #expect(views["photo"]?["alignmentRect"] as? [Double] == [70, 162, 180, 180])
        #expect(views["photo"]?["ambiguous"] as? Bool == false)
        let guides = try #require(object["guides"] as? [String: [String: Any]])
        #expect(guides["content"]?["frame"] as? [Double] == [0, 0, 320, 504])
        let vars = try #require(object["vars"] as? [String: [String: Any]])
        #expect(vars["x"]?["value"] as? Double == 30)  // 70 / 2 - 5
        #expect((object["conflicts"] as? [Any])?.isEmpty == true)
        #expect(object["ambiguous"] as? [String] == [])
    }

    @Test func solveText() throws {
        let run = try run("solve", "photo.layout")
        #expect(run.status == 0)
        #expect(run.stdout.contains("photo"))
        #expect(run.stdout.contains("alignment rect 70 162 180 180"))
    }

    @Test func solveSucceedsEvenWithAConflict() throws {
        let run = try run("solve", "broken.layout", "--json")
        #expect(run.status == 0)
        let conflicts = try #require(try json(run.stdout)["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["broken"] as? String == "line 3: photo.width >= 300")
        #expect(conflicts.first?["constraints"] as? [String] == ["photo.frame.width", "line 3: photo.width >= 300"])
        #expect(try json(run.stdout)["ambiguous"] as? [String] == ["label"])
    }

    @Test func check() throws {
        let clean = try run("check", "photo.layout")
        #expect(clean.status == 0)
        #expect(clean.stdout == "checked 1 file: no conflicts or ambiguity\n")
        let bad = try run("check", "broken.layout")
        #expect(bad.status == 1)
        let lines = bad.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "broken.layout:3:1: error: conflicting constraints: broke 'line 3: photo.width >= 300', "
                + "which cannot hold together with 'photo.frame.width'")
        #expect(lines.contains { $0.hasPrefix("broken.layout:4:1: warning: view 'label' is ambiguous") })
        #expect(lines.last == "checked 1 file: 1 conflict, 1 ambiguous")
        let json = try run("check", "broken.layout", "--json")
        #expect(json.status == 1)
        #expect(try self.json(json.stdout)["ambiguous"] as? [String] == ["label"])
    }

    @Test func checkEnaml() throws {
        let path = RepositoryFile.fixture("enaml.layout", of: "LayoutScriptTests").path
        let run = try run("check", path)
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("checked 1 file: 21 ambiguous\n"))
    }

    @Test func test() throws {
        let passing = try run("test", "photo.layout")
        #expect(passing.status == 0)
        // Three expectations, `expect layout unambiguous`, and the implicit "satisfiable".
        #expect(passing.stdout == "5 passed, 0 failed\n")
        let failing = try run("test", "photo.layout", "broken.layout", "--junit", "report.xml")
        #expect(failing.status == 1)
        #expect(
            failing.stdout == """
                broken.layout:5: expected photo.width == 300, got photo.width == 100
                broken.layout:6: expected satisfiable, got conflict photo.frame.width 'line 3: photo.width >= 300'
                broken.layout:4: expected an unambiguous layout, got ambiguous label
                5 passed, 3 failed

                """)
        let junit = try trellis.contents("report.xml")
        #expect(junit.contains(#"<testsuite name="broken.layout" tests="3" failures="3" errors="0" timestamp=""#))
    }

    @Test func meaningErrorsAreBadInput() throws {
        for arguments in [
            ["solve", "meaningless.layout"], ["check", "meaningless.layout"], ["test", "meaningless.layout"],
        ] {
            let run = trellis.run(arguments)
            #expect(run.status == 2)
            #expect(
                run.stderr == """
                    meaningless.layout:2:11: error: unknown view 'roto'; did you mean 'root'?
                        view a in roto
                                  ^

                    """)
        }
        #expect(try run("render", "meaningless.layout", "-o", "out.svg").status == 2)
        #expect(!trellis.exists("out.svg"))
    }

    @Test func render() throws {
        let run = try run("render", "broken.layout", "-o", "broken.svg")
        #expect(run.status == 0)
        let svg = try trellis.contents("broken.svg")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("photo"))
    }
}
