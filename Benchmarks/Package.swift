// swift-tools-version: 6.1
import PackageDescription

// InkBench's microbenchmarks (package-benchmark), a package of their own so that the main
// package's build does not pay for the benchmark tooling. Run them with `scripts/microbench`.
//
// The main package is the path dependency "..". SwiftPM derives a path dependency's identity
// from the folder name, which is whatever the repository was cloned into; `name: "InkBench"`
// gives it a fixed name that the `.product(..., package: "InkBench")` references resolve
// against, in any clone.

/// One package-benchmark suite: an executable in Benchmarks/NAME run by the benchmark plugin.
func benchmarkSuite(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            "BenchmarkSupport",
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "InkBench", package: "InkBench"),
        ],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "InkBenchBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "InkBench", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "InkBench", package: "InkBench")]),
        benchmarkSuite("SynthAndFormatBenchmarks"),
        benchmarkSuite("PipelineBenchmarks"),
        benchmarkSuite("RenderBenchmarks"),
        benchmarkSuite("ScaleBenchmarks"),
        benchmarkSuite("ExternalProtocolBenchmarks"),
        benchmarkSuite("PredictorBenchmarks"),
    ],
    swiftLanguageModes: [.v6]
)
