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
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [],
    targets: [
        // The standard library's rounding (`rounded()`) calls the C maths library,
        // which Linux links only on request; no module is imported for it.
        .target(name: "Solver", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "Layout", dependencies: ["Solver"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "LayoutScript", dependencies: ["Layout", "Solver"]),
        .executableTarget(name: "trellis", dependencies: ["LayoutScript", "Layout"]),
        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver", "TestSupport"]),
        .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "Layout", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TrellisTests", dependencies: ["LayoutScript"]),
    ],
    swiftLanguageModes: [.v6]
)
