import InkModel

/// The true path of every touch of a trace, and where it came from (DESIGN §7): the
/// synthesizer's ground truth when the trace has it, otherwise the real samples with their late
/// location updates applied, interpolated linearly.
public struct TruthPaths: Sendable {
    /// Where the truth comes from.
    public enum Source: String, Sendable {
        /// The synthesizer's ground truth, 1 kHz, interpolated linearly between its points.
        case groundTruth = "ground truth"
        /// The real samples (late location updates applied), interpolated linearly.
        case samples = "interpolated samples"
    }

    public let source: Source
    /// Per touch ID.
    public let paths: [Int: TimedPath]

    public init(_ trace: Trace) {
        var paths: [Int: TimedPath] = [:]
        if !trace.groundTruth.isEmpty {
            source = .groundTruth
            for point in trace.groundTruth { paths[point.touchID, default: TimedPath()].append(time: point.time, location: point.location) }
        } else {
            source = .samples
            var updatedLocation: [Int: [Int: Point]] = [:]
            for update in trace.updates {
                if let location = update.location { updatedLocation[update.touchID, default: [:]][update.updateIndex] = location }
            }
            for sample in trace.samples {
                let location = sample.updateIndex.flatMap { updatedLocation[sample.touchID]?[$0] } ?? sample.location
                paths[sample.touchID, default: TimedPath()].append(time: sample.timestamp, location: location)
            }
        }
        self.paths = paths
    }
}
