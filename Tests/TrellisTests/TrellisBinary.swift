import Foundation
import TestSupport
import Testing

/// Runs the built `trellis` executable, as a user or CI would.
struct TrellisBinary {
    /// What one run produced.
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The executable.
    let url: URL

    /// Finds the built executable.
    ///
    /// Looked for, in order: `$TRELLIS_BINARY`; next to the test runner
    /// (`CommandLine.arguments[0]`, the products directory on Linux); next to
    /// the `.xctest` bundle (macOS, where the runner is Xcode's `xctest`); and
    /// in `.build/debug` of the package this file belongs to.
    ///
    /// - Returns: The binary, or `nil` when none is built.
    static func find() -> TrellisBinary? {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["TRELLIS_BINARY"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        let runner = URL(fileURLWithPath: CommandLine.arguments[0])
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent("trellis"))
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("trellis"))
        }
        let package = RepositoryFile.root
        candidates.append(package.appendingPathComponent(".build/debug/trellis"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }.map(TrellisBinary.init)
    }

    /// Runs the binary and waits for it.
    ///
    /// - Parameters:
    ///   - arguments: The arguments.
    ///   - directory: The working directory.
    ///   - environment: The environment, when not this process's.
    /// - Returns: Its exit status and output.
    func run(_ arguments: [String], in directory: URL, environment: [String: String]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A fresh temporary directory with some script files, removed by the caller.
///
/// - Parameters:
///   - files: File names and contents.
/// - Returns: The directory.
func scratchDirectory(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, contents) in files {
        try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
    }
    return directory
}
