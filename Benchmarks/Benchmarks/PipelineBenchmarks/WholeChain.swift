import Benchmark
import InkModel
import InkPipeline

/// The whole geometry chain of a configuration (`StrokePipeline`: touch paths → polylines →
/// filters → smoother); `StrokePipeline.process` is measured.
struct WholeChain: CallbackSubject {
    private var pipeline: StrokePipeline

    init(configuration: PipelineConfiguration) {
        pipeline = StrokePipeline(configuration: configuration)
    }

    mutating func process(_ callback: RecordedCallback, in trace: Trace, measuring benchmark: Benchmark?) {
        benchmark?.startMeasurement()
        let work = pipeline.process(callback, in: trace)
        benchmark?.stopMeasurement()
        blackHole(work)
    }
}
