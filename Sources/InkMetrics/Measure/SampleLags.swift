import InkModel
import InkSim

/// Touch-to-display lag of a run (`RunMeasure`), sample by sample: the presentation time of the
/// first shown frame (in render order) whose content includes the sample, minus its timestamp;
/// none for a sample never shown (dropped, or in no shown frame's content). A sample is kept only
/// until that frame has been handed over, and a shown frame only until the samples it decides
/// have been. Also the lag distribution and the along-stroke medians of the first and last thirds.
struct SampleLags {
    private struct PendingSample {
        var touchID: Int
        var timestamp: Double
        var entered: Bool
        var callback: Int
    }

    private let thirds: AlongStrokeGrowth.Thirds
    private let seed: UInt64
    /// Handed-over samples whose lag is not decided yet, from sample `decided` on.
    private var samples = FIFOBuffer<PendingSample>()
    /// Shown frames, in render order, whose content reaches past sample `decided`.
    private var frames = FIFOBuffer<FrameProbe>()
    /// Samples whose lag is decided: trace indices `0..<decided`.
    private(set) var decided = 0
    /// Decided samples with a lag (entered and in a shown frame's content).
    private(set) var shown = 0
    private var summary = DistributionSummary(unit: .seconds)
    /// Finite non-negative lags, in trace order (those the bootstrap resamples).
    private var resampled: CappedSample<Double>
    /// Lags of the samples taken in the first and in the last third, in trace order.
    private var firstThird: CappedSample<Double>
    private var lastThird: CappedSample<Double>
    /// Where the shown samples' lag went, stage by stage.
    private var budget: LagBudgetTally

    /// Lags of a trace whose samples span `thirds`; `seed` drives the lag's bootstrap interval,
    /// `cap` bounds each kept set of lags.
    /// `inputLatency` (seconds) is the profile's, the lag budget's digitizer stage.
    init(thirds: AlongStrokeGrowth.Thirds, seed: UInt64, cap: Int, inputLatency: Double) {
        self.thirds = thirds
        budget = LagBudgetTally(inputLatency: inputLatency)
        self.seed = seed
        resampled = CappedSample(cap: cap, seed: seed ^ Self.lagReservoirSalt)
        firstThird = CappedSample(cap: cap, seed: seed ^ Self.firstThirdReservoirSalt)
        lastThird = CappedSample(cap: cap, seed: seed ^ Self.lastThirdReservoirSalt)
    }

    /// Seeds of the reservoirs, apart from each other and from the bootstrap's.
    private static var lagReservoirSalt: UInt64 { 0x1A65 }
    private static var firstThirdReservoirSalt: UInt64 { 0xF125_7001 }
    private static var lastThirdReservoirSalt: UInt64 { 0x1A57_7003 }

    /// Which of these statistics are estimates so far.
    var approximations: RunApproximations {
        var result: RunApproximations = []
        if !resampled.isExact { result.insert(.lag) }
        if !firstThird.isExact || !lastThird.isExact { result.insert(.alongStroke) }
        return result
    }

    /// Samples and frames held now.
    var held: Int { samples.count + frames.count + budget.held }

    /// The next sample of the trace, handed over; `entered`: whether it entered the pipeline;
    /// `callback`: the index of the callback that delivered it (−1: never delivered).
    mutating func add(_ sample: TouchSample, entered: Bool, callback: Int32) {
        samples.append(PendingSample(touchID: sample.touchID, timestamp: sample.timestamp, entered: entered, callback: Int(callback)))
    }

    /// The next callback of the run, handed over.
    mutating func addCallback(_ callback: CallbackProbe) {
        budget.add(callback)
    }

    /// The next shown frame, handed over.
    mutating func addShown(_ frame: FrameProbe) {
        frames.append(frame)
    }

    /// Decides every sample the handed-over shown frames decide, appending their rows in order.
    mutating func drain(into rows: inout [RunMeasure.SampleRow]) {
        while let frame = frames.first {
            while decided < frame.contentSamples, let sample = samples.first {
                samples.removeFirst()
                decide(sample, shownBy: sample.entered ? frame : nil, into: &rows)
            }
            guard decided >= frame.contentSamples else { return }
            frames.removeFirst()
        }
    }

    /// At the end of the run: the samples still undecided were never shown.
    mutating func finish(into rows: inout [RunMeasure.SampleRow]) {
        drain(into: &rows)
        while !samples.isEmpty { decide(samples.removeFirst(), shownBy: nil, into: &rows) }
    }

    /// Decides the lag of `sample`: shown first by `frame`, or never shown (nil).
    private mutating func decide(_ sample: PendingSample, shownBy frame: FrameProbe?, into rows: inout [RunMeasure.SampleRow]) {
        budget.add(timestamp: sample.timestamp, callback: sample.callback, frame: frame)
        let lag = frame.map { $0.presentation - sample.timestamp }
        rows.append(RunMeasure.SampleRow(index: decided, touchID: sample.touchID, timestamp: sample.timestamp, lag: lag))
        decided += 1
        guard let lag else { return }
        shown += 1
        summary.record(lag)
        if RunCosts.isResampled(lag) { resampled.append(lag) }
        switch thirds.sampleThird(sample.timestamp) {
        case .first: firstThird.append(lag)
        case .last: lastThird.append(lag)
        case nil: break
        }
    }

    /// The lag distribution (`SimulationMetrics.lag`).
    func digest() -> DistributionDigest {
        let interval: BootstrapInterval?
        if resampled.isExact {
            interval = BootstrapInterval.ofMean(resampled.elements, seed: seed)
        } else {
            interval = summary.mean.flatMap { BootstrapInterval.ofMean(sampledFrom: resampled.elements, mean: $0, count: summary.count, seed: seed) }
        }
        return DistributionDigest(summary: summary, meanInterval: interval)
    }

    /// The mean of each stage of the shown samples' lag (`LagBudget`); nil without one.
    func lagBudget() -> LagBudget? {
        budget.budget()
    }

    /// Median lag of the first and of the last third (`AlongStrokeGrowth`): exact, or the median
    /// of the kept sample past the cap.
    func medians() -> (firstThird: Double?, lastThird: Double?) {
        (DistributionSummary.exactPercentile(50, of: firstThird.elements), DistributionSummary.exactPercentile(50, of: lastThird.elements))
    }
}
