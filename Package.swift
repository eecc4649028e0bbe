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
        .package(url: "https://github.com/apple/swift-protobuf", from: "1.39.0"),
        // Only the web tests serve a page over HTTP with it (a stand-in for a user's running app).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
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
            dependencies: [
                "InkModel", "InkFormats", "InkSynth", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkReport", "InkRun", "InkBuiltIns", "InkExternal",
                "InkWeb", "InkDevTools", "InkChromeTrace",
            ]
        ),
        // The DevTools protocol client that drives headless Chromium over a pipe.
        .target(name: "InkDevTools"),
        // Chrome's JSON trace-event format, read one event at a time (plain or gzip).
        .target(name: "InkChromeTrace", dependencies: ["InkFormats", "CZlib"]),
        // Traces replayed into a web page in headless Chromium and measured from its own trace.
        .target(
            name: "InkWeb",
            dependencies: ["InkModel", "InkFormats", "InkPipeline", "InkSim", "InkMetrics", "InkReport", "InkRun", "InkDevTools", "InkChromeTrace"]
        ),
        .target(
            name: "InkRecord", dependencies: ["InkModel", "InkFormats"],
            resources: [.embedInCode("Resources/recorder.html")]
        ),
        .target(name: "InkBench", dependencies: ["InkBenchCore", "InkRender"]),
        .target(
            name: "InkBenchCLI",
            dependencies: [
                "InkModel", "InkFormats", "InkSynth", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkRender", "InkReport", "InkRun", "InkBench", "InkRecord", "InkBuiltIns", "InkExternal",
                "InkWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "inkbench", dependencies: ["InkBenchCLI"]),
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
        .testTarget(name: "InkbenchCLITests", dependencies: ["inkbench", "InkBench", "InkDevTools"]),
        .testTarget(name: "InkRunTests", dependencies: ["InkBench", "InkBenchCore"]),
        .testTarget(name: "InkBuiltInsTests", dependencies: ["InkBuiltIns", "InkPipeline"]),
        .testTarget(name: "RepositoryTests", dependencies: [.product(name: "Yams", package: "Yams")]),
        .testTarget(name: "InkPredictTests", dependencies: ["InkPredict", "InkMetrics", "InkSynth", "InkFormats"]),
        .testTarget(name: "InkRenderTests", dependencies: ["InkRender", "InkPipeline", "InkSim", "InkFormats", "InkSynth", "CCairo"]),
        .testTarget(name: "InkSimTests", dependencies: ["InkSim", "InkPredict", "InkMetrics", "InkSynth", "InkFormats"]),
        .testTarget(name: "InkRecordTests", dependencies: ["InkRecord", "InkFormats", "InkModel", "InkDevTools"]),
        .testTarget(name: "InkDevToolsTests", dependencies: ["InkDevTools"]),
        .testTarget(name: "InkChromeTraceTests", dependencies: ["InkChromeTrace"]),
        .testTarget(
            name: "InkWebTests",
            dependencies: [
                "InkWeb", "InkDevTools", "InkChromeTrace", "InkModel", "InkPipeline", "InkSim", "InkMetrics", "InkRun", "InkReport", "InkSynth",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            exclude: ["Pages"]
        ),
        .testTarget(name: "InkExternalTests", dependencies: ["InkExternal", "InkFormats", "InkModel", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkSynth"]),
        .testTarget(name: "InkPipelineTests", dependencies: ["InkPipeline", "InkMetrics", "InkFormats", "InkSynth"]),
    ],
    swiftLanguageModes: [.v6]
)

// Shared by every test target: where the real recordings are, which tools the machine has, and
// the conditional traits that report a test that cannot run here as skipped.
package.targets.append(.target(name: "InkTestSupport", dependencies: ["InkModel", "InkPipeline", "InkSim", "InkDevTools"], path: "Tests/InkTestSupport"))
// Test code itself is compiled unoptimized, also in the scripts' release build (scripts/build):
// the code under test is optimized, and the tests' own code — assertions, fixtures, closures
// expanded from #expect — compiles several times faster. (Test targets are in no product, so a
// package depending on InkBench never sees the flag.)
for target in package.targets where target.type == .test {
    target.dependencies.append("InkTestSupport")
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"])]
}
