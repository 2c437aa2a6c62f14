import Foundation
import TestSupport
import Testing
import TrellisCLI

/// The counts, lists and outputs the docs show are what the code and the
/// examples give today: `Docs/GettingStarted.md`'s walk-through is run as
/// written, and every example is in the lists of `Examples/README.md` and
/// the figures table.
@Suite final class DocsCurrentTests {
    static let root = RepositoryFile.root
    let directory: URL

    init() throws {
        directory = try scratchDirectory([:])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    static func page(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced code blocks of a page, in order, without their fences.
    static func blocks(of page: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The example names (`Examples/NAME.layout`), sorted.
    static func examples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(7)) }.sorted()
    }

    /// Runs trellis in-process on files of the scratch directory.
    func trellis(_ arguments: [String]) -> TrellisBinary.Run {
        InProcessTrellis(directory: directory).run(arguments)
    }

    @Test func gettingStartedRunsAsWritten() throws {
        let blocks = Self.blocks(of: try Self.page("Docs/GettingStarted.md"))
        func block(startingWith prefix: String, _ index: Int = 0) throws -> String {
            let found = blocks.filter { $0.hasPrefix(prefix) }
            try #require(found.count > index, "no block starting '\(prefix)'")
            return found[index]
        }
        func output(after command: String) throws -> String {
            let index = try #require(blocks.firstIndex { $0.contains(command) }, "no block with '\(command)'")
            return blocks[index + 1]
        }
        let hello = directory.appendingPathComponent("hello.layout")
        func write(_ text: String) throws { try Data(text.utf8).write(to: hello) }

        var script = try block(startingWith: "# hello.layout")
        try write(script)
        #expect(trellis(["solve", "hello.layout"]).stdout == (try block(startingWith: "hello.layout (flipped", 0)))

        script += try block(startingWith: "view label in root")
        try write(script)
        #expect(trellis(["solve", "hello.layout"]).stdout == (try block(startingWith: "hello.layout (flipped", 1)))
        let check = trellis(["check", "hello.layout"])
        #expect(check.stdout + "exit \(check.status)\n" == (try block(startingWith: "hello.layout:6:1:")))

        script += try block(startingWith: "label.centerX == root.centerX")
        try write(script)
        #expect(trellis(["check", "hello.layout"]).stdout.hasSuffix("checked 1 file: no conflicts or ambiguity\n"))
        script += try block(startingWith: "# label: 120 wide")
        try write(script)
        // "The script is now twelve lines long."
        #expect(script.split(separator: "\n").count == 12)
        #expect(trellis(["test", "hello.layout"]).stdout == (try output(after: "swift run trellis test hello.layout")))

        try write(
            script.replacingOccurrences(of: "expect label.frame == 100 196", with: "expect label.frame == 100 190"))
        let failing = trellis(["test", "hello.layout"])
        #expect(failing.status == 1)
        #expect(failing.stdout == (try block(startingWith: "hello.layout:10: expected")))
    }

    /// Every example has a row in `Examples/README.md` and is in exactly one of its two lists,
    /// the one `Scripts/check-examples.sh` puts it in.
    @Test func examplesReadmeListsEveryExample() throws {
        let readme = try Self.page("Examples/README.md")
        let script = try Self.page("Scripts/check-examples.sh")
        let meantToFail = try #require(
            script.split(separator: "\n").first { $0.hasPrefix("MEANT_TO_FAIL=") }, "no MEANT_TO_FAIL in the script")
        let lists = try #require(readme.components(separatedBy: "The two lists").last)
        let cleanList = try #require(lists.components(separatedBy: "meant to fail (exit 1)").first)
        let failList = try #require(lists.components(separatedBy: "meant to fail (exit 1)").dropFirst().first)
        for name in try Self.examples() {
            #expect(readme.contains("| [\(name).layout](\(name).layout) |"), "\(name) has no row")
            // Entries are NAME:REASON, separated by spaces.
            let fails = meantToFail.contains("\"\(name):") || meantToFail.contains(" \(name):")
            #expect(cleanList.contains("`\(name)`") != fails, "\(name) in the wrong list")
            #expect(failList.contains("`\(name)`") == fails, "\(name) in the wrong list")
        }
    }

    /// `Together they make N expectations`: what `trellis test` counts over every example.
    @Test func examplesReadmeCountsTheExpectations() throws {
        let readme = try Self.page("Examples/README.md")
        let files = try Self.examples().map { Self.root.appendingPathComponent("Examples/\($0).layout").path }
        let run = trellis(["test"] + files)
        #expect(run.status == 0)
        let passed = try #require(run.stdout.split(separator: "\n").last?.split(separator: " ").first)
        #expect(readme.contains("Together they make \(passed) expectations"))
    }

    /// The figures table of Getting Started: every example with views, each figure present.
    @Test func figuresTableHasEveryExample() throws {
        let page = try Self.page("Docs/GettingStarted.md")
        for name in try Self.examples() where name != "Enaml" {
            #expect(page.contains("| \(name) | [figures/\(name).svg](figures/\(name).svg)"), "\(name) missing")
            #expect(
                FileManager.default.fileExists(
                    atPath: Self.root.appendingPathComponent("Docs/figures/\(name).svg").path))
        }
        #expect(page.contains("(`Enaml.layout` has only vars"))
    }

    /// Diagnostics.md's summary of `check Examples/*.layout`.
    @Test func checkSummaryOfTheExamples() throws {
        let files = try Self.examples().map { Self.root.appendingPathComponent("Examples/\($0).layout").path }
        let summary = try #require(trellis(["check"] + files).stdout.split(separator: "\n").last)
        #expect(try Self.page("Docs/Diagnostics.md").contains("(for `Examples/*.layout`: `\(summary)`"))
    }
}
