import Foundation
import TrellisLayoutScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input file, or standard input (`-`), whole and bounded, turning every failure into a located message.
///
/// A regular file's size is checked before anything is read; anything else
/// (standard input, a pipe, a device such as `/dev/zero`) is read only up to
/// one byte past the limit. A closed or write-only standard input, a
/// directory, an unreadable file: each is a `FILE:1:1: error: …`, never a trap
/// (`FileHandle.readDataToEndOfFile` and `FileManager.contents` trap or read
/// without a bound).
enum InputFile {
    /// The largest script read (64 MiB, as for documents: `DocumentLayout.byteLimit`).
    static let scriptByteLimit = 64 << 20

    /// A file's bytes.
    ///
    /// - Parameters:
    ///   - path: The path, or `-` for standard input.
    ///   - name: The name in locations (`<stdin>` for `-`).
    ///   - limit: The most bytes accepted.
    ///   - kind: What the file should be, for messages (`script`, `document`).
    /// - Returns: The bytes, or the located failure.
    static func read(_ path: String, name: String, limit: Int, kind: String) -> Result<[UInt8], BadInput> {
        let location = SourceLocation(file: name, line: 1, column: 1)
        let isStandardInput = path == "-"
        let descriptor = isStandardInput ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            return .failure(BadInput(at: location, errno == ENOENT ? "no such file" : "cannot read: \(reason(errno))"))
        }
        defer { if !isStandardInput { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(BadInput(at: location, "cannot read: \(reason(errno))"))
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
            // A directory argument reaches a loader only when it holds nothing to read (`InputFiles`).
            let why =
                isStandardInput
                ? "is a directory, not a \(kind)"
                : "is a directory holding no .layout script or Interface Builder document"
            return .failure(BadInput(at: location, why))
        }
        let tooLarge = BadInput(at: location, "the \(kind) is larger than \(limit >> 20) MiB")
        if type == S_IFREG && Int(status.st_size) > limit { return .failure(tooLarge) }
        var bytes: [UInt8] = []
        if type == S_IFREG { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A non-blocking descriptor with nothing yet: wait for data rather than spin.
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&waiting, 1, -1)
                    continue
                }
                return .failure(BadInput(at: location, "cannot read: \(reason(errno))"))
            }
            bytes += chunk[..<count]
            if bytes.count > limit { return .failure(tooLarge) }
        }
        return .success(bytes)
    }

    private static func reason(_ error: Int32) -> String { String(cString: strerror(error)) }
}
