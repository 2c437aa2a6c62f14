// swift-tools-version: 6.0
// An app's own package that uses Trellis's Layout module directly, the way
// an app embeds a layout engine: no scripts, just Swift.
import PackageDescription

let package = Package(
    name: "Embedding",
    // At least Trellis's own minimums on Apple systems.
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The Trellis package, two levels up (its products: Solver, Layout, LayoutScript, trellis).
        .package(name: "Trellis", path: "../..")
    ],
    targets: [
        .executableTarget(name: "CardDemo", dependencies: [.product(name: "TrellisLayout", package: "Trellis")])
    ],
    swiftLanguageModes: [.v6]
)
