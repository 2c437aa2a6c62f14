// swift-tools-version: 6.0
import PackageDescription

// The benchmarks live in their own package so that the root package keeps
// `dependencies: []`. Build and run in release mode:
//
//     swift run -c release --package-path Benchmarks trellis-bench
//
let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Trellis", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "trellis-bench",
            dependencies: [
                .product(name: "TrellisSolver", package: "Trellis"),
                // The feed-of-cells workload (README §4) runs at the layout level.
                .product(name: "TrellisLayout", package: "Trellis"),
                // The input families (`--only families`) run scripts as the `trellis` command does.
                .product(name: "TrellisLayoutScript", package: "Trellis"),
                // The document families (`doc-scenes`, `doc-deep`) read storyboards as the `trellis` command does.
                .product(name: "TrellisInterfaceBuilder", package: "Trellis"),
            ]
        ),
        // Long-lived solvers: time and memory over 100,000 cycles of adding
        // and removing (no kiwi side).
        .executableTarget(
            name: "trellis-history",
            dependencies: [
                .product(name: "TrellisSolver", package: "Trellis"),
                .product(name: "TrellisLayout", package: "Trellis"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
