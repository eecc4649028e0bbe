import InkMetrics
import InkModel
import InkPipeline
import InkReport
import InkSim

/// The simulator's model of a browser run: the same trace (on the browser's clock) through the
/// simulated platform with the browser's frame rate, input latency and presentation delay, each
/// of its frames costing what the browser's frame at that vsync cost (`BrowserFrameCosts`), and
/// frames presented when swapped (`SwapPresentation`). Each sample reaches the model when the
/// replay really sent it (its sample time plus the replay's lateness), its lag still counted from
/// its sample time, so a replay the machine made late is not the model's error. What remains is
/// the platform model itself — which samples a frame carries, when the main thread is free,
/// which vsyncs pass without a new frame — so its difference from the measurement is the
/// model's error.
struct WebModel {
    /// The measured trace (on the browser's clock).
    var trace: Trace
    /// The trace with each sample at the time the replay sent it.
    var sent: Trace
    /// Per sample, how late the replay sent it, seconds.
    var lateness: [Double]
    var profile: DeviceProfile
    var costs: BrowserFrameCosts
    var configuration: PipelineConfiguration
    var seed: UInt64

    /// The model of `measured`.
    init(_ measured: BrowserRunMeasure, seed: UInt64) {
        trace = measured.trace
        lateness = measured.sampleLateness
        sent = trace
        for index in sent.samples.indices { sent.samples[index].timestamp += lateness[index] }
        profile = measured.record.profile
        profile.inputLatency = measured.transitLatency
        costs = measured.frameCosts
        // The browser draws a frame per vsync after the input it took: display-link drawing,
        // every coalesced sample taken.
        configuration = PipelineConfiguration(name: measured.record.configuration.name, geometry: .incremental, coalesced: true, redraw: .displayLink)
        self.seed = seed
    }

    /// The model's record with input latency `inputLatency` and presentation delay `delay`.
    func record(inputLatency: Double, delay: Double) -> SimulationRecord {
        var modelled = profile
        modelled.inputLatency = inputLatency
        var record = PlatformSimulator.run(
            trace: sent, profile: modelled, configuration: configuration, cost: costs, renderer: BlankFrameRenderer(), predictor: nil
        )
        SwapPresentation.apply(to: &record, delay: delay)
        return record
    }

    /// The model with the measured profile beside `measured`, and with `fit` the fitted one.
    func compare(_ measured: BrowserRunMeasure, presentDelay: Double, fit: Bool) -> BrowserModelRecord {
        let modelled = record(inputLatency: profile.inputLatency, delay: presentDelay)
        var comparison = BrowserModelRecord(
            inputLatency: profile.inputLatency, presentDelay: presentDelay,
            measured: Self.outcome(measured.metrics, lags: measured.rows.lags),
            modelled: outcome(modelled)
        )
        if fit { comparison.fitted = fitted(to: measured.rows.lags) }
        return comparison
    }

    /// The input latency (0 to half a frame, to 0.1 ms: a coarse pass by 1 ms, then around the
    /// best by 0.1 ms) and presentation delay (the median lag difference at that latency, since the
    /// delay adds to every lag alike) whose per-sample lags are nearest `measuredLags` (mean
    /// absolute difference over the samples both show).
    func fitted(to measuredLags: [Double?]) -> BrowserModelRecord.Fit {
        var best: (latency: Double, delay: Double, error: Double) = (0, 0, .infinity)
        func evaluate(_ latency: Double) {
            let lags = measure(record(inputLatency: latency, delay: 0)).lags
            let differences = zip(measuredLags, lags).compactMap { measured, modelled in measured.flatMap { m in modelled.map { m - $0 } } }.sorted()
            guard !differences.isEmpty else { return }
            let delay = differences[differences.count / 2]
            let error = differences.reduce(0) { $0 + abs($1 - delay) } / Double(differences.count)
            if error < best.error { best = (latency, delay, error) }
        }
        // Half a frame at most: a latency near a whole frame with a presentation delay of minus a
        // frame describes nearly the same lags, and neither is what a browser does.
        let period = 1 / profile.displayHz
        for step in 0...Int(period * 500) { evaluate(Double(step) / 1000) }
        let coarse = best.latency
        for step in -10...10 where step != 0 { evaluate(min(max(0, coarse + Double(step) / 10_000), period / 2)) }
        let modelled = record(inputLatency: best.latency, delay: best.delay)
        return BrowserModelRecord.Fit(
            inputLatency: best.latency, presentDelay: best.delay, meanAbsoluteError: best.error,
            modelled: outcome(modelled)
        )
    }

    /// Each sample's lag in a model `record`, from its sample time (the time it was sent plus
    /// its lateness back), and the record's metrics.
    func measure(_ record: SimulationRecord) -> (lags: [Double?], metrics: SimulationMetrics) {
        let (rows, metrics) = RunMeasure.measure(record, trace: sent, truth: TruthPaths(sent), seed: seed, metrics: .builtIn)
        return (zip(rows.lags, lateness).map { lag, late in lag.map { $0 + late } }, metrics)
    }

    /// The outcome of a model `record`.
    func outcome(_ record: SimulationRecord) -> BrowserModelRecord.Outcome {
        let (lags, metrics) = measure(record)
        return Self.outcome(metrics, lags: lags)
    }

    /// Lag percentiles of `lags` (seconds; nil: never shown), dropped rate and missed frames of a
    /// run's `metrics`.
    static func outcome(_ metrics: SimulationMetrics, lags: [Double?]) -> BrowserModelRecord.Outcome {
        let shown = lags.compactMap { $0 }.sorted()
        return BrowserModelRecord.Outcome(
            lagP50: DistributionSummary.exactPercentile(50, ofSorted: shown), lagP90: DistributionSummary.exactPercentile(90, ofSorted: shown),
            lagP99: DistributionSummary.exactPercentile(99, ofSorted: shown), droppedRate: metrics.droppedSamples.rate,
            missedFrames: metrics.missedFrames.count, missedFramesRate: metrics.missedFrames.rate
        )
    }
}
