import InkMetrics
import InkModel

/// Where a run's measures (`RunMeasurement`) get the pen's true path and pen states of the touches
/// a chunk's samples reach: the whole trace's (`TraceTruth`), or read from a streamed native
/// file touch by touch (InkRun's streamed runs).
public protocol RunTruth {
    /// The true paths of (at least) every touch of `samples`: the touches of a chunk, in order.
    mutating func paths(reachedBy samples: [TouchSample]) throws -> TruthPaths
    /// The pen-state paths of (at least) every touch of `samples`, asked after `paths`.
    mutating func penStates(reachedBy samples: [TouchSample]) throws -> PenStatePaths
}

/// The truth of a trace in memory: every touch's paths, built once.
public struct TraceTruth: RunTruth {
    public let truth: TruthPaths
    private let trace: Trace
    private var states: PenStatePaths?

    /// The truth `truth` (`TruthPaths(trace)`) of `trace`; its pen states are built when first asked.
    public init(_ trace: Trace, truth: TruthPaths) {
        self.trace = trace
        self.truth = truth
    }

    public func paths(reachedBy samples: [TouchSample]) -> TruthPaths { truth }

    public mutating func penStates(reachedBy samples: [TouchSample]) -> PenStatePaths {
        if let states { return states }
        let built = PenStatePaths(trace)
        states = built
        return built
    }
}
