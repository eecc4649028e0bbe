import Benchmark

/// The suite's entry point, called by the boilerplate that package-benchmark's plugin generates:
/// one simulated hour of pen input, and a modelled run and a Kalman sweep on one core and on all
/// of them.
let benchmarks: @Sendable () -> Void = {
    HourOfHandwriting.register()
    ParallelRuns.register()
    ParallelSweeps.register()
}
