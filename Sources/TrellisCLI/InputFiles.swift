import Foundation
import TrellisLayoutScript

/// The files a command's arguments stand for, once directories are expanded.
///
/// A directory stands for every file below it that `trellis` reads — `.layout`
/// scripts and `.storyboard` / `.xib` documents — sorted by path, so a run
/// over a folder is the same on every machine. Everything else below it is
/// skipped and said so (`skipped`): other files, and hidden files and folders
/// (`.git`, `.build`), whose contents are not visited. A file or `-` stands
/// for itself. A directory holding nothing to read stays itself, so that
/// loading it reports it as bad input.
struct InputFiles: Equatable {
    /// A file or folder below a directory argument that is not read, and why.
    struct Skipped: Equatable {
        let path: String
        let reason: String

        /// The note `trellis` prints on standard error for it.
        var note: String { "trellis: note: skipped '\(TerminalText.escaped(path))': \(reason)" }
    }

    /// The files to read, in order.
    let paths: [String]
    /// What was left out of the directories, in order.
    let skipped: [Skipped]

    /// The reason given for a file that is neither a script nor a document.
    static let notReadable = "not a .layout script or an Interface Builder document (.storyboard, .xib)"

    /// Expands the arguments.
    ///
    /// - Parameters:
    ///   - arguments: The file arguments, in the order given.
    /// - Returns: The files and what was skipped.
    static func expand(_ arguments: [String]) -> InputFiles {
        var paths: [String] = []
        var skipped: [Skipped] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                paths.append(argument)
                continue
            }
            let (found, left) = contents(of: argument)
            paths += found.isEmpty ? [argument] : found
            skipped += left
        }
        return InputFiles(paths: paths, skipped: skipped)
    }

    /// Whether a path names a file `trellis` reads, by its extension.
    static func isReadable(_ path: String) -> Bool {
        path.hasSuffix(".layout") || DocumentLoader.isDocument(path)
    }

    /// The readable files below a directory and what was skipped, each sorted by path.
    private static func contents(of directory: String) -> (found: [String], skipped: [Skipped]) {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var found: [String] = []
        var skipped: [Skipped] = []
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return ([], []) }
        while let relative = walker.nextObject() as? String {
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            let isFolder =
                FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                if isFolder { walker.skipDescendants() }
                skipped.append(Skipped(path: path, reason: isFolder ? "hidden folder" : "hidden file"))
            } else if isReadable(path) {
                if !isFolder { found.append(path) }
            } else if !isFolder {
                skipped.append(Skipped(path: path, reason: notReadable))
            }
        }
        return (found.sorted(), skipped.sorted { $0.path < $1.path })
    }
}
