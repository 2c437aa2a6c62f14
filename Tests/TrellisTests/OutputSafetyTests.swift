import Foundation
import Testing

/// Output that cannot be written, and output files that must not be.
@Suite(.serialized) final class OutputSafetyTests {
    /// 2,000 pinned views: a solve table of about 100 KB, more than a pipe holds.
    static let large =
        (["view root frame 0 0 100 100"] + (0..<2_000).map { "view v\($0) in root frame 0 0 1 1" })
        .joined(separator: "\n") + "\n"

    let binary: TrellisBinary
    let directory: URL

    init() throws {
        binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        directory = try scratchDirectory([
            "a.layout": "view root frame 0 0 10 10\nexpect root.width == 10\n", "large.layout": Self.large,
        ])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Runs a shell line with `$T` the binary, in the scratch directory.
    func shell(_ line: String) throws -> TrellisBinary.Run {
        try TrellisBinary(url: URL(fileURLWithPath: "/bin/bash")).run(
            ["-c", "T=\"$0\"; " + line, binary.url.path], in: directory)
    }

    @Test func fullDiskIsAnErrorNotATrap() throws {
        let run = try shell("\"$T\" solve a.layout > /dev/full")
        #expect(run.status == 2)
        #expect(run.stderr == "trellis: error: cannot write to standard output: No space left on device\n")
    }

    @Test func closedStandardOutputIsAnError() throws {
        let run = try shell("\"$T\" solve a.layout >&-")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("trellis: error: cannot write to standard output: "))
    }

    /// `head -c 10` closes the pipe after 10 bytes: trellis ends quietly (status 2, nothing on stderr).
    @Test func pipeClosedEarlyEndsQuietly() throws {
        let run = try shell(
            "set -o pipefail; \"$T\" solve large.layout | head -c 10 > /dev/null; echo \"status ${PIPESTATUS[0]}\"")
        #expect(run.stdout == "status 2\n")
        #expect(run.stderr == "")
    }

    @Test func renderRefusesToOverwriteItsInput() throws {
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("link.layout").path, withDestinationPath: "a.layout")
        for target in ["a.layout", "./a.layout", "link.layout"] {
            let run = try binary.run(["render", "a.layout", "-o", target], in: directory)
            #expect(run.status == 2, "\(target)")
            #expect(run.stderr == "trellis: error: refusing to write '\(target)': it is the input 'a.layout'\n")
        }
        let test = try binary.run(["test", "a.layout", "--junit", "a.layout"], in: directory)
        #expect(test.status == 2 && test.stdout.isEmpty)
        let script = try String(contentsOf: directory.appendingPathComponent("a.layout"), encoding: .utf8)
        #expect(script.hasPrefix("view root"))
    }

    /// A link at the target is replaced by the file, not written through, and no temporary file is left.
    @Test func outputReplacesALinkInsteadOfFollowingIt() throws {
        let victim = directory.appendingPathComponent("victim.txt")
        try Data("keep".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("out.svg").path, withDestinationPath: victim.path)
        let run = try binary.run(["render", "a.layout", "-o", "out.svg"], in: directory)
        #expect(run.status == 0)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        let svg = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }
}
