import Foundation
import Testing

/// `Trellis.forExitingProcess`, the command as the executable makes it, which
/// leaves layouts and reports for the process's exit instead of freeing them:
/// what it prints, writes and returns is what `Trellis(console:)` gives.
@Suite final class ExitingProcessCommandTests {
    /// The photo of `LayoutCommandTests`, with a conflict and an ambiguous view added, so every
    /// part of the output (frames, conflicts, ambiguity, expectations) has something to say.
    static let script = LayoutCommandTests.photo + "photo.width >= 400\nview label in root\nexpect label.width == 3\n"

    let freeing: InProcessTrellis
    let exiting: InProcessTrellis

    init() throws {
        let directory = try scratchDirectory([
            "a.layout": Self.script, "b.layout": LayoutCommandTests.photo,
            "meaningless.layout": LayoutCommandTests.meaningless,
        ])
        freeing = InProcessTrellis(directory: directory)
        var exiting = InProcessTrellis(directory: directory)
        exiting.asExitingProcess = true
        self.exiting = exiting
    }

    deinit { try? FileManager.default.removeItem(at: freeing.directory) }

    @Test(arguments: [
        ["solve", "a.layout"], ["solve", "a.layout", "--json"], ["check", "a.layout", "b.layout"],
        ["check", "a.layout", "--json"], ["check", "a.layout", "--format", "compiler"],
        ["check", "a.layout", "meaningless.layout", "--format", "sarif", "--report-bad-input"],
        ["test", "a.layout", "b.layout"], ["solve", "meaningless.layout"],
    ])
    func printsWhatTheFreeingCommandPrints(arguments: [String]) {
        let expected = freeing.run(arguments)
        let run = exiting.run(arguments)
        #expect(run.status == expected.status)
        #expect(run.stdout == expected.stdout)
        #expect(run.stderr == expected.stderr)
        #expect(!run.stdout.isEmpty || !run.stderr.isEmpty)
    }

    @Test(arguments: [[String](), ["--at", "9"]])
    func rendersWhatTheFreeingCommandRenders(at: [String]) throws {
        let expected = freeing.run(["render", "a.layout", "-o", "freeing\(at.count).svg"] + at)
        let run = exiting.run(["render", "a.layout", "-o", "exiting\(at.count).svg"] + at)
        #expect(run.status == 0)
        #expect(run.status == expected.status)
        let picture = try exiting.contents("exiting\(at.count).svg")
        #expect(picture.hasPrefix("<svg") || picture.hasPrefix("<?xml"))
        #expect(picture == (try freeing.contents("freeing\(at.count).svg")))
    }
}
