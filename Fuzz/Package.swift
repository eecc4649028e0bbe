// swift-tools-version: 6.1
import PackageDescription

// InkBench's libFuzzer targets, a package of their own so that the main package's build is
// untouched by the fuzzing instrumentation. Build and run them with `scripts/fuzz SECONDS`
// (docs/fuzzing.md).
//
// The main package is the path dependency ".."; `name: "InkBench"` gives it a fixed name for the
// `.product(..., package: "InkBench")` references, whatever folder the repository is cloned into.

/// One fuzz target: an executable in Sources/NAME that hands libFuzzer's inputs to one reader
/// (and, for the downstream targets, past it through `FuzzPipeline`).
func fuzzTarget(_ name: String, downstream: Bool = false, commandLine: Bool = false) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport", .product(name: "InkBench", package: "InkBench")] + (downstream ? ["FuzzPipeline"] : [])
            + (commandLine ? [.product(name: "InkBenchCLI", package: "InkBench")] : [])
    )
}

let package = Package(
    name: "InkBenchFuzz",
    dependencies: [
        .package(name: "InkBench", path: ".."),
    ],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        .target(name: "FuzzPipeline", dependencies: [.product(name: "InkBench", package: "InkBench")]),
        fuzzTarget("FuzzNativeTrace"),
        fuzzTarget("FuzzInkableJSON"),
        fuzzTarget("FuzzEvemu"),
        fuzzTarget("FuzzMyPaint"),
        fuzzTarget("FuzzGetevent"),
        fuzzTarget("FuzzCSV"),
        fuzzTarget("FuzzWebRecording"),
        fuzzTarget("FuzzInkProto"),
        fuzzTarget("FuzzConfigurationYAML"),
        fuzzTarget("FuzzRunReport"),
        fuzzTarget("FuzzPredictorSpec"),
        fuzzTarget("FuzzProfileOverrides"),
        fuzzTarget("FuzzShortRun", downstream: true),
        fuzzTarget("FuzzRenderMoment", downstream: true),
        fuzzTarget("FuzzReportDownstream"),
        fuzzTarget("FuzzChartData", downstream: true),
        fuzzTarget("FuzzExternalReplies"),
        // The recorder's module comes with the command-line library.
        fuzzTarget("FuzzRecorderRequest", commandLine: true),
    ],
    swiftLanguageModes: [.v6]
)
