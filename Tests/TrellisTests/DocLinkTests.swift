import Foundation
import TestSupport
import Testing

/// Every relative link in README.md and Docs/*.md leads to a file of the
/// repository: a Markdown link `[text](path)` (outside code blocks), and a
/// path written as code that starts with one of the repository's folders
/// (`Docs/…`, `Sources/…`, `Scripts/…`, …) or names a page (`Layout.md`).
/// A link is resolved from the page's folder, a code path from the page's
/// folder or the root. Web links, `#anchors`, build products (`.build`) and
/// placeholders in capitals (`Fuzz/Corpus/TARGET`) are not checked, nor
/// a path cited after a public repository's name (evidence), nor
/// is `shared/…`, the workloads folder beside the repository that the
/// benchmarks read. Source comments' `Docs/…` pages are checked too.
@Suite struct DocLinkTests {
    /// The folders a code path may start with.
    static let folders = ["Docs/", "Sources/", "Tests/", "Scripts/", "Examples/", "Benchmarks/", "Fuzz/", ".ci/"]

    /// README.md and every page of Docs, as paths from the root.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: RepositoryFile.url("Docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    }

    /// The relative targets a page links to, with their lines.
    static func links(in text: String) -> [(target: String, line: Int, isCode: Bool)] {
        var found: [(String, Int, Bool)] = []
        var inBlock = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if inBlock { continue }
            for match in line.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.output.1)
                if target.contains(":") || target.hasPrefix("#") { continue }
                found.append((target, index + 1, false))
            }
            for match in line.matches(of: /`([\w.\/+-]+)`/) {
                let target = String(match.output.1)
                let isPage = !target.contains("/") && target.hasSuffix(".md")
                // Build products and placeholders (`Fuzz/Corpus/TARGET`) name no file of the repository.
                let segments = target.split(separator: "/")
                let isPattern =
                    segments.contains(".build")
                    || segments.contains { $0.count > 1 && $0.allSatisfy { $0.isUppercase || $0 == "_" } }
                // A path cited after a public repository's name (`owner/name `) is that repository's.
                let before = line[..<match.range.lowerBound]
                let isCitation = before.wholeMatch(of: /.*[\w.-]+\/[\w.-]+\s+/) != nil
                if (isPage || folders.contains(where: target.hasPrefix)) && !isPattern && !isCitation {
                    found.append((target, index + 1, true))
                }
            }
        }
        return found
    }

    @Test func everyRelativeLinkResolves() throws {
        let pages = try Self.pages()
        #expect(pages.count > 5)
        var checked = 0
        for page in pages {
            let text = try String(contentsOf: RepositoryFile.url(page), encoding: .utf8)
            let folder = RepositoryFile.url(page).deletingLastPathComponent()
            for link in Self.links(in: text) {
                let path = String(link.target.split(separator: "#", maxSplits: 1)[0])
                var candidates = [folder.appendingPathComponent(path)]
                if link.isCode { candidates.append(RepositoryFile.url(path)) }
                checked += 1
                #expect(
                    candidates.contains { FileManager.default.fileExists(atPath: $0.standardizedFileURL.path) },
                    "\(page):\(link.line): \(link.target) does not exist")
            }
        }
        #expect(checked > 50)
    }

    /// A page a source comment points to (`Docs/Layout.md`) exists.
    @Test func everyPageSourcesNameExists() throws {
        let sources = RepositoryFile.url("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
        var checked = 0
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /`(Docs\/[\w.+-]+\.md)`/) {
                checked += 1
                #expect(
                    FileManager.default.fileExists(atPath: RepositoryFile.url(String(match.output.1)).path),
                    "Sources/\(file): \(match.output.1) does not exist")
            }
        }
        #expect(checked > 10)
    }

    /// The check finds what it is for: a missing page, as a link and as code,
    /// and leaves web links, anchors and code blocks alone.
    @Test func findsLinksAndSkipsTheRest() {
        let text = """
            See [the solver](Solver.md#core), `Docs/Missing.md` and `Layout.md`.
            [web](https://example.com), [here](#top), `Base.lproj/Main.storyboard`, `Fuzz/Corpus/TARGET`.
            Evidence: Qata/BarMagnet `Sources/Base.lproj/Main.storyboard`.
            ```
            [in a block](Nowhere.md)
            ```
            """
        let links = Self.links(in: text)
        #expect(links.map(\.target) == ["Solver.md#core", "Docs/Missing.md", "Layout.md"])
        #expect(links.map(\.line) == [1, 1, 1])
        #expect(links.map(\.isCode) == [false, true, true])
    }
}
