// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "LayoutScript", targets: ["LayoutScript"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Solver"),
        .target(name: "Layout", dependencies: ["Solver"]),
        .target(name: "LayoutScript", dependencies: ["Layout", "Solver"]),
        .executableTarget(name: "trellis", dependencies: ["LayoutScript", "Layout"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver"]),
        .testTarget(name: "LayoutScriptTests", dependencies: ["LayoutScript", "Layout"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TrellisTests", dependencies: ["LayoutScript"]),
    ],
    swiftLanguageModes: [.v6]
)
