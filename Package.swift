// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    // The oldest Apple systems the libraries support; elsewhere (Linux,
    // Windows, WebAssembly) the standard library is all they need.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "LayoutScript", targets: ["LayoutScript"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [],
    targets: [
        // The standard library's rounding (`rounded()`) calls the C maths library,
        // which Linux links only on request; no module is imported for it.
        .target(name: "Solver", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "Layout", dependencies: ["Solver"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "LayoutScript", dependencies: ["Layout", "Solver"]),
        // Reads Interface Builder documents (Foundation's XMLParser) and lays them out through LayoutScript.
        .target(name: "InterfaceBuilder", dependencies: ["LayoutScript", "Layout"]),
        // Scripts/ib-corpus: fidelity figures of the importer over a folder of documents.
        .executableTarget(name: "ib-corpus", dependencies: ["InterfaceBuilder", "LayoutScript"]),
        // The command as a library (options, help, subcommands, output), run in-process by the tests.
        .target(name: "TrellisCLI", dependencies: ["InterfaceBuilder", "LayoutScript", "Layout"]),
        // The executable: wires TrellisCLI to the process (arguments, signals, exit status).
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI"]),
        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver", "TestSupport"]),
        .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "Layout", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TrellisTests", dependencies: ["TrellisCLI", "LayoutScript"], resources: [.copy("Fixtures")]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "LayoutScript"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
