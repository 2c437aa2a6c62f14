import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an output file all at once, or not at all.
enum OutputFile {
    /// Writes text to a path through a temporary file in the same directory, renamed into place.
    ///
    /// A reader never sees a half-written file, and when writing fails no
    /// file is left behind. The temporary file has an unpredictable name and
    /// is created exclusively without following a link (`O_EXCL`,
    /// `O_NOFOLLOW`), so nobody can plant a file or a link there for the
    /// command to write through; the rename replaces the target itself (a
    /// link at the target is replaced, not followed). The path `-` means
    /// standard output.
    ///
    /// - Parameters:
    ///   - text: The contents.
    ///   - path: Where to write.
    ///   - inputs: The files the command read: writing over one of them (by
    ///     any path or link that leads to it) is refused.
    ///   - console: Where `-` goes.
    /// - Throws: `BadInput` naming the path and the reason when the file cannot be written.
    static func write(_ text: String, to path: String, inputs: [String], console: Console) throws(BadInput) {
        if path == "-" {
            console.out(text)
            return
        }
        try write(bytes: Array(text.utf8), to: path, inputs: inputs)
    }

    /// Writes bytes to a path (not `-`) all at once, as `write(_:to:inputs:console:)` writes text.
    static func write(bytes contents: [UInt8], to path: String, inputs: [String]) throws(BadInput) {
        try refuseOverwriting(inputs, with: path)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<16 where descriptor < 0 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporary = directory + "/." + url.lastPathComponent + "." + suffix + ".tmp"
            descriptor = open(temporary, flags, 0o644)
            if descriptor < 0 && errno != EEXIST { throw failure(path, errno) }
        }
        guard descriptor >= 0 else { throw failure(path, EEXIST) }
        var bytes = contents[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let error = errno
                close(descriptor)
                unlink(temporary)
                throw failure(path, error)
            }
            bytes = bytes.dropFirst(written)
        }
        guard close(descriptor) == 0 else {
            let error = errno
            unlink(temporary)
            throw failure(path, error)
        }
        guard rename(temporary, path) == 0 else {
            let error = errno
            unlink(temporary)
            throw failure(path, error)
        }
    }

    /// Refuses an output path that leads to one of the inputs, before
    /// anything is read or printed.
    ///
    /// - Throws: `BadInput` naming both paths.
    static func refuseOverwriting(_ inputs: [String], with path: String?) throws(BadInput) {
        guard let path, path != "-", let input = inputs.first(where: { isSameFile($0, path) }) else { return }
        throw BadInput(message: "trellis: error: refusing to write '\(path)': it is the input '\(input)'")
    }

    /// Whether two paths lead to the same existing file (device and inode, links followed).
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        guard first != "-" else { return false }
        var a = stat(), b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    private static func failure(_ path: String, _ error: Int32) -> BadInput {
        BadInput(message: "trellis: error: cannot write '\(path)': \(String(cString: strerror(error)))")
    }
}
