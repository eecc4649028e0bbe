import InkModel
import InkPipeline
import InkSim

/// Replays a trace through one pipeline configuration up to a moment, rendering after every
/// callback, and keeps what the debug overlay needs: the ink as it looked then.
public struct MomentReplay {
    /// How many of the latest renders' redrawn rectangles the debug marks keep.
    public static let recentRenders = 6

    public let trace: Trace
    public private(set) var pipeline: StrokePipeline
    public let renderer: any InkRenderer
    public private(set) var marks = DebugMarks()
    /// The work of the last render (nil when no callback came before the moment).
    public private(set) var lastWork: CairoRenderWork?
    /// Callbacks replayed.
    public private(set) var callbacksReplayed = 0
    /// Whether the replay stopped at its deadline before reaching the moment.
    public private(set) var passedDeadline = false

    /// Replays `schedule`'s callbacks whose time is at most `moment` seconds after the first
    /// sample (every callback when nil). With a `predictor` (a configuration naming a predictor
    /// other than `recorded`), each callback carries its predictions instead of the recorded ones.
    /// With a `deadline` (`MonotonicClock` nanoseconds), the replay stops at the first callback
    /// after it and sets `passedDeadline`.
    public init(
        trace: Trace, configuration: PipelineConfiguration, schedule: CallbackSchedule, moment: Double?, renderer: any InkRenderer,
        predictor: (any PredictionProvider)? = nil, deadline: UInt64? = nil
    ) {
        var predictor = predictor
        var predictions: [TouchSample] = []
        self.trace = trace
        self.renderer = renderer
        pipeline = StrokePipeline(configuration: configuration)
        let start = trace.samples.first?.timestamp ?? 0
        let cutoff = moment.map { start + $0 }
        var recent: [[PixelRect]] = []
        var lastTime = start
        for var callback in schedule.callbacks {
            if let cutoff, callback.time > cutoff { break }
            if let deadline, MonotonicClock.now() >= deadline {
                passedDeadline = true
                break
            }
            if var provider = predictor {
                provider.predictions(at: callback.time, deliveredSamples: callback.samples.upperBound, in: trace, into: &predictions)
                callback.predictions = predictions
                predictor = provider
            }
            _ = pipeline.process(callback, in: trace)
            renderer.absorb(pipeline)
            lastWork = renderer.render(pipeline)
            recent.append(renderer.lastRedrawnRects)
            if recent.count > Self.recentRenders { recent.removeFirst() }
            collect(callback)
            lastTime = callback.time
            callbacksReplayed += 1
        }
        let moment = cutoff ?? lastTime
        marks.moment = moment - start
        marks.redrawnRects = recent.flatMap { $0 }
        for touchID in pipeline.touchIDs {
            guard let path = pipeline.touchPath(for: touchID) else { continue }
            for sample in path.realSamples where sample.estimatedProperties.contains(.force) {
                marks.estimatedForceSamples.append(sample.location)
            }
        }
        marks.truePenPosition = Self.truePosition(in: trace, at: moment)
    }

    private mutating func collect(_ callback: RecordedCallback) {
        var newest: [Int: Int] = [:]
        for index in callback.samples { newest[trace.samples[index].touchID] = index }
        for index in callback.samples {
            let sample = trace.samples[index]
            if newest[sample.touchID] == index {
                marks.liveSamples.append(sample.location)
            } else {
                marks.coalescedSamples.append(sample.location)
            }
        }
        if !callback.samples.isEmpty || !callback.predictions.isEmpty {
            marks.currentPredictions = pipeline.configuration.prediction != .none ? callback.predictions.map(\.location) : []
            marks.pastPredictions += marks.currentPredictions
        }
    }

    /// The ground-truth position at `time` (trace clock, seconds), interpolated between the
    /// dense ground-truth points of the touch down then; else the nearest within 5 ms; else nil.
    static func truePosition(in trace: Trace, at time: Double) -> Point? {
        var best: (distance: Double, point: Point)?
        for (index, point) in trace.groundTruth.enumerated() {
            let distance = abs(point.time - time)
            if distance <= 0.005 && distance < (best?.distance ?? .infinity) { best = (distance, point.location) }
            let next = index + 1
            if next < trace.groundTruth.count, trace.groundTruth[next].touchID == point.touchID,
               point.time <= time, time <= trace.groundTruth[next].time {
                let span = trace.groundTruth[next].time - point.time
                let t = span > 0 ? (time - point.time) / span : 0
                return point.location.interpolated(to: trace.groundTruth[next].location, by: t)
            }
        }
        return best?.point
    }
}
