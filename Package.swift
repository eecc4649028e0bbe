// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "InkBench",
    products: [
        .library(name: "InkBench", targets: ["InkBench"]),
        .library(name: "InkBenchCore", targets: ["InkBenchCore"]),
        .library(name: "InkBenchCLI", targets: ["InkBenchCLI"]),
        .executable(name: "inkbench", targets: ["inkbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        .package(url: "https://github.com/apple/swift-protobuf", from: "1.39.0"),
    ],
    targets: [
        .target(name: "InkModel"),
        .target(name: "InkFormats", dependencies: ["InkModel", "InkFormatsInk"]),
        // google/ink's storage protobuf schema (Schema/) and its generated Swift (Generated/,
        // made by scripts/generate-protos): the only module that imports SwiftProtobuf.
        .target(name: "InkFormatsInk", dependencies: [.product(name: "SwiftProtobuf", package: "swift-protobuf")], exclude: ["Schema"]),
        .target(name: "InkSynth", dependencies: ["InkModel"]),
        .target(name: "InkPipeline", dependencies: ["InkModel", .product(name: "Yams", package: "Yams")]),
        .target(name: "InkPredict", dependencies: ["InkModel"]),
        .target(name: "InkSim", dependencies: ["InkModel", "InkFormats", "InkPipeline", "InkPredict"]),
        .target(
            name: "InkMetrics",
            dependencies: ["InkModel", "InkPipeline", "InkPredict", "InkSim", .product(name: "Histogram", package: "hdrhistogram-swift")]
        ),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // zlib for InkRender's PNG writer (libcairo2-dev already pulls zlib1g-dev in).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "InkRender", dependencies: ["InkModel", "InkPipeline", "InkPredict", "InkSim", "InkExternal", "CCairo", "CZlib"]),
        .target(name: "InkReport", dependencies: ["InkModel", "InkFormats", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkExternal"]),
        // configs/*.yaml and calibration/ compiled in (through links in Sources/InkBuiltIns), so the binary works anywhere.
        .target(name: "InkBuiltIns", dependencies: ["InkFormats", "InkPipeline", "InkSim"], resources: [.embedInCode("configs"), .embedInCode("calibration")]),
        // Pipelines and predictors in other processes: the child-process transport (Process/) and
        // the line protocols built on it.
        .target(name: "InkExternal", dependencies: ["InkModel", "InkFormats", "InkPipeline", "InkPredict", "InkSim"]),
        .target(name: "InkRun", dependencies: ["InkModel", "InkFormats", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkReport", "InkBuiltIns", "InkExternal"]),
        .target(
            name: "InkBenchCore",
            dependencies: ["InkModel", "InkFormats", "InkSynth", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkReport", "InkRun", "InkBuiltIns", "InkExternal"]
        ),
        .target(
            name: "InkRecord", dependencies: ["InkModel", "InkFormats", .product(name: "FlyingFox", package: "FlyingFox")],
            resources: [.embedInCode("Resources/recorder.html")]
        ),
        .target(name: "InkBench", dependencies: ["InkBenchCore", "InkRender"]),
        .target(
            name: "InkBenchCLI",
            dependencies: [
                "InkModel", "InkFormats", "InkSynth", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkRender", "InkReport", "InkRun", "InkBench", "InkRecord", "InkBuiltIns", "InkExternal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "inkbench", dependencies: ["InkBench", "InkBenchCLI"]),
        .testTarget(name: "InkModelTests", dependencies: ["InkModel"]),
        .testTarget(
            name: "InkFormatsTests",
            dependencies: ["InkFormats", "InkFormatsInk", "InkSynth", "InkMetrics", .product(name: "SwiftProtobuf", package: "swift-protobuf")]
        ),
        .testTarget(name: "InkSynthTests", dependencies: ["InkSynth", "InkFormats", "InkMetrics"]),
        .testTarget(
            name: "InkReportTests", dependencies: ["InkReport", "InkMetrics", "InkSim", "InkModel", "InkPipeline", "InkSynth"], resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "InkMetricsTests", dependencies: ["InkMetrics", "InkSynth"]),
        .testTarget(name: "InkbenchCLITests", dependencies: ["inkbench", "InkBench"]),
        .testTarget(name: "InkRunTests", dependencies: ["InkBench", "InkBenchCore"]),
        .testTarget(name: "InkBuiltInsTests", dependencies: ["InkBuiltIns", "InkPipeline"]),
        .testTarget(name: "RepositoryTests", dependencies: [.product(name: "Yams", package: "Yams")]),
        .testTarget(name: "InkPredictTests", dependencies: ["InkPredict", "InkMetrics", "InkSynth", "InkFormats"]),
        .testTarget(name: "InkRenderTests", dependencies: ["InkRender", "InkPipeline", "InkSim", "InkFormats", "InkSynth", "CCairo"]),
        .testTarget(name: "InkSimTests", dependencies: ["InkSim", "InkPredict", "InkMetrics", "InkSynth", "InkFormats"]),
        .testTarget(name: "InkRecordTests", dependencies: ["InkRecord", "InkFormats", "InkModel"]),
        .testTarget(name: "InkExternalTests", dependencies: ["InkExternal", "InkFormats", "InkModel", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkSynth"]),
        .testTarget(name: "InkPipelineTests", dependencies: ["InkPipeline", "InkMetrics", "InkFormats", "InkSynth"]),
    ],
    swiftLanguageModes: [.v6]
)

// Shared by every test target: where the real recordings are, which tools the machine has, and
// the conditional traits that report a test that cannot run here as skipped.
package.targets.append(.target(name: "InkTestSupport", dependencies: ["InkModel", "InkPipeline", "InkSim"], path: "Tests/InkTestSupport"))
for target in package.targets where target.type == .test {
    target.dependencies.append("InkTestSupport")
}
