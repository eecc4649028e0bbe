// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "InkBenchBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "InkBench", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SynthAndFormatBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "InkBench", package: "InkBench"),
            ],
            path: "Benchmarks/SynthAndFormatBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
