import Foundation

/// The command run in-process on a scratch directory of its own: the
/// directory is made with the given files and removed with the value.
///
/// The setup every suite shares that writes documents or scripts and runs
/// `trellis` on them (`InProcessTrellis` runs it; this owns the files).
final class ScratchTrellis {
    /// The command, on the scratch directory.
    let trellis: InProcessTrellis

    /// Makes the directory and writes `files` into it.
    ///
    /// - Parameter files: File names and contents; a name with `/` is
    ///   written in a folder of the directory, made as needed.
    /// - Throws: The error of making the directory or writing a file.
    init(_ files: [String: String]) throws {
        let directory = try scratchDirectory([:])
        for (name, contents) in files {
            let file = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        trellis = InProcessTrellis(directory: directory)
    }

    deinit { try? FileManager.default.removeItem(at: trellis.directory) }

    /// The scratch directory.
    var directory: URL { trellis.directory }

    /// Runs a command line on the directory's files (`InProcessTrellis.run(_:)`).
    func run(_ arguments: String...) -> TrellisBinary.Run { trellis.run(arguments) }

    /// Runs a command line given as an array.
    func run(_ arguments: [String]) -> TrellisBinary.Run { trellis.run(arguments) }

    /// The absolute path of a file in the directory.
    func path(_ name: String) -> String { trellis.path(name) }

    /// Whether a file exists in the directory.
    func exists(_ name: String) -> Bool { trellis.exists(name) }

    /// A file's text, with `DIRECTORY/` removed like the output's.
    func contents(_ name: String) throws -> String { try trellis.contents(name) }
}
