import Foundation
import TestSupport
import Testing

/// `Docs/ContinuousIntegration.md` cannot rot: every `trellis check|test …`
/// command in its code blocks is run, as the recipe runs it, on a copy of
/// `Examples/` named `Layouts/`, and the reports it writes are read back.
@Suite(.serialized) final class ContinuousIntegrationRecipeTests {
    /// One command taken from the page.
    struct Command: CustomStringConvertible {
        /// From `trellis` up to where the shell or the CI syntax takes over again.
        var text: String
        /// The line it came from.
        var line: Int

        var description: String { "line \(line): \(text)" }
        var isCheck: Bool { text.hasPrefix("trellis check ") }
        var words: [String] { text.split(separator: " ").map(String.init) }

        /// The files it writes: after `--junit`, and after `>`.
        var outputs: [String] {
            zip(words, words.dropFirst()).compactMap { $0 == "--junit" || $0 == ">" ? $1 : nil }
        }
    }

    static let root = RepositoryFile.root
    let binary: TrellisBinary
    let directory: URL
    /// How many scripts `Layouts/` holds.
    var exampleCount = 0

    init() throws {
        binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        directory = try scratchDirectory([:])
        let layouts = directory.appendingPathComponent("Layouts")
        let bin = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let examples = Self.root.appendingPathComponent("Examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) where name.hasSuffix(".layout") {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent(name), to: layouts.appendingPathComponent(name))
            exampleCount += 1
        }
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("trellis"), withDestinationURL: binary.url)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The `trellis check|test` commands in the page's fenced code blocks.
    ///
    /// A command ends at the end of its line, at a quote (Jenkins' `sh '…'`)
    /// or at `||`, `&&` or `;` (the shell takes over there).
    static func commands(in page: String) -> [Command] {
        var commands: [Command] = []
        var inBlock = false
        for (index, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard inBlock else { continue }
            for start in ["trellis check ", "trellis test "] {
                guard let range = line.range(of: start) else { continue }
                if range.lowerBound > line.startIndex {
                    let before = line[line.index(before: range.lowerBound)]
                    guard before == " " || before == "'" || before == "\"" else { continue }
                }
                var text = String(line[range.lowerBound...])
                for end in ["'", "\"", " ||", " &&", ";"] {
                    if let cut = text.range(of: end) { text = String(text[..<cut.lowerBound]) }
                }
                commands.append(Command(text: text.trimmingCharacters(in: .whitespaces), line: index + 1))
            }
        }
        return commands
    }

    @Test func commandsAreFoundInEveryRecipe() throws {
        let page = try String(
            contentsOf: Self.root.appendingPathComponent("Docs/ContinuousIntegration.md"), encoding: .utf8)
        let commands = Self.commands(in: page)
        // GitHub Actions 3, GitLab CI 2, Jenkins 2.
        #expect(commands.count == 7, "\(commands)")
        let all = commands.map(\.text).joined(separator: "\n")
        for needed in [
            "--format github", "--format sarif", "--format gitlab", "check Layouts --junit", "test Layouts --junit",
        ] {
            #expect(all.contains(needed), "no recipe uses '\(needed)'")
        }
    }

    /// The install steps work from a clone of `main` as it is: no `git clone` in a
    /// code block asks for a tag, and no dependency for a version, since the
    /// repository has none yet; the tagged forms stay in `Docs/Install.md`'s
    /// "Once releases are tagged" section only.
    @Test(arguments: ["Docs/ContinuousIntegration.md", "Docs/Install.md"])
    func installStepsTakeMainAsItIs(page name: String) throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
        let current = page.components(separatedBy: "## Once releases are tagged")[0]
        var inBlock = false
        var clones = 0
        for line in current.split(separator: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inBlock.toggle() }
            guard inBlock else { continue }
            if line.contains("git clone") {
                clones += 1
                #expect(!line.contains("--branch"), "\(name): \(line)")
            }
            #expect(!line.contains("from: \""), "\(name): \(line)")
        }
        // The CI page: the general recipe, GitHub Actions, GitLab CI, Jenkins; the install page: one.
        #expect(clones == (name == "Docs/Install.md" ? 1 : 4))
    }

    @Test func everyCommandRunsAndWritesItsReports() throws {
        let page = try String(
            contentsOf: Self.root.appendingPathComponent("Docs/ContinuousIntegration.md"), encoding: .utf8)
        let shell = TrellisBinary(url: URL(fileURLWithPath: "/bin/bash"))
        for command in Self.commands(in: page) {
            for output in command.outputs {
                let url = directory.appendingPathComponent(output)
                try? FileManager.default.removeItem(at: url)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            let run = try shell.run(["-c", "PATH=\"$PWD/bin:$PATH\"; " + command.text], in: directory)
            // The examples include layouts meant to fail check; every expectation of theirs holds.
            #expect(run.status == (command.isCheck ? 1 : 0), "\(command): \(run.stderr)")
            #expect(run.stderr.isEmpty, "\(command): \(run.stderr)")
            if command.text.contains("--format github") {
                // check annotates the examples meant to fail; test has no failure to annotate.
                let annotated = run.stdout.contains("::warning file=Layouts/AmbiguousRow.layout,line=")
                #expect(annotated == command.isCheck, "\(command)")
            }
            for output in command.outputs {
                try checkReport(directory.appendingPathComponent(output), of: command)
            }
        }
    }

    /// A report exists and parses as what its name says.
    func checkReport(_ url: URL, of command: Command) throws {
        let data = try #require(
            FileManager.default.contents(atPath: url.path), "\(command) wrote no \(url.lastPathComponent)")
        switch url.pathExtension {
        case "xml":
            let tree = try JUnitTree.parse(url)
            #expect(tree.suites.count == exampleCount, "\(command): a suite per example")
            #expect(tree.suites.allSatisfy { !$0.cases.isEmpty })
            let failed = tree.suites.flatMap(\.cases).filter(\.failed).count
            #expect(command.isCheck ? failed > 0 : failed == 0, "\(command)")
        case "sarif":
            let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(log["version"] as? String == "2.1.0")
            let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
            #expect(results?.isEmpty == false, "\(command)")
        case "json":
            let issues = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            #expect(!issues.isEmpty && issues.allSatisfy { $0["fingerprint"] is String }, "\(command)")
        default:
            Issue.record("\(command): unknown report \(url.lastPathComponent)")
        }
    }
}
