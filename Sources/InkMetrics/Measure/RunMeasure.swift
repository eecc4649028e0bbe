import InkModel
import InkPipeline
import InkSim

/// The metrics and per-event measures of one simulated run, computed from the run's chunks
/// (`SimulationChunk`s) as they become final — the one computation of every metric of
/// `SimulationMetrics`, of every row of the run's data tables and of every chart input. A streamed
/// run hands over the chunks of its windowed simulation; a run simulated whole hands over its
/// record as chunks (`measure(_:trace:truth:seed:metrics:rows:)`). As rows become final the
/// measure hands them back (every callback; every frame with its tip measure; every sample with
/// its lag), in order.
///
/// Memory is bounded by the work in flight, not by the run's length: a sample is kept until the
/// first shown frame with it in its content is handed over, a frame until its tip's true path is
/// here, an update until whether it makes its sample stale is decided, a true path while a frame
/// may still need it, and the distributions stream into HDR summaries. (Two small things follow
/// the trace instead: per touch, the update indices its samples used, as ranges — one a touch
/// when they increase; and, when the configuration ignores updates, an entered sample with an
/// update index until an update for it comes.) What needs the values themselves — the bootstrap
/// intervals of the means, the along-stroke medians, the cost growth's bin medians and the
/// effective lag's order statistics — keeps them exactly, in order, up to a cap a distribution
/// (callbacks, renders, shown samples, shown samples of each third, measured tips). Past the cap
/// a distribution keeps a seeded uniform sample of cap values instead and its metrics become
/// estimates (`approximations` says which; see `CappedSample` and
/// `BootstrapInterval.ofMean(sampledFrom:mean:count:seed:)`). A streamed run's cap is
/// `exactValueCap`; a record measured whole keeps every value (its record holds them anyway).
///
/// Usage: `add(_:truth:)` every chunk of the run in order, then `finish(threadCPUNanoseconds:)`.
public struct RunMeasure: Sendable {
    /// Values a streamed run's distribution keeps exactly: 2²⁰ (1,048,576), more than the samples
    /// of an hour of handwriting at 240 Hz (865,754), so the hour stays exact. At the cap a
    /// distribution's kept values take 8 MB (the callbacks' costs 24 MB, 24 bytes a callback): at
    /// most 64 MB for a run of many hours, about 30 MB for the hour.
    public static let exactValueCap = 1 << 20

    private let configuration: String
    private let costKind: CostKind
    private let renderer: String
    private let predictor: String?
    private let sampleCount: Int
    private var costs: RunCosts
    private var lags: SampleLags
    private var tips: TipMeasures
    private var missed: MissedFrames
    private var stale: StaleProperties
    /// The built-in counters (`MetricRegistry.builtIn`) and the other registered metrics, in
    /// registration order.
    private var counters: [(name: String, metric: any RunMetric)]
    private var registered: [(name: String, metric: any RunMetric)]
    private var samplesSeen = 0
    private var updatesSeen = 0
    private var callbacksSeen = 0
    /// The last frame handed over, and the content of the last shown one (samples, time).
    private var lastFrame: FrameProbe?
    private var lastShownContent: (samples: Int, time: Double)?
    private var isFinished = false

