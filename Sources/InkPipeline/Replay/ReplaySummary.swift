/// The figures `inkbench pipeline-cost` prints for one configuration, from a `ReplayResult`.
///
/// Costs are net of the timer overhead (elapsed − overhead, never below 0), in nanoseconds;
/// percentiles are nearest-rank. Work figures are deterministic.
public struct ReplaySummary: Hashable, Sendable {
    public var configurationName: String
    public var callbacks: Int
    public var samplesCarried: Int
    public var samplesDropped: Int
    public var timerOverheadNanoseconds: UInt64
    public var p50Nanoseconds: Double
    public var p90Nanoseconds: Double
    public var p99Nanoseconds: Double
    public var maxNanoseconds: Double
    /// Median over callbacks carrying samples of (cost / samples carried), nanoseconds.
    public var medianNanosecondsPerSample: Double
    /// Points recomputed by all stages over the replay.
    public var pointsRecomputed: Int
    /// Bézier elements emitted over the replay.
    public var elementsEmitted: Int
    /// Callbacks in which a stage forced a full rebuild downstream.
    public var forcedFullRebuilds: Int
    /// Growth exponent of the measured cost (`CostGrowth`), nil when too few strokes lengths.
    public var costGrowthExponent: Double?
    /// Growth exponent of the work (points recomputed by all stages): the noise-free version.
    public var workGrowthExponent: Double?

    public init(_ result: ReplayResult) {
        let overhead = result.timerOverheadNanoseconds
        let costs = result.callbacks.map { Double($0.elapsedNanoseconds > overhead ? $0.elapsedNanoseconds - overhead : 0) }
        let sorted = costs.sorted()
        func percentile(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let rank = Int((p * Double(sorted.count)).rounded(.up))
            return sorted[min(max(rank, 1), sorted.count) - 1]
        }
        configurationName = result.configuration.name
        callbacks = result.callbacks.count
        samplesCarried = result.callbacks.reduce(0) { $0 + $1.samplesCarried }
        samplesDropped = result.callbacks.reduce(0) { $0 + $1.work.samplesDropped }
        timerOverheadNanoseconds = overhead
        p50Nanoseconds = percentile(0.5)
        p90Nanoseconds = percentile(0.9)
        p99Nanoseconds = percentile(0.99)
        maxNanoseconds = sorted.last ?? 0
        medianNanosecondsPerSample = CostGrowth.median(
            zip(result.callbacks, costs).filter { $0.0.samplesCarried > 0 }.map { $0.1 / Double($0.0.samplesCarried) }
        )
        pointsRecomputed = result.callbacks.reduce(0) { $0 + $1.work.total.pointsRecomputed }
        elementsEmitted = result.callbacks.reduce(0) { $0 + $1.work.bezierElementsEmitted }
        forcedFullRebuilds = result.callbacks.filter(\.work.total.forcedFullRebuild).count
        let points = result.callbacks.map(\.pointsInStroke)
        costGrowthExponent = CostGrowth.exponent(pointsInStroke: points, costs: costs)
        workGrowthExponent = CostGrowth.exponent(
            pointsInStroke: points, costs: result.callbacks.map { Double($0.work.total.pointsRecomputed) }
        )
    }
}
