import Benchmark
import InkModel

/// What a pipeline benchmark feeds callbacks to: the whole chain or a chain of stages whose
/// last stage is measured. Fresh instances start with no stroke.
protocol CallbackSubject {
    /// Takes one callback of `trace`. With a `benchmark`, the part being measured runs between
    /// its `startMeasurement()` and `stopMeasurement()`; without, nothing is measured.
    mutating func process(_ callback: RecordedCallback, in trace: Trace, measuring benchmark: Benchmark?)
}
