// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "InkBench",
    // Mutex (Synchronization) needs macOS 15; on Linux any Swift 6.1 toolchain.
    platforms: [.macOS(.v15)],
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
    targets: []
)

// MARK: - Public products: the umbrellas a user imports, the command line as a library, the executable.

package.targets += [
    // Everything of InkBenchCore and the Cairo renderers behind `import InkBench`.
    .target(name: "InkBench", dependencies: ["InkBenchCore", "InkRender"]),
    // InkBench without Cairo: formats, synthesis, pipelines, predictors, simulator, metrics, reports, the run API.
    .target(
        name: "InkBenchCore",
        dependencies: [
            "InkModel", "InkIO", "InkFormats", "InkSynth", "InkPipeline", "InkConfiguration", "InkPredict", "InkSim", "InkMetrics", "InkReport", "InkRun",
            "InkBuiltIns", "InkExternal", "InkWeb", "InkDevTools", "InkChromeTrace",
        ]
    ),
    .target(
        name: "InkBenchCLI",
        dependencies: [
            "InkModel", "InkIO", "InkFormats", "InkSynth", "InkPipeline", "InkConfiguration", "InkPredict", "InkSim", "InkMetrics", "InkRender", "InkReport",
            "InkRun", "InkBench", "InkRecord", "InkBuiltIns", "InkExternal", "InkWeb", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]
    ),
    .executableTarget(name: "inkbench", dependencies: ["InkBench", "InkBenchCLI"]),
]

// MARK: - Implementation modules, lowest first (each imports only those above it).

package.targets += [
    .target(name: "InkModel"),
    // Files, JSON and child-process bookkeeping every module that reads or writes shares.
    .target(name: "InkIO", dependencies: ["InkModel"]),
    .target(name: "InkFormats", dependencies: ["InkModel", "InkIO", "InkFormatsInk"]),
    // google/ink's storage protobuf schema (Schema/) and its generated Swift (Generated/,
    // made by scripts/generate-protos): the only module that imports SwiftProtobuf.
    .target(name: "InkFormatsInk", dependencies: [.product(name: "SwiftProtobuf", package: "swift-protobuf")], exclude: ["Schema"]),
    .target(name: "InkSynth", dependencies: ["InkModel"]),
    .target(name: "InkPipeline", dependencies: ["InkModel"]),
    // The configuration language: YAML configuration sets, catalogs and compare thresholds.
    .target(name: "InkConfiguration", dependencies: ["InkModel", "InkPipeline", .product(name: "Yams", package: "Yams")]),
    .target(name: "InkPredict", dependencies: ["InkModel"]),
    .target(name: "InkSim", dependencies: ["InkModel", "InkIO", "InkFormats", "InkPipeline", "InkPredict"]),
    .target(
        name: "InkMetrics",
        dependencies: ["InkModel", "InkPipeline", "InkPredict", "InkSim", .product(name: "Histogram", package: "hdrhistogram-swift")]
    ),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // zlib for InkRender's PNG writer (libcairo2-dev already pulls zlib1g-dev in).
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .target(name: "InkRender", dependencies: ["InkModel", "InkPipeline", "InkPredict", "InkSim", "CCairo", "CZlib"]),
    .target(name: "InkReport", dependencies: ["InkModel", "InkIO", "InkPipeline", "InkConfiguration", "InkPredict", "InkSim", "InkMetrics"]),
    // configs/*.yaml and calibration/ compiled in (through links in Sources/InkBuiltIns), so the binary works anywhere.
    .target(
        name: "InkBuiltIns", dependencies: ["InkIO", "InkPipeline", "InkConfiguration", "InkSim"],
        resources: [.embedInCode("configs"), .embedInCode("calibration")]
    ),
    // Pipelines and predictors in other processes: the child-process transport (Process/) and
    // the line protocols built on it.
    .target(name: "InkExternal", dependencies: ["InkModel", "InkIO", "InkPipeline", "InkPredict", "InkSim"]),
    .target(
        name: "InkRun",
        dependencies: ["InkModel", "InkIO", "InkFormats", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkReport", "InkBuiltIns", "InkExternal"]
    ),
    .target(name: "InkRecord", dependencies: ["InkModel", "InkIO", "InkFormats"], resources: [.embedInCode("Resources/recorder.html")]),
    // The DevTools protocol client that drives headless Chromium over a pipe.
    .target(name: "InkDevTools"),
    // Chrome's JSON trace-event format, read one event at a time (plain or gzip).
    .target(name: "InkChromeTrace", dependencies: ["InkIO", "CZlib"]),
    // Traces replayed into a web page in headless Chromium and measured from its own trace.
    .target(
        name: "InkWeb",
        dependencies: ["InkModel", "InkIO", "InkFormats", "InkPipeline", "InkSim", "InkMetrics", "InkReport", "InkRun", "InkDevTools", "InkChromeTrace"]
    ),
]

// MARK: - Tests: one target per module, and what they share.

package.targets += [
    .testTarget(name: "InkModelTests", dependencies: ["InkModel"]),
    .testTarget(
        name: "InkFormatsTests",
        dependencies: ["InkIO", "InkFormats", "InkFormatsInk", "InkSynth", "InkMetrics", .product(name: "SwiftProtobuf", package: "swift-protobuf")]
    ),
    .testTarget(name: "InkSynthTests", dependencies: ["InkSynth", "InkFormats", "InkMetrics"]),
    .testTarget(
        name: "InkReportTests",
        dependencies: ["InkReport", "InkConfiguration", "InkMetrics", "InkSim", "InkModel", "InkPipeline", "InkSynth"], resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "InkMetricsTests", dependencies: ["InkMetrics", "InkSynth"]),
    .testTarget(name: "InkbenchCLITests", dependencies: ["inkbench", "InkBench", "InkDevTools", .product(name: "Yams", package: "Yams")]),
    .testTarget(name: "InkRunTests", dependencies: ["InkBench", "InkBenchCore"]),
    .testTarget(name: "InkBuiltInsTests", dependencies: ["InkBuiltIns", "InkConfiguration", "InkPipeline"]),
    .testTarget(name: "RepositoryTests", dependencies: [.product(name: "Yams", package: "Yams")]),
    .testTarget(name: "InkPredictTests", dependencies: ["InkPredict", "InkMetrics", "InkSynth", "InkFormats"]),
    .testTarget(name: "InkRenderTests", dependencies: ["InkRender", "InkPipeline", "InkConfiguration", "InkSim", "InkFormats", "InkSynth", "CCairo"]),
    .testTarget(name: "InkSimTests", dependencies: ["InkSim", "InkConfiguration", "InkPredict", "InkMetrics", "InkSynth", "InkFormats"]),
    .testTarget(name: "InkRecordTests", dependencies: ["InkRecord", "InkIO", "InkFormats", "InkModel", "InkDevTools"]),
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
    .testTarget(
        name: "InkExternalTests",
        dependencies: ["InkExternal", "InkIO", "InkFormats", "InkModel", "InkPipeline", "InkPredict", "InkSim", "InkMetrics", "InkSynth"]
    ),
    .testTarget(name: "InkPipelineTests", dependencies: ["InkPipeline", "InkConfiguration", "InkMetrics", "InkFormats", "InkSynth"]),
]

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

package.swiftLanguageModes = [.v6]
