import Foundation

/// The git checkout `trellis` was built from, read when it runs: which
/// commit it is at and whether a release tag names that commit.
///
/// The package has no build step that could stamp the commit into the
/// binary (it has no dependencies and no plugins), so the command finds its
/// sources through `#filePath` and reads their `.git` directly: `HEAD`, the
/// branch it names (loose or in `packed-refs`), and the tags. A binary run
/// where its sources are gone (copied to another machine) finds no
/// checkout. Worktrees (`.git` as a file naming the git directory) are read
/// too.
package struct SourceCheckout: Equatable, Sendable {
    /// The commit, 40 hex digits.
    package let commit: String
    /// The tags that name the commit, sorted.
    package let tags: [String]

    /// A checkout at a commit, with the tags that name it.
    package init(commit: String, tags: [String]) {
        self.commit = commit
        self.tags = tags
    }

    /// The checkout holding this file's sources, if there is one.
    package static let current: SourceCheckout? = read(
        at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent())

    /// Reads the checkout at a package's root.
    ///
    /// - Parameters:
    ///   - root: The folder holding `.git`.
    /// - Returns: Its commit and tags, or nil when there is no readable checkout.
    package static func read(at root: URL) -> SourceCheckout? {
        guard let gitDirectory = gitDirectory(of: root) else { return nil }
        let common = text(gitDirectory.appendingPathComponent("commondir")).map {
            URL(fileURLWithPath: $0, relativeTo: gitDirectory).standardizedFileURL
        }
        let refsDirectory = common ?? gitDirectory
        guard let head = text(gitDirectory.appendingPathComponent("HEAD")) else { return nil }
        let packed = packedRefs(refsDirectory)
        let commit: String?
        if head.hasPrefix("ref: ") {
            let name = String(head.dropFirst(5))
            commit = text(refsDirectory.appendingPathComponent(name)) ?? packed[name]
        } else {
            commit = head
        }
        guard let commit, isCommitName(commit) else { return nil }
        return SourceCheckout(commit: commit, tags: tags(naming: commit, in: refsDirectory, packed: packed))
    }

    /// The git directory: `.git`, or the one a `.git` file names (`gitdir: PATH`).
    private static func gitDirectory(of root: URL) -> URL? {
        let dotGit = root.appendingPathComponent(".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let line = text(dotGit), line.hasPrefix("gitdir: ") else { return nil }
        return URL(fileURLWithPath: String(line.dropFirst(8)), relativeTo: root).standardizedFileURL
    }

    /// `packed-refs` as ref name → commit; an annotated tag maps to the commit it peels to (`^…` lines).
    private static func packedRefs(_ directory: URL) -> [String: String] {
        guard let contents = text(directory.appendingPathComponent("packed-refs")) else { return [:] }
        var refs: [String: String] = [:]
        var last: String?
        for line in contents.split(separator: "\n") where !line.hasPrefix("#") {
            if line.hasPrefix("^"), let name = last {
                refs[name] = String(line.dropFirst())
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            refs[String(parts[1])] = String(parts[0])
            last = String(parts[1])
        }
        return refs
    }

    /// The tags whose ref is the commit: loose ones (lightweight tags) and packed ones (peeled).
    private static func tags(naming commit: String, in directory: URL, packed: [String: String]) -> [String] {
        var names = Set(packed.compactMap { $0.key.hasPrefix("refs/tags/") && $0.value == commit ? $0.key : nil })
        let tagsDirectory = directory.appendingPathComponent("refs/tags")
        if let walker = FileManager.default.enumerator(atPath: tagsDirectory.path) {
            while let relative = walker.nextObject() as? String {
                if text(tagsDirectory.appendingPathComponent(relative)) == commit {
                    names.insert("refs/tags/" + relative)
                }
            }
        }
        return names.map { String($0.dropFirst("refs/tags/".count)) }.sorted()
    }

    /// A small file's text without its final newline, if it can be read.
    private static func text(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func isCommitName(_ text: String) -> Bool {
        text.count == 40 && text.allSatisfy(\.isHexDigit)
    }
}
