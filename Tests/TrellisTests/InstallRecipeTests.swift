import Foundation
import TestSupport
import Testing

/// `Docs/Install.md` works as written: its first `Package.swift`, with the
/// URL pointed at a local clone of this repository whose current commit is
/// `main`, builds a small program on `TrellisLayout` that lays out a view.
/// Slow (it builds the package from scratch): it runs only with
/// `TRELLIS_SLOW_TESTS=1`, which `.ci/run` sets.
@Suite(
    .serialized,
    .enabled(if: SlowTests.areEnabled, Comment(rawValue: SlowTests.skipNote)))
final class InstallRecipeTests {
    static let root = RepositoryFile.root
    let directory: URL

    init() throws {
        directory = try scratchDirectory([:])
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// A child process through `env`, in a folder.
    func run(_ arguments: [String], in folder: URL) throws -> TrellisBinary.Run {
        try TrellisBinary(url: URL(fileURLWithPath: "/usr/bin/env")).run(arguments, in: folder)
    }

    /// The first fenced `swift` block of the page that holds a whole `Package.swift`.
    static func packageManifest(in page: String) -> String? {
        let blocks = page.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        return blocks.first { $0.hasPrefix("// swift-tools-version") }
    }

    /// A 300 × 200 root with a view inset 20 on every side: the view's frame is
    /// (20, 20, 300 − 40, 200 − 40) = (20, 20, 260, 160).
    static let program = """
        import TrellisLayout

        let engine = LayoutEngine()
        let root = engine.makeView("root")
        _ = engine.pinFrame(of: root, to: Rect(x: 0, y: 0, width: 300, height: 200))
        let box = engine.makeView("box", in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        print(box.frame.origin.x, box.frame.origin.y, box.frame.size.width, box.frame.size.height)

        """

    @Test func packageFromThePageBuildsAgainstMain() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("Docs/Install.md"), encoding: .utf8)
        let manifest = try #require(Self.packageManifest(in: page), "Docs/Install.md has no Package.swift block")
        let url = "https://github.com/YOUR-ORG/trellis.git"
        #expect(manifest.contains(".package(url: \"\(url)\", branch: \"main\")"))

        // A clone of the repository as committed, its current commit checked out as `main`.
        let clone = directory.appendingPathComponent("trellis")
        #expect(try run(["git", "clone", "-q", Self.root.path, clone.path], in: directory).status == 0)
        #expect(try run(["git", "-C", clone.path, "checkout", "-q", "-B", "main"], in: directory).status == 0)

        let app = directory.appendingPathComponent("MyApp")
        let sources = app.appendingPathComponent("Sources/MyApp")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let local = manifest.replacingOccurrences(of: url, with: clone.absoluteURL.absoluteString)
        try Data(local.utf8).write(to: app.appendingPathComponent("Package.swift"))
        try Data(Self.program.utf8).write(to: sources.appendingPathComponent("main.swift"))

        let build = try run(["swift", "build", "--package-path", app.path], in: app)
        #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
        let binary = try run(["swift", "build", "--package-path", app.path, "--show-bin-path"], in: app)
        let executable = URL(fileURLWithPath: binary.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
            .appendingPathComponent("MyApp")
        let output = try TrellisBinary(url: executable).run([], in: app)
        #expect(output.status == 0)
        #expect(output.stdout == "20.0 20.0 260.0 160.0\n")
    }
}
