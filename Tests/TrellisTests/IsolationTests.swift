import Foundation
import TestSupport
import Testing

/// The one-isolation-domain rule is the compiler's: code that shares an
/// engine's views, or a solver's constraints, between concurrent tasks does
/// not compile in Swift 6 mode. Each case compiles a small client of the
/// built modules with `swiftc`; a sequential control proves the harness.
@Suite struct IsolationTests {
    /// Where the built modules are (next to the test runner on Linux, or in
    /// `.build/debug` of this package), and the compiler.
    static func compiler() -> (swiftc: String, modules: String)? {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let package = RepositoryFile.root
        let modules = [
            runner.appendingPathComponent("Modules"), package.appendingPathComponent(".build/debug/Modules"),
        ]
        .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("TrellisLayout.swiftmodule").path) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let swiftc = path.split(separator: ":").map { "\($0)/swiftc" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let modules, let swiftc else { return nil }
        return (swiftc, modules.path)
    }

    /// Compiles `source` (to SIL) as a Swift 6 client of the modules; returns the exit status and diagnostics.
    static func compile(_ source: String) throws -> (status: Int32, output: String) {
        let (swiftc, modules) = try #require(compiler(), "no swiftc on PATH or no built Layout module")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID()).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        // Sendability is checked in SIL (region-based isolation), after type checking.
        process.arguments = ["-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-I", modules, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func sequentialUseCompiles() throws {
        let result = try Self.compile(
            """
            import TrellisLayout
            import TrellisSolver
            func layOut() async -> Double {
                let engine = LayoutEngine()
                let view = engine.makeView("a")
                engine.pinFrame(of: view, to: Rect(x: 0, y: 0, width: 10, height: 10))
                let solver = Solver()
                let x = Variable("x")
                try? solver.add(x .== 1)
                return view.frame.width + solver.value(of: x)
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func sharingAViewBetweenTasksDoesNotCompile() throws {
        let result = try Self.compile(
            """
            import TrellisLayout
            func race() async {
                let engine = LayoutEngine()
                let view = engine.makeView("a")
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { view.intrinsicContentSize = Size(width: 1, height: 1) }
                    group.addTask { _ = view.frame }
                }
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("data race") || result.output.contains("Sendable"), "\(result.output)")
    }

    @Test func sharingAConstraintBetweenTasksDoesNotCompile() throws {
        let result = try Self.compile(
            """
            import TrellisSolver
            func race() async {
                let constraint = Variable("x") .== 1
                let first = Task { constraint.identifier = "a" }
                let second = Task { constraint.identifier = "b" }
                _ = await (first.value, second.value)
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("data race") || result.output.contains("Sendable"), "\(result.output)")
    }
}
