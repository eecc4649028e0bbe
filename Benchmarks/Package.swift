// swift-tools-version: 6.1
import PackageDescription

// InkBench's microbenchmarks (package-benchmark), a package of their own so that the main
// package's build does not pay for the benchmark tooling. Run them with `scripts/microbench`.
//
// The main package is the path dependency "..". SwiftPM derives a path dependency's identity
// from the folder name, which is whatever the repository was cloned into; `name: "InkBench"`
// gives it a fixed name that the `.product(..., package: "InkBench")` references resolve
// against, in any clone.
let package = Package(
    name: "InkBenchBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "InkBench", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "InkBench", package: "InkBench")]),
        .executableTarget(
            name: "SynthAndFormatBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "InkBench", package: "InkBench"),
            ],
            path: "Benchmarks/SynthAndFormatBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PipelineBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "InkBench", package: "InkBench"),
            ],
            path: "Benchmarks/PipelineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "InkBench", package: "InkBench"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
