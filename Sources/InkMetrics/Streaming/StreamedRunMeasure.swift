import InkModel
import InkPipeline
import InkSim

/// The metrics and per-event measures of a run handed over in pieces (`SimulationChunk`s, from a
/// windowed simulation) instead of as a whole `SimulationRecord`: the same `SimulationMetrics`
/// that `SimulationMetrics(record, trace:, measures: ProbeMeasures(record, trace:, truth:), seed:)`
/// gives for the whole record, and, as they become final, the rows of the run's data tables
/// (every callback; every frame with its tip gap; every sample with its lag), in order.
///
/// Memory is bounded by the work in flight, not by the run's length: a sample is kept until the
/// first shown frame with it in its content is handed over, a frame until its tip's true path is
/// here, an update until whether it makes its sample stale is decided, a true path while a frame
/// may still need it, and the distributions stream into HDR summaries. (Two small things follow
/// the trace instead: per touch, the update indices its samples used, as ranges — one a touch
/// when they increase; and, when the configuration ignores updates, an entered sample with an
/// update index until an update for it comes.) What needs the values themselves — the bootstrap
/// intervals of the means, the along-stroke medians, the cost growth's bin medians and the
/// effective lag's order statistics — keeps them exactly, in order, up to `exactValueCap` values
/// a distribution (callbacks, renders, shown samples, shown samples of each third, measured
/// tips), so every run within the cap gets bit for bit the whole-record metrics. Past the cap a
/// distribution keeps a seeded uniform sample of `exactValueCap` values instead and its metrics
/// become estimates (`approximations` says which; see `CappedSample` and
/// `BootstrapInterval.ofMean(sampledFrom:mean:count:seed:)`).
///
/// Usage: `add(_:truth:)` every chunk of the run in order, then `finish(threadCPUNanoseconds:)`.
public struct StreamedRunMeasure: Sendable {
    /// Values a distribution keeps exactly: 2²⁰ (1,048,576), more than the samples of an hour of
    /// handwriting at 240 Hz (865,754), so the hour stays exact. At the cap a distribution's kept
    /// values take 8 MB (the callbacks' costs 24 MB, 24 bytes a callback): at most 64 MB for a
    /// run of many hours, about 30 MB for the hour.
    public static let exactValueCap = 1 << 20

    private let configuration: String
    private let costKind: CostKind
    private let renderer: String
    private let predictor: String?
    private let sampleCount: Int
    private var costs: StreamedCosts
    private var lags: StreamedSampleLags
    private var tips: StreamedTipMeasures
    private var missed: StreamedMissedFrames
    private var stale: StreamedStaleProperties
    private var samplesSeen = 0
    private var updatesSeen = 0
    private var callbacksSeen = 0
    private var droppedSamples = 0
    /// The last frame handed over, and the content of the last shown one (samples, time).
    private var lastFrame: FrameProbe?
    private var lastShownContent: (samples: Int, time: Double)?
    private var isFinished = false

    /// The measure of a run of `configuration` on `profile` (`SimulationRecord.profile`) priced by
    /// `costKind`, drawn by `renderer` (`FrameRenderer.name`) with the prediction provider
    /// `predictor` (its name; nil without prediction), over a trace of `sampleCount` samples —
    /// the first taken at `firstSampleTime`, the last at `lastSampleTime` (seconds; nil without
    /// samples) — and `updateCount` updates; `seed` drives the bootstrap intervals.
    public init(
        configuration: PipelineConfiguration, costKind: CostKind, renderer: String, predictor: String?, profile: DeviceProfile,
        sampleCount: Int, firstSampleTime: Double?, lastSampleTime: Double?, updateCount: Int, seed: UInt64
    ) {
        self.init(
            configuration: configuration, costKind: costKind, renderer: renderer, predictor: predictor, profile: profile, sampleCount: sampleCount,
            firstSampleTime: firstSampleTime, lastSampleTime: lastSampleTime, updateCount: updateCount, seed: seed, valueCap: Self.exactValueCap
        )
    }

    /// As the public initializer, keeping up to `valueCap` values a distribution.
    init(
        configuration: PipelineConfiguration, costKind: CostKind, renderer: String, predictor: String?, profile: DeviceProfile,
        sampleCount: Int, firstSampleTime: Double?, lastSampleTime: Double?, updateCount: Int, seed: UInt64, valueCap: Int
    ) {
        self.configuration = configuration.name
        self.costKind = costKind
        self.renderer = renderer
        self.predictor = predictor
        self.sampleCount = sampleCount
        let thirds = AlongStrokeGrowth.Thirds(start: firstSampleTime ?? 0, end: lastSampleTime ?? 0)
        costs = StreamedCosts(seed: seed, cap: valueCap)
        lags = StreamedSampleLags(thirds: thirds, seed: seed, cap: valueCap)
        tips = StreamedTipMeasures(pointsPerMM: profile.pointsPerMM, seed: seed, cap: valueCap)
        missed = StreamedMissedFrames(profile: profile, sampleCount: sampleCount, firstSampleTime: firstSampleTime, thirds: thirds)
        stale = StreamedStaleProperties(appliesUpdates: configuration.updates, updateCount: updateCount)
    }

    /// The metrics that are estimates so far (empty while every distribution is within the cap).
    public var approximations: StreamedRunApproximations {
        var result = costs.approximations.union(lags.approximations).union(tips.approximations)
        if stale.repeatedIndices > 0 { result.insert(.staleProperties) }
        return result
    }

