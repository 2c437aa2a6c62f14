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

    /// A link to a device is written through, not replaced by a file: it stays a link to `/dev/null`.
    @Test func linkToADeviceIsWrittenThrough() throws {
        let link = directory.appendingPathComponent("null.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        let run = try binary.run(["test", "a.layout", "--junit", "null.xml"], in: directory)
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
    }

    /// A named pipe is written through: its reader gets the report, and it stays a pipe.
    @Test func namedPipeIsWrittenThrough() throws {
        let run = try shell(
            "mkfifo pipe.xml && { timeout 20 cat pipe.xml > got.xml & } && \"$T\" test a.layout --junit pipe.xml > /dev/null; "
                + "status=$?; wait; test -p pipe.xml && echo \"pipe $status\"; head -c 38 got.xml")
        #expect(run.stdout == "pipe 0\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    }

    /// A path naming a descriptor (`/dev/fd/1`, what `/dev/stdout` leads to on Linux) is
    /// written through to it, after what the command printed there.
    @Test func descriptorPathIsWrittenThrough() throws {
        let run = try shell("\"$T\" test a.layout --junit /dev/fd/1 > out.txt; echo $?; cat out.txt")
        #expect(run.stdout.hasPrefix("0\n3 passed, 0 failed\n<?xml"))
        #expect(run.stdout.contains("<testsuites"))
    }

    /// `--junit -` writes the report to standard output.
    @Test func dashIsStandardOutput() throws {
        let run = try binary.run(["test", "a.layout", "--junit", "-"], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout.contains("<testsuites"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path))
    }

    /// A replaced regular file keeps its permissions (0600 here), not the default 0644.
    @Test func replacedFileKeepsItsPermissions() throws {
        let report = directory.appendingPathComponent("report.xml").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: report))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: report)
        let run = try binary.run(["test", "a.layout", "--junit", "report.xml"], in: directory)
        #expect(run.status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: report)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("<testsuites"))
    }

    /// A directory is refused (nothing is renamed over it).
    @Test func directoryTargetIsRefused() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("folder.xml"), withIntermediateDirectories: true)
        let run = try binary.run(["test", "a.layout", "--junit", "folder.xml"], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr == "trellis: error: cannot write 'folder.xml': Is a directory\n")
    }
}
