import Foundation
import Testing

/// Standard input (`-`) that cannot be read, and inputs past the size limit:
/// each is a located error with exit status 2, never a trap.
@Suite(.serialized) final class StandardInputTests {
    let binary: TrellisBinary
    let directory: URL

    init() throws {
        binary = try #require(TrellisBinary.find(), "build the trellis executable first (swift build)")
        directory = try scratchDirectory(["a.layout": "view root frame 0 0 10 10\n"])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func shell(_ line: String) throws -> TrellisBinary.Run {
        try TrellisBinary(url: URL(fileURLWithPath: "/bin/bash")).run(
            ["-c", "T=\"$0\"; " + line, binary.url.path], in: directory)
    }

    @Test func directoryAsStandardInputIsBadInput() throws {
        let run = try shell("\"$T\" solve - < /tmp")
        #expect(run.status == 2)
        #expect(run.stderr == "<stdin>:1:1: error: is a directory, not a script file\n")
    }

    @Test func closedStandardInputIsBadInput() throws {
        let run = try shell("\"$T\" solve - <&-")
        #expect(run.status == 2)
        #expect(run.stderr == "<stdin>:1:1: error: cannot read: Bad file descriptor\n")
    }

    /// `0>/dev/full` opens standard input for writing only: reading it fails with EBADF.
    @Test func writeOnlyStandardInputIsBadInput() throws {
        let run = try shell("\"$T\" check - 0>/dev/full")
        #expect(run.status == 2)
        #expect(run.stderr == "<stdin>:1:1: error: cannot read: Bad file descriptor\n")
    }

    /// An endless standard input is read only up to the 64 MiB limit (well within 60 s).
    @Test func endlessStandardInputStopsAtTheLimit() throws {
        let run = try shell("timeout 60 \"$T\" solve - < /dev/zero")
        #expect(run.status == 2)
        #expect(run.stderr == "<stdin>:1:1: error: the script file is larger than 64 MiB\n")
    }

    /// A sparse file of 1 GiB is refused by its size, before it is read: well under the
    /// 64 MiB it would take to hold even the limit's worth of it.
    @Test func largeFilesAreRefusedBeforeReading() throws {
        for name in ["huge.xib", "huge.layout"] {
            let run = try shell(
                "truncate -s 1G \(name) && /usr/bin/time -f '%M' timeout 60 \"$T\" check \(name) 2>&1 >/dev/null | tail -1"
            )
            let kind = name.hasSuffix(".xib") ? "document" : "script file"
            let check = try binary.run(["check", name], in: directory)
            #expect(check.status == 2)
            #expect(check.stderr == "\(name):1:1: error: the \(kind) is larger than 64 MiB\n")
            let peakKilobytes = Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? Int.max
            #expect(peakKilobytes < 64 * 1024, "peak \(peakKilobytes) KB")
        }
    }
}