    /// Events (samples, frames, updates), true paths and touches held now: what the memory bound
    /// is about.
    var heldEvents: Int { lags.held + tips.held + missed.held + stale.held }

    /// Takes the run's next chunk; `truth` holds the complete true path of (at least) every touch
    /// with a sample in `chunk.samples` (`TruthPaths`). Returns the rows that became final.
    public mutating func add(_ chunk: SimulationChunk, truth: TruthPaths) -> Rows {
        precondition(!isFinished, "the run was finished")
        precondition(chunk.firstSample == samplesSeen && chunk.firstUpdate == updatesSeen, "chunks are added in order")
        var rows = Rows()
        for (offset, sample) in chunk.samples.enumerated() {
            let entered = chunk.sampleEntered[offset]
            if !entered { droppedSamples += 1 }
            lags.add(sample, entered: entered)
            missed.addSample(at: sample.timestamp)
            stale.addSample(sample, index: samplesSeen + offset, callback: chunk.sampleCallback[offset], entered: entered)
        }
        tips.add(samples: chunk.samples, firstSample: chunk.firstSample, truth: truth)
        samplesSeen += chunk.samples.count
        for probe in chunk.callbacks {
            precondition(probe.index == callbacksSeen, "callbacks are handed over in order")
            callbacksSeen += 1
            costs.add(probe)
            stale.addCallback(probe)
        }
        rows.callbacks = chunk.callbacks
        for probe in chunk.frames { add(probe) }
        for (update, callback) in zip(chunk.updates, chunk.updateCallback) { stale.addUpdate(update, callback: callback) }
        updatesSeen += chunk.updates.count
        lags.drain(into: &rows.samples)
        tips.drain(into: &rows.frames)
        missed.advance()
        stale.prune()
        return rows
    }

    /// Ends the run, whose every chunk was added: the last rows and the run's metrics, with
    /// `threadCPUNanoseconds` the thread CPU time of the simulation (`SimulationRecord`).
    public mutating func finish(threadCPUNanoseconds: UInt64) -> (rows: Rows, metrics: SimulationMetrics) {
        precondition(!isFinished, "the run was finished")
        precondition(samplesSeen == sampleCount, "every sample of the trace was handed over")
        isFinished = true
        var rows = Rows()
        lags.finish(into: &rows.samples)
        tips.finish(into: &rows.frames)
        let costDigests = costs.digests()
        let (missedFrames, missedFirstThird, missedLastThird) = missed.finish()
        let medians = lags.medians()
        let metrics = SimulationMetrics(
            configuration: configuration, costKind: costKind, renderer: renderer, predictor: predictor, callbacks: costs.callbacks,
            deferredCallbacks: CountAndRate(count: costs.deferredCallbacks, of: costs.callbacks), frames: costs.frames,
            lateFrames: CountAndRate(count: costs.lateFrames, of: costs.frames), supersededFrames: costs.supersededFrames,
            missedFrames: missedFrames, droppedSamples: CountAndRate(count: droppedSamples, of: sampleCount),
            staleProperties: stale.result(shown: lags.shown),
            samplesPerCallback: DistributionDigest(summary: costs.samplesPerCallback, meanInterval: nil),
            handlerCost: costDigests.handlerCost, renderCost: costDigests.renderCost, callbackCost: costDigests.callbackCost,
            costPerSample: costDigests.costPerSample, costGrowth: costDigests.costGrowth, lag: lags.digest(),
            alongStroke: AlongStrokeGrowth(
                lagP50FirstThird: medians.firstThird, lagP50LastThird: medians.lastThird,
                missedFramesFirstThird: missedFirstThird, missedFramesLastThird: missedLastThird
            ),
            tipGapPoints: DistributionDigest(summary: tips.gapPoints, meanInterval: nil),
            tipGapMM: DistributionDigest(summary: tips.gapMM, meanInterval: nil), effectiveLag: tips.effectiveLag(),
            pointsRecomputed: costs.pointsRecomputed, pixelsTouched: costs.pixelsTouched, threadCPUSeconds: Double(threadCPUNanoseconds) / 1e9,
            predictionHorizon: costs.predictionHorizon.count > 0 ? DistributionDigest(summary: costs.predictionHorizon, meanInterval: nil) : nil
        )
        return (rows, metrics)
    }

    /// Takes the run's next frame. Checks what the early decisions rest on: frames come in render
    /// order, trigger at non-decreasing vsyncs and commit at or after the vsync before their
    /// trigger's, and shown frames' content (samples, time) never shrinks.
    private mutating func add(_ probe: FrameProbe) {
        precondition(probe.index == (lastFrame?.index ?? -1) + 1, "frames are handed over in order")
        precondition(probe.frame >= lastFrame?.frame ?? probe.frame && probe.commitVsync >= probe.frame - 1, "frames trigger and commit in order")
        lastFrame = probe
        costs.add(probe)
        tips.add(probe)
        guard probe.isPresented else { return }
        if let last = lastShownContent {
            precondition(probe.contentSamples >= last.samples && probe.contentTime >= last.time, "shown content never shrinks")
        }
        lastShownContent = (probe.contentSamples, probe.contentTime)
        lags.addShown(probe)
        missed.addShown(probe)
        stale.addShown(probe)
    }
}
