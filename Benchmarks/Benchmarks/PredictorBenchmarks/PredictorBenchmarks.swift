import Benchmark

/// The suite's entry point, called by the boilerplate that package-benchmark's plugin generates:
/// the per-sample work of the default predictor against one of its experts and a reference.
let benchmarks: @Sendable () -> Void = {
    PredictorStep.register()
}
