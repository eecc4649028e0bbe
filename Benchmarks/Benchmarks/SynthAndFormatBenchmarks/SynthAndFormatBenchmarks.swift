import Benchmark

/// The suite's entry point, called by the boilerplate that package-benchmark's plugin generates:
/// synthesis throughput and native trace read/write throughput.
let benchmarks: @Sendable () -> Void = {
    SynthesisBenchmarks.register()
    NativeFormatBenchmarks.register()
}
