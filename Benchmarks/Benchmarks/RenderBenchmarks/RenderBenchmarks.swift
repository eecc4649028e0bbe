import Benchmark

/// The suite's entry point, called by the boilerplate that package-benchmark's plugin generates:
/// the cost of one frame's render on a 2048×2732 px canvas, full redraw against dirty rectangles.
let benchmarks: @Sendable () -> Void = {
    RenderBenchmarkSuite.register()
}
