import Foundation

/// The repository's files as tests read them: fixtures, goldens, docs,
/// examples, the fuzz corpus.
///
/// Every test target finds them one way: from this file's place in the
/// source tree (`Tests/TestSupport/`), with no resource bundle, so a golden
/// update writes where git sees it and a fixture of another target (the
/// command's tests run the importer's documents) is as near as its own.
public enum RepositoryFile {
    /// The repository's root folder (the one holding `Package.swift`).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder by its path from the root, such as `Docs/Diagnostics.md`.
    ///
    /// - Parameter path: The path, `/`-separated.
    /// - Returns: Its URL; the file need not exist.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// A test target's fixture: `Tests/TARGET/Fixtures/NAME`.
    ///
    /// - Parameters:
    ///   - name: The fixture's path inside `Fixtures`, such as `enaml.layout` or `golden/solve-photo.txt`.
    ///   - target: The test target that holds it, such as `LayoutScriptTests`.
    /// - Returns: Its URL; the file need not exist.
    public static func fixture(_ name: String, of target: String) -> URL {
        url("Tests/\(target)/Fixtures/\(name)")
    }

    /// A fixture's bytes.
    ///
    /// - Parameters:
    ///   - name: The fixture's path inside `Fixtures`.
    ///   - target: The test target that holds it.
    /// - Returns: The bytes.
    /// - Throws: The error of reading a missing or unreadable file.
    public static func bytes(ofFixture name: String, of target: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixture(name, of: target)))
    }
}
