import Foundation
import Testing
import TrellisCLI

/// `trellis --version`: the release number at a release tag, else `-dev` and the commit,
/// checked against what `git` itself says about a repository made for the test.
@Suite(.serialized) final class VersionTests {
    let directory: URL

    init() throws {
        directory = try scratchDirectory(["a.txt": "a\n"])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Runs git in the scratch repository (or another folder) and returns its output, trimmed.
    @discardableResult
    func git(_ arguments: [String], in folder: URL? = nil) throws -> String {
        let run = try TrellisBinary(url: URL(fileURLWithPath: "/usr/bin/env")).run(
            ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"]
                + arguments, in: folder ?? directory)
        try #require(run.status == 0, "git \(arguments): \(run.stderr)")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func commitAndTagsAsGitSaysThem() throws {
        try git(["init", "-q"])
        try git(["add", "a.txt"])
        try git(["commit", "-q", "-m", "first"])
        let commit = try git(["rev-parse", "HEAD"])
        var checkout = try #require(SourceCheckout.read(at: directory))
        #expect(checkout == SourceCheckout(commit: commit, tags: []))
        #expect(HelpText.version(of: checkout) == "0.2.0-dev (commit \(commit.prefix(12)))")

        // A lightweight tag of the release number: the release.
        try git(["tag", "0.2.0"])
        checkout = try #require(SourceCheckout.read(at: directory))
        #expect(checkout.tags == ["0.2.0"])
        #expect(HelpText.version(of: checkout) == "0.2.0")

        // Packed refs: the branch and an annotated tag (peeled to the commit) are found there.
        try git(["tag", "-a", "v0.2.0", "-m", "release"])
        try git(["tag", "-d", "0.2.0"])
        try git(["pack-refs", "--all", "--prune"])
        checkout = try #require(SourceCheckout.read(at: directory))
        #expect(checkout == SourceCheckout(commit: commit, tags: ["v0.2.0"]))
        #expect(HelpText.version(of: checkout) == "0.2.0")

        // A later commit is no release; a worktree (.git is a file) reads its own HEAD.
        try git(["commit", "-q", "--allow-empty", "-m", "second"])
        let second = try git(["rev-parse", "HEAD"])
        let worktree = directory.appendingPathComponent("wt")
        try git(["worktree", "add", "-q", "--detach", worktree.path, commit])
        #expect(SourceCheckout.read(at: directory) == SourceCheckout(commit: second, tags: []))
        #expect(SourceCheckout.read(at: worktree) == SourceCheckout(commit: commit, tags: ["v0.2.0"]))
    }

    @Test func noCheckoutIsSaid() {
        #expect(SourceCheckout.read(at: directory) == nil)
        #expect(HelpText.version(of: nil) == "0.2.0-dev (commit unknown)")
    }
}
