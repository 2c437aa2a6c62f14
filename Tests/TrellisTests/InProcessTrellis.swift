import Foundation
import TrellisCLI

/// Runs `trellis` in-process, through `Trellis` with a capturing console, on
/// the files of a scratch directory.
///
/// The test process has one working directory for all tests, which run in
/// parallel, so file names are passed as paths in the directory; the output
/// and the files written have the directory's path taken off again, so
/// locations read as a run in that directory reads (`bad.layout:2:14: …`). How the binary names files it
/// was given relative paths is checked end to end (`CommandBinaryTests`).
struct InProcessTrellis {
    /// The scratch directory.
    let directory: URL
    /// Whether the command is made as the executable makes it (`Trellis.forExitingProcess`).
    var asExitingProcess = false

    /// The absolute path of a file in the directory.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Runs a command line.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name; file names
    ///     (arguments with a dot that are neither options nor absolute paths)
    ///     are taken in the directory.
    /// - Returns: The exit status and what was printed, with `DIRECTORY/` removed.
    func run(_ arguments: [String]) -> TrellisBinary.Run {
        let console = Console.capturing()
        let resolved = arguments.map { $0.hasPrefix("-") || $0.hasPrefix("/") || !$0.contains(".") ? $0 : path($0) }
        let trellis = asExitingProcess ? Trellis.forExitingProcess(console: console) : Trellis(console: console)
        let status = trellis.run(resolved)
        let prefix = directory.path + "/"
        return TrellisBinary.Run(
            status: status.rawValue, stdout: console.output.replacingOccurrences(of: prefix, with: ""),
            stderr: console.errors.replacingOccurrences(of: prefix, with: ""))
    }

    /// Whether a file exists in the directory.
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// A file's text, with `DIRECTORY/` removed like the output's.
    func contents(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8).replacingOccurrences(of: directory.path + "/", with: "")
    }
}
