import Benchmark

/// The suite's entry point, called by the boilerplate that package-benchmark's plugin generates:
/// the external-pipeline protocol's round trip per callback with InkBench's echo child.
let benchmarks: @Sendable () -> Void = {
    EchoRoundTrip.register()
}
