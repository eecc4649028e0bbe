import InkMetrics
import InkModel
import InkPipeline
import InkPredict
import InkSim

/// The predicted points a simulated run showed, evaluated with InkMetrics' prediction evaluation
/// (docs/prediction.md: horizon, truth from `TruthPaths`, error), so `inkbench run` and
/// `inkbench predict` measure prediction error the same way. Fed the run's `SimulationChunk`s in
/// order — a streamed run's, or a whole record's (`RunMeasure.chunks(of:trace:)`) — it hands out
/// the evaluated points with the index of the callback that carried each, in callback order, as
/// soon as each is final, and at the end the bucket summaries — keeping only the work in flight.
///
/// It asks a fresh prediction provider the questions the simulator asked (each callback's start
/// and the samples delivered by then, in callback order; providers are deterministic), so it knows
/// the points each callback carried. A callback's points are shown when a presented frame's
/// content time is its start (its predicted tail is then on screen); that is settled once a frame
/// with a later content time has been handed over (content times never decrease from frame to
/// frame, and a handed-over frame is final) or the run ends. Each callback is then evaluated in
/// order, its shown points as platform predictions (the `recorded` predictor at their own times),
/// by the `PredictionTargeting` and `PredictorReplay` a `PredictionEvaluation` runs. The bucket
/// summaries keep a few numbers per record (`PredictionBuckets`), exact up to a cap per bucket
/// and quantity.
///
/// Held: the callbacks, frames' content times and samples handed over but not yet evaluated, the
/// provider's and the evaluation's state of the touches in contact, the truth of those touches,
/// and the buckets' values. A configuration replaying the trace's `recorded` predictions needs the
/// whole trace (`init(configuration:profile:predictors:recordedFrom:valueCap:)`); without it the
/// `recorded` predictor carries nothing, as for a trace without recorded callbacks (a trace with
/// them is never streamed).
public struct ShownPredictionStream {
    /// The configuration's name, for messages.
    public let configuration: String
    /// The provider of the points the callbacks carried.
    private var carrier: Carrier
    private var targeting = PredictionTargeting(horizons: [], platformTimes: true)
    private var replay: PredictorReplay
    private var buckets: PredictionBuckets
    private var callbacks = StreamWindow<CallbackProbe>()
    private var samples = StreamWindow<TouchSample>()
    /// Samples fed to the provider: those before this index.
    private var fed = 0
    /// The points the first waiting callback carried, once asked (`carriedBy` its index).
    private var carried: [TouchSample] = []
    private var carriedBy: Int?
    /// Content times of the presented frames handed over, those not older than the first waiting callback.
    private var presentedTimes = StreamWindow<Double>()
    /// The newest content time of a frame handed over, seconds.
    private var newestContentTime = -Double.infinity
    /// The truth of the touches handed over and not yet ended, per touch ID.
    private var truth: [Int: TimedPath] = [:]
    private var penStates: [Int: PenStatePaths.Path] = [:]
    private var records: [PredictionRecord] = []
    private var isFinished = false

    /// Where the points each callback carried come from.
    private enum Carrier {
        /// A predictor, fed the delivered samples.
        case predictor(PredictorPredictionProvider)
        /// The recorded predictions of a whole trace.
        case recorded(RecordedPredictionProvider, trace: Trace)
        /// Nothing (`recorded` without a trace).
        case nothing
    }

    /// A stream of the shown predictions of runs of `configuration` on `profile` (the profile the
    /// platform is simulated with), its predictor built from `predictors`; nil when the
    /// configuration does not predict. The `recorded` predictor replays the predictions of
    /// `trace`, the whole trace simulated (nil for a streamed one: none). Each bucket keeps up to
    /// `valueCap` values per quantity exactly (`PredictionBucketValues`). Throws for an unknown
    /// predictor or parameter.
    public init?(
        configuration: PipelineConfiguration, profile: DeviceProfile, predictors: PredictorCatalog, recordedFrom trace: Trace?,
        valueCap: Int = PredictionBucketValues.exactCap
    ) throws(ReportError) {
        guard case .predictor(let text) = configuration.prediction else { return nil }
        self.configuration = configuration.name
        do {
            let predictor = try predictors.make(parsing: text)
            if predictor.name != "recorded" {
                carrier = .predictor(try PredictorPredictionProvider.configured(configuration, spec: text, profile: profile, predictors: predictors))
            } else if let trace {
                carrier = .recorded(RecordedPredictionProvider(trace: trace), trace: trace)
            } else {
                carrier = .nothing
            }
            replay = PredictorReplay(predictor: try PredictorCatalog.builtIn.make(PredictorSpec(name: "recorded")), index: 0)
        } catch {
            throw ReportError("\(configuration.name): \(error)")
        }
        buckets = PredictionBuckets(valueCap: valueCap)
    }

