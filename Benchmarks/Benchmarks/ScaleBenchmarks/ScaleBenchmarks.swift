import Benchmark

/// The suite's entry point, called by the boilerplate that package-benchmark's plugin generates:
/// one simulated hour of pen input.
let benchmarks: @Sendable () -> Void = {
    HourOfHandwriting.register()
}
