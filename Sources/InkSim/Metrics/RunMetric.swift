import InkModel
import InkPipeline

/// A metric of one simulated run, computed from the run's chunks as they become final: the same
/// chunks whether the run was streamed from a file or simulated whole (a whole record is handed
/// over as chunks too, `SimulationRecord.chunks(of:callbacksPerChunk:)`), so a metric is written
/// once. A chunk's callbacks, frames, samples and updates each come in order and exactly once
/// over the run (`SimulationChunk`); keep only what the value needs, not the chunks.
///
/// Made fresh for every run by its `MetricComponent`; registered in a `MetricRegistry`.
public protocol RunMetric: Sendable {
    /// Takes the run's next chunk.
    mutating func add(_ chunk: SimulationChunk)
    /// The run's value, once every chunk was added.
    func value() -> MetricValue
}

/// What a registered metric knows of the run it measures before the first chunk.
public struct MetricRunContext: Sendable {
    /// The pipeline configuration simulated.
    public var configuration: PipelineConfiguration
    /// The profile the platform was simulated with (display rate, latencies, points per mm).
    public var profile: DeviceProfile
    /// Samples and property updates of the whole trace.
    public var sampleCount: Int
    package var updateCount: Int

    public init(configuration: PipelineConfiguration, profile: DeviceProfile, sampleCount: Int, updateCount: Int) {
        self.configuration = configuration
        self.profile = profile
        self.sampleCount = sampleCount
        self.updateCount = updateCount
    }
}