    /// The measure of a run of `configuration` on `profile` (`SimulationRecord.profile`) priced by
    /// `costKind`, drawn by `renderer` (`FrameRenderer.name`) with the prediction provider
    /// `predictor` (its name; nil without prediction), over a trace of `sampleCount` samples —
    /// the first taken at `firstSampleTime`, the last at `lastSampleTime` (seconds; nil without
    /// samples) — and `updateCount` updates; `seed` drives the bootstrap intervals. Besides the
    /// built-in metrics it computes those of `metrics` that are not built in
    /// (`MetricRegistry.added`). Each distribution keeps up to `valueCap` values exactly.
    public init(
        configuration: PipelineConfiguration, costKind: CostKind, renderer: String, predictor: String?, profile: DeviceProfile,
        sampleCount: Int, firstSampleTime: Double?, lastSampleTime: Double?, updateCount: Int, seed: UInt64, metrics: MetricRegistry,
        valueCap: Int = exactValueCap
    ) {
        self.configuration = configuration.name
        self.costKind = costKind
        self.renderer = renderer
        self.predictor = predictor
        self.sampleCount = sampleCount
        let thirds = AlongStrokeGrowth.Thirds(start: firstSampleTime ?? 0, end: lastSampleTime ?? 0)
        costs = RunCosts(seed: seed, cap: valueCap)
        lags = SampleLags(thirds: thirds, seed: seed, cap: valueCap, inputLatency: profile.inputLatency)
        tips = TipMeasures(pointsPerMM: profile.pointsPerMM, seed: seed, cap: valueCap)
        missed = MissedFrames(profile: profile, sampleCount: sampleCount, firstSampleTime: firstSampleTime, thirds: thirds)
        stale = StaleProperties(appliesUpdates: configuration.updates, updateCount: updateCount)
        let context = MetricRunContext(configuration: configuration, profile: profile, sampleCount: sampleCount, updateCount: updateCount)
        counters = MetricRegistry.builtIn.components.map { ($0.name, $0.start(context)) }
        registered = metrics.added.map { ($0.name, $0.start(context)) }
    }

    /// The metrics that are estimates so far (empty while every distribution is within the cap).
    package var approximations: RunApproximations {
        var result = costs.approximations.union(lags.approximations).union(tips.approximations)
        if stale.isApproximate { result.insert(.staleProperties) }
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
            lags.add(sample, entered: entered, callback: chunk.sampleCallback[offset])
            missed.addSample(at: sample.timestamp)
            stale.addSample(sample, index: samplesSeen + offset, callback: chunk.sampleCallback[offset], entered: entered)
        }
        tips.add(samples: chunk.samples, firstSample: chunk.firstSample, truth: truth)
        samplesSeen += chunk.samples.count
        for probe in chunk.callbacks {
            precondition(probe.index == callbacksSeen, "callbacks are handed over in order")
            callbacksSeen += 1
            costs.add(probe)
            lags.addCallback(probe)
            stale.addCallback(probe)
        }
        rows.callbacks = chunk.callbacks
        for probe in chunk.frames { add(probe) }
        for (update, callback) in zip(chunk.updates, chunk.updateCallback) { stale.addUpdate(update, callback: callback) }
        updatesSeen += chunk.updates.count
        for index in counters.indices { counters[index].metric.add(chunk) }
        for index in registered.indices { registered[index].metric.add(chunk) }
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
        let counted = Dictionary(uniqueKeysWithValues: counters.map { ($0.name, $0.metric.value()) })
        let share = { (name: String) -> CountAndRate in
            guard case .share(let count, let total) = counted[name] else { preconditionFailure("the built-in \(name) is a share") }
            return CountAndRate(count: count, of: total)
        }
        let count = { (name: String) -> Int in
            guard case .count(let count) = counted[name] else { preconditionFailure("the built-in \(name) is a count") }
            return count
        }
        var metrics = SimulationMetrics(
            configuration: configuration, costKind: costKind, renderer: renderer, predictor: predictor, callbacks: count("callbacks"),
            deferredCallbacks: share("deferredCallbacks"), frames: count("frames"), lateFrames: share("lateFrames"),
            supersededFrames: count("supersededFrames"), missedFrames: missedFrames, droppedSamples: share("droppedSamples"),
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
            pointsRecomputed: count("pointsRecomputed"), pixelsTouched: count("pixelsTouched"), threadCPUSeconds: Double(threadCPUNanoseconds) / 1e9,
            predictionHorizon: costs.predictionHorizon.count > 0 ? DistributionDigest(summary: costs.predictionHorizon, meanInterval: nil) : nil
        )
        metrics.lagBudget = lags.lagBudget()
        if !registered.isEmpty { metrics.registered = Dictionary(uniqueKeysWithValues: registered.map { ($0.name, $0.metric.value()) }) }
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
