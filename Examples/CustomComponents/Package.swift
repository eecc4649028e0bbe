// swift-tools-version: 6.1
import PackageDescription

// A package of your own that benchmarks its own smoother, predictor and cost model with InkBench.
let package = Package(
    name: "CustomComponents",
    products: [.library(name: "CustomComponents", targets: ["CustomComponents"])],
    dependencies: [.package(name: "InkBench", path: "../..")],
    targets: [
        .target(name: "CustomComponents", dependencies: [.product(name: "InkBench", package: "InkBench")]),
        .executableTarget(
            name: "custom-inkbench",
            dependencies: ["CustomComponents", .product(name: "InkBenchCLI", package: "InkBench")]
        ),
        .testTarget(name: "CustomComponentsTests", dependencies: ["CustomComponents", .product(name: "InkBench", package: "InkBench")]),
    ],
    swiftLanguageModes: [.v6]
)
