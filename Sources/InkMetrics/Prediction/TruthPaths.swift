import InkModel

/// Where the pen really was: the one definition of the pen's true position that tip gap,
/// effective lag (`TipMeasure`) and prediction error
/// (`PredictionEvaluation`) all read, per touch (one touch is one stroke, so no path is ever
/// interpolated across a pen-up).
///
/// - A trace with ground truth (synthesized): its ground-truth points (1 kHz), interpolated
///   linearly.
/// - Otherwise (a recording): its real samples, each at its latest location — a late location
///   update (`PropertyUpdate.location`) replaces its sample's estimated location — with
///   `cancelled` samples left out (a cancelled touch's last report is not a place the pen
///   drew), interpolated linearly. Of two samples of a touch with the same timestamp the later
///   one counts.
/// Outside a touch's span the pen is up: `TimedPath.span` bounds where a position is defined.
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

    /// Truth paths already built: `paths` per touch ID, taken from `source` (a streamed run
    /// hands its measures the paths of the touches it reached).
    public init(source: Source, paths: [Int: TimedPath]) {
        self.source = source
        self.paths = paths
    }

    public init(_ trace: Trace) {
        if trace.groundTruth.isEmpty {
            self.init(source: .samples, paths: Self.samplePaths(trace))
        } else {
            self.init(groundTruth: trace.groundTruth)
        }
    }

    /// The paths of `trace`'s real samples, each at its latest location, cancelled ones left out.
    private static func samplePaths(_ trace: Trace) -> [Int: TimedPath] {
        var updatedLocation: [Int: [Int: Point]] = [:]
        for update in trace.updates {
            if let location = update.location { updatedLocation[update.touchID, default: [:]][update.updateIndex] = location }
        }
        var paths: [Int: TimedPath] = [:]
        for sample in trace.samples where sample.phase != .cancelled {
            let location = sample.updateIndex.flatMap { updatedLocation[sample.touchID]?[$0] } ?? sample.location
            paths[sample.touchID, default: TimedPath()].append(time: sample.timestamp, location: location)
        }
        return paths
    }

    /// The paths of ground-truth points (`Trace.groundTruth`, or the points of some touches read
    /// from a file), per touch in the order given.
    public init(groundTruth: [GroundTruthPoint]) {
        source = .groundTruth
        if let shared = Self.sharedPaths(groundTruth) {
            paths = shared
            return
        }
        var paths: [Int: TimedPath] = [:]
        for point in groundTruth { paths[point.touchID, default: TimedPath()].append(time: point.time, location: point.location) }
        self.paths = paths
    }

    /// The paths as slices of `groundTruth` itself (no second copy of a long trace's 1 kHz
    /// truth), when each touch's points are contiguous with strictly increasing times — then
    /// appending them one by one would give the same paths; nil otherwise.
    private static func sharedPaths(_ groundTruth: [GroundTruthPoint]) -> [Int: TimedPath]? {
        var paths: [Int: TimedPath] = [:]
        var start = 0
        while start < groundTruth.count {
            let touchID = groundTruth[start].touchID
            var end = start + 1
            while end < groundTruth.count, groundTruth[end].touchID == touchID {
                guard groundTruth[end].time > groundTruth[end - 1].time else { return nil }
                end += 1
            }
            guard paths[touchID] == nil else { return nil }
            paths[touchID] = TimedPath(sharing: groundTruth[start..<end])
            start = end
        }
        return paths
    }
}
