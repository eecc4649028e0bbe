import InkPipeline

/// Per-event CPU cost of one pipeline configuration over one replay (docs/report-schema.md), as
/// `inkbench pipeline-cost` prints it.
///
/// Costs are in seconds, net of the timer overhead (elapsed − overhead, never below 0).
/// `cost` is an HDR distribution (3 significant digits) with exact min, max and mean;
/// `meanInterval` is the 95% bootstrap interval of the mean, seeded so a report is reproducible.
/// Work figures are deterministic; `workGrowth` is the noise-free twin of `costGrowth`.
package struct PipelineCostSummary: Sendable {
    package var configurationName: String
    package var callbacks: Int
    package var samplesCarried: Int
    package var samplesDropped: Int
    /// Median cost of one timing, seconds; subtracted from every callback's time.
    package var timerOverhead: Double
    /// Callback cost distribution, seconds.
    package var cost: DistributionSummary
    /// 95% bootstrap interval of the mean callback cost, seconds.
    package var meanInterval: BootstrapInterval?
    /// Median over callbacks carrying samples of (callback cost / samples carried), seconds.
    package var medianCostPerSample: Double?
    /// Points recomputed by all stages over the replay.
    package var pointsRecomputed: Int
    /// Bézier elements emitted over the replay.
    package var elementsEmitted: Int
    /// Callbacks in which a stage forced a full rebuild downstream (whole-stroke Douglas–Peucker).
    package var forcedFullRebuilds: Int
    /// Log-log slope of median callback cost against the points already in the stroke.
    package var costGrowth: GrowthExponent?
    /// The same slope for points recomputed per callback (deterministic).
    package var workGrowth: GrowthExponent?

    /// Summarizes `result`; `seed` drives the bootstrap resampling.
    package init(_ result: ReplayResult, seed: UInt64 = 1) {
        let overhead = result.timerOverheadNanoseconds
        let costs = result.callbacks.map { measurement in
            Double(measurement.elapsedNanoseconds > overhead ? measurement.elapsedNanoseconds - overhead : 0) / 1e9
        }
        configurationName = result.configuration.name
        callbacks = result.callbacks.count
        samplesCarried = result.callbacks.reduce(0) { $0 + $1.samplesCarried }
        samplesDropped = result.callbacks.reduce(0) { $0 + $1.work.samplesDropped }
        timerOverhead = Double(overhead) / 1e9
        cost = DistributionSummary(costs, unit: .seconds)
        meanInterval = BootstrapInterval.ofMean(costs, seed: seed)
        let perSample = zip(result.callbacks, costs)
            .filter { $0.0.samplesCarried > 0 }
            .map { $0.1 / Double($0.0.samplesCarried) }
        medianCostPerSample = DistributionSummary.exactPercentile(50, of: perSample)
        pointsRecomputed = result.callbacks.reduce(0) { $0 + $1.work.total.pointsRecomputed }
        elementsEmitted = result.callbacks.reduce(0) { $0 + $1.work.bezierElementsEmitted }
        forcedFullRebuilds = result.callbacks.filter(\.work.total.forcedFullRebuild).count
        let points = result.callbacks.map(\.pointsInStroke)
        costGrowth = GrowthExponent(pointsInStroke: points, costs: costs)
        workGrowth = GrowthExponent(pointsInStroke: points, costs: result.callbacks.map { Double($0.work.total.pointsRecomputed) })
    }
}
