import Foundation

/// Writes an output file all at once, or not at all.
enum OutputFile {
    /// Writes text to a path through a temporary file in the same directory, renamed into place.
    ///
    /// A reader never sees a half-written file, and when writing fails no
    /// file is left behind. The path `-` means standard output.
    ///
    /// - Parameters:
    ///   - text: The contents.
    ///   - path: Where to write.
    ///   - console: Where `-` goes.
    /// - Throws: `BadInput` naming the path and the reason when the file cannot be written.
    static func write(_ text: String, to path: String, console: Console) throws(BadInput) {
        if path == "-" {
            console.out(text)
            return
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            throw BadInput(message: "trellis: error: cannot write '\(path)': \(Self.reason(error))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw BadInput(message: "trellis: error: cannot write '\(path)': \(reason)")
        }
    }

    /// A short reason for a failed write.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
