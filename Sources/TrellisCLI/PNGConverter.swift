import Foundation

/// Turns an SVG picture into PNG through `rsvg-convert` (librsvg's command,
/// packaged by every Linux distribution and by Homebrew), found on `PATH`.
///
/// Trellis draws nothing itself in PNG: without `rsvg-convert` a PNG is
/// refused with a message that says what to install, and nothing is written.
enum PNGConverter {
    /// The converter's command name.
    static let command = "rsvg-convert"

    /// The PNG bytes of an SVG picture.
    ///
    /// The SVG goes to a private temporary directory, the converter writes
    /// the PNG beside it, and the directory is removed.
    ///
    /// - Parameter svg: The SVG text.
    /// - Returns: The PNG file's bytes.
    /// - Throws: `BadInput` when `rsvg-convert` is not installed or fails.
    static func png(from svg: String) throws(BadInput) -> [UInt8] {
        guard let executable = executablePath() else {
            throw BadInput(
                message: "trellis: error: cannot write PNG: '\(command)' is not installed "
                    + "(it comes with librsvg: 'apt-get install librsvg2-bin', 'dnf install librsvg2-tools' "
                    + "or 'brew install librsvg'); write an .svg instead")
        }
        var template = Array((NSTemporaryDirectory() + "/trellis-render.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw BadInput(message: "trellis: error: cannot write PNG: no temporary directory")
        }
        let directory = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/picture.svg", output = directory + "/picture.png"
        guard FileManager.default.createFile(atPath: input, contents: Data(svg.utf8)) else {
            throw BadInput(message: "trellis: error: cannot write PNG: cannot write a temporary file")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format", "png", "--background-color", "white", "--output", output, input]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BadInput(message: "trellis: error: cannot write PNG: cannot run '\(executable)'")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: output) else {
            let why = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw BadInput(
                message: "trellis: error: cannot write PNG: '\(command)' failed"
                    + (why.isEmpty ? "" : ": " + why))
        }
        return Array(data)
    }

    /// The first executable `rsvg-convert` on `PATH`, or nil.
    static func executablePath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/" + command
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
