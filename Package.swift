// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    // The oldest Apple systems the libraries support; elsewhere (Linux,
    // Windows, WebAssembly) the standard library is all they need.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        // Opt-in: UIKit's and AppKit's names for Layout's types (`UIView`, `NSLayoutConstraint`, …).
        .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
        .library(name: "TrellisLayoutScript", targets: ["TrellisLayoutScript"]),
        .library(name: "TrellisInterfaceBuilder", targets: ["TrellisInterfaceBuilder"]),
        .library(name: "TrellisConsoleLog", targets: ["TrellisConsoleLog"]),
        // The command as a library, for tools that run it in-process (Docs/CommandReference.md).
        .library(name: "TrellisCLI", targets: ["TrellisCLI"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [],
    targets: [
        // The standard library's rounding (`rounded()`) calls the C maths library,
        // which Linux links only on request; no module is imported for it.
        .target(
            name: "TrellisSolver", path: "Sources/Solver",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(
            name: "TrellisLayout", dependencies: ["TrellisSolver"], path: "Sources/Layout",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "TrellisUIKit", dependencies: ["TrellisLayout"], path: "Sources/UIKitNames"),
        .target(
            name: "TrellisLayoutScript", dependencies: ["TrellisLayout", "TrellisSolver"], path: "Sources/LayoutScript"),
        // Reads Interface Builder documents (its own strict XML reader) and lays them out through LayoutScript.
        .target(
            name: "TrellisInterfaceBuilder", dependencies: ["TrellisLayoutScript", "TrellisLayout"],
            path: "Sources/InterfaceBuilder"),
        // Reads UIKit's and AppKit's "Unable to simultaneously satisfy constraints" logs (standard library only).
        .target(
            name: "TrellisConsoleLog", dependencies: ["TrellisLayoutScript", "TrellisLayout"],
            path: "Sources/ConsoleLog"),
        // The importer's fidelity measure over a corpus of documents (manifest, strata, figures).
        .target(
            name: "InterfaceBuilderCorpus", dependencies: ["TrellisInterfaceBuilder", "TrellisLayoutScript"],
            path: "Sources/InterfaceBuilderCorpus"),
        // Scripts/ib-corpus: fidelity figures of the importer over a folder of documents.
        .executableTarget(
            name: "ib-corpus",
            dependencies: ["InterfaceBuilderCorpus", "TrellisInterfaceBuilder", "TrellisLayoutScript"]),
        // The command as a library (options, help, subcommands, output), run in-process by the tests.
        .target(
            name: "TrellisCLI",
            dependencies: ["TrellisConsoleLog", "TrellisInterfaceBuilder", "TrellisLayoutScript", "TrellisLayout"]),
        // The executable: wires TrellisCLI to the process (arguments, signals, exit status).
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI"]),
        // Helpers shared by the test targets: a seeded random generator, and
        // `RepositoryFile`, the one way every test target finds fixtures and docs.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SolverTests", dependencies: ["TrellisSolver", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutTests", dependencies: ["TrellisLayout", "TrellisSolver", "TestSupport"]),
        // Compiles a UIKit screen, unchanged but for its import, against TrellisUIKit, and lays it out.
        .testTarget(name: "UIKitNamesTests", dependencies: ["TrellisUIKit", "TestSupport"]),
        .testTarget(
            name: "LayoutScriptTests", dependencies: ["TrellisLayoutScript", "TrellisLayout", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "TrellisTests", dependencies: ["TrellisCLI", "TrellisLayoutScript", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ConsoleLogTests", dependencies: ["TrellisConsoleLog", "TrellisLayoutScript", "TestSupport"]),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: ["InterfaceBuilderCorpus", "TrellisInterfaceBuilder", "TrellisLayoutScript", "TestSupport"],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
