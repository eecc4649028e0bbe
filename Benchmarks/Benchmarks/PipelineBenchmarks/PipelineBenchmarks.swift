import Benchmark

/// The suite's entry point, called by the boilerplate that package-benchmark's plugin generates:
/// the cost of one touch callback on a live stroke of a given length, per geometry stage and for
/// the whole `incremental-smooth` chain against its naive counterpart.
let benchmarks: @Sendable () -> Void = {
    PipelineBenchmarkSuite.register()
}