    /// Takes the run's next chunk and appends to `shown` the points that became final, in order.
    /// `truth` and `penStates` must hold the whole path of every touch with a sample in the chunk
    /// (more is ignored; what is kept is dropped when the touch ends). A kept `TimedPath` shares
    /// its points' storage, so paths sliced from one large array keep all of it while kept.
    public mutating func add(_ chunk: SimulationChunk, truth: TruthPaths, penStates: PenStatePaths, into shown: inout [ShownPrediction]) {
        precondition(!isFinished, "the stream has finished")
        precondition(chunk.samples.isEmpty || chunk.firstSample == samples.end, "chunks must hand over the samples in order")
        keepTruth(of: chunk.samples, truth: truth, penStates: penStates)
        samples.append(contentsOf: chunk.samples)
        callbacks.append(contentsOf: chunk.callbacks)
        for frame in chunk.frames {
            newestContentTime = max(newestContentTime, frame.contentTime)
            if frame.isPresented { presentedTimes.append(frame.contentTime) }
        }
        evaluateSettled(runEnded: false, into: &shown)
    }

    /// Ends the run: appends to `shown` the remaining points and returns the bucket summaries
    /// (median, 90th percentile and the rest of the error per horizon bucket, points). Throws
    /// when the predictor failed.
    public mutating func finish(into shown: inout [ShownPrediction]) throws(ReportError) -> [PredictionBucketSummary] {
        precondition(!isFinished, "the stream has finished")
        evaluateSettled(runEnded: true, into: &shown)
        isFinished = true
        if case .predictor(let provider) = carrier, let failure = provider.failure {
            throw ReportError("\(configuration): predictor '\(provider.name)': \(failure)")
        }
        return buckets.summaries
    }

    /// Evaluates the waiting callbacks in order while their samples are here and whether they
    /// were shown is settled (at the end of the run, all of them).
    private mutating func evaluateSettled(runEnded: Bool, into shown: inout [ShownPrediction]) {
        while let callback = callbacks.first {
            guard samples.end >= callback.samples.upperBound else {
                precondition(!runEnded, "a callback's samples were never handed over")
                return
            }
            if carriedBy != callback.index {
                askProvider(at: callback.start, through: callback.samples.upperBound, aimingAt: callback.predictionTarget)
                carriedBy = callback.index
            }
            while let time = presentedTimes.first, time < callback.start { presentedTimes.removeFirst() }
            let isShown = presentedTimes.first == callback.start
            guard isShown || newestContentTime > callback.start || runEnded else { return }
            evaluate(callback, isShown: isShown, into: &shown)
            callbacks.removeFirst()
        }
    }

    /// Asks the provider for the points of a callback at `time` that delivered the samples before
    /// `end` (aiming at `target`, the presentation the simulator aimed that callback at, if any).
    private mutating func askProvider(at time: Double, through end: Int, aimingAt target: Double?) {
        let delivered = samples[fed..<max(fed, end)]
        fed = max(fed, end)
        switch carrier {
        case .predictor(var provider):
            carrier = .nothing  // the provider's state is not shared while it changes
            if let target { provider.aim(at: target) }
            provider.predictions(delivering: delivered, into: &carried)
            carrier = .predictor(provider)
        case .recorded(var provider, let trace):
            carrier = .nothing
            provider.predictions(at: time, deliveredSamples: end, in: trace, into: &carried)
            carrier = .recorded(provider, trace: trace)
        case .nothing:
            carried.removeAll(keepingCapacity: true)
        }
    }

    /// Evaluates one callback whose points (in `carried`) were shown or not.
    private mutating func evaluate(_ callback: CallbackProbe, isShown: Bool, into shown: inout [ShownPrediction]) {
        let replayed = RecordedCallback(
            time: callback.start, samples: callback.samples, updates: callback.updates, predictions: isShown ? carried : []
        )
        let delivered = samples[callback.samples]
        let targets = targeting.targets(of: replayed, samples: delivered)
        records.removeAll(keepingCapacity: true)
        replay.evaluate(replayed, samples: delivered, targets: targets, truth: truth, penStates: penStates, into: &records)
        for record in records {
            buckets.add(record)
            shown.append(ShownPrediction(record: record, callback: callback.index))
        }
        for sample in delivered where sample.phase.endsTouch {
            truth[sample.touchID] = nil
            penStates[sample.touchID] = nil
        }
        samples.removeBefore(callback.samples.upperBound)
    }

    /// Keeps the truth of the touches of `chunkSamples` not kept yet.
    private mutating func keepTruth(of chunkSamples: [TouchSample], truth: TruthPaths, penStates: PenStatePaths) {
        var previous: Int?
        for sample in chunkSamples where sample.touchID != previous {
            previous = sample.touchID
            if self.truth[sample.touchID] == nil, let path = truth.paths[sample.touchID] { self.truth[sample.touchID] = path }
            if self.penStates[sample.touchID] == nil, let path = penStates.paths[sample.touchID] { self.penStates[sample.touchID] = path }
        }
    }
}
