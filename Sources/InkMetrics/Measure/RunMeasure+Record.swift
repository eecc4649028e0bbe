import InkModel
import InkSim

extension RunMeasure {
    /// Callbacks a chunk of a whole record holds (`chunks(of:trace:)`): enough that the work per
    /// chunk dwarfs the handing over, few enough that the measure holds little at a time.
    static let wholeRecordCallbacksPerChunk = 1024

    /// The measure of the whole record `record` of a run of `trace`: every value kept exactly (the
    /// record holds them anyway), the built-in metrics and those of `metrics`; `seed` drives the
    /// bootstrap intervals. Hand it `chunks(of:trace:)`.
    public init(wholeRecord record: SimulationRecord, trace: Trace, seed: UInt64, metrics: MetricRegistry) {
        self.init(
            configuration: record.configuration, costKind: record.costKind, renderer: record.renderer, predictor: record.predictor,
            profile: record.profile, sampleCount: trace.samples.count, firstSampleTime: trace.samples.first?.timestamp,
            lastSampleTime: trace.samples.last?.timestamp, updateCount: trace.updates.count, seed: seed, metrics: metrics, valueCap: .max
        )
    }

    /// The whole record `record` of a run of `trace` as the chunks its measure takes: a chunk every
    /// `wholeRecordCallbacksPerChunk` callbacks — or one chunk when a touch's samples do not carry
    /// increasing update indices (an update is then matched to the later of two samples with its
    /// index, which needs every sample handed over before the updates, `StaleProperties`).
    package static func chunks(of record: SimulationRecord, trace: Trace) -> SimulationRecordChunks {
        record.chunks(of: trace, callbacksPerChunk: hasIncreasingUpdateIndices(trace) ? wholeRecordCallbacksPerChunk : .max)
    }

    /// Measures the whole record `record` of a run of `trace` against `truth` (`TruthPaths(trace)`):
    /// every row, in order, and the metrics (built in and `metrics`'s).
    public static func measure(
        _ record: SimulationRecord, trace: Trace, truth: TruthPaths, seed: UInt64, metrics: MetricRegistry
    ) -> (rows: Rows, metrics: SimulationMetrics) {
        var measure = RunMeasure(wholeRecord: record, trace: trace, seed: seed, metrics: metrics)
        var rows = Rows()
        for chunk in chunks(of: record, trace: trace) { rows.append(measure.add(chunk, truth: truth)) }
        let (last, measured) = measure.finish(threadCPUNanoseconds: record.threadCPUNanoseconds)
        rows.append(last)
        return (rows, measured)
    }

    /// Whether every touch's samples carry strictly increasing update indices (those that carry
    /// one), or the trace has no updates.
    static func hasIncreasingUpdateIndices(_ trace: Trace) -> Bool {
        guard !trace.updates.isEmpty else { return true }
        var newest: [Int: Int] = [:]
        for sample in trace.samples {
            guard let index = sample.updateIndex else { continue }
            if let previous = newest[sample.touchID], index <= previous { return false }
            newest[sample.touchID] = index
        }
        return true
    }
}

extension SimulationMetrics {
    /// The built-in metrics of the whole record `record` of a run of `trace` against `truth`
    /// (`RunMeasure.measure(_:trace:truth:seed:metrics:)`); `seed` drives the bootstrap intervals.
    public init(_ record: SimulationRecord, trace: Trace, truth: TruthPaths, seed: UInt64) {
        self = RunMeasure.measure(record, trace: trace, truth: truth, seed: seed, metrics: .builtIn).metrics
    }
}

extension RunMeasure {
    /// The missed frames of the whole record `record` of a run of `trace`, as runs of consecutive
    /// vsync indices in ascending order: the vsyncs `SimulationMetrics.missedFrames` counts.
    package static func missedFrameStretches(_ record: SimulationRecord, trace: Trace) -> [ClosedRange<Int>] {
        var walk = MissedFrames(
            profile: record.profile, sampleCount: trace.samples.count, firstSampleTime: trace.samples.first?.timestamp,
            thirds: AlongStrokeGrowth.Thirds(trace), keepsStretches: true
        )
        for sample in trace.samples { walk.addSample(at: sample.timestamp) }
        for frame in record.frames where frame.isPresented { walk.addShown(frame) }
        _ = walk.finish()
        return walk.missedStretches
    }
}
