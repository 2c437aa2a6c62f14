import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an output file all at once, or not at all.
enum OutputFile {
    /// Writes text to a path all at once, or not at all; `-` is standard output.
    ///
    /// A regular file (or a new one) is written through a temporary file in
    /// the same directory, renamed into place: a reader never sees a
    /// half-written file, and when writing fails no file is left behind. The
    /// temporary file has an unpredictable name and is created exclusively
    /// without following a link (`O_EXCL`, `O_NOFOLLOW`), so nobody can plant
    /// a file or a link there for the command to write through; the rename
    /// replaces the target itself (a link to a regular file is replaced, not
    /// followed), and a replaced file's permissions are kept.
    ///
    /// A target that is no regular file — a device (`/dev/null`), a pipe, a
    /// socket, or a link to one — and a path that names a descriptor
    /// (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`) are written through,
    /// appending, never replaced: renaming a file over them would put a file
    /// where the node or link was. A directory is refused.
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
        var target = stat()
        let exists = stat(path, &target) == 0
        let type = target.st_mode & S_IFMT
        if exists && type == S_IFDIR { throw failure(path, EISDIR) }
        if namesDescriptor(path) || (exists && type != S_IFREG) {
            try writeThrough(contents, to: path)
            return
        }
        var link = stat()
        let keptMode = lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFREG ? link.st_mode & 0o777 : nil
        try replace(path, with: contents, mode: keptMode)
    }

    /// Writes a new file beside the target and renames it over the target.
    private static func replace(_ path: String, with contents: [UInt8], mode: mode_t?) throws(BadInput) {
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
        if let mode, fchmod(descriptor, mode) != 0 {
            let error = errno
            close(descriptor)
            unlink(temporary)
            throw failure(path, error)
        }
        if let error = writeAll(contents, to: descriptor) {
            close(descriptor)
            unlink(temporary)
            throw failure(path, error)
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

    /// Writes to an existing target that is no regular file (or names a descriptor), appending.
    private static func writeThrough(_ contents: [UInt8], to path: String) throws(BadInput) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, errno) }
        if let error = writeAll(contents, to: descriptor) {
            close(descriptor)
            throw failure(path, error)
        }
        guard close(descriptor) == 0 else { throw failure(path, errno) }
    }

    /// Writes every byte, retrying short and interrupted writes; the error number when one fails.
    private static func writeAll(_ contents: [UInt8], to descriptor: Int32) -> Int32? {
        var bytes = contents[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }

    /// Whether a path, or a link it leads through, names an open descriptor (`/dev/fd/N`,
    /// `/proc/self/fd/N`; on Linux `/dev/stdout` is a link to `/proc/self/fd/1`).
    static func namesDescriptor(_ path: String) -> Bool {
        var current = path
        for _ in 0..<16 {
            if current.hasPrefix("/dev/fd/") || current.hasPrefix("/proc/") { return true }
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return false
            }
            current =
                target.hasPrefix("/")
                ? target : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + target
        }
        return false
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
